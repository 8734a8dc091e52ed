/** What the temporary licence routes answer besides their lists and views (issue 27 §3). */
import { z } from 'zod';
import { MessageResponseSchema, messageResponse } from '../endpoint';
import { id } from '../fields';
import { FilterOptionSchema } from '../list';
import { FormRecordSchema } from '../templates/definitions-records';
import {
  TempCreateDataSchema,
  TempLicenceRecordSchema,
  TempOrderRowSchema,
  written,
} from './licences-records';

/** A write on a temporary licence order (and its delete): the order's columns and state after it. */
export const TempOrderWriteSchema = messageResponse(
  TempOrderRowSchema.omit({
    license_number: true,
    ends_at: true,
    camp_number: true,
    square_name: true,
    company_name: true,
  }).extend({ filling_id: id.nullable(), ...written }),
);

/** A temporary licence stored or updated: its columns. */
export const TempLicenceWriteSchema = messageResponse(TempLicenceRecordSchema.omit({ document: true }));

/** A temporary-licence form stored or updated: the form as its edit reads it. */
export const TempFormWriteSchema = messageResponse(FormRecordSchema);

/** A write answered with its notice only (a delete). */
export const TempNoticeSchema = MessageResponseSchema;

/** `temp_license_order_form/get-questions-form/7`: form seven and its questions. */
export const TempFormSevenSchema = z.object({ data: TempCreateDataSchema.omit({ camps: true }) });

/** `temp_licenses/create`: the companies a licence may be issued to. */
export const TempLicenceCreateDataSchema = z.object({
  data: z.object({ companies: z.array(FilterOptionSchema) }),
});
