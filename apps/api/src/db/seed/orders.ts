import { ORDER_STATUSES, type OrderAction, type OrderStatus } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../lib/actor';
import { audit } from '../../lib/audit';
import { seasonOf } from '../../lib/site-time';
import { applyAction, recordCreated } from '../../lib/workflow';
import { orderWorkflow } from '../../modules/orders/order.workflow';
import { insertOrder, nextNumber, setServices } from '../../modules/orders/orders.repository';
import { type Db, query, type Tx } from '../client';
import { demoActor } from './actors';
import { seedOrderLicences } from './order-licences';

/**
 * The order catalogue (specialties, services with inputs and pledges, guide offices) and demo
 * orders of the raft company in every status and of the raft office in a few, naming the demo
 * consultant and contractor, each brought to its status by the workflow kernel. Also
 * gives the demo roles the order permissions their screens use (updating an order; the
 * contractor's inbox).
 */
export async function seedOrders(db: Db) {
  const ids = await demoIds(db);
  if (!ids.raft_company || !ids.consultant || !ids.contractor) return;
  const services = await db.transaction(async (tx) => {
    await grant(tx, ['raft_company', 'raft_office', 'service_provider'], 'order-update');
    await grant(tx, ['raft_company', 'raft_office', 'service_provider'], 'order-re-assign');
    await grant(tx, ['kdana'], 'order-prepare');
    await grant(tx, ['contractor'], 'order-consulting-index');
    for (const p of ['order-cancel-request-index', 'order-report-index'])
      await grant(tx, ['raft_company', 'raft_office', 'service_provider'], p);
    return catalogue(tx);
  });
  await demoOrders(db, ids, services);
  await seedOrderLicences(db);
  await officeOrders(db, services);
}

async function demoIds(db: Db | Tx) {
  const rows = await query<{ id: number; email: string }>(
    db,
    sql`select id, email from users where email like '%@demo.mashaer.sa' and parent_id is null`,
  );
  const by = (code: string) => rows.find((r) => r.email === `${code}@demo.mashaer.sa`)?.id;
  return {
    raft_company: by('raft_company'),
    kdana: by('kdana'),
    consultant: by('consultant'),
    contractor: by('contractor'),
  };
}

/** Adds a permission to the demo role(s) held by the demo user of each type. */
async function grant(tx: Tx, codes: string[], permission: string) {
  await query(
    tx,
    sql`insert into role_permissions (role_id, permission_id)
        select distinct ur.role_id, p.id from user_roles ur
          join users u on u.id = ur.user_id
          join permissions p on p.name = ${permission}
         where u.email in (${sql.join(
           codes.map((c) => sql`${`${c}@demo.mashaer.sa`}`),
           sql`, `,
         )})
        on conflict do nothing`,
  );
}

type Spec = {
  name: string;
  name_en: string;
  is_req: number;
  services: {
    name: string;
    name_en: string;
    days: number;
    price: number | null;
    attachment: number;
    inputs: [string, string, string][];
    pledges: [string, string, string][];
  }[];
};

const CATALOGUE: Spec[] = [
  {
    name: 'الأعمال الكهربائية',
    name_en: 'Electrical works',
    is_req: 1,
    services: [
      {
        name: 'تمديدات كهربائية إضافية',
        name_en: 'Electrical extensions',
        days: 5,
        price: 250_000,
        attachment: 1,
        inputs: [['الحمل الكهربائي (كيلوواط)', 'Electrical load (kW)', 'number']],
        pledges: [
          [
            'تعهد السلامة الكهربائية',
            'Electrical safety pledge',
            'أتعهد بتنفيذ التمديدات وفق كود البناء السعودي وبإشراف مختص معتمد.',
          ],
        ],
      },
    ],
  },
  {
    name: 'التكييف والتبريد',
    name_en: 'Air conditioning',
    is_req: 1,
    services: [
      {
        name: 'تركيب وحدات تكييف',
        name_en: 'Air-conditioning units',
        days: 4,
        price: 180_000,
        attachment: 1,
        inputs: [
          ['عدد الوحدات', 'Number of units', 'number'],
          ['نوع الوحدات', 'Type of units', 'text'],
        ],
        pledges: [],
      },
    ],
  },
  {
    name: 'الأعمال الإنشائية',
    name_en: 'Civil works',
    is_req: 0,
    services: [
      {
        name: 'مطابخ إضافية',
        name_en: 'Extra kitchens',
        days: 7,
        price: 400_000,
        attachment: 1,
        inputs: [['مساحة المطبخ (م²)', 'Kitchen area (m²)', 'number']],
        pledges: [
          [
            'تعهد اشتراطات المطابخ',
            'Kitchen requirements pledge',
            'أتعهد بالالتزام باشتراطات الدفاع المدني والبلدية للمطابخ المؤقتة.',
          ],
        ],
      },
      { name: 'أرضيات', name_en: 'Flooring', days: 3, price: 90_000, attachment: 0, inputs: [], pledges: [] },
      { name: 'مظلات', name_en: 'Shading', days: 2, price: 60_000, attachment: 0, inputs: [], pledges: [] },
    ],
  },
  {
    name: 'السلامة والحماية من الحريق',
    name_en: 'Fire safety',
    is_req: 1,
    services: [
      {
        name: 'أنظمة إطفاء الحريق',
        name_en: 'Fire-fighting systems',
        days: 6,
        price: null,
        attachment: 1,
        inputs: [['عدد الطفايات', 'Number of extinguishers', 'number']],
        pledges: [
          [
            'تعهد السلامة من الحريق',
            'Fire safety pledge',
            'أتعهد بصيانة أنظمة الإطفاء طوال الموسم وتدريب العاملين عليها.',
          ],
        ],
      },
    ],
  },
];

/** Loads the catalogue once; answers the ids of the services by English name. */
async function catalogue(tx: Tx) {
  const out = new Map<string, number>();
  const [{ n }] = await query<{ n: number }>(tx, sql`select count(*)::int as n from specialists`);
  if (n === 0) {
    for (const s of CATALOGUE) {
      const [sp] = await query<{ id: number }>(
        tx,
        sql`insert into specialists (name, name_en, is_req, active) values (${s.name}, ${s.name_en}, ${s.is_req}, 1) returning id`,
      );
      for (const v of s.services) {
        const [svc] = await query<{ id: number }>(
          tx,
          sql`insert into services (specialist_id, name, name_en, days_count, price, needs_attachment, active)
              values (${sp.id}, ${v.name}, ${v.name_en}, ${v.days}, ${v.price}, ${v.attachment}, 1) returning id`,
        );
        for (const [label, label_en, type] of v.inputs)
          await query(
            tx,
            sql`insert into service_inputs (service_id, label, label_en, type, required) values (${svc.id}, ${label}, ${label_en}, ${type}, 1)`,
          );
        for (const [title, title_en, body] of v.pledges)
          await query(
            tx,
            sql`insert into pledges (service_id, title, title_en, body, required) values (${svc.id}, ${title}, ${title_en}, ${body}, 1)`,
          );
      }
    }
    await query(
      tx,
      sql`insert into guide_offices (name, name_en, phone, email, license_number) values
          ('مكتب الإرشاد الهندسي بمنى', 'Mina engineering guide office', '0125550101', 'mina-guides@example.sa', 'GO-1001'),
          ('مكتب الإرشاد الهندسي بعرفات', 'Arafat engineering guide office', '0125550102', 'arafat-guides@example.sa', 'GO-1002')`,
    );
  }
  for (const r of await query<{ id: number; name_en: string }>(tx, sql`select id, name_en from services`))
    out.set(r.name_en, r.id);
  return out;
}

/** The actions that bring a new (draft) order to each demo status, and who takes each. */
const PATHS: Partial<Record<OrderStatus, OrderAction[]>> = {
  draft: [],
  sent: ['send'],
  consultant_accepted: ['send', 'consultant_accept'],
  contractor_accepted: ['send', 'contractor_accept'],
  under_review: ['send', 'consultant_accept', 'contractor_accept'],
  returned: ['send', 'consultant_accept', 'contractor_accept', 'disapprove'],
  approved: ['send', 'consultant_accept', 'contractor_accept', 'approve'],
  cancelled: ['send', 'cancel'],
};
const RETURNED = 'يرجى توضيح مواقع المظلات على المخطط';

type OrderActors = { company: Actor; consultant: Actor; contractor: Actor; kdana: Actor };
type Party = 'company' | 'consultant' | 'contractor' | 'kdana';
const TAKEN_BY: Record<string, Party> = {
  send: 'company',
  cancel: 'company',
  consultant_accept: 'consultant',
  contractor_accept: 'contractor',
  approve: 'kdana',
  disapprove: 'kdana',
};

/**
 * A new order of `who.company` (filed by it, naming the demo consultant and contractor) in draft,
 * with its creation event and audit row as `store` writes them, then brought to `status` by the
 * workflow kernel, each action taken by its party (the order's timeline, audit and notices are
 * the real ones). Flooring and shading ask for no file, so the order is complete as it stands.
 */
export async function demoOrder(
  db: Db,
  who: OrderActors,
  status: OrderStatus,
  values: {
    camp_id: number;
    number_of_hijaj: number;
    camp_size: number;
    count_day: number;
    planed_achive_date: string;
  },
  services: number[],
) {
  const path = PATHS[status];
  if (!path) throw new Error(`no demo path to ${status}`);
  return db.transaction(async (tx) => {
    const season = seasonOf();
    let row = await insertOrder(tx, {
      number: await nextNumber(tx, season),
      season,
      company_id: who.company.orgId,
      filed_by: who.company.orgId,
      ...values,
      consultant_id: who.consultant.orgId,
      contractor_id: who.contractor.orgId,
      created_by: who.company.id,
    });
    await recordCreated(tx, orderWorkflow, row.id, row.status, who.company);
    await setServices(tx, row.id, services);
    await audit(tx, null, {
      event: 'created',
      table: 'orders',
      recordId: row.id,
      new: row,
      module: 'orders',
      method: 'general/orders/store',
      userId: who.company.id,
      ip: null,
    });
    for (const action of path) {
      const reason = action === 'disapprove' ? RETURNED : null;
      row = (
        await applyAction(tx, orderWorkflow, who[TAKEN_BY[action]], row, action, {
          input: reason ? { reason } : {},
          reason,
          set: (to) => ({
            ...(reason ? { reason } : {}),
            ...(to === 'approved' ? { approved_at: new Date() } : {}),
          }),
        })
      ).row;
    }
    return row;
  });
}

/** The demo actors of the orders: a company, the consultant, the contractor and kdana. */
export async function orderActors(db: Db, companyId: number): Promise<OrderActors | null> {
  const ids = await demoIds(db);
  if (!ids.consultant || !ids.contractor || !ids.kdana) return null;
  return {
    company: await demoActor(db, companyId),
    consultant: await demoActor(db, ids.consultant),
    contractor: await demoActor(db, ids.contractor),
    kdana: await demoActor(db, ids.kdana),
  };
}

/** Camps the company holds (not returned), in assignment order. */
const campsOf = async (db: Db, companyId: number, limit: number) =>
  (
    await query<{ camp_id: number }>(
      db,
      sql`select camp_id from assign_camps where company_id = ${companyId} and status <> 'returned' order by id limit ${limit}`,
    )
  ).map((r) => r.camp_id);

/**
 * Demo orders in every status before the licence: the raft company's (one in each; record 1 of
 * the list and the first numbers are its), their camps, for flooring and shading.
 */
async function demoOrders(db: Db, ids: Awaited<ReturnType<typeof demoIds>>, services: Map<string, number>) {
  const [{ n }] = await query<{ n: number }>(db, sql`select count(*)::int as n from orders`);
  if (n > 0 || !ids.raft_company) return;
  const camps = await campsOf(db, ids.raft_company, 8);
  const who = await orderActors(db, ids.raft_company);
  if (!camps.length || !who) return;
  const works = ['Flooring', 'Shading'].map((name) => services.get(name)!);
  let seq = 0;
  for (const status of ORDER_STATUSES) {
    if (!PATHS[status]) continue; // the states after approval are reached by the licence seed (order-licences.ts)
    seq++;
    await demoOrder(db, who, status, orderValues(camps[(seq - 1) % camps.length], seq), works);
  }
}

/** The columns of the `seq`th demo order on `camp`. */
const orderValues = (camp_id: number, seq: number) => ({
  camp_id,
  number_of_hijaj: 800 + seq * 50,
  camp_size: 2400 + seq * 100,
  count_day: 3 + (seq % 4),
  planed_achive_date: new Date(Date.UTC(2027, 4, 1 + seq)).toISOString().slice(0, 10),
});

/**
 * The raft office's orders (issue 28 §18): a draft, a sent one, one under review and an approved
 * one, so a person trying the demo sees that each company lists only its own orders. Made after
 * the raft company's, so their numbers follow.
 */
async function officeOrders(db: Db, services: Map<string, number>) {
  const [office] = await query<{ id: number }>(
    db,
    sql`select id from users where email = 'raft_office@demo.mashaer.sa'`,
  );
  if (!office) return;
  const [{ n }] = await query<{ n: number }>(
    db,
    sql`select count(*)::int as n from orders where company_id = ${office.id}`,
  );
  const camps = await campsOf(db, office.id, 4);
  const who = await orderActors(db, office.id);
  if (n > 0 || !camps.length || !who) return;
  const works = ['Flooring', 'Shading'].map((name) => services.get(name)!);
  for (const [i, status] of (['draft', 'sent', 'under_review', 'approved'] as const).entries())
    await demoOrder(db, who, status, orderValues(camps[i % camps.length], 20 + i), works);
}
