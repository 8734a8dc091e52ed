import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomToken } from '../crypto';
import { assertKey, type PutOptions, type Storage, StorageLimitError } from './storage';

/** `root/ab/abcdef…`: the first two characters fan the keys out over 4,096 directories. */
const localPath = (root: string, key: string) => path.join(root, key.slice(0, 2), key);

/**
 * Files in a directory (`UPLOAD_DIR`). An object is written to a temporary name beside its final
 * one and renamed when complete, so a reader never sees half a file and a failed write leaves none.
 */
export function localStorage(root: string): Storage {
  const at = (key: string) => {
    assertKey(key);
    return localPath(root, key);
  };
  return {
    kind: 'local',
    async put(key, body, opts: PutOptions = {}) {
      const abs = at(key);
      await fs.mkdir(path.dirname(abs), { recursive: true });
      const tmp = `${abs}.${randomToken(6)}.part`;
      let size = 0;
      const limit = opts.maxBytes ?? Number.POSITIVE_INFINITY;
      const meter = new Transform({
        transform(chunk: Buffer, _enc, cb) {
          size += chunk.length;
          cb(size > limit ? new StorageLimitError(limit) : null, chunk);
        },
      });
      const out = createWriteStream(tmp);
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, meter, out);
        await fs.rename(tmp, abs);
      } catch (e) {
        // A refused upload can fail the pipeline while the file is still being opened (its body
        // destroyed before the first byte): the open then creates the file after a remove, and an
        // empty `.part` stayed behind (seen under load). Remove only once the stream has closed.
        if (!out.closed) await once(out, 'close').catch(() => undefined);
        await fs.rm(tmp, { force: true });
        throw e;
      }
      return { size };
    },
    async get(key) {
      const abs = at(key);
      // Open first, then ask the size of what was opened: no window for a delete in between.
      const handle = await fs.open(abs, 'r').catch((e: NodeJS.ErrnoException) => {
        if (e.code === 'ENOENT') return null;
        throw e;
      });
      if (!handle) return null;
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), size };
    },
    async delete(key) {
      await fs.rm(at(key), { force: true });
    },
    async exists(key) {
      return fs.access(at(key)).then(
        () => true,
        () => false,
      );
    },
    async copy(from, to) {
      const dest = at(to);
      await fs.mkdir(path.dirname(dest), { recursive: true });
      await fs.copyFile(at(from), dest);
    },
  };
}
