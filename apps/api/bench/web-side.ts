/** The web stage: the bundle's route sizes and Lighthouse on the login, the light screens and a few lists. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Server, sleep, startServer } from './lib';
import { log, prodEnv, SKIP } from './settings';
import {
  ensureWebBuild,
  type LighthouseScore,
  type RouteSize,
  routeSizes,
  runLighthouse,
  WEB_DIST,
} from './web';

export async function webSide(): Promise<{
  routes: RouteSize[];
  lighthouse: LighthouseScore[];
  note?: string;
}> {
  log('\n== web');
  const built = ensureWebBuild();
  if (!built.ok) return { routes: [], lighthouse: [], note: built.note };
  const routes = routeSizes();
  let lighthouse: LighthouseScore[] = [];
  if (!SKIP.has('lighthouse')) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mashaer-bench-web-'));
    const api = await startServer(
      prodEnv({ DATA_DIR: dataDir, WEB_DIST, SEED_DEMO: 'true', NODE_ENV: 'development' }),
      { timeoutMs: 300_000 },
    );
    try {
      const session = await demoLogin(api, dataDir, 'admin@demo.mashaer.sa');
      const only = process.env.BENCH_LIGHTHOUSE_ONLY?.split(',');
      const pages = [
        { path: '/login' },
        // The light screens (ARCHITECTURE §7, issue 31: ≥ 0.95 on mobile): the public QR check of a
        // demo document and the field screens.
        { path: await demoQrPath(api, session) },
        { path: '/violations/field', session },
        // The other field screens (issue 31 §7): the caller's own list and a violation's details.
        { path: '/violations/field/list', session },
        { path: await demoViolationPath(api, session), session },
        ...(process.env.BENCH_LIST_SCREEN ?? '/notifications,/users')
          .split(',')
          .map((path) => ({ path, session })),
      ];
      lighthouse = await runLighthouse(
        api.url,
        pages.filter((p) => !only || only.some((o) => p.path.startsWith(o))),
      );
    } catch (e) {
      lighthouse = [
        {
          page: '-',
          form: 'desktop',
          performance: null,
          accessibility: null,
          note: (e as Error).message.slice(0, 300),
        },
      ];
    } finally {
      await api.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return { routes, lighthouse };
}

/** The public check of the demo data's final disclaimer (the cleared company's): `/qr/<code>`. */
export async function demoQrPath(api: Server, session: Record<string, unknown>) {
  const headers = {
    authorization: `Bearer ${String(session.access_token)}`,
    'content-type': 'application/json',
  };
  const list = await fetch(`${api.url}/api/general/clearance`, { method: 'POST', headers, body: '{}' });
  const rows = (
    (await list.json()) as { data: { data: { id: number; final_disclaimer_id: number | null }[] } }
  ).data.data;
  const cleared = rows.find((r) => r.final_disclaimer_id);
  if (!cleared) return '/qr/unknown';
  const view = await fetch(`${api.url}/api/general/clearance/view/${cleared.id}`, { headers });
  const code = ((await view.json()) as { data: { final_disclaimer: { document: { code: string } | null } } })
    .data.final_disclaimer.document?.code;
  return `/qr/${code ?? 'unknown'}`;
}

/** The field details screen of the demo data's newest violation: `/violations/field/<id>`. */
export async function demoViolationPath(api: Server, session: Record<string, unknown>) {
  const list = await fetch(`${api.url}/api/general/violation_forms`, {
    method: 'POST',
    headers: { authorization: `Bearer ${String(session.access_token)}`, 'content-type': 'application/json' },
    body: '{}',
  });
  const rows = ((await list.json()) as { data: { data: { id: number }[] } }).data.data;
  return `/violations/field/${rows[0]?.id ?? 1}`;
}

/** The real two-step login against a running server, reading the code from its outbox. */
export async function demoLogin(api: Server, dataDir: string, email: string) {
  const post = (p: string, body: unknown) =>
    fetch(`${api.url}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const s1 = await post('/api/Check-user-with-sms', { email, password: 'Demo@1234' });
  if (!s1.ok) throw new Error(`demo login step 1: ${s1.status}`);
  await sleep(100);
  const outbox = path.join(dataDir, 'outbox');
  const msgs = fs
    .readdirSync(outbox)
    .map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')) as { email: string; code: string })
    .filter((m) => m.email === email);
  const s2 = await post('/api/auth/login', {
    email,
    password: 'Demo@1234',
    code: msgs.at(-1)?.code,
    platform: 'mena',
  });
  if (!s2.ok) throw new Error(`demo login step 2: ${s2.status}`);
  return (await s2.json()) as Record<string, unknown>;
}
