import { z } from 'zod';
import { USER_TYPES } from '../accounts/user-types';
import { filterId, id, optionalText } from '../fields';
import { ListBodyBaseSchema } from '../list';
import { dateField, flag01 } from '../validation';
import { defineWorkflow } from '../workflow';

// ---------------------------------------------------------------------------------------------
// Questionnaires (spec 001 §2 "My questionnaires", "Questionnaires", §3, §4 "Questionnaire:
// pending, answered", §5, §7; issue 30): the authority builds questions, groups them, and publishes
// a questionnaire to an audience of user types (and named users); every user of the audience gets
// an assignment (pending → answered) to answer once.
// ---------------------------------------------------------------------------------------------

export const POLL_QUESTION_TYPES = [
  'single',
  'multiple',
  'text',
  'number',
  'rating',
  'yes_no',
  'date',
] as const;
type PollQuestionType = (typeof POLL_QUESTION_TYPES)[number];
/** The types whose answer is one or more of the question's options. */
const POLL_CHOICE_TYPES: readonly PollQuestionType[] = ['single', 'multiple'];

const title = (error: string) => z.string({ error }).trim().min(1, { error }).max(300);

const OptionSchema = z.object({
  ar: z.string().trim().min(1, { error: 'questionnaire.option_required' }).max(200),
  en: z.string().trim().min(1, { error: 'questionnaire.option_required' }).max(200),
});
export type PollOption = z.infer<typeof OptionSchema>;

/** `POST general/poll-questions/store` and `update/{id}`: type, bilingual title and options, required flag. */
export const PollQuestionSchema = z
  .object({
    type: z.enum(POLL_QUESTION_TYPES, { error: 'questionnaire.question_type_required' }),
    title: title('questionnaire.question_title_required'),
    title_en: title('questionnaire.question_title_required'),
    options: z.array(OptionSchema).max(20).default([]),
    is_required: flag01.default(1),
  })
  .superRefine((q, ctx) => {
    const choice = POLL_CHOICE_TYPES.includes(q.type);
    if (choice && q.options.length < 2)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'questionnaire.options_required' });
    if (!choice && q.options.length)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'questionnaire.options_not_allowed' });
  });

/** `POST general/poll-question-groups/store` and `update/{id}`: a bilingual title and ordered questions. */
export const PollGroupSchema = z.object({
  title: title('questionnaire.group_title_required'),
  title_en: title('questionnaire.group_title_required'),
  question_ids: z
    .array(id, { error: 'questionnaire.questions_required' })
    .min(1, { error: 'questionnaire.questions_required' })
    .max(100),
});

const userTypeId = z.coerce
  .number()
  .int()
  .refine((v) => USER_TYPES.some((t) => t.id === v), { error: 'questionnaire.user_type_required' });

/** `POST general/questionnaires/store` and `update/{id}`. */
export const QuestionnaireSchema = z
  .object({
    title: title('questionnaire.title_required'),
    title_en: title('questionnaire.title_required'),
    description: optionalText(2000),
    group_ids: z
      .array(id, { error: 'questionnaire.group_required' })
      .min(1, { error: 'questionnaire.group_required' })
      .max(50),
    user_type_ids: z
      .array(userTypeId, { error: 'questionnaire.user_type_required' })
      .min(1, { error: 'questionnaire.user_type_required' })
      .max(20),
    user_ids: z.array(id).max(500).default([]),
    is_required: flag01.default(0),
    opens_at: dateField,
    closes_at: dateField,
  })
  .superRefine((q, ctx) => {
    if (q.closes_at < q.opens_at)
      ctx.addIssue({ code: 'custom', path: ['closes_at'], message: 'questionnaire.closes_before_opens' });
  });
export type QuestionnaireInput = z.infer<typeof QuestionnaireSchema>;

/** One answer: an option index (single, rating 1–5 as a number), indexes (multiple), text, a number, yes/no, a day. */
export const PollAnswerValueSchema = z.union([
  z.string().max(5000),
  z.number(),
  z.array(z.number().int()).max(20),
  z.null(),
]);
export type PollAnswerValue = z.infer<typeof PollAnswerValueSchema>;
/** `POST general/my-questionnaires/draft/{id}` and `submit/{id}`: the answers by question id. */
export const PollAnswersSchema = z.object({
  answers: z.record(z.string().regex(/^\d+$/), PollAnswerValueSchema).default({}),
});
export type PollAnswersInput = z.infer<typeof PollAnswersSchema>;

export const QUESTIONNAIRE_STATUSES = ['draft', 'published'] as const;
export type QuestionnaireStatus = (typeof QUESTIONNAIRE_STATUSES)[number];
export const QUESTIONNAIRE_ASSIGNMENT_STATUSES = ['pending', 'answered'] as const;
export type QuestionnaireAssignmentStatus = (typeof QUESTIONNAIRE_ASSIGNMENT_STATUSES)[number];

/** A questionnaire: drafted, then published (its questions frozen, its audience assigned). */
export const QUESTIONNAIRE_WORKFLOW = defineWorkflow({
  name: 'questionnaire',
  title: { ar: 'الاستبيان', en: 'Questionnaire' },
  statuses: QUESTIONNAIRE_STATUSES,
  labels: {
    draft: { ar: 'مسودة', en: 'Draft' },
    published: { ar: 'منشور', en: 'Published' },
  },
  refused: 'questionnaire.transition_not_allowed',
  create: {
    label: { ar: 'إنشاء الاستبيان', en: 'Create the questionnaire' },
    to: 'draft',
    permission: 'view-questionnaires',
    party: 'authority',
    how: 'general/questionnaires/store',
  },
  actions: {
    publish: {
      label: { ar: 'نشر الاستبيان', en: 'Publish' },
      from: ['draft'],
      to: 'published',
      permission: 'view-questionnaires',
      party: 'authority',
      after: ['assign_audience'],
      confirm: 'questionnaires.confirm_publish',
      how: 'general/questionnaires/publish/{id}: freezes the questions, assigns the audience',
    },
  },
});

/** A user's copy of a published questionnaire: pending until the user submits the answers. */
export const QUESTIONNAIRE_ASSIGNMENT_WORKFLOW = defineWorkflow({
  name: 'questionnaire_assignment',
  title: { ar: 'استبيان المستخدم', en: "User's questionnaire" },
  statuses: QUESTIONNAIRE_ASSIGNMENT_STATUSES,
  labels: {
    pending: { ar: 'بانتظار الإجابة', en: 'Pending' },
    answered: { ar: 'تمت الإجابة', en: 'Answered' },
  },
  refused: 'questionnaire.transition_not_allowed',
  create: {
    label: { ar: 'إسناد الاستبيان', en: 'Assign the questionnaire' },
    to: 'pending',
    permission: null,
    party: 'system',
    notify: { to: 'assignee', message: 'questionnaire.notify_assigned' },
    how: 'publishing, or a user joining the audience while it is open',
  },
  actions: {
    submit: {
      label: { ar: 'إرسال الإجابات', en: 'Submit the answers' },
      from: ['pending'],
      to: 'answered',
      permission: 'view-my-questionnaires',
      party: 'assignee',
      how: 'general/my-questionnaires/submit/{id}, required answers checked',
    },
  },
});

/** `POST general/questionnaires?page`. */
export const QuestionnaireListBodySchema = ListBodyBaseSchema.extend({
  search: z.string().max(100).optional(),
  status: z.union([z.enum(QUESTIONNAIRE_STATUSES), z.literal('')]).optional(),
});
/** `POST general/questionnaires-users?page`: status from the route; by questionnaire, user type, company. */
export const QuestionnaireUsersBodySchema = ListBodyBaseSchema.extend({
  status: z.union([z.enum(QUESTIONNAIRE_ASSIGNMENT_STATUSES), z.literal('')]).optional(),
  questionnaire_id: filterId,
  type_id: filterId,
  company_id: filterId,
  search: z.string().max(100).optional(),
});
/** `POST general/my-questionnaires?page`. */
export const MyQuestionnairesBodySchema = ListBodyBaseSchema.extend({
  status: z.union([z.enum(QUESTIONNAIRE_ASSIGNMENT_STATUSES), z.literal('')]).optional(),
});
