import { sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { auth, suiteApp, userId } from '../helpers';
import { multipart, PDF } from '../multipart';
import { EXACT_ANSWERS } from '../test-env';

/**
 * Orders for additional works (issue 16): the app with a token per demo account, the parties'
 * ids and the services by English name, filled in the calling file's beforeAll (the app closed in
 * its afterAll), and the helpers that file, upload and send orders.
 */
export function ordersApp() {
  const s = suiteApp(
    [
      'admin',
      'kdana',
      'raft_company',
      'raft_office',
      'consultant',
      'contractor',
      'service_provider',
      'employee@demo.mashaer.sa',
    ],
    { env: EXACT_ANSWERS, timeout: 180_000 },
  );
  const tok = s.tok;
  const id: Record<string, number> = {};
  const svc: Record<string, number> = {};
  const { call, rows } = s;

  beforeAll(async () => {
    for (const t of ['raft_company', 'raft_office', 'consultant', 'contractor', 'service_provider'])
      id[t] = await userId(s.app, `${t}@demo.mashaer.sa`);
    for (const r of await rows<{ id: number; name_en: string }>(sql`select id, name_en from services`))
      svc[r.name_en] = r.id;
  }, 180_000);

  const campOf = async (company: number, skip = 0) =>
    (
      await rows<{ camp_id: number }>(
        sql`select camp_id from assign_camps where company_id = ${company} and status <> 'returned' order by id offset ${skip} limit 1`,
      )
    )[0].camp_id;

  async function newOrder(services: string[], over: Record<string, unknown> = {}, token = tok.raft_company) {
    const res = await call('POST', 'general/orders/store', token, {
      camp_id: await campOf(id.raft_company),
      number_of_hijaj: 1200,
      camp_size: 3000,
      count_day: 5,
      planed_achive_date: '2027-05-20',
      consultant_id: id.consultant,
      contractor_id: id.contractor,
      services: services.map((s) => svc[s]),
      ...over,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as {
      id: number;
      number: string;
      status: string;
      allowed_actions: string[];
      services: {
        id: number;
        service_id: number;
        inputs: { input_id: number }[];
        specialist_slot: string | null;
      }[];
      pledges: { id: number }[];
    };
  }

  async function upload(
    kind: 'Pledges' | 'Specialists' | '',
    orderId: number,
    refId: number,
    token = tok.raft_company,
  ) {
    const body = await multipart({}, { file: { name: 'f.pdf', data: PDF, type: 'application/pdf' } });
    return s.app.inject({
      method: 'POST',
      url: `/api/general/orders/upload${kind}Attachments?order_id=${orderId}&ref_id=${refId}`,
      payload: body.payload,
      headers: { ...auth(token), ...body.headers },
    });
  }

  const send = (orderId: number, token = tok.raft_company) =>
    call('POST', `general/orders/send/${orderId}`, token);
  const statusOf = async (orderId: number) =>
    (await rows<{ status: string }>(sql`select status from orders where id = ${orderId}`))[0].status;

  /** A complete order of one fileless service (flooring), sent, ready for the parties. */
  async function sentOrder() {
    const o = await newOrder(['Flooring']);
    const s = await send(o.id);
    expect(s.statusCode, s.body).toBe(200);
    return o;
  }

  return { app: () => s.app, tok, id, svc, call, rows, campOf, newOrder, upload, send, statusOf, sentOrder };
}
