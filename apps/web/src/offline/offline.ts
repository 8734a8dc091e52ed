import { useEffect, useSyncExternalStore } from 'react';

/**
 * What a field screen (ARCHITECTURE §7) calls to open offline after a first visit: the built
 * service worker (/sw.js, from scripts/offline-shell.ts) and the web app manifest (installable).
 * Not in development (no built worker) nor where the browser has no service workers (tests, or a
 * site served over plain http: the browser allows them on https and on this machine only).
 */
export function useOfflineShell(onControlled?: () => void) {
  useEffect(() => {
    if (!document.querySelector('link[rel="manifest"]')) {
      const link = document.createElement('link');
      link.rel = 'manifest';
      link.href = '/manifest.webmanifest';
      document.head.append(link);
    }
    const sw = navigator.serviceWorker;
    if (!import.meta.env.PROD || !sw) return;
    sw.register('/sw.js').catch(() => undefined);
    // The first visit's reads went past the worker (it was not there yet): asked again once it is.
    const claimed = () => onControlled?.();
    sw.addEventListener('controllerchange', claimed);
    return () => sw.removeEventListener('controllerchange', claimed);
  }, [onControlled]);
}

const subscribe = (l: () => void) => {
  window.addEventListener('online', l);
  window.addEventListener('offline', l);
  return () => {
    window.removeEventListener('online', l);
    window.removeEventListener('offline', l);
  };
};

/** Whether the browser believes it is connected (a hint: a send may still fail, and is kept). */
export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
