import { sql } from 'drizzle-orm';
import { query } from '../../src/db/client';
import { jobs } from '../../src/db/schema';
import { type TestApp, tokenFor } from '../helpers';
import { multipart, PDF, PNG, registerCompany } from './harness-uploads';

/**
 * Data each area needs so the object-scope suite finds another organisation's rows. A later area
 * whose seed leaves its table empty adds one line here.
 */
export const FIXTURES: { name: string; create: (app: TestApp) => Promise<void> }[] = [
  {
    // `my-questionnaires/:id` takes a questionnaire, reached only through the caller's assignment:
    // one assigned to the service provider alone (as if its creator) is another company's record.
    name: 'a published questionnaire assigned to the service provider alone',
    create: async (app) => {
      await app.ctx.db.execute(sql`
        with sp as (select id, type_id from users where email = 'service_provider@demo.mashaer.sa'),
        q as (insert into questionnaires (title, title_en, opens_at, closes_at, status, created_by, published_at)
              select 'استبيان المزود', 'Provider survey', current_date, current_date + 30, 'published', sp.id, now()
                from sp returning id)
        insert into questionnaire_assignments (questionnaire_id, user_id, company_id, type_id)
        select q.id, sp.id, sp.id, sp.type_id from q, sp`);
    },
  },
  {
    name: 'a registered company with documents (files)',
    create: async (app) => {
      const { res } = await registerCompany(app);
      if (res.statusCode !== 201) throw new Error(`registration fixture ${res.statusCode} ${res.body}`);
    },
  },
  {
    name: 'the first assignment of each demo company, with its kroky drawing and assignment file',
    create: async (app) => {
      const rows = await query<{ id: number }>(
        app.ctx.db,
        sql`select min(a.id) as id from assign_camps a join users u on u.id = a.company_id
             where u.email like '%@demo.mashaer.sa' and a.status <> 'returned' group by a.company_id`,
      );
      const token = await tokenFor(app, 'kdana');
      for (const { id } of rows) {
        const body = multipart(
          [['assign_camp_id', String(id)]],
          [
            { field: 'kroky', filename: 'kroky.png', content: PNG },
            { field: 'assign_file', filename: 'assign.pdf', content: PDF },
          ],
        );
        const res = await app.inject({
          method: 'POST',
          url: '/api/general/assign_camps_attachments/store',
          headers: { authorization: `Bearer ${token}`, ...body.headers },
          payload: body.payload,
        });
        if (res.statusCode !== 201) throw new Error(`assignment files fixture ${res.statusCode} ${res.body}`);
      }
    },
  },
  {
    name: 'an export job of each demo company (jobs are their creator’s alone)',
    create: async (app) => {
      const rows = await query<{ id: number }>(
        app.ctx.db,
        sql`select id from users where email in ('raft_company@demo.mashaer.sa', 'service_provider@demo.mashaer.sa')`,
      );
      // Finished, with its file: the owner's positive control reads and downloads it.
      for (const { id } of rows) {
        const file = `xlsxfixture${id}abcdefghijklmnop`;
        await app.ctx.storage.put(file, Buffer.from('PK'));
        await app.ctx.db.insert(jobs).values({
          type: 'export',
          payload: { list: 'camps', filters: {}, lang: 'en' },
          status: 'done',
          progress: 100,
          result: { file, name: 'camps.xlsx', rows: 0 },
          created_by: id,
          finished_at: new Date(),
        });
      }
    },
  },
  {
    name: 'a receipt on each demo company’s first unpaid sadad order and issued invoice (finance)',
    create: async (app) => {
      for (const [code, email] of [
        ['raft_company', 'raft_company@demo.mashaer.sa'],
        ['raft_office', 'raft_office@demo.mashaer.sa'],
      ]) {
        const token = await tokenFor(app, code);
        for (const [table, path] of [
          ['sadad_orders', 'sadad/upload_docs?sadad_order_id='],
          ['invoices', 'invoices/upload_docs?invoice_id='],
        ]) {
          const [row] = await query<{ id: number }>(
            app.ctx.db,
            sql`select t.id from ${sql.identifier(table)} t join users u on u.id = t.company_id
                 where u.email = ${email} and t.status = 'issued' order by t.id limit 1`,
          );
          if (!row) continue;
          const body = multipart([], [{ field: 'file', filename: 'receipt.pdf', content: PDF }]);
          const res = await app.inject({
            method: 'POST',
            url: `/api/general/${path}${row.id}`,
            headers: { authorization: `Bearer ${token}`, ...body.headers },
            payload: body.payload,
          });
          if (res.statusCode !== 200) throw new Error(`receipt fixture ${res.statusCode} ${res.body}`);
        }
      }
    },
  },
  {
    name: 'an order of the demo raft company with an uploaded pledge (attachments of orders)',
    create: async (app) => {
      const token = await tokenFor(app, 'raft_company');
      const [camp] = await query<{ camp_id: number; svc: number }>(
        app.ctx.db,
        sql`select a.camp_id, (select id from services where name_en = 'Electrical extensions') as svc
              from assign_camps a join users u on u.id = a.company_id
             where u.email = 'raft_company@demo.mashaer.sa' and a.status <> 'returned' order by a.id limit 1`,
      );
      const headers = { authorization: `Bearer ${token}` };
      const store = await app.inject({
        method: 'POST',
        url: '/api/general/orders/store',
        headers,
        payload: {
          camp_id: camp.camp_id,
          number_of_hijaj: 10,
          camp_size: 10,
          count_day: 1,
          planed_achive_date: '2027-05-20',
          services: [camp.svc],
        },
      });
      if (store.statusCode !== 201) throw new Error(`order fixture ${store.statusCode} ${store.body}`);
      const order = store.json().data as { id: number; pledges: { id: number }[] };
      const body = multipart([], [{ field: 'file', filename: 'pledge.pdf', content: PDF }]);
      const up = await app.inject({
        method: 'POST',
        url: `/api/general/orders/uploadPledgesAttachments?order_id=${order.id}&ref_id=${order.pledges[0].id}`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
      if (up.statusCode !== 201) throw new Error(`order pledge fixture ${up.statusCode} ${up.body}`);
    },
  },
  {
    name: "the raft company's re-assign/lock order files: a drawing, a payment document, a re-delivery file",
    create: async (app) => {
      const [company, kdana] = await Promise.all([tokenFor(app, 'raft_company'), tokenFor(app, 'kdana')]);
      const uploads: [string, string, string][] = [
        ['draft', 'general/reassign_kroky_documents/store', company],
        ['awaiting_payment', 'general/reassign_payment_documents/store', company],
        ['redelivery_booked', 'general/reassign_order/re-delivery/file/store', kdana],
      ];
      for (const [status, url, token] of uploads) {
        const [order] = await query<{ id: number }>(
          app.ctx.db,
          sql`select o.id from reassign_orders o join users u on u.id = o.company_id
               where u.email = 'raft_company@demo.mashaer.sa' and o.status = ${status} order by o.id limit 1`,
        );
        const body = multipart([], [{ field: 'file', filename: 'file.pdf', content: PDF }]);
        const res = await app.inject({
          method: 'POST',
          url: `/api/${url}?reassign_order_id=${order.id}`,
          headers: { authorization: `Bearer ${token}`, ...body.headers },
          payload: body.payload,
        });
        if (res.statusCode !== 201) throw new Error(`re-assign files fixture ${res.statusCode} ${res.body}`);
      }
    },
  },
  {
    name: "a site image on the demo raft company's pending achievement report (attachments of reports)",
    create: async (app) => {
      const [row] = await query<{ id: number }>(
        app.ctx.db,
        sql`select r.id from order_reports r join users u on u.id = r.company_id
             where u.email = 'raft_company@demo.mashaer.sa' and r.status = 'pending' order by r.id limit 1`,
      );
      if (!row) return;
      const body = multipart([], [{ field: 'file', filename: 'site.png', content: PNG, type: 'image/png' }]);
      const res = await app.inject({
        method: 'POST',
        url: `/api/general/orders/add-gis-img/${row.id}?lat=21.41&lng=39.89`,
        headers: { authorization: `Bearer ${await tokenFor(app, 'consultant')}`, ...body.headers },
        payload: body.payload,
      });
      if (res.statusCode !== 201) throw new Error(`report image fixture ${res.statusCode} ${res.body}`);
    },
  },
  {
    name: 'a drawing on the first readiness licence of each demo company (attachments of licences)',
    create: async (app) => {
      for (const [code, email] of [
        ['raft_company', 'raft_company@demo.mashaer.sa'],
        ['raft_office', 'raft_office@demo.mashaer.sa'],
      ]) {
        const [row] = await query<{ id: number }>(
          app.ctx.db,
          sql`select t.id from readiness_licenses t join users u on u.id = t.company_id
               where u.email = ${email} order by t.id limit 1`,
        );
        if (!row) continue;
        const body = multipart([], [{ field: 'file', filename: 'kroky.pdf', content: PDF }]);
        const res = await app.inject({
          method: 'POST',
          url: `/api/general/simple-readiness-license/update-kroky?id=${row.id}`,
          headers: { authorization: `Bearer ${await tokenFor(app, code)}`, ...body.headers },
          payload: body.payload,
        });
        if (res.statusCode !== 201) throw new Error(`kroky fixture ${res.statusCode} ${res.body}`);
      }
    },
  },
  {
    name: 'a drawing on the first temporary licence order of each demo company',
    create: async (app) => {
      for (const [code, email] of [
        ['raft_company', 'raft_company@demo.mashaer.sa'],
        ['raft_office', 'raft_office@demo.mashaer.sa'],
      ]) {
        const [row] = await query<{ id: number }>(
          app.ctx.db,
          sql`select t.id from temp_license_orders t join users u on u.id = t.company_id
               where u.email = ${email} order by t.id limit 1`,
        );
        if (!row) continue;
        const body = multipart([], [{ field: 'file', filename: 'kroky.pdf', content: PDF }]);
        const res = await app.inject({
          method: 'POST',
          url: `/api/general/temp_license_order_kroky_documents/store?temp_license_order_id=${row.id}`,
          headers: { authorization: `Bearer ${await tokenFor(app, code)}`, ...body.headers },
          payload: body.payload,
        });
        if (res.statusCode !== 201) throw new Error(`temp kroky fixture ${res.statusCode} ${res.body}`);
      }
    },
  },
];
