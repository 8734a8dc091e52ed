/**
 * The works licence of an order (issue 17) as a verifiable document (lib/documents): issued by
 * `add-license`, its end of validity moved by `extend_license` (the document's `extended`), and
 * cancelled with the order (cancel-by-tsleem, an approved cancel request). The content leaves the
 * expiry out on purpose: the documents row holds the validity, so an extension keeps the printed
 * QR code genuine and shows the new date.
 */
import { translate } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client';
import type { DocumentDef } from '../../lib/documents';
import { siteTimeZone } from '../../lib/site-time';

export async function licenceContent(db: Tx, id: number) {
  const [o] = await query<{
    number: string;
    license_number: string | null;
    license_add_date: string | null;
    company_id: number;
    camp_number: string;
  }>(
    db,
    sql`select o.number, o.license_number, o.license_add_date::text as license_add_date, o.company_id, c.camp_number
          from orders o join camps c on c.id = o.camp_id where o.id = ${id}`,
  );
  if (!o?.license_number) return null;
  const services = await query<{ service_id: number }>(
    db,
    sql`select service_id from order_services where order_id = ${id} order by service_id`,
  );
  return { ...o, services: services.map((s) => s.service_id) };
}

/** The instants a licence is valid between: the start of its issue day and the last second of its expiry day, in the site's zone. */
export async function licenceWindow(db: Tx, addDate: string, expiry: string) {
  const [w] = await query<{ from: string; until: string }>(
    db,
    sql`select (${addDate}::date::timestamp at time zone ${siteTimeZone()}) as "from",
               ((${expiry}::date + 1)::timestamp - interval '1 second') at time zone ${siteTimeZone()} as "until"`,
  );
  return { from: new Date(w.from), until: new Date(w.until) };
}

export const orderLicenceDocument: DocumentDef = {
  content: licenceContent,
  async describe(db: Tx, id: number, lang: 'ar' | 'en') {
    const [o] = await query<{ license_number: string | null; number: string }>(
      db,
      sql`select license_number, number from orders where id = ${id}`,
    );
    return {
      number: o?.license_number ?? String(id),
      title: `${translate(lang, 'order.licence_title')} — ${o?.number ?? ''}`,
    };
  },
};
