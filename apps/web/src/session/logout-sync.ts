import { STORAGE_KEYS } from './storage-keys';

/**
 * Logging out in one tab logs out every other open tab: a BroadcastChannel message, with the
 * storage event (token removed / logout flag set) as the fallback where channels are missing.
 */
const CHANNEL = 'mashaer-session';
let channel: BroadcastChannel | null = null;
const getChannel = () => {
  if (!channel && typeof BroadcastChannel !== 'undefined') channel = new BroadcastChannel(CHANNEL);
  return channel;
};

export function announceLogout() {
  localStorage.setItem(STORAGE_KEYS.logout, String(Date.now()));
  getChannel()?.postMessage({ type: 'logout' });
}

/** Calls `onLogout` when another tab logs out, and `onChange` on any session change there. */
export function watchOtherTabs(onLogout: () => void, onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.storageArea !== localStorage) return;
    onChange();
    const tokenGone = e.key === STORAGE_KEYS.token && !e.newValue;
    if (tokenGone || (e.key === STORAGE_KEYS.logout && e.newValue) || e.key === null) onLogout();
  };
  const ch = getChannel();
  const onMessage = (e: MessageEvent) => {
    if ((e.data as { type?: string })?.type === 'logout') onLogout();
  };
  window.addEventListener('storage', onStorage);
  ch?.addEventListener('message', onMessage);
  return () => {
    window.removeEventListener('storage', onStorage);
    ch?.removeEventListener('message', onMessage);
  };
}
