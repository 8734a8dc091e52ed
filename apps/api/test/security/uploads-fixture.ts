import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../helpers';

/**
 * The app listening on a loopback port (the over-size checks need a real socket: `inject()` cannot
 * show that the server answered while the client was still sending), with a route that fails the
 * way an unexpected bug does; started in the calling file's beforeAll and closed in its afterAll.
 * `base()` is its address, read after that beforeAll.
 */
export function listeningApp() {
  let app: TestApp;
  let base: string;

  beforeAll(async () => {
    app = await createTestApp();
    // A route that fails the way an unexpected bug does, to see what a 500 shows the client.
    app.get('/api/__harness/boom', { config: { access: 'public' } }, async () => {
      const e = new Error('relation "secret_table" does not exist at /srv/app/src/x.ts:12:5');
      (e as Error & { detail?: string }).detail = 'password_hash=$argon2id$v=19$x';
      throw e;
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    // A connection left open by a refused upload must not hold the suite (see the test below).
    app.server.closeAllConnections();
    await app.close();
  });

  /**
   * Streams a multipart body of `fields` then one file part of `total` bytes, 64 KiB at a time,
   * and stops writing as soon as an answer arrives. Tells how many bytes were sent by then.
   */
  function streamUpload(
    url: string,
    o: { fields: [string, string][]; field: string; total: number; headers?: Record<string, string> },
  ) {
    const boundary = '----harnessStream';
    const head = Buffer.concat([
      ...o.fields.map(([k, v]) =>
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
      ),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${o.field}"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
      ),
    ]);
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    return new Promise<{ status: number; body: string; sentAtAnswer: number; total: number }>(
      (resolve, reject) => {
        let sent = 0;
        let answered = false;
        const req = http.request(url, {
          method: 'POST',
          headers: {
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'transfer-encoding': 'chunked',
            ...o.headers,
          },
        });
        req.on('response', (res) => {
          answered = true;
          const sentAtAnswer = sent;
          let body = '';
          res.on('data', (d) => {
            body += d;
          });
          res.on('end', () => {
            req.destroy();
            resolve({ status: res.statusCode ?? 0, body, sentAtAnswer, total: o.total });
          });
        });
        req.on('error', (e) => {
          if (!answered) reject(e);
        });
        req.write(head);
        sent += head.length;
        const pump = () => {
          if (answered || req.destroyed) return;
          if (sent >= o.total) {
            req.end(`\r\n--${boundary}--\r\n`);
            return;
          }
          sent += chunk.length;
          // Paced by the socket, so the server can answer between chunks.
          if (req.write(chunk)) setImmediate(pump);
          else req.once('drain', pump);
        };
        pump();
      },
    );
  }
  return { app: () => app, base: () => base, streamUpload };
}
