/**
 * The demo accounts' signature and stamp (issue 28 §18), saved through the profile's own calls (as
 * a user drawing a signature and uploading a stamp would), so every signing flow can be walked with
 * them. The images are drawn here (no binary fixtures): a pen stroke and a round stamp, as PNGs.
 */
import { crc32, deflateSync } from 'node:zlib';
import type { AppContext } from '../../context';
import type { Log } from '../../modules/auth/auth.service';
import { saveSignature, saveStamp } from '../../modules/profile/profile.service';
import type { Db } from '../client';
import { demoActor } from './actors';
import { bufferUpload, type SeedFiles } from './files';

/** A PNG of `w` × `h` pixels, black on transparent (or `rgb`), where `ink(x, y)` is true. */
function png(w: number, h: number, ink: (x: number, y: number) => boolean, rgb = [20, 40, 120]) {
  const raw = Buffer.alloc((w * 4 + 1) * h);
  for (let y = 0; y < h; y++) {
    const row = y * (w * 4 + 1);
    for (let x = 0; x < w; x++) {
      if (!ink(x, y)) continue;
      raw.set([...rgb, 255], row + 1 + x * 4);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A signature's stroke: a damped wave whose shape depends on `seed`. */
const signature = (seed: number) =>
  png(240, 80, (x, y) => {
    const t = x / 240;
    const wave = 40 + Math.sin(t * (9 + seed) + seed) * 22 * (1 - t * 0.6) + Math.sin(t * 31) * 4;
    return x > 12 && x < 228 && Math.abs(y - wave) < 1.6;
  });

/** A round stamp: two rings and a bar across. */
const stamp = png(
  120,
  120,
  (x, y) => {
    const r = Math.hypot(x - 60, y - 60);
    return (r > 52 && r < 56) || (r > 40 && r < 42) || (Math.abs(y - 60) < 5 && r < 40);
  },
  [30, 90, 60],
);

/**
 * Who signs in the demo's flows. The raft office, the design office (the profile's e2e draws its
 * first signature), the employee and the rest keep none.
 */
const SIGNERS = ['raft_company', 'service_provider', 'kdana', 'consultant', 'contractor'] as const;

export async function seedProfileMarks(
  db: Db,
  files: SeedFiles,
  ids: Record<(typeof SIGNERS)[number], number>,
  log?: Log,
) {
  const ctx = { db, storage: files.storage } as AppContext;
  const quiet: Log = log ?? { warn: () => undefined, error: () => undefined };
  for (const [i, code] of SIGNERS.entries()) {
    const actor = await demoActor(db, ids[code]);
    await saveSignature(ctx, actor, `data:image/png;base64,${signature(i).toString('base64')}`, quiet);
    await saveStamp(ctx, actor, bufferUpload('stamp.png', stamp, 'stamp'), quiet);
  }
}
