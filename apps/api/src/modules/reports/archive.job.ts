import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Lang } from '@mashaer/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { dbArchives } from '../../db/schema';
import { actorFor } from '../../lib/actor';
import { randomToken } from '../../lib/crypto';
import type { JobHandler } from '../../lib/jobs';
import { runAction } from '../../lib/workflow';
import { loadUserById } from '../../plugins/access';
import { archiveWorkflow } from './archive.workflow';
import { writeArchive } from './archive-file';

export const ARCHIVE_JOB = 'archive';
export type ArchivePayload = { archiveId: number; lang: Lang };
export const ARCHIVE_KEY = /^arch[A-Za-z0-9]{16,}$/;
export const ARCHIVE_TYPE = 'application/gzip';

/**
 * The `archive` job: the snapshot (archive-file.ts: the rows and the stored files they name) to a
 * private temporary file, then into the
 * file store; the archive becomes `ready` with its hash, size and manifest, or `failed` with the
 * error (one attempt: a half-written snapshot is not resumed, a new archive is asked for).
 */
export function archiveJob(ctx: AppContext): JobHandler {
  return async (job) => {
    const { archiveId, lang } = job.payload as unknown as ArchivePayload;
    const [row] = await ctx.db.select().from(dbArchives).where(eq(dbArchives.id, archiveId));
    if (!row || row.status !== 'creating') return { skipped: true };
    const user = job.created_by === null ? null : await loadUserById(ctx.db, job.created_by);
    if (!user) throw new Error('the archive’s creator is gone');
    const actor = actorFor(user, lang);
    const wf = archiveWorkflow(ctx.storage);
    const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'mashaer-archive-'));
    try {
      const file = path.join(tmp, 'archive.jsonl.gz');
      const r = await writeArchive(
        ctx.db,
        ctx.storage,
        file,
        (p) => void job.progress(Math.min(99, p)).catch(() => undefined),
        job.signal,
      );
      const key = `arch${randomToken(24).replace(/[^A-Za-z0-9]/g, '')}`;
      await ctx.storage.put(key, createReadStream(file), { contentType: ARCHIVE_TYPE });
      await runAction(ctx.db, wf, actor, archiveId, 'finish', {
        system: true,
        set: { file_key: key, size: r.size, sha256: r.sha256, row_count: r.rows, manifest: r.manifest },
        auditNew: { sha256: r.sha256, size: r.size, rows: r.rows, files: r.manifest.files },
      });
      return { file: key, rows: r.rows };
    } catch (e) {
      const error = (e as Error).message || String(e);
      await runAction(ctx.db, wf, actor, archiveId, 'fail', { system: true, set: { error } }).catch(
        () => undefined,
      );
      throw e;
    } finally {
      await fs.rm(tmp, { recursive: true, force: true });
    }
  };
}
