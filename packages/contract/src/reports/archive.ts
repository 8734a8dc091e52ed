import { z } from 'zod';
import { ListBodyBaseSchema, listResponseSchema } from '../list';
import { instant, int, maybe, text, workflowState } from '../records';
import { defineWorkflow } from '../workflow';

// ---------------------------------------------------------------------------------------------
// Season archive (spec 000 §2 `/db-archive`, §4 "Archive", §7 "Archive"; 001 §7): a consistent,
// compressed snapshot of every table with its SHA-256, made by a job; a ready archive is activated
// to start a new season (the season's operational records cleared in one transaction).
// ---------------------------------------------------------------------------------------------

const ARCHIVE_STATUSES = ['creating', 'ready', 'failed', 'active'] as const;
export type ArchiveStatus = (typeof ARCHIVE_STATUSES)[number];

export const ARCHIVE_WORKFLOW = defineWorkflow({
  name: 'db_archive',
  title: { ar: 'أرشيف قاعدة البيانات', en: 'Database archive' },
  statuses: ARCHIVE_STATUSES,
  labels: {
    creating: { ar: 'قيد الإنشاء', en: 'Creating' },
    ready: { ar: 'جاهز', en: 'Ready' },
    failed: { ar: 'فشل', en: 'Failed' },
    active: { ar: 'مفعل', en: 'Active' },
  },
  refused: 'archive.transition_not_allowed',
  create: {
    label: { ar: 'إنشاء أرشيف', en: 'Create an archive' },
    to: 'creating',
    permission: 'archive-index',
    party: 'authority',
    how: 'db_archive/store (the snapshot is taken by a job)',
  },
  actions: {
    finish: {
      label: { ar: 'اكتمال الأرشيف', en: 'Archive written' },
      from: ['creating'],
      to: 'ready',
      permission: null,
      party: 'system',
      how: 'the archive job wrote the file and its hash',
    },
    fail: {
      label: { ar: 'فشل الأرشيف', en: 'Archive failed' },
      from: ['creating'],
      to: 'failed',
      permission: null,
      party: 'system',
      how: 'the archive job failed',
    },
    activate: {
      label: { ar: 'تفعيل الأرشيف', en: 'Activate the archive' },
      from: ['ready'],
      to: 'active',
      permission: 'archive-index',
      party: 'authority',
      guards: ['hash_matches', 'season_unchanged'],
      after: ['retire_previous', 'clear_season'],
      confirm: 'reports.archive_confirm_activate',
      how: 'db_archive/activate/{id} (password re-entered; starts a new season)',
    },
    retire: {
      label: { ar: 'انتهاء الموسم', en: 'Season closed' },
      from: ['active'],
      to: 'ready',
      permission: null,
      party: 'system',
      how: 'another archive was activated',
    },
  },
});

/** `POST db_archive/store`: an optional name (default: the date). */
export const ArchiveStoreSchema = z.object({ name: z.string().trim().max(120).optional() });

/** `POST db_archive/activate/{id}`: the administrator's password, re-entered. */
export const ArchiveActivateSchema = z.object({
  password: z
    .string({ error: 'archive.password_required' })
    .min(1, { error: 'archive.password_required' })
    .max(200),
});

export const ArchiveListBodySchema = ListBodyBaseSchema.extend({
  status: z.union([z.enum(ARCHIVE_STATUSES), z.literal('')]).optional(),
});

const ArchiveRowSchema = z.object({
  id: int,
  name: text,
  ...workflowState(ARCHIVE_STATUSES),
  progress: int,
  size: maybe(int),
  sha256: maybe(text),
  row_count: maybe(int),
  tables: maybe(int),
  error: maybe(text),
  download: maybe(text),
  created_by_name: maybe(text),
  created_at: instant,
  activated_at: maybe(instant),
});
export type ArchiveRow = z.infer<typeof ArchiveRowSchema>;

export const ArchiveListSchema = listResponseSchema(ArchiveRowSchema);
export const ArchiveAnswerSchema = z.object({ message: text, data: ArchiveRowSchema });

/**
 * What an archive file holds besides the rows: each table's row count and digest, and (format 2)
 * the stored files its rows refer to: how many it carries, their bytes, and how many were already
 * missing from the file store when the snapshot was taken (their rows are archived as they were).
 */
export type ArchiveManifest = {
  format: 'mashaer-archive/1' | 'mashaer-archive/2';
  created_at: string;
  tables: { name: string; rows: number; digest: string }[];
  files?: { count: number; bytes: number; missing: number };
  /**
   * What activating the archive removes, as the snapshot held it (count and digest of each season
   * table, and of the attachment and file rows of their records): the activation refuses when the
   * season differs from it. Absent from archives taken before it was recorded (refused too).
   */
  season?: { name: string; rows: number; digest: string }[];
};
