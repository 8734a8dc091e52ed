import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { createDeflateRaw } from 'node:zlib';

/**
 * A streaming .xlsx writer for whole-table exports: rows are written to the file as they come
 * (page by page from the database), so memory holds one page, never the table. An .xlsx is a zip
 * of a few XML parts; the sheet uses inline strings (no shared-string table to keep in memory) and
 * the zip entries use data descriptors (sizes after the data), so nothing is buffered.
 * Written here rather than taken from npm: write-excel-file builds the whole sheet in memory,
 * and the streaming writers (exceljs) are large for one sheet of text and numbers.
 */
export type Cell = string | number | null | undefined;

export async function writeXlsx(
  file: string,
  opts: { sheetName: string; rightToLeft: boolean; headers: string[]; widths?: number[] },
  rows: AsyncIterable<Cell[][]>,
) {
  const zip = new ZipWriter(file);
  await zip.add('[Content_Types].xml', [CONTENT_TYPES]);
  await zip.add('_rels/.rels', [ROOT_RELS]);
  await zip.add('xl/workbook.xml', [workbook(opts.sheetName)]);
  await zip.add('xl/_rels/workbook.xml.rels', [WORKBOOK_RELS]);
  await zip.add('xl/styles.xml', [STYLES]);
  let count = 0;
  async function* sheet() {
    const cols = opts.headers
      .map((_, i) => `<col min="${i + 1}" max="${i + 1}" width="${opts.widths?.[i] ?? 22}" customWidth="1"/>`)
      .join('');
    yield `${XML_HEAD}<worksheet xmlns="${NS_MAIN}"><sheetViews><sheetView workbookViewId="0"${
      opts.rightToLeft ? ' rightToLeft="1"' : ''
    }/></sheetViews><cols>${cols}</cols><sheetData>${row(1, opts.headers, 1)}`;
    for await (const page of rows) {
      let chunk = '';
      for (const r of page) chunk += row(++count + 1, r, 0);
      yield chunk;
    }
    yield '</sheetData></worksheet>';
  }
  try {
    await zip.add('xl/worksheets/sheet1.xml', sheet());
    await zip.close();
  } catch (e) {
    zip.abort();
    throw e;
  }
  return { rows: count };
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const NS_MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const NS_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS_PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CT = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

const CONTENT_TYPES = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${CT}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${CT}.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="${CT}.styles+xml"/></Types>`;
const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="${NS_PKG_REL}"><Relationship Id="rId1" Type="${NS_REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `${XML_HEAD}<Relationships xmlns="${NS_PKG_REL}"><Relationship Id="rId1" Type="${NS_REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${NS_REL}/styles" Target="styles.xml"/></Relationships>`;
const STYLES = `${XML_HEAD}<styleSheet xmlns="${NS_MAIN}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

const workbook = (name: string) =>
  `${XML_HEAD}<workbook xmlns="${NS_MAIN}" xmlns:r="${NS_REL}"><sheets><sheet name="${esc(
    name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1',
  )}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

function row(n: number, cells: Cell[], style: number) {
  let out = `<row r="${n}">`;
  cells.forEach((v, i) => {
    const ref = `${column(i)}${n}`;
    const s = style ? ` s="${style}"` : '';
    if (v === null || v === undefined || v === '') return;
    if (typeof v === 'number' && Number.isFinite(v)) out += `<c r="${ref}"${s}><v>${v}</v></c>`;
    else out += `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${esc(String(v))}</t></is></c>`;
  });
  return `${out}</row>`;
}

const column = (i: number): string =>
  i < 26 ? String.fromCharCode(65 + i) : column(Math.floor(i / 26) - 1) + column(i % 26);

// Characters XML 1.0 cannot carry are dropped; the five specials escaped.
const esc = (s: string) =>
  s
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

const CRC_TABLE = (() => {
  const t = new Int32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c;
  }
  return t;
})();

function crc32(crc: number, buf: Buffer) {
  let c = crc ^ -1;
  for (let i = 0; i < buf.length; i++) c = CRC_TABLE[(c ^ buf[i]) & 0xff] ^ (c >>> 8);
  return (c ^ -1) >>> 0;
}

/** A zip written front to back: deflated entries with data descriptors, then the directory. */
class ZipWriter {
  private out;
  private offset = 0;
  private entries: { name: Buffer; crc: number; csize: number; size: number; offset: number }[] = [];

  private failed: Error | null = null;

  constructor(file: string) {
    this.out = createWriteStream(file, { mode: 0o600 });
    // A failure of the file (its folder removed, the disk full, a write after abort) fails the
    // next write of the job instead of escaping as an uncaught exception of the process.
    this.out.on('error', (e) => {
      this.failed = e;
    });
  }

  private async write(b: Buffer) {
    if (this.failed) throw this.failed;
    this.offset += b.length;
    if (!this.out.write(b)) await once(this.out, 'drain');
  }

  async add(name: string, content: Iterable<string> | AsyncIterable<string>) {
    const nameBuf = Buffer.from(name, 'utf8');
    const offset = this.offset;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(0x0808, 6); // sizes in the data descriptor; UTF-8 names
    header.writeUInt16LE(8, 8); // deflate
    header.writeUInt32LE(DOS_TIME, 10);
    header.writeUInt16LE(nameBuf.length, 26);
    await this.write(Buffer.concat([header, nameBuf]));
    let crc = 0;
    let size = 0;
    async function* raw() {
      for await (const s of content) {
        const b = Buffer.from(s, 'utf8');
        crc = crc32(crc, b);
        size += b.length;
        yield b;
      }
    }
    let csize = 0;
    const deflate = createDeflateRaw({ level: 6 });
    // A failing source (a query, a stopped job) must end the loop below with its error.
    Readable.from(raw())
      .on('error', (e) => deflate.destroy(e))
      .pipe(deflate);
    for await (const chunk of deflate) {
      csize += (chunk as Buffer).length;
      await this.write(chunk as Buffer);
    }
    const desc = Buffer.alloc(16);
    desc.writeUInt32LE(0x08074b50, 0);
    desc.writeUInt32LE(crc, 4);
    desc.writeUInt32LE(csize, 8);
    desc.writeUInt32LE(size, 12);
    await this.write(desc);
    this.entries.push({ name: nameBuf, crc, csize, size, offset });
  }

  /** Closes the file after a failure (the caller removes it). */
  abort() {
    this.out.destroy();
  }

  async close() {
    const start = this.offset;
    for (const e of this.entries) {
      const h = Buffer.alloc(46);
      h.writeUInt32LE(0x02014b50, 0);
      h.writeUInt16LE(20, 4);
      h.writeUInt16LE(20, 6);
      h.writeUInt16LE(0x0808, 8);
      h.writeUInt16LE(8, 10);
      h.writeUInt32LE(DOS_TIME, 12);
      h.writeUInt32LE(e.crc, 16);
      h.writeUInt32LE(e.csize, 20);
      h.writeUInt32LE(e.size, 24);
      h.writeUInt16LE(e.name.length, 28);
      h.writeUInt32LE(e.offset, 42);
      await this.write(Buffer.concat([h, e.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.write(end);
    this.out.end();
    await once(this.out, 'close');
  }
}

// 1 January 2020, 00:00 in MS-DOS form (time in the low word, date in the high word).
const DOS_TIME = (((2020 - 1980) << 9) | (1 << 5) | 1) << 16;
