import { z } from 'zod';
import { dataResponse, defineEndpoint, FileResponseSchema, messageResponse } from '../endpoint';
import { ExportJobSchema, JOB_STATUSES, type JobView } from './jobs';

/** A job as `GET jobs/{id}` answers it (`JobView`). */
const JobViewSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  status: z.enum(JOB_STATUSES),
  status_text: z.string(),
  progress: z.number(),
  result: z.object({ name: z.string(), rows: z.number().int(), download: z.string() }).nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
}) satisfies z.ZodType<JobView>;

/** Long work as jobs: a whole-table export of a list, its progress, its file (inferred paths). */
export const jobsEndpoints = {
  exportStart: defineEndpoint({
    method: 'POST',
    path: 'jobs/export',
    body: ExportJobSchema,
    status: 201,
    response: messageResponse(JobViewSchema),
  }),
  show: defineEndpoint({ method: 'GET', path: 'jobs/{id}', response: dataResponse(JobViewSchema) }),
  download: defineEndpoint({ method: 'GET', path: 'jobs/{id}/download', response: FileResponseSchema }),
};
