import { ApiError } from './api-error';
import { send } from './client';

export type SseEvent = { event: string; data: string; id?: string };

/** Splits a text/event-stream into events (WHATWG rules: blank line ends an event). */
export function createSseParser(onEvent: (e: SseEvent) => void) {
  let buffer = '';
  let event = 'message';
  let data: string[] = [];
  let id: string | undefined;
  const dispatch = () => {
    if (data.length) onEvent({ event, data: data.join('\n'), id });
    event = 'message';
    data = [];
  };
  return (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') dispatch();
      else if (line.startsWith(':')) continue;
      else {
        const i = line.indexOf(':');
        const field = i < 0 ? line : line.slice(0, i);
        const value = i < 0 ? '' : line.slice(i + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
        else if (field === 'id') id = value;
      }
    }
  };
}

/**
 * Server-sent events over fetch, so the bearer token travels in the Authorization header
 * (EventSource cannot send headers). Resolves when the stream ends; rejects when it fails.
 */
export async function readEventStream(path: string, onEvent: (e: SseEvent) => void, signal: AbortSignal) {
  const res = await send(path, {
    method: 'GET',
    signal,
    silent: true,
    headers: { Accept: 'text/event-stream' },
  });
  if (!res.ok || !res.body) throw new ApiError(res.status, 'stream');
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const parse = createSseParser(onEvent);
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    parse(value);
  }
}
