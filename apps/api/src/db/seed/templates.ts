import {
  type FormType,
  type QuestionOption,
  type QuestionType,
  TEMP_LICENSE_FORM_ID,
} from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import * as engine from '../../modules/templates/engine.service';
import { ensureCurrentVersion } from '../../modules/templates/versions';
import type { Db, Tx } from '../client';
import {
  formQuestions,
  formSigners,
  forms,
  questionCategories,
  questionCategoryTypes,
  questions,
  users,
} from '../schema';

/** User type ids (USER_TYPES): who signs the demo forms. */
const T = {
  admin: 1,
  raft_office: 2,
  raft_company: 3,
  service_provider: 4,
  kdana: 5,
  design_office: 6,
  gov: 7,
};

type Q = {
  key: string;
  title: string;
  title_en: string;
  type: QuestionType;
  is_required?: boolean;
  options?: QuestionOption[];
  price?: number;
  category?: string;
};

const yes = (o: [string, string, string][]): QuestionOption[] =>
  o.map(([value, label, label_en]) => ({ value, label, label_en }));

const CATEGORIES = [
  {
    key: 'electric',
    name: 'السلامة الكهربائية',
    name_en: 'Electrical safety',
    audience: 'types' as const,
    types: [T.raft_company, T.service_provider],
  },
  {
    key: 'civil',
    name: 'الدفاع المدني',
    name_en: 'Civil defence',
    audience: 'types' as const,
    types: [T.gov],
  },
  {
    key: 'general',
    name: 'معلومات عامة',
    name_en: 'General information',
    audience: 'all' as const,
    types: [],
  },
];

const QUESTIONS: Q[] = [
  // Camp delivery
  {
    key: 'camp_no',
    title: 'رقم المخيم المستلم',
    title_en: 'Received camp number',
    type: 'short_text',
    is_required: true,
  },
  {
    key: 'tents',
    title: 'عدد الخيام المستلمة',
    title_en: 'Number of tents received',
    type: 'number',
    is_required: true,
  },
  {
    key: 'power',
    title: 'هل التيار الكهربائي يعمل في جميع الخيام؟',
    title_en: 'Is power working in every tent?',
    type: 'yes_no',
    is_required: true,
  },
  {
    key: 'water',
    title: 'حالة خزانات المياه',
    title_en: 'Water tanks condition',
    type: 'single_choice',
    is_required: true,
    options: yes([
      ['good', 'سليمة', 'Good'],
      ['needs_cleaning', 'تحتاج تنظيف', 'Needs cleaning'],
      ['damaged', 'تالفة', 'Damaged'],
    ]),
  },
  {
    key: 'delivery_date',
    title: 'تاريخ الاستلام',
    title_en: 'Delivery date',
    type: 'date',
    is_required: true,
  },
  { key: 'notes', title: 'ملاحظات الاستلام', title_en: 'Delivery notes', type: 'long_text' },
  { key: 'photos', title: 'صورة محضر المعاينة', title_en: 'Inspection report scan', type: 'file' },
  // Readiness licence
  {
    key: 'extinguishers',
    title: 'هل تتوفر طفايات الحريق في جميع المواقع؟',
    title_en: 'Are fire extinguishers in place everywhere?',
    type: 'yes_no',
    is_required: true,
    category: 'civil',
  },
  {
    key: 'exits',
    title: 'عدد مخارج الطوارئ',
    title_en: 'Number of emergency exits',
    type: 'number',
    is_required: true,
    category: 'civil',
  },
  {
    key: 'cabling',
    title: 'فحوصات التمديدات الكهربائية المنجزة',
    title_en: 'Electrical checks completed',
    type: 'multiple_choice',
    is_required: true,
    category: 'electric',
    options: yes([
      ['earthing', 'التأريض', 'Earthing'],
      ['breakers', 'القواطع', 'Breakers'],
      ['cables', 'الكابلات', 'Cables'],
      ['lighting', 'الإنارة', 'Lighting'],
    ]),
  },
  {
    key: 'safety_cert',
    title: 'شهادة السلامة الكهربائية',
    title_en: 'Electrical safety certificate',
    type: 'file',
    category: 'electric',
  },
  {
    key: 'manager',
    title: 'اسم مسؤول المخيم',
    title_en: 'Camp manager name',
    type: 'short_text',
    is_required: true,
    category: 'general',
  },
  // Re-assign (priced items)
  {
    key: 'extra_tent',
    title: 'خيمة إضافية',
    title_en: 'Additional tent',
    type: 'priced_item',
    price: 150000,
  },
  {
    key: 'ac_unit',
    title: 'وحدة تكييف',
    title_en: 'Air-conditioning unit',
    type: 'priced_item',
    price: 85000,
  },
  {
    key: 'carpet',
    title: 'فرش سجاد (متر مربع)',
    title_en: 'Carpeting (square metre)',
    type: 'priced_item',
    price: 4500,
  },
  {
    key: 'reassign_reason',
    title: 'سبب طلب إعادة التسليم',
    title_en: 'Reason for re-assignment',
    type: 'long_text',
    is_required: true,
  },
  // Lock
  {
    key: 'lock_reason',
    title: 'سبب الإقفال',
    title_en: 'Lock reason',
    type: 'single_choice',
    is_required: true,
    options: yes([
      ['season_end', 'انتهاء الموسم', 'End of season'],
      ['violation', 'مخالفة', 'Violation'],
      ['maintenance', 'صيانة', 'Maintenance'],
    ]),
  },
  { key: 'lock_date', title: 'تاريخ الإقفال', title_en: 'Lock date', type: 'date', is_required: true },
  {
    key: 'keys_returned',
    title: 'هل تم تسليم المفاتيح؟',
    title_en: 'Were the keys handed over?',
    type: 'yes_no',
    is_required: true,
  },
  // Temporary licence
  {
    key: 'activity',
    title: 'نوع النشاط المؤقت',
    title_en: 'Temporary activity',
    type: 'short_text',
    is_required: true,
  },
  { key: 'days', title: 'عدد أيام الترخيص', title_en: 'Licence days', type: 'number', is_required: true },
  {
    key: 'fee',
    title: 'رسوم الترخيص اليومية',
    title_en: 'Daily licence fee',
    type: 'priced_item',
    price: 20000,
  },
  {
    key: 'site_plan',
    title: 'مخطط الموقع (كروكي)',
    title_en: 'Site sketch (kroky)',
    type: 'file',
    is_required: false,
  },
  // General survey
  {
    key: 'satisfaction',
    title: 'مدى رضاكم عن خدمات البوابة',
    title_en: 'How satisfied are you with the portal?',
    type: 'single_choice',
    is_required: true,
    options: yes([
      ['high', 'راضٍ جداً', 'Very satisfied'],
      ['medium', 'راضٍ', 'Satisfied'],
      ['low', 'غير راضٍ', 'Not satisfied'],
    ]),
  },
  {
    key: 'services_used',
    title: 'الخدمات التي استخدمتها',
    title_en: 'Services you used',
    type: 'multiple_choice',
    options: yes([
      ['delivery', 'تسليم المخيمات', 'Camp delivery'],
      ['licences', 'التراخيص', 'Licences'],
      ['tickets', 'التذاكر', 'Tickets'],
    ]),
  },
  { key: 'suggestions', title: 'مقترحاتكم للتطوير', title_en: 'Your suggestions', type: 'long_text' },
];

const FORMS: {
  id: number;
  name: string;
  name_en: string;
  type: FormType;
  withCategory?: boolean;
  q: string[];
  signers: number[];
}[] = [
  {
    id: 1,
    name: 'محضر تسليم المخيم',
    name_en: 'Camp delivery record',
    type: 'assign',
    q: ['camp_no', 'tents', 'power', 'water', 'delivery_date', 'notes', 'photos'],
    signers: [T.raft_company, T.kdana],
  },
  {
    id: 2,
    name: 'نموذج رخصة الجاهزية',
    name_en: 'Readiness licence form',
    type: 'simple_readiness_license',
    withCategory: true,
    q: ['manager', 'cabling', 'safety_cert', 'extinguishers', 'exits'],
    signers: [T.design_office, T.kdana],
  },
  {
    id: 3,
    name: 'نموذج إعادة التسليم',
    name_en: 'Re-assign form',
    type: 'reassign',
    q: ['reassign_reason', 'extra_tent', 'ac_unit', 'carpet'],
    signers: [T.raft_company, T.kdana, T.gov],
  },
  {
    id: 4,
    name: 'نموذج إقفال المخيم',
    name_en: 'Camp lock form',
    type: 'lock',
    q: ['lock_reason', 'lock_date', 'keys_returned', 'notes'],
    signers: [T.kdana, T.gov],
  },
  {
    id: 5,
    name: 'استبيان رضا الشركاء',
    name_en: 'Partner satisfaction survey',
    type: 'general',
    q: ['satisfaction', 'services_used', 'suggestions'],
    signers: [],
  },
  {
    id: 6,
    name: 'إقرار استلام الخدمات العامة',
    name_en: 'Public services acknowledgement',
    type: 'general',
    q: ['camp_no', 'power', 'water', 'notes'],
    signers: [T.raft_company, T.kdana],
  },
  {
    id: TEMP_LICENSE_FORM_ID,
    name: 'نموذج طلب الترخيص المؤقت',
    name_en: 'Temporary licence request form',
    type: 'temp_license',
    q: ['activity', 'days', 'fee', 'site_plan'],
    signers: [T.service_provider, T.kdana],
  },
  // The re-assign form of each other company type (its own signer first): a new order takes the
  // newest form of its type whose company signers are of the ordering company's type.
  {
    id: 8,
    name: 'نموذج إعادة التسليم (مكاتب الرفادة)',
    name_en: 'Re-assign form (raft offices)',
    type: 'reassign',
    q: ['reassign_reason', 'extra_tent', 'ac_unit', 'carpet'],
    signers: [T.raft_office, T.kdana, T.gov],
  },
  {
    id: 9,
    name: 'نموذج إعادة التسليم (مقدمو الخدمة)',
    name_en: 'Re-assign form (service providers)',
    type: 'reassign',
    q: ['reassign_reason', 'extra_tent', 'ac_unit', 'carpet'],
    signers: [T.service_provider, T.kdana, T.gov],
  },
];

/** Demo templates: questions of every type, forms of every type (temporary licence = form 7). */
export async function seedTemplates(db: Db) {
  await db.transaction(async (tx) => {
    const catIds = new Map<string, number>();
    for (const c of CATEGORIES) {
      const [row] = await tx
        .insert(questionCategories)
        .values({ name: c.name, name_en: c.name_en, audience: c.audience })
        .returning({ id: questionCategories.id });
      catIds.set(c.key, row.id);
      if (c.types.length)
        await tx
          .insert(questionCategoryTypes)
          .values(c.types.map((type_id) => ({ category_id: row.id, type_id })));
    }
    const qRows = await tx
      .insert(questions)
      .values(
        QUESTIONS.map((q) => ({
          title: q.title,
          title_en: q.title_en,
          type: q.type,
          is_required: q.is_required ?? false,
          options: q.options ?? null,
          unit_price_halalas: q.type === 'priced_item' ? (q.price ?? 0) : null,
          category_id: q.category ? catIds.get(q.category)! : null,
        })),
      )
      .returning({ id: questions.id });
    const qid = new Map(QUESTIONS.map((q, i) => [q.key, qRows[i].id]));
    await tx.insert(forms).values(
      FORMS.map((f) => ({
        id: f.id,
        name: f.name,
        name_en: f.name_en,
        type: f.type,
        with_category: f.withCategory ?? false,
      })),
    );
    await tx.execute(sql`select setval(pg_get_serial_sequence('forms', 'id'), (select max(id) from forms))`);
    await tx
      .insert(formQuestions)
      .values(
        FORMS.flatMap((f) => f.q.map((k, i) => ({ form_id: f.id, question_id: qid.get(k)!, sort: i + 1 }))),
      );
    const signerRows = FORMS.flatMap((f) =>
      f.signers.map((type_id, i) => ({ form_id: f.id, signer_num: i + 1, type_id })),
    );
    await tx.insert(formSigners).values(signerRows);
    for (const f of FORMS) await ensureCurrentVersion(tx, f.id);
    await demoFillings(tx, qid);
  });
}

/** Two general fillings: one answered by the raft company (ready to sign), one still open. */
async function demoFillings(tx: Tx, qid: Map<string, number>) {
  const people = await tx
    .select({
      id: users.id,
      type_id: users.type_id,
      org: sql<number>`coalesce(${users.parent_id}, ${users.id})`,
    })
    .from(users)
    .where(
      sql`${users.email} in ('raft_company@demo.mashaer.sa', 'service_provider@demo.mashaer.sa', 'admin@demo.mashaer.sa')`,
    );
  const by = (t: number) => people.find((p) => p.type_id === t);
  const company = by(T.raft_company);
  const provider = by(T.service_provider);
  const admin = by(T.admin);
  if (!company || !provider || !admin) return;
  const actor = { id: company.id, typeId: company.type_id, isAuthority: false, orgId: company.org };
  const answered = await engine.startFilling(tx, null, {
    formId: 6,
    subject: { type: 'general', id: company.id },
    companyId: company.org,
    assignedUserId: company.id,
    createdBy: admin.id,
  });
  await engine.saveAnswers(tx, null, actor, { fillingId: answered.id }, [
    { question_id: qid.get('camp_no')!, value: '12/3' },
    { question_id: qid.get('power')!, value: 1 },
    { question_id: qid.get('water')!, value: 'good' },
    { question_id: qid.get('notes')!, value: 'تم الاستلام دون ملاحظات' },
  ]);
  await engine.startFilling(tx, null, {
    formId: 5,
    subject: { type: 'general', id: provider.id },
    companyId: provider.org,
    assignedUserId: provider.id,
    createdBy: admin.id,
  });
}
