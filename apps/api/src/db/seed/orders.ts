import { ORDER_STATUSES, type OrderStatus, orderNumber } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import { seasonOf } from '../../lib/site-time';
import { type Db, query, type Tx } from '../client';
import { seedOrderLicences } from './order-licences';

/**
 * The order catalogue (specialties, services with inputs and pledges, guide offices) and demo
 * orders of the raft company in every status, naming the demo consultant and contractor. Also
 * gives the demo roles the order permissions their screens use (updating an order; the
 * contractor's inbox).
 */
export async function seedOrders(db: Db) {
  await db.transaction(async (tx) => {
    const ids = await demoIds(tx);
    if (!ids.raft_company || !ids.consultant || !ids.contractor) return;
    await grant(tx, ['raft_company', 'raft_office', 'service_provider'], 'order-update');
    await grant(tx, ['raft_company', 'raft_office', 'service_provider'], 'order-re-assign');
    await grant(tx, ['kdana'], 'order-prepare');
    await grant(tx, ['contractor'], 'order-consulting-index');
    for (const p of ['order-cancel-request-index', 'order-report-index'])
      await grant(tx, ['raft_company', 'raft_office', 'service_provider'], p);
    const services = await catalogue(tx);
    await demoOrders(tx, ids, services);
  });
  await seedOrderLicences(db);
}

async function demoIds(tx: Tx) {
  const rows = await query<{ id: number; email: string }>(
    tx,
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

/** The path to each status: the events a demo order in that status went through. */
const PATHS: Partial<Record<OrderStatus, [string, OrderStatus][]>> = {
  draft: [],
  sent: [['send', 'sent']],
  consultant_accepted: [
    ['send', 'sent'],
    ['consultant_accept', 'consultant_accepted'],
  ],
  contractor_accepted: [
    ['send', 'sent'],
    ['contractor_accept', 'contractor_accepted'],
  ],
  under_review: [
    ['send', 'sent'],
    ['consultant_accept', 'consultant_accepted'],
    ['contractor_accept', 'under_review'],
  ],
  returned: [
    ['send', 'sent'],
    ['consultant_accept', 'consultant_accepted'],
    ['contractor_accept', 'under_review'],
    ['disapprove', 'returned'],
  ],
  approved: [
    ['send', 'sent'],
    ['consultant_accept', 'consultant_accepted'],
    ['contractor_accept', 'under_review'],
    ['approve', 'approved'],
  ],
  cancelled: [
    ['send', 'sent'],
    ['cancel', 'cancelled'],
  ],
};

/**
 * One order of the raft company in every status, on its camps, for flooring and shading (services
 * that ask for no file, so every order is complete as it stands).
 */
async function demoOrders(tx: Tx, ids: Awaited<ReturnType<typeof demoIds>>, services: Map<string, number>) {
  const [{ n }] = await query<{ n: number }>(tx, sql`select count(*)::int as n from orders`);
  if (n > 0) return;
  const campRows = await query<{ camp_id: number }>(
    tx,
    sql`select camp_id from assign_camps where company_id = ${ids.raft_company!} and status <> 'returned' order by id limit 8`,
  );
  if (!campRows.length) return;
  const season = seasonOf();
  let seq = 0;
  for (const status of ORDER_STATUSES) {
    const path = PATHS[status];
    if (!path) continue; // the states after approval are reached by the licence seed (order-licences.ts)
    seq++;
    const camp = campRows[(seq - 1) % campRows.length].camp_id;
    const reason = status === 'returned' ? 'يرجى توضيح مواقع المظلات على المخطط' : null;
    const [o] = await query<{ id: number }>(
      tx,
      sql`insert into orders (number, season, status, company_id, filed_by, camp_id, number_of_hijaj, camp_size,
                              count_day, planed_achive_date, consultant_id, contractor_id, reason, approved_at, created_by)
          values (${orderNumber(season, seq)}, ${season}, ${status}, ${ids.raft_company!}, ${ids.raft_company!}, ${camp},
                  ${800 + seq * 50}, ${2400 + seq * 100}, ${3 + (seq % 4)}, ${new Date(Date.UTC(2027, 4, 1 + seq)).toISOString().slice(0, 10)},
                  ${ids.consultant!}, ${ids.contractor!}, ${reason},
                  ${status === 'approved' ? sql`now()` : null}, ${ids.raft_company!})
          returning id`,
    );
    for (const name of ['Flooring', 'Shading'])
      await query(
        tx,
        sql`insert into order_services (order_id, service_id) values (${o.id}, ${services.get(name)!})`,
      );
    const actorOf: Record<string, number> = {
      send: ids.raft_company!,
      cancel: ids.raft_company!,
      consultant_accept: ids.consultant!,
      contractor_accept: ids.contractor!,
      approve: ids.kdana ?? ids.raft_company!,
      disapprove: ids.kdana ?? ids.raft_company!,
    };
    let from: string | null = null;
    const events: [string, string][] = [['created', 'draft'], ...path];
    let minutes = events.length * 60;
    for (const [action, to] of events) {
      await query(
        tx,
        sql`insert into workflow_events (workflow, record_id, from_status, to_status, action, actor_id, reason, created_at)
            values ('order', ${o.id}, ${from}, ${to}, ${action}, ${actorOf[action] ?? ids.raft_company!},
                    ${action === 'disapprove' ? reason : null}, now() - make_interval(mins => ${minutes}))`,
      );
      from = to;
      minutes -= 60;
    }
  }
  await query(
    tx,
    sql`insert into order_seasons (season, last_seq) values (${season}, ${seq})
        on conflict (season) do update set last_seq = greatest(order_seasons.last_seq, excluded.last_seq)`,
  );
}
