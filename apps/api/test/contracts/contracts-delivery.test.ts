// Delivery forms, contracts and the assignment lifecycle hooks (spec §7 "Appointments and contracts"):
// the delivery forms of an appointment, the hooks they move, and storing contracts.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditRows, type TestApp } from '../helpers';
import { contractsApp } from './contracts-fixture';

const f = contractsApp();
const {
  tok,
  DELIVERY_FORM,
  call,
  one,
  statusOf,
  booked,
  startForm,
  answer,
  signForm,
  storeContract,
  signContract,
  history,
} = f;
let app: TestApp;
let me: number;
beforeAll(() => {
  app = f.app();
  me = f.me();
});

describe('delivery forms of an appointment', () => {
  it('lists the assign-type forms with their filling; scope, 401, 403, 404', async () => {
    const { apptId } = await booked();
    const res = await call('GET', `general/appointments/forms/${apptId}`, tok.raft_company);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.forms).toEqual([
      { id: DELIVERY_FORM, name: 'Camp delivery record', filling_id: null, status: null, status_text: null },
    ]);
    expect((await call('GET', `general/appointments/forms/${apptId}`, tok.employee)).statusCode).toBe(200);
    expect((await call('GET', `general/appointments/forms/${apptId}`, tok.raft_office)).statusCode).toBe(404);
    expect((await call('GET', `general/appointments/forms/${apptId}`, null)).statusCode).toBe(401);
    expect((await call('GET', `general/appointments/forms/${apptId}`, tok.gov)).statusCode).toBe(403);
    expect((await call('GET', 'general/appointments/forms/99999999', tok.kdana)).statusCode).toBe(404);
  });

  it('start-form opens one filling per appointment and form; refuses other form types and rejected appointments', async () => {
    const { apptId } = await booked();
    const id = await startForm(apptId);
    expect(await startForm(apptId, tok.kdana)).toBe(id);
    const f = await one<{ company_id: number; subject_type: string; status: string }>(
      sql`select company_id, subject_type, status from form_fillings where id = ${id}`,
    );
    expect(f).toEqual({ company_id: me, subject_type: 'appointment', status: 'draft' });
    expect(
      (await auditRows(app, { table: 'form_fillings' })).filter((r) => r.record_id === String(id)),
    ).toHaveLength(1);
    const wrong = await call('POST', `general/appointments/start-form/${apptId}`, tok.raft_company, {
      form_id: 2,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.form_id).toEqual(['The form is not a delivery form']);
    const missing = await call('POST', `general/appointments/start-form/${apptId}`, tok.raft_company, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.form_id).toBeDefined();
    expect(
      (await call('POST', `general/appointments/start-form/${apptId}`, tok.raft_office, { form_id: 1 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `general/appointments/start-form/${apptId}`, null, { form_id: 1 })).statusCode,
    ).toBe(401);
    expect(
      (await call('POST', `general/appointments/start-form/${apptId}`, tok.gov, { form_id: 1 })).statusCode,
    ).toBe(403);
    const r = await booked();
    await call('POST', `general/appointments/update/${r.apptId}`, tok.kdana, { status: 'rejected' });
    const rej = await call('POST', `general/appointments/start-form/${r.apptId}`, tok.raft_company, {
      form_id: 1,
    });
    expect(rej.statusCode).toBe(422);
    expect(rej.json().message).toBe('The delivery form of a rejected appointment cannot be filled');
  });
});

describe('lifecycle hooks', () => {
  it('answering the delivery form moves appointment → answered, with timeline and audit rows', async () => {
    const { assignId, apptId } = await booked();
    const fid = await startForm(apptId);
    expect(await statusOf(assignId)).toBe('appointment');
    const res = await answer(fid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('answered');
    expect(await statusOf(assignId)).toBe('answered');
    expect((await history(assignId)).at(-1)).toEqual({ from_status: 'appointment', to_status: 'answered' });
    const audit = (await auditRows(app, { table: 'assign_camps' })).filter(
      (r) => r.record_id === String(assignId),
    );
    expect(audit.at(-1)).toMatchObject({ event: 'status_changed', new_value: { status: 'answered' } });
    // Answering again (already answered): no second move.
    expect((await answer(fid)).statusCode).toBe(200);
    expect((await history(assignId)).filter((h) => h.to_status === 'answered')).toHaveLength(1);
  });

  it('an appointment not yet approved: the answers are refused and nothing is written', async () => {
    const { assignId, apptId } = await booked({ approve: false });
    const fid = await startForm(apptId);
    const res = await answer(fid);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('The delivery cannot start before the appointment is approved');
    expect(await statusOf(assignId)).toBe('appointment');
    expect(
      (await one<{ n: number }>(sql`select count(*)::int n from form_answers where filling_id = ${fid}`)).n,
    ).toBe(0);
    expect(
      (await one<{ status: string }>(sql`select status from form_fillings where id = ${fid}`)).status,
    ).toBe('draft');
  });

  it('a refused transition (returned assignment) rolls the answers back', async () => {
    const { assignId, apptId } = await booked();
    const fid = await startForm(apptId);
    await app.ctx.db.execute(sql`update assign_camps set status = 'returned' where id = ${assignId}`);
    const res = await answer(fid);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.status[0]).toMatch(/cannot move from/);
    expect(
      (await one<{ n: number }>(sql`select count(*)::int n from form_answers where filling_id = ${fid}`)).n,
    ).toBe(0);
    expect(await statusOf(assignId)).toBe('returned');
  });

  it('form fully signed, then contract signed by both → deliverd', async () => {
    const { assignId, apptId } = await booked();
    const fid = await startForm(apptId);
    expect((await answer(fid)).statusCode).toBe(200);
    // The authority may not sign before the company (signer order of the form).
    expect((await signForm(fid, tok.kdana)).statusCode).toBe(422);
    expect((await signForm(fid, tok.raft_company)).statusCode).toBe(200);
    const last = await signForm(fid, tok.kdana);
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().data.signed).toBe(1);
    expect(await statusOf(assignId)).toBe('answered');
    const cid = await storeContract(assignId);
    expect((await signContract(cid, tok.raft_company)).statusCode).toBe(200);
    expect(await statusOf(assignId)).toBe('answered');
    const done = await signContract(cid, tok.kdana);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.contract_status).toBe('signed');
    expect(await statusOf(assignId)).toBe('deliverd');
    expect((await history(assignId)).at(-1)).toEqual({ from_status: 'answered', to_status: 'deliverd' });
    const list = await call('POST', 'general/camps/index?page=1', tok.raft_company, {
      camp_id: '',
      paginate: 100,
    });
    expect(list.json().data.data.find((r: { id: number }) => r.id === assignId).status).toBe('deliverd');
  });

  it('contract signed first, the form’s last signature → deliverd', async () => {
    const { assignId, apptId } = await booked();
    const cid = await storeContract(assignId);
    expect((await signContract(cid, tok.kdana)).json().data.contract_status).toBe('signed_by_authority');
    expect((await signContract(cid, tok.employee)).json().data.contract_status).toBe('signed');
    expect(await statusOf(assignId)).toBe('appointment');
    const fid = await startForm(apptId);
    await answer(fid);
    await signForm(fid, tok.raft_company);
    expect((await signForm(fid, tok.kdana)).statusCode).toBe(200);
    expect(await statusOf(assignId)).toBe('deliverd');
  });

  it('a refused move on the last signature rolls the signature back', async () => {
    const { assignId, apptId } = await booked();
    const fid = await startForm(apptId);
    await answer(fid);
    await signForm(fid, tok.raft_company);
    const cid = await storeContract(assignId);
    await signContract(cid, tok.raft_company);
    await signContract(cid, tok.kdana);
    await app.ctx.db.execute(sql`update assign_camps set status = 'returned' where id = ${assignId}`);
    const res = await signForm(fid, tok.kdana);
    expect(res.statusCode).toBe(422);
    const sigs = await one<{ n: number }>(
      sql`select count(*)::int n from form_signatures where filling_id = ${fid} and invalidated_at is null`,
    );
    expect(sigs.n).toBe(1);
    expect(
      (await one<{ status: string }>(sql`select status from form_fillings where id = ${fid}`)).status,
    ).toBe('signing');
  });
});

describe('general/contracts/store and bulk-store', () => {
  it('creates one contract per assignment; 401, 403, 422', async () => {
    const { assignId } = await booked();
    expect(
      (await call('POST', 'general/contracts/store', null, { assign_camps_id: assignId })).statusCode,
    ).toBe(401);
    expect(
      (await call('POST', 'general/contracts/store', tok.raft_company, { assign_camps_id: assignId }))
        .statusCode,
    ).toBe(403);
    const missing = await call('POST', 'general/contracts/store', tok.kdana, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.assign_camps_id).toBeDefined();
    const unknown = await call('POST', 'general/contracts/store', tok.kdana, { assign_camps_id: 99999999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.assign_camps_id).toEqual(['The assignment does not exist']);
    const res = await call('POST', 'general/contracts/store', tok.kdana, { assign_camps_id: assignId });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      assign_camps_id: assignId,
      company_id: me,
      contract_status: 'unsigned',
    });
    expect(res.json().data.content_hash).toMatch(/^[0-9a-f]{64}$/);
    const audit = (await auditRows(app, { table: 'contracts' })).at(-1);
    expect(audit).toMatchObject({ event: 'created', record_id: String(res.json().data.id) });
    const dup = await call('POST', 'general/contracts/store', tok.kdana, { assign_camps_id: assignId }, 'ar');
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.assign_camps_id).toEqual(['يوجد عقد لهذا التخصيص مسبقاً']);
    const r = await booked();
    await app.ctx.db.execute(sql`update assign_camps set status = 'returned' where id = ${r.assignId}`);
    const ret = await call('POST', 'general/contracts/store', tok.kdana, { assign_camps_id: r.assignId });
    expect(ret.json().errors.assign_camps_id).toEqual(['A returned assignment cannot get a contract']);
  });

  it('bulk-store is all or nothing', async () => {
    const a = await booked();
    const b = await booked();
    const c = await booked();
    await storeContract(c.assignId);
    const bad = await call('POST', 'general/contracts/bulk-store', tok.kdana, {
      assign_camps_ids: [a.assignId, c.assignId, b.assignId],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ 'assign_camps_ids.1': ['This assignment already has a contract'] });
    const n = await one<{ n: number }>(
      sql`select count(*)::int n from contracts where assign_camps_id in (${a.assignId}, ${b.assignId})`,
    );
    expect(n.n).toBe(0);
    const ok = await call('POST', 'general/contracts/bulk-store', tok.kdana, {
      assign_camps_ids: [a.assignId, b.assignId],
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data).toHaveLength(2);
    expect(
      (await call('POST', 'general/contracts/bulk-store', tok.kdana, { assign_camps_ids: [] })).statusCode,
    ).toBe(422);
    const dups = await call('POST', 'general/contracts/bulk-store', tok.kdana, {
      assign_camps_ids: [a.assignId, a.assignId],
    });
    expect(dups.statusCode).toBe(422);
    expect(
      (
        await call('POST', 'general/contracts/bulk-store', tok.raft_company, {
          assign_camps_ids: [a.assignId],
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', 'general/contracts/bulk-store', null, { assign_camps_ids: [a.assignId] }))
        .statusCode,
    ).toBe(401);
  });
});
