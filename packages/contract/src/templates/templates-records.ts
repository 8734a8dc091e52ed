/** What the templates area answers (issue 13 §3): question categories, fillings and their signers. */
import { z } from 'zod';
import { id } from '../fields';
import { instant, NamesRowSchema, type StatusColor } from '../records';
import { CATEGORY_AUDIENCES, type FillingStatus } from './templates';

export const FILLING_STATUS_COLORS: Record<FillingStatus, StatusColor> = {
  draft: 'default',
  answered: 'blue',
  signing: 'gold',
  signed: 'green',
};

/** A question category row (`general/question_category`). */
export const QuestionCategoryRowSchema = NamesRowSchema.extend({
  audience: z.enum(CATEGORY_AUDIENCES),
  audience_text: z.string(),
  questions_count: z.number().int(),
});
export type QuestionCategoryRow = z.infer<typeof QuestionCategoryRowSchema>;

/** One signer slot of a filling, in signing order. */
export const SignerStateSchema = z.object({
  signer_num: z.number().int(),
  type_id: id,
  type_name: z.string(),
  type_name_en: z.string(),
  user_id: id.nullable(),
  state: z.enum(['signed', 'current', 'waiting']),
  signature: z
    .object({ id, user_id: id, user_name: z.string(), signed_at: instant, answers_hash: z.string() })
    .nullable(),
  signature_image: z.string().nullable().optional(),
  stamp_image: z.string().nullable().optional(),
});
export type SignerState = z.infer<typeof SignerStateSchema>;
