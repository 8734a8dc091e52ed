import { createHash } from 'node:crypto';
import { PassThrough, type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FILE_LIMITS, type FileKind, type FileType } from '@mashaer/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { randomToken, sha256 } from './crypto';
import { wellFormed } from './sanitize';
import type { Storage } from './storage';

/** `max`: several files in one field (sent as `name[]`), kept as `name`, `name_2`, … */
export type FileSpec = { required: boolean; kind: FileKind; types: readonly FileType[]; max?: number };
export type SavedFile = {
  field: string;
  original_name: string;
  mime: string;
  size: number;
  sha256: string;
  storage_key: string;
  /** The store holding it (for `discard`). */
  storage: Storage;
};

const MIME: Record<FileType, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  mp4: 'video/mp4',
  zip: 'application/zip',
  dwg: 'image/vnd.dwg',
};

/** Bytes `sniff` needs to decide. */
const HEAD = 16;

/** The type of a file from its first bytes; the client's name and content type are not trusted. */
function sniff(head: Buffer): FileType | null {
  const ascii = head.subarray(0, 12).toString('latin1');
  if (ascii.startsWith('%PDF-')) return 'pdf';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return 'webp';
  if (ascii.slice(4, 8) === 'ftyp') return 'mp4';
  if (ascii.startsWith('PK\x03\x04')) return 'zip';
  if (ascii.startsWith('AC10')) return 'dwg';
  return null;
}

/** Saves an in-memory file (a drawn signature) the same way an upload is saved. */
export async function saveBuffer(
  storage: Storage,
  field: string,
  name: string,
  buf: Buffer,
  allowed: readonly FileType[],
): Promise<SavedFile> {
  const type = sniff(buf);
  if (!type || !allowed.includes(type)) {
    throw AppError.invalid({ [field]: { key: 'file.bad_type', params: { types: allowed.join(', ') } } });
  }
  const key = randomToken(24);
  await storage.put(key, buf, { contentType: MIME[type] });
  return {
    field,
    original_name: name,
    mime: MIME[type],
    size: buf.length,
    sha256: sha256(buf),
    storage_key: key,
    storage,
  };
}

/** Removes stored files by key (files replaced by a committed change). */
export async function removeStored(storage: Storage, keys: string[]) {
  await Promise.all(keys.map((k) => storage.delete(k)));
}

/** Removes files saved for a change that did not happen. */
export async function discard(files: Iterable<SavedFile>) {
  await Promise.all(
    [...files].map((f) =>
      f.storage.delete(f.storage_key).catch((e: Error) => console.warn(`discard failed: ${e.message}`)),
    ),
  );
}

const tooLarge = (limit: number) =>
  new AppError(413, 'file.too_large', { params: { mb: limit / 1024 / 1024 } });
const badType = (field: string, types: readonly FileType[]) =>
  AppError.invalid({ [field]: { key: 'file.bad_type', params: { types: types.join(', ') } } });

/**
 * Streams one uploaded file into the store under a new random key: its size limit checked on
 * every chunk (413 as soon as it is passed), its type from its first bytes (422 before the rest
 * is read), its SHA-256 computed on the way. Nothing is left in the store when it is refused.
 */
async function storeUpload(
  storage: Storage,
  field: string,
  filename: string | undefined,
  source: Readable,
  spec: FileSpec,
): Promise<SavedFile> {
  const limit = FILE_LIMITS[spec.kind];
  const key = randomToken(24);
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  // Decided from the first HEAD bytes (or the whole file when shorter).
  const found: { type: FileType | null } = { type: null };
  const decide = () => {
    found.type = sniff(head);
    if (!found.type || !spec.types.includes(found.type)) throw badType(field, spec.types);
  };
  const meter = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      size += chunk.length;
      if (size > limit) return cb(tooLarge(limit));
      if (!found.type && head.length < HEAD) {
        head = Buffer.concat([head, chunk.subarray(0, HEAD - head.length)]);
        if (head.length >= HEAD) {
          try {
            decide();
          } catch (e) {
            return cb(e as Error);
          }
        }
      }
      hash.update(chunk);
      cb(null, chunk);
    },
    flush(cb) {
      try {
        if (size === 0) throw AppError.invalid({ [field]: 'file.required' });
        if (!found.type) decide();
        cb();
      } catch (e) {
        cb(e as Error);
      }
    },
  });
  const body = new PassThrough();
  const piping = pipeline(source, meter, body);
  // A failing store (S3 unreachable) must also stop the reading of the request.
  const putting = storage.put(key, body, { contentType: 'application/octet-stream', maxBytes: limit });
  putting.catch((e: Error) => body.destroy(e));
  const [read, stored] = await Promise.allSettled([piping, putting]);
  const failure =
    read.status === 'rejected' ? read.reason : stored.status === 'rejected' ? stored.reason : null;
  if (failure) {
    await storage.delete(key).catch(() => undefined);
    throw failure;
  }
  if ((source as Readable & { truncated?: boolean }).truncated) {
    await storage.delete(key).catch(() => undefined);
    throw tooLarge(limit);
  }
  return {
    field,
    original_name: (filename || 'file').slice(0, 200),
    mime: MIME[found.type!],
    size,
    sha256: hash.digest('hex'),
    storage_key: key,
    storage,
  };
}

/**
 * Reads a multipart body: text fields into `fields`, each declared file streamed into the store
 * (`storeUpload`). Undeclared file fields are drained and ignored. On any failure every file
 * already stored for this request is removed.
 */
/**
 * A request's multipart body, read when the service asks (after its checks, so a refused upload
 * is never received): what a handler hands a service instead of the request (`multipartOf(req)`).
 */
export type MultipartReader = (
  storage: Storage,
  specs: Record<string, FileSpec>,
) => Promise<{ fields: Record<string, string>; files: Map<string, SavedFile> }>;

export const multipartOf =
  (req: FastifyRequest): MultipartReader =>
  (storage, specs) =>
    readMultipart(req, storage, specs);

async function readMultipart(req: FastifyRequest, storage: Storage, specs: Record<string, FileSpec>) {
  // A JSON (or any other) body cannot carry the files: say which encoding is expected.
  if (!req.isMultipart()) throw new AppError(415, 'error.multipart_required');
  const fields: Record<string, string> = {};
  const saved = new Map<string, SavedFile>();
  const counts = new Map<string, number>();
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !(part.fieldname in specs))
          fields[wellFormed(part.fieldname)] = wellFormed(part.value);
        continue;
      }
      const name = part.fieldname.replace(/\[\]$/, '');
      const spec = specs[name];
      const n = counts.get(name) ?? 0;
      if (spec?.max && n >= spec.max)
        throw AppError.invalid({ [name]: { key: 'cms.too_many_files', params: { max: spec.max } } });
      if (!spec || n >= (spec.max ?? 1)) {
        part.file.resume();
        continue;
      }
      const key = n ? `${name}_${n + 1}` : name;
      counts.set(name, n + 1);
      // Refusals name the form's field; the file keeps its slot (`name_2`…).
      saved.set(key, { ...(await storeUpload(storage, name, part.filename, part.file, spec)), field: key });
    }
  } catch (e) {
    await discard(saved.values());
    throw e;
  }
  return { fields, files: saved };
}
