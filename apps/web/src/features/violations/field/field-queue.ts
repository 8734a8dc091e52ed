import { type ApiError, isApiError, refusalOf } from '../../../api/api-error';
import { request } from '../../../api/client';
import { FIELD_PATHS } from './field-paths';

/**
 * The inspector's violations recorded on the phone, kept in IndexedDB until the server has them
 * (photos included, as blobs) and afterwards as a receipt. Each carries a key made on the device:
 * the server answers a resent key with the record it already made, so a send whose answer was lost
 * (the network fails in the valleys) is simply sent again.
 */
type QueueState = 'pending' | 'sent' | 'refused';
export type QueuedViolation = {
  key: string;
  user_id: number;
  recorded_at: string;
  camp_id: number;
  camp_label: string;
  level_id: number;
  level_label: string;
  body: string;
  photos: Blob[];
  photo_names: string[];
  state: QueueState;
  /** The server's refusal (refused), or why the last try did not go through (pending). */
  message?: string;
  /** Once the server made the record. */
  id?: number;
  number?: string;
  /** Photos the server has (they go one by one after the record). */
  uploaded: number;
};

const DB_NAME = 'mashaer-field';
const STORE = 'violations';

let opened: Promise<IDBDatabase> | null = null;
function db(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'key' });
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => {
      opened = null;
      reject(req.error);
    };
  });
  return opened;
}

async function run<T>(mode: IDBTransactionMode, op: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const store = (await db()).transaction(STORE, mode).objectStore(STORE);
  return new Promise((resolve, reject) => {
    const req = op(store);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

const listeners = new Set<() => void>();
/** Told after every change (the screen reads the queue again). */
export function onQueueChange(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}
const changed = () => {
  for (const l of listeners) l();
};

/** This inspector's items, newest first. */
export async function queued(userId: number): Promise<QueuedViolation[]> {
  const all = await run<QueuedViolation[]>('readonly', (s) => s.getAll());
  return all.filter((v) => v.user_id === userId).sort((a, b) => b.recorded_at.localeCompare(a.recorded_at));
}

async function save(item: QueuedViolation) {
  await run('readwrite', (s) => s.put(item));
  changed();
}

export async function discard(key: string) {
  await run('readwrite', (s) => s.delete(key));
  changed();
}

/** 32 hex digits from the platform's random source (randomUUID needs a secure context). */
function newKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function enqueue(item: Omit<QueuedViolation, 'key' | 'state' | 'uploaded' | 'recorded_at'>) {
  await save({
    ...item,
    key: newKey(),
    state: 'pending',
    uploaded: 0,
    recorded_at: new Date().toISOString(),
  });
}

/** Whether a failure may pass by itself (no network, the server busy or down, signed out). */
const transient = (e: unknown) =>
  !isApiError(e) ||
  e.status === 0 ||
  e.status === 401 ||
  e.status === 408 ||
  e.status === 429 ||
  e.status >= 500;

/** The record, then its photos one by one; each step is saved, so a retry goes on where it stopped. */
async function sendOne(start: QueuedViolation): Promise<boolean> {
  let item = start;
  try {
    if (!item.id) {
      const answer = await request<{ data: { id: number; number: string } }>(FIELD_PATHS.store, {
        method: 'POST',
        silent: true,
        body: {
          camp_id: item.camp_id,
          violation_form_level_id: item.level_id,
          body: item.body,
          idempotency_key: item.key,
        },
      });
      item = { ...item, id: answer.data.id, number: answer.data.number };
      await save(item);
    }
    const id = item.id as number;
    for (let i = item.uploaded; i < item.photos.length; i++) {
      const form = new FormData();
      form.append('file', item.photos[i] as Blob, item.photo_names[i] ?? `photo-${i + 1}.jpg`);
      await request(FIELD_PATHS.upload(id, `image_${i + 1}`), { method: 'POST', body: form, silent: true });
      item = { ...item, uploaded: i + 1 };
      await save(item);
    }
    await save({ ...item, state: 'sent', message: undefined });
    return true;
  } catch (e) {
    if (transient(e)) {
      const message = isApiError(e) && e.status >= 500 ? e.message : undefined;
      if (message !== item.message) await save({ ...item, message });
      return false;
    }
    await save({ ...item, state: 'refused', message: refusalOf(e as ApiError).join(' — ') });
    return true;
  }
}

let running: Promise<void> | null = null;

/**
 * Sends this inspector's pending items in the order they were recorded; stops at the first that
 * cannot go now (no network), to try again when the connection returns. One run at a time.
 */
export function syncQueue(userId: number): Promise<void> {
  running ??= (async () => {
    try {
      const items = (await queued(userId)).reverse();
      for (const item of items) {
        if (item.state === 'pending' && !(await sendOne(item))) break;
      }
    } finally {
      running = null;
    }
  })();
  return running;
}
