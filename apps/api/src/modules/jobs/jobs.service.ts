import {
  ADMIN_TYPE_ID,
  type ExportJobInput,
  JOB_STATUS_LABEL,
  type JobStatus,
  type JobView,
  translate,
} from '@mashaer/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { jobs } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { OpenedFile } from '../../lib/files';
import { enqueueJob } from '../../lib/jobs';
import { EXPORT_JOB, EXPORT_KEY, type ExportPayload, mayExport, XLSX_TYPE } from './export.job';

const MODULE = 'jobs';
type JobRecord = typeof jobs.$inferSelect;

/** `POST jobs/export`: queues a whole-table export of a list with the screen's filters. */
export async function createExport(ctx: AppContext, actor: Actor, input: ExportJobInput) {
  if (!mayExport(actor, input.list)) throw AppError.forbidden();
  const payload: ExportPayload = { ...input, lang: actor.lang };
  const id = await ctx.db.transaction(async (tx) => {
    const jobId = await enqueueJob(tx, { type: EXPORT_JOB, payload, createdBy: actor.id });
    await audit(tx, null, {
      userId: actor.id,
      ip: actor.ip,
      event: 'created',
      table: 'jobs',
      recordId: jobId,
      new: { type: EXPORT_JOB, list: input.list },
      module: MODULE,
      method: 'jobs/export',
    });
    return jobId;
  });
  return { message: translate(actor.lang, 'job.created'), data: present(await find(ctx, actor, id), actor) };
}

/** Only the job's creator (or an admin) may see it; anyone else gets 404, as for any record out of scope. */
async function find(ctx: AppContext, user: Pick<Actor, 'id' | 'typeId'>, id: number): Promise<JobRecord> {
  const [job] = await ctx.db.select().from(jobs).where(eq(jobs.id, id));
  if (!job || (job.created_by !== user.id && user.typeId !== ADMIN_TYPE_ID)) throw AppError.notFound();
  return job;
}

function present(job: JobRecord, actor: Pick<Actor, 'lang'>): JobView {
  const status = job.status as JobStatus;
  const result = job.result as { name?: string; rows?: number } | null;
  return {
    id: job.id,
    type: job.type,
    status,
    status_text: translate(actor.lang, JOB_STATUS_LABEL[status]),
    progress: job.progress,
    result:
      status === 'done' && result
        ? {
            name: result.name ?? 'export.xlsx',
            rows: result.rows ?? 0,
            download: `/api/jobs/${job.id}/download`,
          }
        : null,
    // The failure's internals stay in the log; the user reads that it failed.
    error: status === 'failed' ? translate(actor.lang, 'job.failed') : null,
    created_at: new Date(job.created_at).toISOString(),
    finished_at: job.finished_at ? new Date(job.finished_at).toISOString() : null,
  };
}

/** `GET jobs/{id}`: status, progress and, once done, the result's download link. */
export async function show(ctx: AppContext, actor: Actor, id: number) {
  return { data: present(await find(ctx, actor, id), actor) };
}

/** `GET jobs/{id}/download`: the finished job's file, as an attachment, to its creator only. */
export async function download(ctx: AppContext, actor: Actor, id: number): Promise<OpenedFile> {
  const job = await find(ctx, actor, id);
  const result = job.result as { file?: string; name?: string } | null;
  if (job.status !== 'done' || !result?.file || !EXPORT_KEY.test(result.file)) throw AppError.notFound();
  const obj = await ctx.storage.get(result.file);
  if (!obj) throw AppError.notFound();
  return { name: result.name ?? 'export.xlsx', mime: XLSX_TYPE, size: obj.size, stream: obj.stream };
}
