import { randomBytes } from 'node:crypto';
import { REASSIGN_WORKFLOW, type ReassignStatus, type ReassignType } from '@mashaer/contract';
import { eq, sql } from 'drizzle-orm';
import { issueDocument } from '../../lib/documents';
import { groupCampIds, redeliveryContent } from '../../modules/reassign/redelivery.document';
import * as engine from '../../modules/templates/engine.service';
import { findVersion } from '../../modules/templates/versions';
import { type Db, query, type Tx } from '../client';
import { attachments, reassignOrderCamps, reassignOrders } from '../schema';

/**
 * Demo re-assign and lock orders in every state the workflow reaches today, for the demo
 * companies (the raft company: every state of both types; the raft office and the service
 * provider: lock orders in several states and re-assign orders, each on the re-assign form whose
 * company signer is of its own type: forms 3, 8 and 9). Forms are answered and signed as far as the state needs; drawings and
 * payment documents are attachment rows in the matching review state; the timeline holds the path.
 */
const PATH: Record<ReassignStatus, string[]> = {
  draft: [],
  signing: ['submit'],
  awaiting_payment: ['submit', 'sign'],
  under_review: ['submit', 'sign', 'submit_payment'],
  approved: ['submit', 'sign', 'submit_payment', 'approve'],
  rejected: ['submit', 'sign', 'submit_payment', 'reject'],
  cancelled: ['cancel'],
  redelivery_booked: ['submit', 'sign', 'submit_payment', 'approve', 'book_redelivery'],
  redelivered: ['submit', 'sign', 'submit_payment', 'approve', 'book_redelivery', 'redeliver'],
  rejected_by_handover: [
    'submit',
    'sign',
    'submit_payment',
    'approve',
    'book_redelivery',
    'reject_by_handover',
  ],
};
const ALL: ReassignStatus[] = [
  'draft',
  'signing',
  'awaiting_payment',
  'under_review',
  'approved',
  'rejected',
  'cancelled',
  'redelivery_booked',
  'redelivered',
  'rejected_by_handover',
];
/** The demo form of each type, per ordering company (the re-assign form names its company's type). */
const FORM: Record<ReassignType, Record<string, number>> = {
  reassign: { raft_company: 3, raft_office: 8, service_provider: 9 },
  lock: { raft_company: 4, raft_office: 4, service_provider: 4 },
};

type Ids = { kdana: number; gov: number };

export async function seedReassign(db: Db) {
  await db.transaction(async (tx) => {
    const [done] = await query<{ n: number }>(tx, sql`select count(*)::int as n from reassign_orders`);
    if (done.n > 0) return;
    const people = await query<{ code: string; id: number }>(
      tx,
      sql`select split_part(email, '@', 1) as code, id from users where email like '%@demo.mashaer.sa'`,
    );
    const id = (code: string) => people.find((p) => p.code === code)?.id;
    const kdana = id('kdana');
    const gov = id('gov');
    if (!kdana || !gov) return;
    const plan: [string, ReassignType, ReassignStatus[]][] = [
      ['raft_company', 'reassign', ALL],
      ['raft_company', 'lock', ALL],
      ['raft_office', 'lock', ['draft', 'signing', 'under_review', 'approved', 'rejected']],
      ['raft_office', 'reassign', ['draft', 'signing', 'awaiting_payment', 'cancelled']],
      ['service_provider', 'lock', ['draft', 'awaiting_payment', 'approved', 'cancelled']],
      ['service_provider', 'reassign', ['draft', 'under_review']],
    ];
    for (const [code, type, states] of plan) {
      const company = id(code);
      if (!company) continue;
      const camps = await query<{ id: number; camp_id: number }>(
        tx,
        sql`select a.id, a.camp_id from assign_camps a where a.company_id = ${company} and a.status = 'deliverd'
             and not exists (select 1 from reassign_order_camps oc where oc.camp_id = a.camp_id)
             order by a.camp_id limit ${states.length * 2}`,
      );
      for (const [i, status] of states.entries()) {
        const group = camps.slice(i * 2, i * 2 + (i % 2 === 0 ? 2 : 1));
        if (!group.length) break;
        await demoOrder(tx, { kdana, gov }, company, FORM[type][code], type, status, group);
      }
    }
  });
}

async function demoOrder(
  tx: Tx,
  ids: Ids,
  company: number,
  formId: number,
  type: ReassignType,
  status: ReassignStatus,
  group: { id: number; camp_id: number }[],
) {
  const path = PATH[status];
  const [order] = await tx
    .insert(reassignOrders)
    .values({ type, company_id: company, form_id: formId, status, created_by: company })
    .returning();
  await tx
    .insert(reassignOrderCamps)
    .values(group.map((g) => ({ reassign_order_id: order.id, camp_id: g.camp_id, assign_camp_id: g.id })));
  const f = await engine.startFilling(tx, null, {
    formId,
    subject: { type: type === 'lock' ? 'lock_order' : 'reassign_order', id: order.id },
    companyId: company,
    createdBy: company,
  });
  let total = 0;
  if (path.includes('submit')) {
    const def = (await findVersion(tx, f.form_version_id))!.definition;
    const value = (q: (typeof def.questions)[number]) =>
      ({
        priced_item: 1 + (order.id % 4),
        single_choice: q.options?.[0]?.value,
        date: '2027-05-20',
        yes_no: 1,
        long_text: type === 'lock' ? 'نهاية الموسم' : 'إضافة خيام وتكييف للحجاج',
      })[q.type as string];
    const answers = def.questions
      .filter((q) => value(q) !== undefined)
      .map((q) => ({ question_id: q.question_id, value: value(q) }));
    const saved = await engine.saveAnswers(
      tx,
      null,
      { id: company, typeId: 0, isAuthority: true, orgId: company },
      { fillingId: f.id },
      answers,
    );
    total = saved.total_halalas;
    // Signing: the first signer only; from `sign` on, every signer (kdana, gov, or the company's type).
    const slots = path.includes('sign') ? def.signers : def.signers.slice(0, 1);
    const who = (typeId: number) => (typeId === 5 ? ids.kdana : typeId === 7 ? ids.gov : company);
    for (const s of slots)
      await tx.execute(sql`insert into form_signatures (filling_id, signer_num, type_id, user_id, answers_hash)
        values (${f.id}, ${s.signer_num}, ${s.type_id}, ${who(s.type_id)}, ${saved.answers_hash})`);
    const fully = slots.length === def.signers.length;
    await tx.execute(sql`update form_fillings set status = ${fully ? 'signed' : 'signing'},
      signed_at = ${fully ? sql`now()` : null}, updated_at = now() where id = ${f.id}`);
  }
  const doc = (record_type: string, slot: string, st: string, reviewed: boolean, reason?: string) => ({
    record_type,
    record_id: order.id,
    slot,
    file_key: `demo-${randomBytes(12).toString('hex')}`,
    file_name: slot === 'kroky' ? 'kroky.pdf' : 'payment-receipt.pdf',
    size: 2048,
    content_type: 'application/pdf',
    sha256: randomBytes(32).toString('hex'),
    status: st,
    reviewer_id: reviewed ? ids.kdana : null,
    reviewed_at: reviewed ? new Date() : null,
    reason: reason ?? null,
    uploaded_by: company,
    company_id: company,
  });
  if (path.includes('submit'))
    await tx.insert(attachments).values(doc('reassign_kroky', 'kroky', 'approved', true));
  if (path.includes('submit_payment')) {
    if (status === 'under_review') {
      // A rejected receipt replaced by one awaiting review.
      const [old] = await tx
        .insert(attachments)
        .values(doc('reassign_payment', 'payment', 'replaced', true, 'الإيصال غير واضح'))
        .returning();
      await tx
        .insert(attachments)
        .values({ ...doc('reassign_payment', 'payment', 'pending', false), replaces_id: old.id });
    } else await tx.insert(attachments).values(doc('reassign_payment', 'payment', 'approved', true));
  }
  // The timeline: created, then each step of the path, by the party that takes it.
  let from: string | null = null;
  const steps: [string, string, number, string | null][] = [['created', 'draft', company, null]];
  for (const a of path) {
    const def = REASSIGN_WORKFLOW.actions[a as keyof typeof REASSIGN_WORKFLOW.actions];
    const to = ('to' in def ? def.to : from) as string;
    const by = ['approve', 'reject', 'book_redelivery', 'redeliver'].includes(a) ? ids.kdana : company;
    const why =
      a === 'reject'
        ? 'المخطط لا يطابق الاشتراطات'
        : a === 'reject_by_handover'
          ? 'التجهيزات لا تطابق المخطط'
          : null;
    steps.push([a, to, by, why]);
  }
  for (const [i, [action, to, by, reason]] of steps.entries()) {
    await tx.execute(sql`insert into workflow_events (workflow, record_id, from_status, to_status, action, actor_id, reason, created_at)
      values ('reassign_order', ${order.id}, ${from}, ${to}, ${action}, ${by}, ${reason}, now() - make_interval(hours => ${(steps.length - i) * 5}))`);
    from = to;
  }
  await tx.execute(sql`update reassign_orders set
      fee_halalas = ${path.includes('sign') ? total : null},
      signed_at = ${path.includes('sign') ? sql`now()` : null},
      rejection_reason = ${status === 'rejected' ? 'المخطط لا يطابق الاشتراطات' : null}
    where id = ${order.id}`);
  if (path.includes('book_redelivery')) {
    // One re-delivery appointment per camp (a day per order, so none overlaps), on each camp's
    // assignment timeline too; signed by both parties when redelivered.
    const at = new Date(Date.UTC(2027, 1, 1 + (order.id % 200), 8));
    for (const g of group) {
      const [a] = await query<{ id: number }>(
        tx,
        sql`insert into appointments (assign_camp_id, camp_id, company_id, appointment, ends_at, status, notes, created_by)
            values (${g.id}, ${g.camp_id}, ${company}, ${at.toISOString()}, ${new Date(at.getTime() + 3600_000).toISOString()},
                    ${status === 'rejected_by_handover' ? 'rejected' : 'approved'}, ${`reassign_order:${order.id}`}, ${ids.kdana})
            returning id`,
      );
      await tx.execute(sql`update reassign_order_camps set appointment_id = ${a.id}
        where reassign_order_id = ${order.id} and camp_id = ${g.camp_id}`);
      for (const action of path.includes('redeliver')
        ? ['redelivery_booked', 'redelivered']
        : ['redelivery_booked'])
        await tx.execute(sql`insert into workflow_events (workflow, record_id, from_status, to_status, action, actor_id, payload)
          values ('assignment', ${g.id}, 'deliverd', 'deliverd', ${action}, ${ids.kdana},
                  ${JSON.stringify({ reassign_order_id: order.id, type })}::jsonb)`);
    }
    const done = path.includes('redeliver');
    await tx.execute(sql`update reassign_orders set redelivery_at = ${at.toISOString()},
        redelivery_company_signed_by = ${done ? company : null}, redelivery_company_signed_at = ${done ? sql`now()` : null},
        redelivery_authority_signed_by = ${done ? ids.kdana : null}, redelivery_authority_signed_at = ${done ? sql`now()` : null}
      where id = ${order.id}`);
    if (done) {
      await tx.insert(attachments).values(doc('reassign_redelivery', 'redelivery', 'pending', false));
      // The signed re-delivery record, verifiable by its QR like one signed on the screen.
      const [after] = await tx.select().from(reassignOrders).where(eq(reassignOrders.id, order.id));
      await issueDocument(tx, {
        type: 'reassign_redelivery',
        recordId: order.id,
        content: redeliveryContent(after, await groupCampIds(tx, order.id)),
        issuedBy: ids.kdana,
      });
    }
  }
}
