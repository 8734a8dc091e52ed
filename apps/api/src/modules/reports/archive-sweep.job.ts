import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { enqueueJob, type JobHandler } from '../../lib/jobs';
import { unreferenced } from './archive.season';

export const ARCHIVE_SWEEP_JOB = 'archive_sweep';
type ArchiveSweepPayload = { archiveId: number; keys: string[] };
/** Keys a job: a payload of a few tens of kilobytes, a retry that repeats little. */
const SWEEP_KEYS = 1000;
/**
 * Attempts before the job is left `failed` with the error: back-off from 5 s, doubling, about
 * 40 minutes in all, to ride out a store's outage. What is then left is unreachable bytes only.
 */
const SWEEP_ATTEMPTS = 10;

/**
 * Queues the removal of the stored objects a season's cleared rows named, in the activation's
 * transaction: the jobs exist if and only if the activation committed, so a failed activation
 * removes nothing and a committed one removes them even if this process stops right after.
 */
export async function enqueueSweep(tx: Tx, archiveId: number, createdBy: number | null, keys: string[]) {
  for (let i = 0; i < keys.length; i += SWEEP_KEYS) {
    const payload: ArchiveSweepPayload = { archiveId, keys: keys.slice(i, i + SWEEP_KEYS) };
    await enqueueJob(tx, { type: ARCHIVE_SWEEP_JOB, payload, createdBy, maxAttempts: SWEEP_ATTEMPTS });
  }
}

/**
 * The `archive_sweep` job: removes from the file store the objects of the rows an activation
 * cleared (they are in the archive). A key some row names again (a restore) is left alone. A
 * removal that fails fails the attempt (logged by the worker) after the others were tried; the
 * retry tries them all again (removing a missing object is not an error).
 */
export function archiveSweepJob(ctx: AppContext): JobHandler {
  return async (job) => {
    const { keys } = job.payload as unknown as ArchiveSweepPayload;
    const gone = await unreferenced(ctx.db, keys);
    let failed = 0;
    let error = '';
    for (const [i, key] of gone.entries()) {
      await ctx.storage.delete(key).catch((e: Error) => {
        failed += 1;
        error = e.message || String(e);
      });
      if (i % 100 === 99) await job.progress(((i + 1) / gone.length) * 100);
    }
    if (failed) throw new Error(`${failed} of ${gone.length} files not removed: ${error}`);
    return { removed: gone.length, kept: keys.length - gone.length };
  };
}
