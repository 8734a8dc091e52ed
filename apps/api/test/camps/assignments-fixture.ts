import type { AssignmentStatus } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { suiteApp, userId } from '../helpers';
import { EXACT_ANSWERS } from '../test-env';

/**
 * Camp assignment (spec §7 "Camp assignment"): the app and the tokens of kdana, the demo raft
 * company, its employee and the raft office, started in the calling file's beforeAll and closed in
 * its afterAll, and the helpers that find free camps and make assignments. The getters read the
 * tokens and ids after that beforeAll.
 */
export function assignmentsApp() {
  const s = suiteApp(['kdana', 'raft_company', 'employee@demo.mashaer.sa', 'raft_office'], {
    env: EXACT_ANSWERS,
  });
  let me: number;
  let officeId: number;
  beforeAll(async () => {
    me = await userId(s.app, 'raft_company@demo.mashaer.sa');
    officeId = await userId(s.app, 'raft_office@demo.mashaer.sa');
  }, 120_000);

  const { call, rows, one } = s;

  /** A camp with no active assignment. */
  const freeCamp = async (skip = 0) =>
    one<{ id: number; square_id: number }>(sql`
      select c.id, c.square_id from camps c
       where not exists (select 1 from assign_camps a where a.camp_id = c.id and a.status <> 'returned')
       order by c.id desc offset ${skip} limit 1`);

  const assignBody = (camp: { id: number; square_id: number }, receiver = me) => ({
    camp_id: camp.id,
    square_id: camp.square_id,
    receiver_company_id: receiver,
    receiver_cr: '7001234567',
  });

  /** A fresh assignment of the demo raft company put straight into `status`. */
  async function inStatus(status: AssignmentStatus, skip = 0) {
    const camp = await freeCamp(skip);
    const res = await call('POST', 'general/camps/assignCampToCompany', s.tok.kdana, assignBody(camp));
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id as number;
    if (status !== 'pending')
      await s.app.ctx.db.execute(sql`update assign_camps set status = ${status} where id = ${id}`);
    return id;
  }
  return {
    app: () => s.app,
    kdana: () => s.tok.kdana,
    company: () => s.tok.raft_company,
    employee: () => s.tok.employee,
    office: () => s.tok.raft_office,
    me: () => me,
    officeId: () => officeId,
    call,
    rows,
    one,
    freeCamp,
    assignBody,
    inStatus,
  };
}
