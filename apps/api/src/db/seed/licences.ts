import { PERMISSION_NAMES, USER_TYPES } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import { type Actor, actorFor } from '../../lib/actor';
import { applyAction, recordCreated } from '../../lib/workflow';
import { carLicenceWorkflow } from '../../modules/licences/car-licence.workflow';
import { readinessWrites } from '../../modules/licences/readiness.service';
import { readinessWorkflow } from '../../modules/licences/readiness.workflow';
import * as engine from '../../modules/templates/engine.service';
import { findVersion } from '../../modules/templates/versions';
import { type Db, query, type Tx } from '../client';
import { carLicences, readinessLicenses } from '../schema';

const COMPANIES = ['raft_company@demo.mashaer.sa', 'raft_office@demo.mashaer.sa'];
/**
 * Every status between the two demo companies; the raft company keeps one delivered camp free, so
 * a person trying the demo can ask for a readiness licence.
 */
type DemoStep = ['pending'] | ['approve' | 'disapprove' | 'reject', string] | ['cancel'];
const READINESS: Record<string, DemoStep[]> = {
  'raft_company@demo.mashaer.sa': [
    ['approve', '30'],
    ['disapprove', 'مخارج الطوارئ غير واضحة في الكروكي'],
  ],
  'raft_office@demo.mashaer.sa': [['pending'], ['reject', 'التمديدات الكهربائية غير مطابقة'], ['cancel']],
};

/** A value for each question a company may answer (the demo's readiness form). */
function demoValue(type: string, options: { value: string }[] | null): unknown {
  if (type === 'number' || type === 'priced_item') return 4;
  if (type === 'yes_no') return 1;
  if (type === 'single_choice') return options?.[0]?.value ?? null;
  if (type === 'multiple_choice') return options?.[0] ? [options[0].value] : null;
  if (type === 'date') return '2027-05-01';
  if (type === 'file') return null;
  return 'جاهز';
}

/**
 * Demo licences (issue 18): for the raft company and the raft office, readiness licences in every
 * status (between them) on their delivered camps and entry (car) licences pending, approved and rejected — all
 * moved by the workflow kernel as the kdana user, so timelines, audit rows and documents are real.
 * The company demo roles get `carLicense-index` (the entry requests are theirs to file).
 */
export async function seedLicences(db: Db) {
  await db.transaction(async (tx) => {
    await query(
      tx,
      sql`insert into role_permissions (role_id, permission_id)
          select distinct ur.role_id, p.id from user_roles ur join users u on u.id = ur.user_id
            join permissions p on p.name = 'carLicense-index'
           where lower(u.email) in ('raft_company@demo.mashaer.sa', 'raft_office@demo.mashaer.sa',
                                    'service_provider@demo.mashaer.sa')
          on conflict do nothing`,
    );
    const [kdana] = await query<{ id: number; type_id: number }>(
      tx,
      sql`select id, type_id from users where lower(email) = 'kdana@demo.mashaer.sa'`,
    );
    const [form] = await query<{ id: number }>(
      tx,
      sql`select id from forms where type = 'simple_readiness_license' order by id limit 1`,
    );
    if (!kdana || !form) return;
    const actor: Actor = {
      id: kdana.id,
      orgId: kdana.id,
      typeId: kdana.type_id,
      typeCode: USER_TYPES.find((t) => t.id === kdana.type_id)?.code ?? 'kdana',
      isAuthority: true,
      permissions: new Set(PERMISSION_NAMES),
      lang: 'ar',
      ip: null,
    };
    for (const email of COMPANIES) {
      const [company] = await query<{ id: number; type_id: number }>(
        tx,
        sql`select id, type_id from users where lower(email) = ${email}`,
      );
      if (!company) continue;
      const assigned = await query<{ id: number; camp_id: number; square_id: number }>(
        tx,
        sql`select ac.id, ac.camp_id, c.square_id from assign_camps ac join camps c on c.id = ac.camp_id
             where ac.company_id = ${company.id} and ac.status = 'deliverd' order by ac.id limit ${READINESS[email].length}`,
      );
      const caller = { id: company.id, typeId: company.type_id, isAuthority: false, orgId: company.id };
      for (const [i, a] of assigned.entries()) {
        await demoReadiness(tx, actor, caller, form.id, a, READINESS[email][i]);
      }
      const camps = await query<{ camp_id: number; square_id: number }>(
        tx,
        sql`select ac.camp_id, c.square_id from assign_camps ac join camps c on c.id = ac.camp_id
             where ac.company_id = ${company.id} and ac.status <> 'returned' order by ac.id limit 3`,
      );
      for (const [i, c] of camps.entries()) await demoCar(tx, actor, company.id, c, i);
    }
  });
}

async function demoReadiness(
  tx: Tx,
  actor: Actor,
  caller: engine.Actor,
  formId: number,
  a: { id: number; camp_id: number },
  [action, arg]: DemoStep,
) {
  const [r] = await tx
    .insert(readinessLicenses)
    .values({
      assign_camp_id: a.id,
      camp_id: a.camp_id,
      company_id: caller.orgId,
      form_id: formId,
      is_committed: true,
      status: 'draft',
      created_by: caller.id,
    })
    .returning();
  const f = await engine.startFilling(tx, null, {
    formId,
    subject: { type: 'readiness_order', id: r.id },
    companyId: caller.orgId,
    createdBy: caller.id,
  });
  const def = (await findVersion(tx, f.form_version_id))!.definition;
  const answers = def.questions
    .filter((q) => engine.mayAnswer(caller, def, q))
    .map((q) => ({ question_id: q.question_id, value: demoValue(q.type, q.options) }))
    .filter((x) => x.value !== null);
  await engine.saveAnswers(tx, null, caller, { fillingId: f.id }, answers);
  await query(tx, sql`update readiness_licenses set filling_id = ${f.id} where id = ${r.id}`);
  await recordCreated(tx, readinessWorkflow, r.id, 'draft', null);
  // The company's complete save submits it, as answer-questions does.
  const company = actorFor({
    ...caller,
    typeCode: USER_TYPES.find((t) => t.id === caller.typeId)?.code ?? 'raft_company',
    permissions: new Set(['readiness-license-create']),
  });
  const { row } = await applyAction(tx, readinessWorkflow, company, { ...r, filling_id: f.id }, 'submit', {
    quiet: true,
  });
  if (action === 'pending') return;
  const input =
    action === 'approve'
      ? { validity_period: Number(arg) }
      : action === 'cancel'
        ? {}
        : { rejection_reason: arg };
  await applyAction(tx, readinessWorkflow, actor, row, action, {
    quiet: true,
    input,
    ...readinessWrites(action, input),
  });
}

const CARS = [
  { plate: 'أ ب ج 1234', driver: 'سعيد القحطاني', identity: '1012345678' },
  { plate: 'د هـ و 5678', driver: 'ماجد الشهري', identity: '1023456789' },
  { plate: 'ر س ص 9012', driver: 'Imran Khan', identity: '7012345678' },
];

async function demoCar(
  tx: Tx,
  actor: Actor,
  companyId: number,
  c: { camp_id: number; square_id: number },
  i: number,
) {
  const car = CARS[i % CARS.length];
  const [r] = await tx
    .insert(carLicences)
    .values({
      company_id: companyId,
      camp_id: c.camp_id,
      square_id: c.square_id,
      period: 14,
      visit_cause: 'توريد مياه ومستلزمات للمخيم',
      plate_number: car.plate,
      driver_name: car.driver,
      driver_identity: car.identity,
      created_by: companyId,
    })
    .returning();
  await recordCreated(tx, carLicenceWorkflow, r.id, 'pending', null);
  if (i === 1)
    await applyAction(tx, carLicenceWorkflow, actor, r, 'approve', {
      quiet: true,
      set: { approval_date: sql`now()`, expire_date: sql`now() + interval '14 days'` },
    });
  if (i === 2)
    await applyAction(tx, carLicenceWorkflow, actor, r, 'reject', {
      quiet: true,
      input: { reject_cause: 'لوحة المركبة غير واضحة' },
      reason: 'لوحة المركبة غير واضحة',
      set: { reject_cause: 'لوحة المركبة غير واضحة' },
    });
}
