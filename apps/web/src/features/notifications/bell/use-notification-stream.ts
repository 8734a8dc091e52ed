import { useEffect, useRef, useState } from 'react';
import { readEventStream } from '../../../api/sse';
import { STREAM_PATH } from '../api';

const RECONNECT_MS = 60_000;

/**
 * Live unread count over server-sent events (fetch + ReadableStream, bearer in the header).
 * `live` is false while the stream is down; the caller polls meanwhile, and the stream is
 * retried every minute.
 */
export function useNotificationStream(onUnread: (count: number) => void, enabled: boolean) {
  const [live, setLive] = useState(false);
  const callback = useRef(onUnread);
  callback.current = onUnread;

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      setLive(true);
      readEventStream(
        STREAM_PATH,
        (e) => {
          if (e.event !== 'notification') return;
          try {
            const data = JSON.parse(e.data) as { unread_count?: number };
            if (typeof data.unread_count === 'number') callback.current(data.unread_count);
          } catch {
            // A malformed event is ignored; the next one or the poll corrects the count.
          }
        },
        controller.signal,
      )
        .catch(() => undefined)
        .finally(() => {
          if (controller.signal.aborted) return;
          setLive(false);
          retry = setTimeout(connect, RECONNECT_MS);
        });
    };
    connect();
    return () => {
      controller.abort();
      clearTimeout(retry);
    };
  }, [enabled]);

  return live;
}
