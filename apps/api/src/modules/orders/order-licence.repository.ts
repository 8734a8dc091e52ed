/** Reads of an order's works licence: its validity computed from its dates, and its versions. */
import { LICENCE_STATE_LABELS, type LicenceState } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client';
import { siteTimeZone } from '../../lib/site-time';
import type { Order } from './orders.repository';

/** Today in the site's zone (YYYY-MM-DD): a licence is valid through its expiry day. */
const siteToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: siteTimeZone() }).format(new Date());

/** A licence's validity from its dates and the order's state (computed at every read). */
function licenceState(
  o: Pick<Order, 'license_number' | 'status' | 'expiry'>,
  versions: number,
  today = siteToday(),
): LicenceState | null {
  if (!o.license_number) return null;
  if (o.status === 'cancelled' || o.status === 'handover_cancelled') return 'cancelled';
  if (o.expiry && o.expiry < today) return 'expired';
  return versions > 1 ? 'extended' : 'valid';
}

/** The licence of an order as screens read it: fields, computed state and every version. */
export async function licenceSummary(db: Tx, o: Order, lang: 'ar' | 'en') {
  if (!o.license_number) return null;
  const versions = await query<{
    version: number;
    license_number: string;
    license_add_date: string;
    expiry: string;
    reason: string | null;
    created_at: string;
  }>(
    db,
    sql`select version, license_number, license_add_date::text as license_add_date, expiry::text as expiry, reason,
               created_at from order_license_versions where order_id = ${o.id} order by version`,
  );
  const state = licenceState(o, versions.length);
  return {
    license_number: o.license_number,
    license_add_date: o.license_add_date,
    expiry: o.expiry,
    state,
    state_text: state ? LICENCE_STATE_LABELS[state][lang] : null,
    versions,
  };
}
