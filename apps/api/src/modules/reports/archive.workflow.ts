/** The archive workflow's server side (declaration: ARCHIVE_WORKFLOW in the contract). */
import { ARCHIVE_WORKFLOW, type ArchiveManifest } from '@mashaer/contract';
import { and, eq, ne } from 'drizzle-orm';
import { dbArchives } from '../../db/schema';
import type { Storage } from '../../lib/storage';
import { applyAction, type ServerWorkflow } from '../../lib/workflow';
import { serverWorkflow } from '../../lib/workflow-types';
import { clearSeason, lockSeason, seasonChanges } from './archive.season';
import { sha256Of } from './archive-file';
import { enqueueSweep } from './archive-sweep.job';

export type Archive = typeof dbArchives.$inferSelect;

type ArchiveWorkflow = ServerWorkflow<Archive, typeof ARCHIVE_WORKFLOW>;

/** The workflow over a file store: its hash guard reads the archive's file there. */
export const archiveWorkflow = (storage: Storage): ArchiveWorkflow =>
  serverWorkflow<Archive, typeof ARCHIVE_WORKFLOW>({
    def: ARCHIVE_WORKFLOW,
    table: dbArchives,
    ownerKey: null,
    module: 'archive',
    method: (a) =>
      ({ create: 'db_archive/store', activate: 'db_archive/activate/{id}' })[a] ?? `db_archive/job/${a}`,
    // Offered only while the file is there and matches its hash: checked again by the action.
    guards: {
      hash_matches: async ({ row }) => {
        if (!row.file_key || !row.sha256) return 'archive.hash_mismatch';
        const obj = await storage.get(row.file_key);
        if (!obj) return 'archive.hash_mismatch';
        return (await sha256Of(obj.stream)) === row.sha256 ? null : 'archive.hash_mismatch';
      },
      // Nothing lost: the season about to be cleared is the one the archive holds. Its tables are
      // locked from here to the commit (no write can come between this check and `clear_season`),
      // then compared with the snapshot's digests of them (archive.season.ts): a record written,
      // changed or removed since the snapshot refuses the activation (take a new archive).
      season_unchanged: async ({ tx, row }) => {
        await lockSeason(tx);
        const changed = await seasonChanges(tx, (row.manifest as ArchiveManifest | null)?.season);
        return changed.length ? 'archive.season_changed' : null;
      },
    },
    after: {
      // One season of record: the archive active before goes back to ready.
      retire_previous: async ({ tx, actor, row }) => {
        const previous = await tx
          .select()
          .from(dbArchives)
          .where(and(eq(dbArchives.status, 'active'), ne(dbArchives.id, row.id)))
          .for('update');
        for (const p of previous)
          await applyAction(tx, archiveWorkflow(storage), actor, p, 'retire', { system: true });
      },
      // The season's tables emptied, with the attachment and file rows of their records; those
      // rows' objects are removed from the store by jobs that exist only once this commits.
      clear_season: async ({ tx, actor, row }) => {
        await enqueueSweep(tx, row.id, actor.id, await clearSeason(tx));
      },
    },
  });
