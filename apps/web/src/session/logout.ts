import { api } from '../api/client';
import { announceLogout } from './logout-sync';
import { clearSession, readSession } from './session-store';

/** POST auth/logout, then clear the session even when the call fails, and tell the other tabs. */
export async function logout() {
  try {
    if (readSession().token) await api.post('auth/logout', {}, { silent: true });
  } catch {
    // The session is cleared regardless (spec §4 "Session").
  } finally {
    clearSession();
    announceLogout();
  }
}
