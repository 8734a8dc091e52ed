/**
 * The demo's files, made in memory (no binary fixtures in the tree): a payment receipt (a one-page
 * PDF), a drawn signature and a company stamp (PNGs), and the upload reader that hands such a
 * buffer to the attachment mechanism as if it had come in a multipart body.
 */
import { deflateSync } from 'node:zlib';
import type { Storage } from '../../lib/storage';
import { type MultipartReader, saveBuffer } from '../../lib/uploads';

/** What the seed needs of the app's context: the database is passed beside it. */
export type SeedFiles = { storage: Storage };

/** A multipart body holding one file, `file`, saved with the slot's types checked (as an upload is). */
export const bufferUpload =
  (name: string, buf: Buffer): MultipartReader =>
  async (store, specs) => {
    const spec = specs.file;
    const saved = await saveBuffer(store, 'file', name, buf, spec?.types ?? ['pdf', 'png', 'jpeg']);
    return { fields: {}, files: new Map([['file', saved]]) };
  };

/** A one-page PDF receipt: the bill's number and amount, in Helvetica (ASCII only). */
export function receiptPdf(lines: string[]): Buffer {
  const text = lines
    .map((l, i) => `BT /F1 12 Tf 40 ${200 - i * 18} Td (${l.replace(/[()\\]/g, '')}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 240] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [i, o] of objects.entries()) {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A transparent RGBA PNG of `w`×`h` with the pixels `ink` says are inked in `rgb`. */
function png(w: number, h: number, rgb: [number, number, number], ink: (x: number, y: number) => boolean) {
  const raw = Buffer.alloc((w * 4 + 1) * h);
  for (let y = 0; y < h; y++) {
    const row = y * (w * 4 + 1);
    for (let x = 0; x < w; x++) {
      if (!ink(x, y)) continue;
      raw.set([...rgb, 255], row + 1 + x * 4);
    }
  }
  const head = Buffer.alloc(13);
  head.writeUInt32BE(w, 0);
  head.writeUInt32BE(h, 4);
  head.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', head),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A drawn signature: a pen stroke across a 320×100 canvas, its waves set by `seed` so each demo
 * account signs a little differently.
 */
export function signaturePng(seed: number): Buffer {
  const w = 320;
  const h = 100;
  const points: [number, number][] = [];
  for (let x = 20; x <= w - 20; x++) {
    const t = (x - 20) / (w - 40);
    const y =
      50 + 28 * Math.sin(t * Math.PI * (3 + (seed % 3))) * (1 - t * 0.6) + 8 * Math.sin(t * 17 + seed);
    points.push([x, y]);
  }
  const mask = new Uint8Array(w * h);
  for (const [px, py] of points)
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) mask[Math.round(py + dy) * w + px + dx] = 1;
  return png(w, h, [20, 40, 110], (x, y) => mask[y * w + x] === 1);
}

/** A company's stamp: a blue double ring with a bar across, 160×160. */
export function stampPng(): Buffer {
  const c = 80;
  return png(160, 160, [30, 70, 160], (x, y) => {
    const r = Math.hypot(x - c, y - c);
    return (r > 72 && r < 77) || (r > 60 && r < 63) || (Math.abs(y - c) < 6 && r < 60 && (x + y) % 3 !== 0);
  });
}
