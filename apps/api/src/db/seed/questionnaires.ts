/**
 * Demo questionnaires (issue 30 §8), through the area's services and the kernel: six questions in
 * two groups; a published satisfaction survey answered by four users (results to chart) and pending
 * for the raft company (not required); a required readiness questionnaire pending for the demo
 * survey account `survey@demo.mashaer.sa` (a raft office of its own, so the redirect never fires in
 * the other areas' end-to-end tests); a draft.
 */
import type { PollAnswerValue } from '@mashaer/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { hashPassword } from '../../lib/password';
import { createRecord, runAction } from '../../lib/workflow';
import { submit } from '../../modules/questionnaires/my-questionnaires.service';
import { questionnaireWorkflow } from '../../modules/questionnaires/questionnaire.workflow';
import type { Db } from '../client';
import { pollQuestionGroups, pollQuestions, userRoles, users } from '../schema';
import { demoActor } from './actors';

const opt = (ar: string, en: string) => ({ ar, en });
const QUESTIONS = [
  {
    type: 'single',
    title: 'ما مدى رضاك عن خدمات الموسم؟',
    title_en: 'How satisfied are you with the season services?',
    options: [opt('راض جداً', 'Very satisfied'), opt('راض', 'Satisfied'), opt('غير راض', 'Not satisfied')],
    is_required: 1,
  },
  {
    type: 'multiple',
    title: 'ما الخدمات التي استخدمتها؟',
    title_en: 'Which services did you use?',
    options: [
      opt('الكهرباء', 'Electricity'),
      opt('المياه', 'Water'),
      opt('النظافة', 'Cleaning'),
      opt('النقل', 'Transport'),
    ],
    is_required: 1,
  },
  {
    type: 'rating',
    title: 'قيّم سرعة الاستجابة للبلاغات',
    title_en: 'Rate the response time to reports',
    options: [],
    is_required: 1,
  },
  {
    type: 'yes_no',
    title: 'هل اكتملت جاهزية مخيماتك؟',
    title_en: 'Are your camps fully ready?',
    options: [],
    is_required: 1,
  },
  {
    type: 'number',
    title: 'عدد العاملين في المخيمات',
    title_en: 'Number of staff in the camps',
    options: [],
    is_required: 0,
  },
  {
    type: 'text',
    title: 'ملاحظات واقتراحات',
    title_en: 'Notes and suggestions',
    options: [],
    is_required: 0,
  },
] as const;

const SEASON_END = '2099-12-31';

export async function seedQuestionnaires(db: Db) {
  const ctx = { db } as AppContext;
  const email = (code: string) => `${code}@demo.mashaer.sa`;
  const idOf = async (e: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.email, e)))[0].id;
  const admin = await demoActor(db, await idOf(email('admin')));

  const qs = await db
    .insert(pollQuestions)
    .values(QUESTIONS.map((q) => ({ ...q, options: [...q.options] })))
    .returning({ id: pollQuestions.id });
  const [service, readiness] = await db
    .insert(pollQuestionGroups)
    .values([
      { title: 'الخدمات', title_en: 'Services', question_ids: [qs[0].id, qs[1].id, qs[2].id] },
      { title: 'الجاهزية', title_en: 'Readiness', question_ids: [qs[3].id, qs[4].id, qs[5].id] },
    ])
    .returning({ id: pollQuestionGroups.id });

  // The survey account: a raft office of its own, with the raft office's demo role.
  const [office] = await db
    .select()
    .from(users)
    .where(eq(users.email, email('raft_office')));
  const [survey] = await db
    .insert(users)
    .values({
      name: 'حسن المطيري',
      email: 'survey@demo.mashaer.sa',
      phone: '500000013',
      password_hash: await hashPassword('Demo@1234'),
      type_id: office.type_id,
      status: 'active',
      is_acknowledged: true,
      first_name: 'حسن',
      last_name: 'المطيري',
      company_name_ar: 'مكتب الاستبيانات التجريبي',
      company_name_en: 'Demo Survey Office',
    })
    .returning({ id: users.id });
  const [officeRole] = await db
    .select({ role_id: userRoles.role_id })
    .from(userRoles)
    .where(eq(userRoles.user_id, office.id));
  await db.insert(userRoles).values({ user_id: survey.id, role_id: officeRole.role_id });

  const make = (values: Record<string, unknown>) =>
    db.transaction((tx) =>
      createRecord(tx, questionnaireWorkflow, admin, { ...values, created_by: admin.id }),
    );
  const publish = (id: number) =>
    runAction(db, questionnaireWorkflow, admin, id, 'publish', { input: { quiet: true }, quiet: true });

  const satisfaction = await make({
    title: 'استبيان رضا الشركات عن خدمات الموسم',
    title_en: 'Companies satisfaction with the season services',
    description: 'نسعد بمعرفة رأيكم في خدمات الموسم',
    group_ids: [service.id, readiness.id],
    user_type_ids: [2, 3, 4, 6],
    is_required: 0,
    opens_at: '2020-01-01',
    closes_at: SEASON_END,
  });
  await publish(satisfaction.id);
  const answers: [string, Record<string, PollAnswerValue>][] = [
    [
      email('raft_office'),
      {
        [qs[0].id]: 0,
        [qs[1].id]: [0, 1],
        [qs[2].id]: 5,
        [qs[3].id]: 1,
        [qs[4].id]: 120,
        [qs[5].id]: 'خدمة ممتازة',
      },
    ],
    [
      email('service_provider'),
      { [qs[0].id]: 1, [qs[1].id]: [1, 2], [qs[2].id]: 4, [qs[3].id]: 1, [qs[4].id]: 45 },
    ],
    [email('design_office'), { [qs[0].id]: 1, [qs[1].id]: [0], [qs[2].id]: 3, [qs[3].id]: 0 }],
    [
      'employee@demo.mashaer.sa',
      { [qs[0].id]: 2, [qs[1].id]: [3], [qs[2].id]: 2, [qs[3].id]: 0, [qs[5].id]: 'تأخر النقل' },
    ],
  ];
  for (const [e, a] of answers)
    await submit(ctx, await demoActor(db, await idOf(e)), satisfaction.id, { answers: a });

  const required = await make({
    title: 'استبيان جاهزية المخيمات (إلزامي)',
    title_en: 'Camp readiness (required)',
    description: 'يجب الإجابة على هذا الاستبيان قبل متابعة العمل',
    group_ids: [readiness.id],
    user_type_ids: [10],
    user_ids: [survey.id],
    is_required: 1,
    opens_at: '2020-01-01',
    closes_at: SEASON_END,
  });
  await publish(required.id);

  await make({
    title: 'استبيان ما بعد الموسم',
    title_en: 'After the season',
    description: null,
    group_ids: [service.id],
    user_type_ids: [3],
    is_required: 0,
    opens_at: '2027-01-01',
    closes_at: SEASON_END,
  });
}
