import { startTransition, useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { type RequestOptions, request } from '../../../api/client';

type Read<T> = { data?: T; status?: number; failed: boolean; loading: boolean; reload: () => void };

/**
 * One API read for a field screen, asked again when `key` changes or on `reload`. Silent: a
 * failure shows on the screen (a notice would load the desk's notification code). Not TanStack
 * Query: its observer is shared with the desk screens, and a chunk shared with the field screens
 * grew every desk route.
 */
export function useFieldRead<T>(path: string, opts: RequestOptions, key: string): Read<T> {
  const [state, setState] = useState<Omit<Read<T>, 'reload'>>({ failed: false, loading: true });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what the options ask
  useEffect(() => {
    let live = true;
    void attempt;
    setState((s) => ({ ...s, loading: true }));
    request<T>(path, { ...opts, silent: true }).then(
      // A transition: the screen the answer fills renders in slices (a slow phone's blocking time).
      (data) => live && startTransition(() => setState({ data, failed: false, loading: false })),
      (e: unknown) =>
        live &&
        setState((s) => ({
          data: s.data,
          failed: true,
          loading: false,
          status: isApiError(e) ? e.status : 0,
        })),
    );
    return () => {
      live = false;
    };
  }, [path, key, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
