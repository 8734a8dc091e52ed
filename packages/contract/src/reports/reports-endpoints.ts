import { defineEndpoint, FileResponseSchema } from '../endpoint';
import { ListQuerySchema } from '../list';
import { idParam } from '../validation';
import {
  ArchiveActivateSchema,
  ArchiveAnswerSchema,
  ArchiveListBodySchema,
  ArchiveListSchema,
  ArchiveStoreSchema,
} from './archive';
import {
  AccessLogListBodySchema,
  AccessLogListSchema,
  CallLogListBodySchema,
  CallLogListSchema,
  SmsLogListBodySchema,
  SmsLogListSchema,
} from './reports';

/**
 * Reports and the archive. The archive's store and activate are the spec's (000 §7 "Archive");
 * the report lists, the archive list and its download are inferred (ARCHITECTURE §3 pattern).
 */
export const reportsEndpoints = {
  callLog: defineEndpoint({
    method: 'POST',
    path: 'general/log_system',
    query: ListQuerySchema,
    body: CallLogListBodySchema.optional(),
    response: CallLogListSchema,
  }),
  accessLog: defineEndpoint({
    method: 'POST',
    path: 'general/logs',
    query: ListQuerySchema,
    body: AccessLogListBodySchema.optional(),
    response: AccessLogListSchema,
  }),
  smsLog: defineEndpoint({
    method: 'POST',
    path: 'general/sms_log',
    query: ListQuerySchema,
    body: SmsLogListBodySchema.optional(),
    response: SmsLogListSchema,
  }),
  archives: defineEndpoint({
    method: 'POST',
    path: 'db_archive',
    query: ListQuerySchema,
    body: ArchiveListBodySchema.optional(),
    response: ArchiveListSchema,
  }),
  archiveStore: defineEndpoint({
    method: 'POST',
    path: 'db_archive/store',
    body: ArchiveStoreSchema.optional(),
    status: 201,
    response: ArchiveAnswerSchema,
  }),
  archiveActivate: defineEndpoint({
    method: 'POST',
    path: 'db_archive/activate/{id}',
    params: idParam,
    body: ArchiveActivateSchema,
    response: ArchiveAnswerSchema,
  }),
  archiveDownload: defineEndpoint({
    method: 'GET',
    path: 'db_archive/download/{id}',
    params: idParam,
    response: FileResponseSchema,
  }),
};
