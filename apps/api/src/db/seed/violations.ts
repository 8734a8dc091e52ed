/**
 * The demo's violations (issue 31 §8): the four levels, violations in every status on the demo
 * companies' camps with photos, objections answered both ways, a regulatory order with its sadad
 * bill, and public benefits given to camps. Every move goes through the services and the kernel's
 * actions, as the screens take them.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Actor } from '../../lib/actor';
import { uploadAttachment } from '../../lib/attachments';
import * as benefitCamps from '../../modules/violations/public-benefit-camps.service';
import { assign, lockOverdue } from '../../modules/violations/violation-assign.service';
import * as orders from '../../modules/violations/violation-orders.service';
import * as violations from '../../modules/violations/violations.service';
import { type Db, query } from '../client';
import { publicBenefits, violationLevels } from '../schema';
import { demoActor } from './actors';
import { bufferUpload, receiptPdf, type SeedFiles } from './files';

/** A 1×1 PNG: the demo's photos (no binary fixtures in the tree). */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const LEVELS = [
  { name: 'منخفضة', name_en: 'Low', severity: 1, color: '#52c41a', fix_hours: 72, fine: 0 },
  { name: 'متوسطة', name_en: 'Medium', severity: 2, color: '#faad14', fix_hours: 48, fine: 100_000 },
  { name: 'عالية', name_en: 'High', severity: 3, color: '#fa541c', fix_hours: 24, fine: 500_000 },
  { name: 'حرجة', name_en: 'Critical', severity: 4, color: '#cf1322', fix_hours: 6, fine: 1_000_000 },
];

const BODIES = [
  'مخرج الطوارئ مغلق بالأمتعة',
  'طفاية الحريق منتهية الصلاحية',
  'توصيلات كهربائية مكشوفة قرب الخيام',
  'تسرب مياه من دورات المياه',
  'تخزين أسطوانات الغاز داخل الخيمة',
  'عدم وجود لوحات إرشادية',
  'تجاوز الطاقة الاستيعابية للخيمة',
  'نفايات متراكمة خارج الحاويات',
];

/** The path each demo violation takes, and how far. */
const PATHS = [
  ['assign'],
  ['assign', 'view'],
  ['assign', 'view', 'object'],
  ['assign', 'view', 'object', 'refuse_objection'],
  ['assign', 'view', 'object', 'accept_objection'],
  ['assign', 'view', 'evidence', 'answer', 'complete'],
  ['assign', 'view', 'lock'],
  ['cancel'],
  ['assign', 'view', 'object', 'refuse_objection', 'evidence', 'answer', 'complete'],
  // Last: a draft (a company never sees one, so the first record of each is one it may read).
  [],
] as const;

export async function seedViolations(db: Db, files: SeedFiles) {
  const ctx = { db, storage: files.storage } as AppContext;
  // The demo loads history, not news: the notices its moves write are removed at the end.
  const [{ last }] = await query<{ last: number }>(
    db,
    sql`select coalesce(max(id), 0)::int as last from notifications`,
  );
  const people = await query<{ code: string; id: number }>(
    db,
    sql`select split_part(email, '@', 1) as code, id from users
         where email in ('kdana@demo.mashaer.sa', 'gov@demo.mashaer.sa', 'raft_company@demo.mashaer.sa', 'raft_office@demo.mashaer.sa')`,
  );
  const by = new Map(people.map((p) => [p.code, p.id]));
  const kdana = await demoActor(db, by.get('kdana')!);
  const gov = await demoActor(db, by.get('gov')!);
  const levelIds: number[] = [];
  for (const l of LEVELS) {
    const [row] = await db.insert(violationLevels).values(l).returning({ id: violationLevels.id });
    levelIds.push(row.id);
  }
  const companies: [Actor, number[]][] = [];
  for (const code of ['raft_company', 'raft_office']) {
    const actor = await demoActor(db, by.get(code)!);
    const held = await query<{ camp_id: number }>(
      db,
      sql`select camp_id from assign_camps where company_id = ${actor.id} and status <> 'returned' order by camp_id limit 5`,
    );
    if (held.length) companies.push([actor, held.map((h) => h.camp_id)]);
  }
  const area = { ...violations.violationAttachments, downloadUrl: violations.downloadUrl };
  const upload = (actor: Actor, id: number, slot: string, name: string, data: Buffer) =>
    uploadAttachment(
      ctx,
      bufferUpload(name, data),
      area,
      actor,
      id,
      slot,
      'general/violation_forms/attachments',
    );
  const done: number[] = [];
  let n = 0;
  for (const [company, camps] of companies)
    for (const path of PATHS) {
      const i = n++;
      const created = await violations.store(ctx, gov, {
        camp_id: camps[i % camps.length],
        violation_form_level_id: levelIds[i % levelIds.length],
        body: BODIES[i % BODIES.length],
        lat: 21.413 + (i % 7) / 1000,
        lng: 39.893 + (i % 5) / 1000,
      });
      const id = created.data.id;
      await upload(gov, id, 'image_1', 'photo-1.png', PHOTO);
      await upload(gov, id, 'image_2', 'photo-2.png', PHOTO);
      for (const step of path) {
        if (step === 'assign') await assign(ctx, kdana, { violation_form_ids: [id] });
        else if (step === 'view') await violations.edit(ctx, company, id);
        else if (step === 'evidence') await upload(company, id, 'evidence_1', 'fix.png', PHOTO);
        else if (step === 'object') {
          await upload(company, id, 'rejection_file', 'objection.pdf', receiptPdf(['Objection', `V ${id}`]));
          await violations.act(ctx, company, id, 'object', { rejection_cause: 'المخالفة على مخيم مجاور' });
        } else if (step === 'refuse_objection')
          await violations.act(ctx, kdana, id, step, { reject_answer: 'ثبتت المخالفة بالصور، يرجى الإصلاح' });
        else if (step === 'answer') await violations.act(ctx, company, id, step, { answer: 'تم الإصلاح' });
        else if (step === 'lock') {
          // Past its deadline: the deadline job locks it.
          await query(db, sql`update violations set due_at = now() - interval '1 hour' where id = ${id}`);
          await lockOverdue(db, kdana);
        } else await violations.act(ctx, kdana, id, step, {});
      }
      if (path.at(-1) === 'complete' && companies[0][0] === company) done.push(id);
    }
  // A regulatory order from two of the raft company's violations, with its sadad bill.
  if (done.length >= 2) await orders.store(ctx, kdana, { violation_form_ids: done.slice(0, 2) });
  await seedBenefits(
    ctx,
    kdana,
    companies.flatMap(([, camps]) => camps),
  );
  await query(db, sql`delete from notifications where id > ${last}`);
}

async function seedBenefits(ctx: AppContext, kdana: Actor, camps: number[]) {
  for (const [k, rooms] of [20, 12, 8].entries()) {
    const [b] = await ctx.db
      .insert(publicBenefits)
      .values({ label_number: `WC-${101 + k}`, num_of_rooms: rooms, description: 'مجمع دورات مياه' })
      .returning();
    for (const [j, camp] of camps.slice(k, k + 2).entries())
      await benefitCamps.store(ctx, kdana, {
        public_benefit_id: b.id,
        camp_id: camp,
        camp_num_of_rooms: 3 + j,
      });
  }
}
