import { PERMISSION_NAMES, TEMP_LICENSE_FORM_ID, USER_TYPES } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../lib/actor';
import { applyAction, recordCreated } from '../../lib/workflow';
import { tempOrderWorkflow } from '../../modules/licences/temp-licence.workflow';
import * as engine from '../../modules/templates/engine.service';
import { findVersion } from '../../modules/templates/versions';
import { type Db, query, type Tx } from '../client';
import { tempLicenseOrders } from '../schema';

const COMPANIES = [
  'raft_company@demo.mashaer.sa',
  'raft_office@demo.mashaer.sa',
  'service_provider@demo.mashaer.sa',
];
/** The statuses each demo company's orders reach (every status for each). */
const MOVES: [string, string?][] = [
  ['pending'],
  ['approve', 'يلتزم المرخص له بمتطلبات السلامة ويُزال التمديد بعد انتهاء المدة'],
  ['reject', 'الموقع المقترح يعيق مسار الطوارئ'],
  ['cancel'],
];
const ACTIVITIES = ['تمديد كهربائي مؤقت', 'مظلة مؤقتة للانتظار', 'خزان مياه مؤقت', 'مولد كهربائي احتياطي'];

/**
 * Demo temporary licence orders (issue 18 §2): for the raft company, the raft office and the
 * service provider, an order on form 7 in every status (pending, approved with its licence and
 * document, rejected with its reason, withdrawn), moved by the workflow kernel as kdana. The
 * company demo roles get `temp` and `temp-licenses-order-index`.
 */
export async function seedTempLicences(db: Db) {
  await db.transaction(async (tx) => {
    await query(
      tx,
      sql`insert into role_permissions (role_id, permission_id)
          select distinct ur.role_id, p.id from user_roles ur join users u on u.id = ur.user_id
            join permissions p on p.name in ('temp', 'temp-licenses-order-index')
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
      sql`select id from forms where id = ${TEMP_LICENSE_FORM_ID}`,
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
      const camps = await query<{ camp_id: number }>(
        tx,
        sql`select ac.camp_id from assign_camps ac where ac.company_id = ${company.id}
              and ac.status <> 'returned' order by ac.id limit ${MOVES.length}`,
      );
      const caller = { id: company.id, typeId: company.type_id, isAuthority: false, orgId: company.id };
      for (const [i, c] of camps.entries()) await demoOrder(tx, actor, caller, c.camp_id, i);
    }
  });
}

async function demoOrder(tx: Tx, actor: Actor, caller: engine.Actor, campId: number, i: number) {
  const [r] = await tx
    .insert(tempLicenseOrders)
    .values({
      company_id: caller.orgId,
      camp_id: campId,
      form_id: TEMP_LICENSE_FORM_ID,
      status: 'pending',
      created_by: caller.id,
    })
    .returning();
  const f = await engine.startFilling(tx, null, {
    formId: TEMP_LICENSE_FORM_ID,
    subject: { type: 'temp_license_order', id: r.id },
    companyId: caller.orgId,
    createdBy: caller.id,
  });
  const def = (await findVersion(tx, f.form_version_id))!.definition;
  const answers = def.questions
    .filter((q) => q.type !== 'file')
    .map((q) => ({
      question_id: q.question_id,
      value: q.type === 'short_text' || q.type === 'long_text' ? ACTIVITIES[i % ACTIVITIES.length] : 5,
    }));
  await engine.saveAnswers(tx, null, caller, { fillingId: f.id }, answers);
  await query(tx, sql`update temp_license_orders set filling_id = ${f.id} where id = ${r.id}`);
  await recordCreated(tx, tempOrderWorkflow, r.id, 'pending', null);
  const [action, arg] = MOVES[i];
  if (action === 'pending') return;
  const row = { ...r, filling_id: f.id };
  if (action === 'cancel') {
    const owner: Actor = {
      ...actor,
      id: caller.id,
      orgId: caller.orgId,
      typeId: caller.typeId,
      isAuthority: false,
    };
    await applyAction(tx, tempOrderWorkflow, owner, row, 'cancel', { quiet: true });
    return;
  }
  await applyAction(tx, tempOrderWorkflow, actor, row, action, {
    quiet: true,
    input: action === 'approve' ? { days: 10, conditions: arg } : { reason: arg },
    reason: action === 'reject' ? arg : null,
    set: action === 'reject' ? { reject_reason: arg } : {},
  });
}
