/** The crash test's writes: registrations with their documents and profile updates, each acknowledged or not. */
import { randomBytes } from 'node:crypto';
import { sleep } from '../bench/lib';
import { validRegistration } from '../test/multipart';

export const WORKERS = 8;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

function registrationBody(email: string) {
  const fields: Record<string, string> = {
    ...validRegistration().fields,
    email,
    password: 'Test@1234',
    password_confirmation: 'Test@1234',
  };
  const files: [string, string, Buffer][] = [
    ['vat_file', 'vat.pdf', PDF],
    ['commercial_register_file', 'cr.pdf', PDF],
    ['delegation_letter', 'd.pdf', PDF],
    ['nda_document', 'nda.pdf', PDF],
    ['stamp', 'stamp.png', PNG],
  ];
  const b = `----crash${randomBytes(6).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const [k, name, content] of files) {
    parts.push(
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="${k}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${b}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${b}` };
}

export type Ack =
  | { kind: 'register'; email: string; id: number }
  | { kind: 'profile'; userId: number; name: string };

/** Writes through the API from WORKERS loops until `stop` is set; collects what was acknowledged. */
export function writeLoad(url: string, profiles: { userId: number; token: string }[], tag: string) {
  const acks: Ack[] = [];
  let attempted = 0;
  let stop = false;
  let seq = 0;
  const worker = async (w: number) => {
    while (!stop) {
      const n = ++seq;
      attempted++;
      try {
        if (n % 2 === 0) {
          const email = `crash-r-${tag}-${n}@crash.test`;
          const { body, type } = registrationBody(email);
          const res = await fetch(`${url}/api/auth/register`, {
            method: 'POST',
            headers: { 'content-type': type },
            body,
            signal: AbortSignal.timeout(10_000),
          });
          if (res.status === 201)
            acks.push({
              kind: 'register',
              email,
              id: Number(((await res.json()) as { data: { id: number } }).data.id),
            });
          else await res.arrayBuffer();
        } else {
          const p = profiles[w % profiles.length];
          const name = `C${tag}${n}`.slice(0, 19);
          const res = await fetch(`${url}/api/profile/update`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${p.token}` },
            body: JSON.stringify({ name, phone: '512345678' }),
            signal: AbortSignal.timeout(10_000),
          });
          if (res.status === 200) acks.push({ kind: 'profile', userId: p.userId, name });
          else await res.arrayBuffer();
        }
      } catch {
        await sleep(20); // the server or the database is down: keep trying until told to stop
      }
    }
  };
  const done = Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
  return {
    acks,
    get attempted() {
      return attempted;
    },
    stop: async () => {
      stop = true;
      await done;
    },
  };
}
