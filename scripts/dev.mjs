// `npm run dev`: the API with reload (tsx watch) and the web app with hot reload (Vite, proxying /api).
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const procs = [
  spawn('npm', ['run', 'dev', '-w', '@mashaer/api'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data'), WEB_DIST: '' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@mashaer/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const p of procs) p.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs) p.on('exit', stop);
