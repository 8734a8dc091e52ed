import { useSyncExternalStore } from 'react';
import type { LoginAnswer, Session, SessionType, SessionUser } from './session-types';
import { SESSION_KEYS, STORAGE_KEYS } from './storage-keys';

/**
 * The session lives in localStorage under the spec's keys; this module is the only reader and
 * writer. A parsed snapshot is cached and rebuilt on every write here or in another tab.
 */
const listeners = new Set<() => void>();
let snapshot: Session | null = null;

function readJson<T>(key: string, fallback: T): T {
  const raw = localStorage.getItem(key);
  if (raw === null || raw === '' || raw === 'undefined') return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

function build(): Session {
  return {
    token: localStorage.getItem(STORAGE_KEYS.token) || null,
    user: readJson<SessionUser | null>(STORAGE_KEYS.user, null),
    type: readJson<SessionType | null>(STORAGE_KEYS.type, null),
    consultant: readJson<unknown>(STORAGE_KEYS.consultant, null),
    isAllianceLeader: Boolean(readJson(STORAGE_KEYS.isAllianceLeader, false)),
    isBelongToAlliance: Boolean(readJson(STORAGE_KEYS.isBelongToAlliance, false)),
    tokenTafweej: localStorage.getItem(STORAGE_KEYS.tokenTafweej) || null,
    permissions: readJson<string[]>(STORAGE_KEYS.permissions, []),
    isPolicy: Boolean(readJson(STORAGE_KEYS.isPolicy, false)),
  };
}

function changed() {
  snapshot = null;
  for (const l of listeners) l();
}

export function readSession(): Session {
  snapshot ??= build();
  return snapshot;
}

function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, readSession, readSession);
}

/** Another tab changed localStorage: drop the cached snapshot. */
export function sessionChangedElsewhere() {
  changed();
}

const writeJson = (key: string, value: unknown) => localStorage.setItem(key, JSON.stringify(value));

export function saveLogin(answer: LoginAnswer) {
  localStorage.setItem(STORAGE_KEYS.token, answer.access_token);
  writeJson(STORAGE_KEYS.user, answer.user);
  writeJson(STORAGE_KEYS.type, answer.type);
  writeJson(STORAGE_KEYS.consultant, answer.consultant ?? null);
  writeJson(STORAGE_KEYS.isAllianceLeader, Boolean(answer.is_alliance_leader));
  writeJson(STORAGE_KEYS.isBelongToAlliance, Boolean(answer.is_belong_to_alliacne));
  writeJson(STORAGE_KEYS.isPolicy, Boolean(answer.is_policy));
  writeJson(STORAGE_KEYS.permissions, answer.permissions ?? []);
  if (answer.token_tafweej) localStorage.setItem(STORAGE_KEYS.tokenTafweej, answer.token_tafweej);
  localStorage.removeItem(STORAGE_KEYS.logout);
  changed();
}

export function saveUser(user: SessionUser, type?: SessionType) {
  writeJson(STORAGE_KEYS.user, user);
  if (type) writeJson(STORAGE_KEYS.type, type);
  changed();
}

export function savePermissions(permissions: string[]) {
  writeJson(STORAGE_KEYS.permissions, permissions);
  changed();
}

export function savePolicyAccepted(user?: SessionUser) {
  const current = user ?? readSession().user;
  if (current) writeJson(STORAGE_KEYS.user, { ...current, is_acknowledged: true });
  writeJson(STORAGE_KEYS.isPolicy, false);
  changed();
}

/**
 * The field screens' kept API reads (camps and levels, `DATA` in src/offline/service-worker.js)
 * are the signed-in user's: a shared phone's next user never sees them offline.
 */
const FIELD_DATA_CACHE = 'field-data';

export function clearSession() {
  for (const key of SESSION_KEYS) localStorage.removeItem(key);
  if (typeof caches !== 'undefined') void caches.delete(FIELD_DATA_CACHE).catch(() => undefined);
  changed();
}

/** Remember where a guest was going; never /login itself. */
export function rememberPath(path: string) {
  if (path.startsWith('/login')) return;
  localStorage.setItem(STORAGE_KEYS.redirect, path);
}

/** The remembered path, read once: it is removed as it is read. */
export function takeRememberedPath(): string | null {
  const path = localStorage.getItem(STORAGE_KEYS.redirect);
  localStorage.removeItem(STORAGE_KEYS.redirect);
  return path?.startsWith('/') && !path.startsWith('//') ? path : null;
}
