/** What the templates area answers (issue 13 §3): question categories, fillings and their signers. */
import { z } from 'zod';
import { id } from '../fields';
import { instant, type StatusColor } from '../records';
import { FILLING_STATUSES, type FillingStatus, SUBJECT_TYPES } from './fillings';
import { FORM_TYPES } from './templates';

export const FILLING_STATUS_COLORS: Record<FillingStatus, StatusColor> = {
  draft: 'default',
  answered: 'blue',
  signing: 'gold',
  signed: 'green',
};

/** One signer slot of a filling, in signing order. */
export const SignerStateSchema = z.object({
  signer_num: z.number().int(),
  type_id: id,
  type_name: z.string(),
  type_name_en: z.string(),
  user_id: id.nullable(),
  state: z.enum(['signed', 'current', 'waiting']),
  signature: z
    .object({
      id,
      user_id: id,
      user_name: z.string(),
      signed_at: instant,
      answers_hash: z.string(),
      signature_file_id: id.nullable(),
      stamp_file_id: id.nullable(),
    })
    .nullable(),
  signature_image: z.string().nullable().optional(),
  stamp_image: z.string().nullable().optional(),
});
export type SignerState = z.infer<typeof SignerStateSchema>;

/** A row of `POST general/forms/fillings`: a filling, its form and its state in words. */
export const FillingRowSchema = z.object({
  id,
  form_id: id,
  form_name: z.string(),
  form_name_en: z.string(),
  form_type: z.enum(FORM_TYPES),
  form_type_text: z.string(),
  subject_type: z.enum(SUBJECT_TYPES),
  subject_id: id,
  company_id: id.nullable(),
  status: z.enum(FILLING_STATUSES),
  status_text: z.string(),
  total_halalas: z.number().int(),
  created_at: instant,
  updated_at: instant,
});
export type FillingRow = z.infer<typeof FillingRowSchema>;

/**
 * The fillings list's colours: `signing` is orange there where the delivery forms show it gold
 * (FILLING_STATUS_COLORS); kept as both screens look today.
 */
export const FILLING_LIST_STATUS_COLORS: Record<FillingStatus, StatusColor> = {
  ...FILLING_STATUS_COLORS,
  signing: 'orange',
};
