/**
 * The ZATCA (Saudi e-invoicing) simplified tax invoice QR: the base64 of five TLV fields — 1 the
 * seller's name, 2 the seller's VAT number, 3 the invoice time (ISO 8601), 4 the total with VAT,
 * 5 the VAT total (amounts as SAR with two decimals). Each field is one tag byte, one length byte
 * (of the UTF-8 value, at most 255) and the value.
 */
type ZatcaFields = {
  seller: string;
  vatNumber: string;
  timestamp: string;
  total: string;
  vat: string;
};

const ORDER = ['seller', 'vatNumber', 'timestamp', 'total', 'vat'] as const;

const toBase64 = (bytes: Uint8Array) => {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
};
const fromBase64 = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));

export function zatcaQr(f: ZatcaFields): string {
  const enc = new TextEncoder();
  const parts: number[] = [];
  ORDER.forEach((key, i) => {
    const value = enc.encode(f[key]);
    if (value.length > 255) throw new RangeError(`ZATCA field ${key} is longer than 255 bytes`);
    parts.push(i + 1, value.length, ...value);
  });
  return toBase64(Uint8Array.from(parts));
}

/** The fields of a ZATCA QR (tests and the printed view's check). */
export function decodeZatcaQr(b64: string): ZatcaFields {
  const bytes = fromBase64(b64);
  const dec = new TextDecoder();
  const out: Partial<Record<(typeof ORDER)[number], string>> = {};
  for (let i = 0; i < bytes.length; ) {
    const tag = bytes[i];
    const len = bytes[i + 1];
    const key = ORDER[tag - 1];
    if (!key || i + 2 + len > bytes.length) throw new Error('not a ZATCA TLV');
    out[key] = dec.decode(bytes.subarray(i + 2, i + 2 + len));
    i += 2 + len;
  }
  return out as ZatcaFields;
}
