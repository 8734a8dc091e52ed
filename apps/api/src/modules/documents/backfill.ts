import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/**
 * Documents for records completed before the documents mechanism (and by the demo seed, which
 * writes signed records directly): every fully signed contract and every complete form filling
 * gets its live document, with the record's existing `verify_code` as its public code and the
 * hash the record already holds (both are the canonical content hash of lib/canonical). The same
 * statements run in the migration that created the table (drizzle/0011_wf-sign.sql).
 */
export async function backfillDocuments(tx: Tx) {
  await tx.execute(sql`
    insert into documents (type, record_id, code, code_sha256, sha256, issued_at, valid_from)
    select 'contract', c.id, c.verify_code, encode(sha256(convert_to(c.verify_code, 'UTF8')), 'hex'),
           c.content_hash, coalesce(c.signed_at, now()), coalesce(c.signed_at, now())
      from contracts c
     where c.contract_status = 'signed'
       and not exists (select 1 from documents d
                        where d.type = 'contract' and d.record_id = c.id and d.state = 'issued')`);
  await tx.execute(sql`
    insert into documents (type, record_id, code, code_sha256, sha256, issued_at, valid_from)
    select 'form_filling', f.id, f.verify_code, encode(sha256(convert_to(f.verify_code, 'UTF8')), 'hex'),
           f.answers_hash, coalesce(f.signed_at, f.answered_at, now()), coalesce(f.signed_at, f.answered_at, now())
      from form_fillings f join form_versions v on v.id = f.form_version_id
     where f.answers_hash is not null
       and (f.status = 'signed' or (f.status = 'answered' and jsonb_array_length(v.definition -> 'signers') = 0))
       and not exists (select 1 from documents d
                        where d.type = 'form_filling' and d.record_id = f.id and d.state = 'issued')`);
}
