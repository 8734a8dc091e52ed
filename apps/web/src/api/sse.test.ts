import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse';

describe('SSE parser', () => {
  it('splits events across chunk boundaries and ignores comments', () => {
    const events: SseEvent[] = [];
    const feed = createSseParser((e) => events.push(e));
    feed(': ping\n\nevent: notifi');
    feed('cation\ndata: {"unread_count":');
    feed('3}\n\ndata: plain\r\n\r\n');
    expect(events).toEqual([
      { event: 'notification', data: '{"unread_count":3}', id: undefined },
      { event: 'message', data: 'plain', id: undefined },
    ]);
  });
});
