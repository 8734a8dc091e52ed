/** The crash test's checks after a round: every acknowledged write is there, nothing half-written. */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Ack } from './writes';

export async function verify(dbUrl: string, uploadDir: string, acks: Ack[]) {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  const problems: string[] = [];
  let lost = 0;
  try {
    const regs = acks.filter((a): a is Extract<Ack, { kind: 'register' }> => a.kind === 'register');
    const found = await c.query(
      `select u.id, lower(u.email) as email, u.status,
              (select count(*)::int from audit_log a where a.table_name = 'users' and a.record_id = u.id::text and a.method = 'auth/register') as audits,
              (select count(*)::int from files f where f.entity = 'user' and f.entity_id = u.id) as files
         from users u where lower(u.email) = any($1::text[])`,
      [regs.map((r) => r.email)],
    );
    const byEmail = new Map(found.rows.map((r) => [r.email as string, r]));
    for (const r of regs) {
      const row = byEmail.get(r.email);
      if (!row) {
        lost++;
        problems.push(`acknowledged registration ${r.email} (#${r.id}) is missing`);
      } else if (row.audits !== 1) problems.push(`registration ${r.email} has ${row.audits} audit rows`);
    }
    const profiles = acks.filter((a): a is Extract<Ack, { kind: 'profile' }> => a.kind === 'profile');
    if (profiles.length) {
      const audited = await c.query(
        `select record_id, new_value->>'name' as name from audit_log where method = 'profile/update' and new_value->>'name' = any($1::text[])`,
        [profiles.map((p) => p.name)],
      );
      const have = new Set(audited.rows.map((r) => `${r.record_id}:${r.name}`));
      for (const p of profiles) {
        if (!have.has(`${p.userId}:${p.name}`)) {
          lost++;
          problems.push(`acknowledged profile update ${p.name} of user ${p.userId} has no audit row`);
        }
      }
    }
    // Half-written: every crash-test company has exactly its audit row and its 5 documents…
    const half = await c.query(
      `select u.email,
              (select count(*) from audit_log a where a.table_name = 'users' and a.record_id = u.id::text and a.method = 'auth/register') as audits,
              (select count(*) from files f where f.entity = 'user' and f.entity_id = u.id) as files
         from users u where u.email like 'crash-r-%'`,
    );
    for (const r of half.rows) {
      if (Number(r.audits) !== 1 || Number(r.files) !== 5)
        problems.push(`half-written registration ${r.email}: ${r.audits} audit rows, ${r.files} documents`);
    }
    // …every registration audit row has its user…
    const orphans = await c.query(
      `select a.record_id from audit_log a left join users u on u.id::text = a.record_id where a.method = 'auth/register' and u.id is null`,
    );
    for (const r of orphans.rows)
      problems.push(`audit row of a registration whose user ${r.record_id} does not exist`);
    // …every document row has its file on disk…
    const files = await c.query(`select id, storage_key from files where entity = 'user'`);
    for (const f of files.rows) {
      const key = String(f.storage_key);
      if (!fs.existsSync(path.join(uploadDir, key.slice(0, 2), key)))
        problems.push(`document #${f.id} has no file on disk`);
    }
    // …and each profile shows the name its latest audit row recorded.
    const names = await c.query(
      `select u.id, u.name, (select a.new_value->>'name' from audit_log a where a.method = 'profile/update' and a.record_id = u.id::text order by a.id desc limit 1) as audited
         from users u where u.email like 'crash-profile-%'`,
    );
    for (const r of names.rows)
      if (r.audited !== null && r.audited !== r.name)
        problems.push(`user ${r.id} is named ${r.name} but its last audit row says ${r.audited}`);
  } finally {
    await c.end();
  }
  return { problems, lost };
}
