import { translate } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client';
import type { DocumentDef } from '../../lib/documents';

/** What an approved readiness licence certifies: the camp, its company and the validity. */
export async function readinessContent(db: Tx, id: number) {
  const [r] = await query<{
    id: number;
    status: string;
    camp_number: string;
    company_id: number;
    validity_period: number | null;
    issued_at: string | null;
    expires_at: string | null;
    answers_hash: string | null;
  }>(
    db,
    sql`select r.id, r.status, c.camp_number, r.company_id, r.validity_period, r.issued_at, r.expires_at,
               f.answers_hash
          from readiness_licenses r join camps c on c.id = r.camp_id
          left join form_fillings f on f.id = r.filling_id
         where r.id = ${id}`,
  );
  if (!r) return null;
  const iso = (d: string | null) => (d === null ? null : new Date(d).toISOString());
  return {
    licence: r.id,
    camp: r.camp_number,
    company: r.company_id,
    validity_period: r.validity_period,
    issued_at: iso(r.issued_at),
    expires_at: iso(r.expires_at),
    answers: r.answers_hash,
  };
}

/** The approved readiness licence as a verifiable document (lib/documents). */
export const readinessDocument: DocumentDef = {
  content: readinessContent,
  async describe(_db: Tx, id: number, lang: 'ar' | 'en') {
    return { number: String(id), title: translate(lang, 'readiness.title') };
  },
};
