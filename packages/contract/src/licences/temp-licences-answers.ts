/** What the temporary licence routes answer besides their lists and views (issue 27 §3). */
import { z } from 'zod';
import {
  LooseListResponseSchema,
  LooseRecordAnswerSchema,
  LooseRecordSchema,
  MessageResponseSchema,
  messageResponse,
} from '../endpoint';
import { id } from '../fields';

/**
 * Reads answered `{ data: { … } }` whose fields are not declared one by one yet: form seven's
 * questions, the create forms' options, a licence form.
 */
export const TempRecordAnswerSchema = LooseRecordAnswerSchema;

/** A write on a temporary licence order, licence or form: its notice and the record after it. */
export const TempWriteSchema = messageResponse(LooseRecordSchema.extend({ id }));

/** A write answered with its notice only (a delete). */
export const TempNoticeSchema = MessageResponseSchema;

/** `POST general/temp_license_forms?page` (rows not declared field by field yet). */
export const TempFormListSchema = LooseListResponseSchema;

/** `temp_licenses/create`: the companies a licence may be issued to. */
export const TempLicenceCreateDataSchema = z.object({
  data: z.object({ companies: z.array(LooseRecordSchema) }),
});
