import { type ArchiveManifest, type ArchiveRow, type ArchiveStatus, translate } from '@mashaer/contract';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { dbArchives, jobs, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { OpenedFile } from '../../lib/files';
import { enqueueJob } from '../../lib/jobs';
import { type ListInput, listResponse, runList } from '../../lib/list';
import { verifyPassword } from '../../lib/password';
import { createRecord, runAction, workflowState } from '../../lib/workflow';
import { assertNotLocked, clearFailures, recordFailure } from '../auth/throttle.service';
import { ARCHIVE_JOB, ARCHIVE_KEY, ARCHIVE_TYPE, type ArchivePayload } from './archive.job';
import { type Archive, archiveWorkflow } from './archive.workflow';

type Listed = Archive & { progress?: number | null; created_by_name?: string | null };

function present(ctx: AppContext, actor: Actor, row: Listed): ArchiveRow {
  const state = workflowState(archiveWorkflow(ctx.storage), actor, row);
  const stored = row.status === 'ready' || row.status === 'active';
  return {
    id: row.id,
    name: row.name,
    ...state,
    status: state.status as ArchiveStatus,
    progress: row.status === 'creating' ? Math.floor(Number(row.progress ?? 0)) : stored ? 100 : 0,
    size: row.size,
    sha256: row.sha256,
    row_count: row.row_count,
    tables: (row.manifest as ArchiveManifest | null)?.tables.length ?? null,
    error: row.error,
    download: stored && row.file_key ? `/api/db_archive/download/${row.id}` : null,
    created_by_name: row.created_by_name ?? null,
    created_at: new Date(row.created_at).toISOString(),
    activated_at: row.activated_at ? new Date(row.activated_at).toISOString() : null,
  };
}

/** `POST db_archive`: the archives, newest first, with a running one's progress. */
export async function list(ctx: AppContext, actor: Actor, input: ListInput) {
  const page = await runList(
    ctx.db,
    {
      from: dbArchives,
      select: {
        id: dbArchives.id,
        name: dbArchives.name,
        status: dbArchives.status,
        job_id: dbArchives.job_id,
        file_key: dbArchives.file_key,
        size: dbArchives.size,
        sha256: dbArchives.sha256,
        row_count: dbArchives.row_count,
        manifest: dbArchives.manifest,
        error: dbArchives.error,
        created_by: dbArchives.created_by,
        activated_by: dbArchives.activated_by,
        activated_at: dbArchives.activated_at,
        created_at: dbArchives.created_at,
        updated_at: dbArchives.updated_at,
        progress: jobs.progress,
        created_by_name: users.name,
      },
      joins: (q) =>
        q
          .leftJoin(jobs, eq(jobs.id, dbArchives.job_id))
          .leftJoin(users, eq(users.id, dbArchives.created_by)) as unknown as typeof q,
      filters: { status: { op: 'eq', column: dbArchives.status } },
      sorts: { id: dbArchives.id },
      defaultSort: { by: 'id', dir: 'desc' },
      tiebreak: dbArchives.id,
    },
    input,
  );
  return listResponse(
    { ...page, data: page.data.map((r) => present(ctx, actor, r as unknown as Listed)) },
    {},
  );
}

/** `POST db_archive/store`: a new archive (`creating`) and the job that takes its snapshot. */
export async function store(ctx: AppContext, actor: Actor, input: { name?: string } | undefined) {
  const name = input?.name || `archive-${new Date().toISOString().slice(0, 16).replace('T', ' ')}`;
  const row = await ctx.db.transaction(async (tx) => {
    const created = await createRecord(tx, archiveWorkflow(ctx.storage), actor, {
      name,
      created_by: actor.id,
    });
    const payload: ArchivePayload = { archiveId: created.id, lang: actor.lang };
    const jobId = await enqueueJob(tx, { type: ARCHIVE_JOB, payload, createdBy: actor.id, maxAttempts: 1 });
    await tx.update(dbArchives).set({ job_id: jobId }).where(eq(dbArchives.id, created.id));
    return { ...created, job_id: jobId };
  });
  return { message: translate(actor.lang, 'archive.created'), data: present(ctx, actor, row) };
}

const passwordKey = (userId: number) => `archive-password:${userId}`;

/**
 * `POST db_archive/activate/{id}`: the caller's password again (counted towards a lock-out like
 * any password), then the workflow's `activate` in one transaction: the file's hash checked, the
 * archive active before retired, the season's operational records cleared.
 */
export async function activate(ctx: AppContext, actor: Actor, id: number, input: { password: string }) {
  await assertNotLocked(ctx.db, passwordKey(actor.id));
  const [me] = await ctx.db.select({ hash: users.password_hash }).from(users).where(eq(users.id, actor.id));
  if (!me || !(await verifyPassword(me.hash, input.password))) {
    await recordFailure(ctx.db, passwordKey(actor.id));
    throw AppError.invalid({ password: 'archive.password_wrong' }, 'archive.password_wrong');
  }
  await clearFailures(ctx.db, passwordKey(actor.id));
  const { row } = await runAction(ctx.db, archiveWorkflow(ctx.storage), actor, id, 'activate', {
    set: { activated_by: actor.id, activated_at: sql`now()` },
  });
  return { message: translate(actor.lang, 'archive.activated'), data: present(ctx, actor, row) };
}

/** `GET db_archive/download/{id}`: a ready or active archive's file (the admin keeps every season). */
export async function download(ctx: AppContext, _actor: Actor, id: number): Promise<OpenedFile> {
  const [row] = await ctx.db.select().from(dbArchives).where(eq(dbArchives.id, id));
  if (
    !row ||
    !(row.status === 'ready' || row.status === 'active') ||
    !row.file_key ||
    !ARCHIVE_KEY.test(row.file_key)
  )
    throw AppError.notFound();
  const obj = await ctx.storage.get(row.file_key);
  if (!obj) throw AppError.notFound();
  const safe = row.name.replace(/[^\p{L}\p{N}_ -]/gu, '_');
  return { name: `${safe}.jsonl.gz`, mime: ARCHIVE_TYPE, size: obj.size, stream: obj.stream };
}
