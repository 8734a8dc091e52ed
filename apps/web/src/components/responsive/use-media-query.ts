import { useSyncExternalStore } from 'react';

/** Below antd's `lg` breakpoint: the shell's sidebar becomes a drawer, the top bar icons. */
export const NARROW_SHELL = '(max-width: 991.98px)';
/** Below antd's `md` breakpoint: lists show one card a row instead of a table. */
export const PHONE = '(max-width: 767.98px)';

/** Whether a media query matches now, re-rendering when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
