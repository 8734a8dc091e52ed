/** Multipart bodies, small valid files and company registrations for the security suites. */
import type { TestApp } from '../helpers';
import { validRegistration } from '../multipart';

export type Multipart = { payload: Buffer; headers: Record<string, string> };
export type FilePart = { field: string; filename: string; content: Buffer; type?: string };

export function multipart(fields: [string, string][], files: FilePart[] = []): Multipart {
  const boundary = `----harness${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of fields) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

let seq = 0;
/** The text fields of a valid company registration (spec §3, rules of §5). */
export function registrationFields(
  email = `company${Date.now()}${++seq}@harness.test`,
): Record<string, string> {
  return { ...validRegistration().fields, email, password: 'Test@1234', password_confirmation: 'Test@1234' };
}

export const registrationFiles = (): FilePart[] => [
  { field: 'vat_file', filename: 'vat.pdf', content: PDF, type: 'application/pdf' },
  { field: 'commercial_register_file', filename: 'cr.pdf', content: PDF, type: 'application/pdf' },
  { field: 'delegation_letter', filename: 'delegation.pdf', content: PDF, type: 'application/pdf' },
  { field: 'nda_document', filename: 'nda.pdf', content: PDF, type: 'application/pdf' },
  { field: 'stamp', filename: 'stamp.png', content: PNG, type: 'image/png' },
];

/** A company registered through the real endpoint: a pending account owning uploaded documents. */
export async function registerCompany(
  app: TestApp,
  overrides: Partial<Record<string, string>> = {},
  files = registrationFiles(),
) {
  const f = { ...registrationFields(), ...overrides } as Record<string, string>;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    ...mp(multipart(Object.entries(f), files)),
  });
  return { res, email: f.email };
}
const mp = (m: Multipart) => ({ payload: m.payload, headers: m.headers });
