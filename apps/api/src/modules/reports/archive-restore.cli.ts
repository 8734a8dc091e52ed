import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { createStorage } from '../../lib/storage';
import { restoreArchive } from './archive-restore';

/**
 * `npm run archive:restore -- <file.jsonl.gz> [sha256]`: restores a season archive (downloaded
 * from /db-archive) into the configured database (DATABASE_URL, else PGlite in DATA_DIR), which
 * must be empty: migrated here, no users; and the files it carries into the configured file store
 * (STORAGE: UPLOAD_DIR, or the S3 bucket). With the archive's SHA-256 (shown on /db-archive) the
 * file is checked first. Every table's row count and digest, and every file's size and SHA-256,
 * is checked against the archive.
 */
const [file, expected] = process.argv.slice(2);
if (!file) {
  console.error('usage: npm run archive:restore -- <archive.jsonl.gz> [sha256]');
  process.exit(2);
}
if (expected) {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  if (hash.digest('hex') !== expected.toLowerCase()) {
    console.error('the file does not match the SHA-256 given: not restored');
    process.exit(1);
  }
}
const config = loadConfig();
const storage = await createStorage(config);
const database = await openDatabase({
  url: config.DATABASE_URL,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
try {
  const { manifest, files } = await restoreArchive(database.db, storage, file);
  const rows = manifest.tables.reduce((s, t) => s + t.rows, 0);
  const missing = manifest.files?.missing
    ? `; ${manifest.files.missing} files were already missing when it was made`
    : '';
  console.log(
    `restored ${manifest.tables.length} tables, ${rows} rows and ${files.count} files (${files.bytes} bytes) ` +
      `(archive of ${manifest.created_at}); counts, digests and file hashes match${missing}`,
  );
} finally {
  await database.close();
}
