import { z } from 'zod';
import { id } from '../fields';
import { dateField, flag01 } from '../validation';
import { defineWorkflow } from '../workflow';
import { ANSWER_LIMITS, MAX_SIGNERS, type QuestionOption, type QuestionType } from './templates';

// ------------------------------------------------------------------------------------------------
// Fillings: answering and signing
// ------------------------------------------------------------------------------------------------

/** What a filling belongs to; the area that owns the subject starts the filling. */
export const SUBJECT_TYPES = [
  'general',
  'appointment',
  'readiness_order',
  'reassign_order',
  'lock_order',
  'temp_license_order',
] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];

export const FILLING_STATUSES = ['draft', 'answered', 'signing', 'signed'] as const;
export type FillingStatus = (typeof FILLING_STATUSES)[number];
export const FILLING_STATUS_LABELS: Record<FillingStatus, { ar: string; en: string }> = {
  draft: { ar: 'لم يكتمل', en: 'Not filled' },
  answered: { ar: 'تمت الإجابة', en: 'Answered' },
  signing: { ar: 'قيد التوقيع', en: 'Being signed' },
  signed: { ar: 'موقّع', en: 'Signed' },
};

/**
 * The filling workflow, run by the workflow kernel (its answers and signatures by the engine,
 * modules/templates/engine.ts). Every signature covers the SHA-256 of the canonical answers.
 * Changing any answer invalidates every signature given so far (each signer attested to content
 * that no longer exists), and the filling goes back to `answered`; a fully `signed` filling is
 * closed: its answers never change. Saving answers that leave the status as it is is no move.
 */
export const FILLING_WORKFLOW = defineWorkflow({
  name: 'filling',
  title: { ar: 'تعبئة النموذج', en: 'Form filling' },
  statuses: FILLING_STATUSES,
  labels: FILLING_STATUS_LABELS,
  refused: 'filling.transition_not_allowed',
  actions: {
    complete: {
      label: { ar: 'اكتمال الإجابات', en: 'Answers completed' },
      from: ['draft'],
      to: 'answered',
      permission: null,
      party: 'filler',
      after: ['delivery_form_answered'],
      event: 'answered',
      how: 'every required question answered',
    },
    reopen: {
      label: { ar: 'إعادة فتح', en: 'Reopened' },
      from: ['signing'],
      to: 'answered',
      permission: null,
      party: 'filler',
      event: 'answered',
      how: 'a changed answer invalidates every signature',
    },
    uncomplete: {
      label: { ar: 'إجابات غير مكتملة', en: 'Answers incomplete' },
      from: ['answered', 'signing'],
      to: 'draft',
      permission: null,
      party: 'filler',
      event: 'answered',
      how: 'a required answer removed',
    },
    sign: {
      label: { ar: 'توقيع', en: 'Sign' },
      from: ['answered', 'signing'],
      to: ['signing', 'signed'],
      permission: null,
      party: 'signer',
      after: ['complete_delivery'],
      event: 'signed',
      how: 'the signer whose signer_num is next, with the password',
    },
  },
});

/** Names a filling: by its id, or by form and subject. */
export const FillingRefSchema = z
  .object({
    filling_id: id.optional(),
    form_id: id.optional(),
    subject_type: z.enum(SUBJECT_TYPES).optional(),
    subject_id: id.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.filling_id) return;
    if (!v.form_id) ctx.addIssue({ code: 'custom', path: ['form_id'], message: 'validation.required' });
    if (!v.subject_type)
      ctx.addIssue({ code: 'custom', path: ['subject_type'], message: 'validation.required' });
    if (!v.subject_id) ctx.addIssue({ code: 'custom', path: ['subject_id'], message: 'validation.required' });
  });
export type FillingRef = z.infer<typeof FillingRefSchema>;

/** One answer as sent: the value's shape depends on the question type (see `answerValueSchema`). */
const AnswerInputSchema = z.object({ question_id: id, value: z.unknown() });

/** `POST general/forms/form-update-answer`. */
export const UpdateAnswersSchema = z
  .object({
    filling_id: id.optional(),
    form_id: id.optional(),
    subject_type: z.enum(SUBJECT_TYPES).optional(),
    subject_id: id.optional(),
    answers: z.array(AnswerInputSchema).max(300),
  })
  .superRefine((v, ctx) => {
    if (!v.filling_id && !(v.form_id && v.subject_type && v.subject_id))
      ctx.addIssue({ code: 'custom', path: ['filling_id'], message: 'validation.required' });
  });
export type UpdateAnswers = z.infer<typeof UpdateAnswersSchema>;

/** `POST general/forms/sign-form` and `general/reassign_form/sign-form`. */
export const SignFormSchema = z
  .object({
    filling_id: id.optional(),
    form_id: id.optional(),
    subject_type: z.enum(SUBJECT_TYPES).optional(),
    subject_id: id.optional(),
    /** The caller's password, re-entered. */
    password: z.string().min(1).max(128),
    /** The slot the caller means to sign; refused when it is not the current one. */
    signer_num: z.coerce.number().int().min(1).max(MAX_SIGNERS).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.filling_id && !(v.form_id && v.subject_type && v.subject_id))
      ctx.addIssue({ code: 'custom', path: ['filling_id'], message: 'validation.required' });
  });
export type SignForm = z.infer<typeof SignFormSchema>;

/** `POST general/forms/send-notification`: sends a general form to users to fill. */
export const SendFormNotificationSchema = z.object({
  form_id: id,
  user_ids: z.array(id).min(1).max(1000),
});

/** `GET general/reassign_form/get-form-signer?form_id=…` or `?filling_id=…`. */
export const GetFormSignerQuerySchema = z
  .object({ form_id: id.optional(), filling_id: id.optional() })
  .refine((v) => v.form_id || v.filling_id, { path: ['form_id'], error: 'validation.required' });

/** Per-type rules of an answer's value (the server normalises to these shapes). */
export function answerValueSchema(type: QuestionType, options: readonly QuestionOption[] | null) {
  const values = (options ?? []).map((o) => o.value) as [string, ...string[]];
  switch (type) {
    case 'short_text':
      return z.string().trim().min(1).max(ANSWER_LIMITS.shortText);
    case 'long_text':
      return z.string().trim().min(1).max(ANSWER_LIMITS.longText);
    case 'number':
      return z.coerce
        .number()
        .refine(Number.isFinite, { error: 'validation.number' })
        .min(-ANSWER_LIMITS.maxNumber)
        .max(ANSWER_LIMITS.maxNumber);
    case 'single_choice':
      return z.enum(values.length ? values : ['']);
    case 'multiple_choice':
      return z
        .array(z.enum(values.length ? values : ['']))
        .min(1)
        .max(values.length || 1)
        .transform((a) => [...new Set(a)].sort());
    case 'yes_no':
      return flag01;
    case 'date':
      return dateField;
    case 'file':
      return z.union([id, z.object({ file_id: id }).transform((o) => o.file_id)]);
    case 'priced_item':
      return z.union([
        z.coerce.number().int().min(0).max(ANSWER_LIMITS.maxQuantity),
        z
          .object({ quantity: z.coerce.number().int().min(0).max(ANSWER_LIMITS.maxQuantity) })
          .transform((o) => o.quantity),
      ]);
  }
}
