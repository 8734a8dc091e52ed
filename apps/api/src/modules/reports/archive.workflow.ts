/** The archive workflow's server side (declaration: ARCHIVE_WORKFLOW in the contract). */
import { ARCHIVE_WORKFLOW } from '@mashaer/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import { query } from '../../db/client';
import { dbArchives } from '../../db/schema';
import type { Storage } from '../../lib/storage';
import { applyAction, type ServerWorkflow } from '../../lib/workflow';
import { sha256Of } from './archive-file';

export type Archive = typeof dbArchives.$inferSelect;

/**
 * The season's operational records, cleared when an archive is activated (spec: a new season
 * starts). Users, roles, permissions, camps, squares, forms and their questions, the order
 * catalogue, the CMS, GIS shapes, ticket subjects and groups, violation levels, questionnaires'
 * definitions stay; so do the logs (call log, messages, jobs) and the workflow timelines, which
 * are append-only. Emptied by one TRUNCATE, in the activation's transaction.
 */
const SEASON_TABLES = [
  'absence_history',
  'appointments',
  'assign_camps',
  'car_licences',
  'clearance_votes',
  'contract_signatures',
  'contracts',
  'final_disclaimers',
  'form_answers',
  'form_fillings',
  'form_signatures',
  'gis_meter_readings',
  'invoice_lines',
  'invoices',
  'notification_broadcasts',
  'notifications',
  'order_cancel_requests',
  'order_input_answers',
  'order_license_versions',
  'order_reports',
  'order_services',
  'order_signatures',
  'orders',
  'public_benefit_camps',
  'public_benefits',
  'questionnaire_assignments',
  'readiness_licenses',
  'reassign_order_camps',
  'reassign_orders',
  'sadad_orders',
  'tafweej_tokens',
  'temp_license_orders',
  'temp_licenses',
  'ticket_comments',
  'tickets',
  'violation_orders',
  'violations',
] as const;

type ArchiveWorkflow = ServerWorkflow<Archive, typeof ARCHIVE_WORKFLOW>;

/** The workflow over a file store: its hash guard reads the archive's file there. */
export const archiveWorkflow = (storage: Storage): ArchiveWorkflow => ({
  def: ARCHIVE_WORKFLOW,
  table: dbArchives,
  statusKey: 'status',
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
    clear_season: async ({ tx }) => {
      await query(tx, sql.raw(`truncate table ${SEASON_TABLES.map((t) => `"${t}"`).join(', ')}`));
    },
  },
});
