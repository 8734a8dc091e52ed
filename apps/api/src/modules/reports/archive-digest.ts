import { type SQL, sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client';

export const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/** A set of rows' count and digest (a table's, or the part of it `where` selects). */
export type Digest = { name: string; rows: number; digest: string };

/**
 * A table's row count and digest (or of its rows `where` selects): the sum of every row's MD5 (its
 * first 60 bits), an order-free fingerprint of its content that a copy must reproduce: the restored
 * database's (archive-file.ts), the season at activation (archive.season.ts).
 */
export async function tableDigest(db: Tx, table: string, where?: SQL) {
  const [r] = await query<{ n: string; d: string }>(
    db,
    sql`select count(*)::text as n,
               coalesce(sum(('x' || substr(md5(to_jsonb(t)::text), 1, 15))::bit(60)::bigint::numeric), 0)::text as d
          from ${ident(table)} t ${where ? sql`where ${where}` : sql``}`,
  );
  return { rows: Number(r.n), digest: r.d };
}
