import { z } from 'zod';
import { UserListBodySchema } from '../accounts/users';
import { CampListBodySchema } from '../camps/camps';
import type { MessageKey } from '../messages';
import { OrderListBodySchema } from '../orders/orders';
import { AccessLogListBodySchema, CallLogListBodySchema, SmsLogListBodySchema } from '../reports/reports';

/** Long work run as a job (apps/api/src/lib/jobs.ts): its states and their labels' keys. */
export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JOB_STATUS_LABEL: Record<JobStatus, MessageKey> = {
  queued: 'job.status.queued',
  running: 'job.status.running',
  done: 'job.status.done',
  failed: 'job.status.failed',
};

/** The lists a whole-table Excel export can be made of, by the list's path. */
const EXPORT_LISTS = {
  users: 'users',
  camps: 'general/camps',
  orders: 'general/orders/list',
  call_log: 'general/log_system',
  access_log: 'general/logs',
  sms_log: 'general/sms_log',
} as const;
export type ExportList = keyof typeof EXPORT_LISTS;

/**
 * `POST jobs/export`: the list and the same filters (and sort) its screen sends; `paginate` and
 * the page are ignored, the export is every row the list would show.
 */
export const ExportJobSchema = z.discriminatedUnion('list', [
  z.object({ list: z.literal('users'), filters: UserListBodySchema.default({}) }),
  z.object({ list: z.literal('camps'), filters: CampListBodySchema.default({}) }),
  z.object({ list: z.literal('orders'), filters: OrderListBodySchema.default({}) }),
  z.object({ list: z.literal('call_log'), filters: CallLogListBodySchema.default({}) }),
  z.object({ list: z.literal('access_log'), filters: AccessLogListBodySchema.default({}) }),
  z.object({ list: z.literal('sms_log'), filters: SmsLogListBodySchema.default({}) }),
]);
export type ExportJobInput = z.infer<typeof ExportJobSchema>;

/** A job as `GET jobs/{id}` answers it. */
export type JobView = {
  id: number;
  type: string;
  status: JobStatus;
  status_text: string;
  progress: number;
  /** For a finished export: the file's name, its row count and where to download it. */
  result: { name: string; rows: number; download: string } | null;
  error: string | null;
  created_at: string;
  finished_at: string | null;
};
