// `npm start`: builds what is missing or out of date (web app, API bundle), then runs the server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const newest = (dirs) => {
  let t = 0;
  const walk = (p) => {
    if (!fs.existsSync(p)) return;
    const s = fs.statSync(p);
    if (s.isDirectory()) for (const f of fs.readdirSync(p)) walk(path.join(p, f));
    else t = Math.max(t, s.mtimeMs);
  };
  for (const d of dirs) walk(path.join(root, d));
  return t;
};
const mtime = (f) => (fs.existsSync(path.join(root, f)) ? fs.statSync(path.join(root, f)).mtimeMs : 0);
const run = (args) => {
  const r = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

const contract = ['packages/contract/src'];
if (fs.existsSync(path.join(root, 'apps/web/index.html'))) {
  const src = newest(['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', ...contract]);
  if (mtime('apps/web/dist/index.html') < src) run(['run', 'build', '-w', '@mashaer/web']);
}
if (mtime('apps/api/dist/server.mjs') < newest(['apps/api/src', ...contract]))
  run(['run', 'build', '-w', '@mashaer/api']);

const { default: child } = await import('node:child_process');
const server = child.spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/api/dist/server.mjs')],
  {
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data') },
  },
);
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => server.kill(s));
server.on('exit', (code) => process.exit(code ?? 0));
