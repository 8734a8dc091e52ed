import { translate } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import { contentHash } from '../../lib/canonical';
import { randomToken } from '../../lib/crypto';
import { contractContent } from '../../modules/contracts/contract.document';
import type { Named } from '../../modules/contracts/contracts.repository';
import * as engine from '../../modules/templates/engine.service';
import { findVersion } from '../../modules/templates/versions';
import { type Db, query, type Tx } from '../client';
import { contractSignatures, contracts } from '../schema';

/** The demo camp delivery form (seed/templates.ts: form 1, type assign, signers raft company → kdana). */
const DELIVERY_FORM_ID = 1;

type Row = Named & {
  id: number;
  status: string;
  camp_id: number;
  company_id: number;
  company_email: string;
  appointment_id: number | null;
};

/**
 * Contracts and delivery forms of the camps demo, after seedCamps and seedTemplates:
 * - a contract for every delivered (`signed`) and answered assignment (unsigned, signed by the
 *   company, signed by the authority in turn), and for half of those at the appointment stage
 *   (unsigned);
 * - the demo companies' answered and delivered assignments have their delivery form filled (and,
 *   for delivered ones, signed by both signers; some answered ones signed by the company).
 * Signatures of the demo carry no images (nobody drew one); the screens show the signer's name.
 */
export async function seedDelivery(db: Db) {
  await db.transaction(async (tx) => {
    const [kdana] = await query<{ id: number }>(
      tx,
      sql`select id from users where email = 'kdana@demo.mashaer.sa'`,
    );
    if (!kdana) return;
    const rows = await query<Row>(
      tx,
      sql`select ac.id, ac.status, ac.camp_id, ac.company_id, u.email as company_email, cm.camp_number,
                 s.name as square_name, s.name_en as square_name_en,
                 coalesce(u.company_name_ar, u.company_name_en, u.name) as company_name,
                 coalesce(u.company_name_en, u.company_name_ar, u.name) as company_name_en, ac.receiver_cr,
                 (select ap.id from appointments ap where ap.assign_camp_id = ac.id and ap.status = 'approved'
                   order by ap.id desc limit 1) as appointment_id
            from assign_camps ac join camps cm on cm.id = ac.camp_id join squares s on s.id = cm.square_id
            join users u on u.id = ac.company_id
           where ac.status in ('deliverd', 'answered') or (ac.status = 'appointment' and ac.id % 2 = 0)
           order by ac.id`,
    );
    // Answered assignments of each company take the three open statuses in turn.
    const turn = new Map<number, number>();
    const statusOf = (r: Row) => {
      if (r.status === 'deliverd') return 'signed';
      if (r.status !== 'answered') return 'unsigned';
      const n = turn.get(r.company_id) ?? 0;
      turn.set(r.company_id, n + 1);
      return (['unsigned', 'signed_by_company', 'signed_by_authority'] as const)[n % 3];
    };
    const values = rows.map((r) => {
      const content_ar = translate('ar', 'contract.body', {
        company: r.company_name,
        cr: r.receiver_cr ?? '-',
        camp: r.camp_number,
        square: r.square_name,
      });
      const content_en = translate('en', 'contract.body', {
        company: r.company_name_en,
        cr: r.receiver_cr ?? '-',
        camp: r.camp_number,
        square: r.square_name_en,
      });
      const status = statusOf(r);
      return {
        assign_camps_id: r.id,
        company_id: r.company_id,
        camp_id: r.camp_id,
        verify_code: randomToken(24),
        contract_status: status,
        content_ar,
        content_en,
        content_hash: contentHash(contractContent({ content_ar, content_en })),
        // One timeline: written two days ago, signed yesterday (the signatures carry the same
        // time, and a fully signed contract's signed_at is its last signature's).
        created_at: sql`now() - interval '2 days'`,
        signed_at: status === 'signed' ? sql`now() - interval '1 day'` : null,
        created_by: kdana.id,
      };
    });
    for (let i = 0; i < values.length; i += 500) {
      const inserted = await tx
        .insert(contracts)
        .values(values.slice(i, i + 500))
        .returning({
          id: contracts.id,
          status: contracts.contract_status,
          company_id: contracts.company_id,
          hash: contracts.content_hash,
        });
      const yesterday = sql`now() - interval '1 day'`;
      const sigs = inserted.flatMap((c) => [
        ...(c.status === 'signed' || c.status === 'signed_by_company'
          ? [
              {
                contract_id: c.id,
                party: 'company',
                user_id: c.company_id,
                content_hash: c.hash,
                signed_at: yesterday,
              },
            ]
          : []),
        ...(c.status === 'signed' || c.status === 'signed_by_authority'
          ? [
              {
                contract_id: c.id,
                party: 'authority',
                user_id: kdana.id,
                content_hash: c.hash,
                signed_at: yesterday,
              },
            ]
          : []),
      ]);
      if (sigs.length) await tx.insert(contractSignatures).values(sigs);
    }
    await demoDeliveryForms(tx, kdana.id, rows);
  });
}

async function demoDeliveryForms(tx: Tx, kdanaId: number, rows: Row[]) {
  const demo = rows.filter(
    (r) =>
      r.appointment_id !== null &&
      (r.status === 'answered' || r.status === 'deliverd') &&
      /^(raft_company|raft_office|service_provider)@demo/.test(r.company_email),
  );
  const [form] = await query<{ id: number; type: string }>(
    tx,
    sql`select id, type from forms where id = ${DELIVERY_FORM_ID}`,
  );
  if (!form || form.type !== 'assign') return;
  for (const r of demo) {
    const f = await engine.startFilling(tx, null, {
      formId: form.id,
      subject: { type: 'appointment', id: r.appointment_id! },
      companyId: r.company_id,
      createdBy: kdanaId,
    });
    const def = (await findVersion(tx, f.form_version_id))!.definition;
    const actor = { id: r.company_id, typeId: 0, isAuthority: true, orgId: r.company_id };
    const answers = def.questions
      .map((q) => {
        const value =
          q.type === 'short_text'
            ? r.camp_number
            : q.type === 'number'
              ? 20 + (r.id % 40)
              : q.type === 'yes_no'
                ? 1
                : q.type === 'single_choice'
                  ? (q.options?.[0]?.value ?? null)
                  : q.type === 'date'
                    ? '2026-05-20'
                    : q.type === 'long_text'
                      ? 'تم الاستلام دون ملاحظات'
                      : null;
        return { question_id: q.question_id, value };
      })
      .filter((a) => a.value !== null);
    const saved = await engine.saveAnswers(tx, null, actor, { fillingId: f.id }, answers);
    // Delivered: both signers; answered: every other one signed by the company only.
    const slots = r.status === 'deliverd' ? def.signers : r.id % 2 === 0 ? def.signers.slice(0, 1) : [];
    if (!slots.length) continue;
    await tx.execute(sql`
      insert into form_signatures (filling_id, signer_num, type_id, user_id, answers_hash)
      select ${f.id}::int, s.num, s.type_id, case when s.type_id = 5 then ${kdanaId}::int else ${r.company_id}::int end,
             ${saved.answers_hash}
        from (values ${sql.join(
          slots.map((s) => sql`(${s.signer_num}::int, ${s.type_id}::int)`),
          sql`, `,
        )}) as s(num, type_id)`);
    const fully = slots.length === def.signers.length;
    await tx.execute(sql`
      update form_fillings set status = ${fully ? 'signed' : 'signing'},
             signed_at = ${fully ? sql`now()` : null}, updated_at = now()
       where id = ${f.id}`);
  }
}
