import type { Readable } from 'node:stream';

/** A stored object opened for reading. */
type StoredObject = { stream: Readable; size: number };

export type PutOptions = {
  contentType?: string;
  /** Refuse the object as soon as more bytes than this have arrived (`StorageLimitError`). */
  maxBytes?: number;
};

/**
 * Where uploaded files live: a local directory (one API process, or a shared mount) or an
 * S3-compatible object store (any number of API processes). Keys are opaque random names made by
 * the server (`[A-Za-z0-9_-]`), never a client's file name. Bodies stream both ways: no
 * implementation holds a whole file in memory.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /**
   * Stores `body` under `key`. Either the whole object is stored or nothing is: a failed or
   * refused body (the stream errors, `maxBytes` passed) leaves no object behind, and the body's
   * own error is what is thrown.
   */
  put(key: string, body: Readable | Buffer, opts?: PutOptions): Promise<{ size: number }>;
  /** The object, or null when there is none under that key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Copies an object under a new key without passing it through this process when the store can. */
  copy(from: string, to: string): Promise<void>;
}

export class StorageLimitError extends Error {
  constructor(readonly limit: number) {
    super(`object larger than ${limit} bytes`);
  }
}

const KEY_RE = /^[A-Za-z0-9_-]{8,200}$/;
/** Keys are made by the server; anything else (a path, `..`) is a programming error. */
export function assertKey(key: string) {
  if (!KEY_RE.test(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
}
