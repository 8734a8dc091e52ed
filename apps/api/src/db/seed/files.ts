/**
 * The demo's files, made in memory (no binary fixtures in the tree): a payment receipt (a one-page
 * PDF), and the upload reader that hands such a buffer to the attachment mechanism as if it had
 * come in a multipart body.
 */
import type { Storage } from '../../lib/storage';
import { type MultipartReader, saveBuffer } from '../../lib/uploads';

/** What the seed needs of the app's context: the database is passed beside it. */
export type SeedFiles = { storage: Storage };

/** A multipart body holding one file (`field`), saved with the slot's types checked (as an upload is). */
export const bufferUpload =
  (name: string, buf: Buffer, field = 'file'): MultipartReader =>
  async (store, specs) => {
    const spec = specs[field];
    const saved = await saveBuffer(store, field, name, buf, spec?.types ?? ['pdf', 'png', 'jpeg']);
    return { fields: {}, files: new Map([[field, saved]]) };
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
