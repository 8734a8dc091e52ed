import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FILE_LIMITS, type FileKind, type FileType } from '@mashaer/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { randomToken, sha256 } from './crypto';
import { wellFormed } from './sanitize';

export type FileSpec = { required: boolean; kind: FileKind; types: readonly FileType[] };
export type SavedFile = {
  field: string;
  original_name: string;
  mime: string;
  size: number;
  sha256: string;
  storage_key: string;
  absPath: string;
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

/** The type of a file from its first bytes; the client's name and content type are not trusted. */
export function sniff(head: Buffer): FileType | null {
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

export const storagePath = (uploadDir: string, key: string) => path.join(uploadDir, key.slice(0, 2), key);

/** Saves an in-memory file (a drawn signature) the same way an upload is saved. */
export async function saveBuffer(
  uploadDir: string,
  field: string,
  name: string,
  buf: Buffer,
  allowed: readonly FileType[],
) {
  const type = sniff(buf);
  if (!type || !allowed.includes(type)) {
    throw AppError.invalid({ [field]: { key: 'file.bad_type', params: { types: allowed.join(', ') } } });
  }
  const key = randomToken(24);
  const abs = storagePath(uploadDir, key);
  await fs.mkdir(path.dirname(abs), { recursive: true });
  await fs.writeFile(abs, buf);
  return {
    field,
    original_name: name,
    mime: MIME[type],
    size: buf.length,
    sha256: sha256(buf),
    storage_key: key,
    absPath: abs,
  };
}

/** Removes stored files by key (files replaced by a committed change). */
export async function removeStored(uploadDir: string, keys: string[]) {
  await Promise.all(keys.map((k) => fs.rm(storagePath(uploadDir, k), { force: true })));
}

export async function discard(files: Iterable<SavedFile>) {
  await Promise.all([...files].map((f) => fs.rm(f.absPath, { force: true })));
}

/**
 * Reads a multipart body: text fields into `fields`, each declared file streamed to disk under a
 * random key with its own size limit (413 as soon as it is passed, before the rest is read) and
 * its type checked from the content (422). Undeclared file fields are drained and ignored.
 */
export async function readMultipart(req: FastifyRequest, uploadDir: string, specs: Record<string, FileSpec>) {
  const fields: Record<string, string> = {};
  const saved = new Map<string, SavedFile>();
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !(part.fieldname in specs))
          fields[wellFormed(part.fieldname)] = wellFormed(part.value);
        continue;
      }
      const spec = specs[part.fieldname];
      if (!spec || saved.has(part.fieldname)) {
        part.file.resume();
        continue;
      }
      const limit = FILE_LIMITS[spec.kind];
      const key = randomToken(24);
      const abs = storagePath(uploadDir, key);
      await fs.mkdir(path.dirname(abs), { recursive: true });
      const hash = createHash('sha256');
      let size = 0;
      let head = Buffer.alloc(0);
      const file: SavedFile = {
        field: part.fieldname,
        original_name: (part.filename || 'file').slice(0, 200),
        mime: '',
        size: 0,
        sha256: '',
        storage_key: key,
        absPath: abs,
      };
      saved.set(part.fieldname, file);
      const meter = new Transform({
        transform(chunk: Buffer, _enc, cb) {
          size += chunk.length;
          if (size > limit) {
            cb(new AppError(413, 'file.too_large', { params: { mb: limit / 1024 / 1024 } }));
            return;
          }
          if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16)]);
          hash.update(chunk);
          cb(null, chunk);
        },
      });
      await pipeline(part.file, meter, createWriteStream(abs));
      if (part.file.truncated)
        throw new AppError(413, 'file.too_large', { params: { mb: limit / 1024 / 1024 } });
      const type = sniff(head);
      if (size === 0) throw AppError.invalid({ [part.fieldname]: 'file.required' });
      if (!type || !spec.types.includes(type)) {
        throw AppError.invalid({
          [part.fieldname]: { key: 'file.bad_type', params: { types: spec.types.join(', ') } },
        });
      }
      Object.assign(file, { size, sha256: hash.digest('hex'), mime: MIME[type] });
    }
  } catch (e) {
    await discard(saved.values());
    throw e;
  }
  return { fields, files: saved };
}
