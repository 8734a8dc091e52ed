import { PERMISSION_NAMES, USER_TYPES } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Actor } from '../../lib/actor';
import * as requests from '../../modules/orders/cancel-requests.service';
import * as licence from '../../modules/orders/order-licence.service';
import * as reports from '../../modules/orders/reports.service';
import { type Db, query } from '../client';
import { demoOrder, orderActors } from './orders';

/** YYYY-MM-DD, `days` from today. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * After approval (issue 17), through the real services so every row has its timeline, versions
 * and documents: licensed orders of the raft company with reports in every status (old, approve,
 * disapproved, pending), an extended licence, an expired one, a handed-over order, one cancelled
 * at handover, and cancel requests open, rejected and approved (that order and its licence
 * cancelled). The demo's one `approved` order stays unlicensed for a person to license.
 */
export async function seedOrderLicences(db: Db) {
  const [{ n }] = await query<{ n: number }>(
    db,
    sql`select count(*)::int as n from orders where license_number is not null`,
  );
  if (n > 0) return;
  const who = await query<{ id: number; type_id: number; email: string }>(
    db,
    sql`select id, type_id, email from users where email in ('kdana@demo.mashaer.sa', 'consultant@demo.mashaer.sa', 'raft_company@demo.mashaer.sa')`,
  );
  const actor = (email: string): Actor | null => {
    const u = who.find((w) => w.email === email);
    if (!u) return null;
    const type = USER_TYPES.find((t) => t.id === u.type_id);
    return {
      id: u.id,
      orgId: u.id,
      typeId: u.type_id,
      typeCode: type?.code ?? '',
      isAuthority: type?.authority ?? false,
      permissions: new Set(PERMISSION_NAMES),
      lang: 'ar',
      ip: null,
    };
  };
  const kdana = actor('kdana@demo.mashaer.sa');
  const consultant = actor('consultant@demo.mashaer.sa');
  const company = actor('raft_company@demo.mashaer.sa');
  if (!kdana || !consultant || !company) return;
  const ctx = { db } as AppContext;
  const [{ since }] = await query<{ since: string }>(db, sql`select now()::text as since`);
  const template = await query<{ id: number }>(
    db,
    sql`select id from orders where status = 'approved' order by id limit 1`,
  );
  if (!template.length) return;

  // Eight more approved orders like the demo's approved one (same camp, parties, services), each
  // brought to approval by the workflow kernel.
  const [t] = await query<{
    company_id: number;
    camp_id: number;
    number_of_hijaj: number;
    camp_size: number;
    count_day: number;
  }>(
    db,
    sql`select company_id, camp_id, number_of_hijaj, camp_size, count_day from orders where id = ${template[0].id}`,
  );
  const works = (
    await query<{ service_id: number }>(
      db,
      sql`select service_id from order_services where order_id = ${template[0].id} order by id`,
    )
  ).map((s) => s.service_id);
  const parties = await orderActors(db, t.company_id);
  if (!parties) return;
  const ids: number[] = [];
  for (let i = 0; i < 8; i++) {
    const o = await demoOrder(
      db,
      parties,
      'approved',
      {
        camp_id: t.camp_id,
        number_of_hijaj: t.number_of_hijaj + i * 10,
        camp_size: t.camp_size,
        count_day: t.count_day,
        planed_achive_date: day(40 + i),
      },
      works,
    );
    ids.push(o.id);
  }
  const issue = (id: number, k: number, from = -10, until = 30) =>
    licence.addLicense(ctx, kdana, id, {
      license_number: `LIC-${1447}-${String(100 + k).padStart(4, '0')}`,
      license_add_date: day(from),
      expiry: day(until),
    });
  for (const [k, id] of ids.entries())
    if (k === 3)
      await issue(id, k, -60, -10); // expired ten days ago
    else await issue(id, k);

  const [a, b, c, , e, f, g, h] = ids;
  // Reports: a → the first old, the second approved; b → disapproved; c → pending.
  const r1 = await reports.store(ctx, consultant, {
    order_id: a,
    progress: 30,
    notes: 'تم تركيب الأرضيات في الجزء الشمالي',
  });
  const r2 = await reports.store(ctx, consultant, {
    order_id: a,
    progress: 70,
    notes: 'اكتمال المظلات والأرضيات',
  });
  void r1;
  await reports.changeStatus(ctx, kdana, { report_id: r2.id, status: 'approve' });
  const rb = await reports.store(ctx, consultant, { order_id: b, progress: 20, notes: 'بدء الأعمال' });
  await reports.changeStatus(ctx, kdana, {
    report_id: rb.id,
    status: 'disapproved',
    reason: 'الصور المرفقة غير واضحة',
  });
  await reports.store(ctx, consultant, { order_id: c, progress: 45, notes: 'الأعمال على الجدول' });
  // c: an extended licence (a second version).
  await licence.extendLicense(ctx, kdana, c, { expiry: day(60), reason: 'تأخر توريد المظلات' });
  // e: handed over; f: cancelled at handover.
  const checks = (await licence.findSafety(ctx, kdana, e)).data.checks.map((x) => x.key);
  await licence.handover(ctx, kdana, e, { checks });
  await licence.cancelByTsleem(ctx, kdana, f, 'عدم مطابقة التمديدات الكهربائية لاشتراطات السلامة');
  // Cancel requests: g open; a rejected; h approved (the order and its licence cancelled).
  await requests.store(ctx, company, { order_id: g, type: 'cancel', reason: 'تغيير خطة التشغيل للمخيم' });
  const ra = await requests.store(ctx, company, { order_id: a, type: 'cancel', reason: 'تقليص الأعمال' });
  await requests.changeStatus(ctx, kdana, {
    request_id: ra.id,
    status: 'rejected',
    reason: 'الأعمال قاربت على الانتهاء',
  });
  const rh = await requests.store(ctx, company, {
    order_id: h,
    type: 'cancel',
    reason: 'إلغاء الحجز على المخيم',
  });
  await requests.changeStatus(ctx, kdana, { request_id: rh.id, status: 'approved' });
  // The demo loads history, not news: the notices these calls wrote are not kept.
  await query(
    db,
    sql`delete from notifications where created_at >= ${since}::timestamptz
          and (link like '/orders/%' or link like '/reports/%')`,
  );
}
