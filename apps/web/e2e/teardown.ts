import fs from 'node:fs';

/** The fresh data directory of this run is thrown away (set E2E_KEEP_DATA=1 to keep it). */
export default function teardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && !process.env.E2E_KEEP_DATA) fs.rmSync(dir, { recursive: true, force: true });
}
