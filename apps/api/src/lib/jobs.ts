import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, type Listen, notify, query, type Tx } from '../db/client';
import { jobs } from '../db/schema';
import { WakeLoop } from './wake-loop';

/** The NOTIFY channel that wakes the job workers when a job was committed. */
const JOBS_CHANNEL = 'jobs';

type JobRow = {
  id: number;
  type: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
  created_by: number | null;
};

/** What a running job sees: its row, a progress reporter that also renews the lease, and a stop signal. */
type RunningJob = JobRow & {
  /** Records progress (0–100) and renews the lease; throws `JobStopped` when the job must stop. */
  progress(percent: number): Promise<void>;
  signal: AbortSignal;
};

/** A job type's work: returns the result to store (for an export, the file and its row count). */
export type JobHandler = (job: RunningJob) => Promise<Record<string, unknown>>;

/** Thrown into a job that must stop: its process is closing, or its lease was taken over. */
class JobStopped extends Error {}

/** Queues a job in the caller's transaction; workers see it (and are woken) only after commit. */
export async function enqueueJob(
  tx: Tx,
  job: { type: string; payload: Record<string, unknown>; createdBy: number | null; maxAttempts?: number },
) {
  const [row] = await tx
    .insert(jobs)
    .values({
      type: job.type,
      payload: job.payload,
      created_by: job.createdBy,
      ...(job.maxAttempts ? { max_attempts: job.maxAttempts } : {}),
    })
    .returning({ id: jobs.id });
  await notify(tx, JOBS_CHANNEL, '');
  return row.id;
}

type JobWorkerOptions = { pollMs: number; leaseMs: number; concurrency: number; retryBaseMs?: number };

/**
 * Runs queued jobs. Each API process runs one worker; a job is claimed with `FOR UPDATE SKIP
 * LOCKED` and held by a lease (`locked_at`, renewed by every progress step). A job whose process
 * died keeps `running` until its lease runs out, then any worker takes it again (a new attempt,
 * from the start: handlers write their result only at the end). On a clean shutdown the worker
 * stops its jobs and hands them back to the queue at once. A failing job is retried with back-off
 * until `max_attempts`, then `failed` with the error.
 */
export class JobWorker {
  readonly workerId = `${process.pid}-${randomBytes(4).toString('hex')}`;
  private active = new Map<number, { abort: AbortController; done: Promise<void> }>();
  private readonly loop: WakeLoop;

  constructor(
    private readonly db: Db,
    private readonly handlers: Record<string, JobHandler>,
    private readonly opts: JobWorkerOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    // Each wake claims jobs while there is room (concurrency) and work.
    this.loop = new WakeLoop(
      JOBS_CHANNEL,
      opts.pollMs,
      async (isStopped) => {
        while (!isStopped() && this.active.size < this.opts.concurrency) {
          const job = await this.claim();
          if (!job) break;
          // Claimed while the process began to close: run it anyway; stop() aborts and hands it back.
          this.run(job);
        }
      },
      (err) => this.log.warn({ err: err.message }, 'job claim failed'),
    );
  }

  start(listen: Listen) {
    return this.loop.start(listen);
  }

  /** Stops taking jobs, stops the running ones and hands them back to the queue. */
  async stop() {
    await this.loop.stop();
    for (const a of this.active.values()) a.abort.abort();
    await Promise.all([...this.active.values()].map((a) => a.done));
  }

  kick() {
    this.loop.kick();
  }

  private async claim(): Promise<JobRow | null> {
    const lease = this.opts.leaseMs / 1000;
    const [job] = await query<JobRow>(
      this.db,
      sql`update jobs j
             set status = 'running', attempts = j.attempts + 1, locked_by = ${this.workerId},
                 locked_at = now(), updated_at = now(), progress = 0
            from (select id from jobs
                   where (status = 'queued' and run_after <= now())
                      or (status = 'running' and locked_at < now() - make_interval(secs => ${lease}))
                   order by run_after, id limit 1 for update skip locked) c
           where j.id = c.id
       returning j.id, j.type, j.payload, j.attempts, j.max_attempts, j.created_by`,
    );
    if (!job) return null;
    if (job.attempts > job.max_attempts) {
      // Taken over after its process died once too often: give up rather than loop.
      await this.finish(job.id, 'failed', { error: 'attempts exhausted' });
      return this.claim();
    }
    return job;
  }

  private run(job: JobRow) {
    const abort = new AbortController();
    const done = (async () => {
      const handler = this.handlers[job.type];
      try {
        if (!handler) throw new Error(`unknown job type ${job.type}`);
        const result = await handler({
          ...job,
          signal: abort.signal,
          progress: (p) => this.progress(job.id, p, abort.signal),
        });
        await this.finish(job.id, 'done', { result });
      } catch (e) {
        if (e instanceof JobStopped || abort.signal.aborted) {
          // A clean shutdown: back to the queue for the next worker (a lost lease: nothing to do).
          await query(
            this.db,
            sql`update jobs set status = 'queued', locked_by = null, locked_at = null, progress = 0,
                               attempts = greatest(attempts - 1, 0), updated_at = now()
                 where id = ${job.id} and locked_by = ${this.workerId} and status = 'running'`,
          ).catch(() => undefined);
          return;
        }
        const error = (e as Error).message || String(e);
        this.log.error({ job: job.id, type: job.type, err: error }, 'job failed');
        if (job.attempts >= job.max_attempts) await this.finish(job.id, 'failed', { error });
        else {
          const delay = ((this.opts.retryBaseMs ?? 5_000) * 2 ** (job.attempts - 1)) / 1000;
          await query(
            this.db,
            sql`update jobs set status = 'queued', locked_by = null, locked_at = null, error = ${error},
                               run_after = now() + make_interval(secs => ${delay}), updated_at = now()
                 where id = ${job.id} and locked_by = ${this.workerId}`,
          );
        }
      }
    })()
      .catch((err: Error) => this.log.warn({ job: job.id, err: err.message }, 'job bookkeeping failed'))
      .finally(() => {
        this.active.delete(job.id);
        this.kick();
      });
    this.active.set(job.id, { abort, done });
  }

  private async progress(id: number, percent: number, signal: AbortSignal) {
    if (signal.aborted) throw new JobStopped('stopping');
    const p = Math.max(0, Math.min(99, Math.floor(percent)));
    const rows = await query<{ id: number }>(
      this.db,
      sql`update jobs set progress = ${p}, locked_at = now(), updated_at = now()
           where id = ${id} and locked_by = ${this.workerId} and status = 'running' returning id`,
    );
    if (!rows.length) throw new JobStopped('lease lost');
  }

  private finish(id: number, status: 'done' | 'failed', v: { result?: unknown; error?: string }) {
    return query(
      this.db,
      sql`update jobs set status = ${status}, progress = case when ${status} = 'done' then 100 else progress end,
                         result = ${v.result === undefined ? null : JSON.stringify(v.result)}::jsonb,
                         error = ${v.error ?? null}, finished_at = now(), updated_at = now(),
                         locked_by = null, locked_at = null
           where id = ${id} and locked_by = ${this.workerId}`,
    );
  }
}
