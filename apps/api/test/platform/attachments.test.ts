import type { AttachmentSlots } from '@mashaer/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { attachmentRoutes } from '../../src/lib/attachment-routes';
import { type AttachmentActor, assertAttachmentsComplete, attachmentCounts } from '../../src/lib/attachments';
import { findAssignment, lockAssignment } from '../../src/modules/camps/assignments.repository';
import { apiCaller, auditRows, auth, createTestApp, type TestApp, tokenFor, userId } from '../helpers';
import { multipart, PDF, PNG } from '../multipart';
import { storedKeys } from '../test-storage';

/**
 * The attachment mechanism as an area mounts it: camp assignments (the real table, its real scope
 * lookup) with three slots, under a base path of this test's own.
 */
const SLOTS = {
  plan: {
    kind: 'drawing',
    required: true,
    types: ['pdf', 'png', 'dwg'],
    label: { ar: 'المخطط', en: 'Plan' },
  },
  pledge: { kind: 'document', required: true, types: ['pdf'], label: { ar: 'التعهد', en: 'Pledge' } },
  photo: { kind: 'document', required: false, types: ['png', 'jpeg'], label: { ar: 'صورة', en: 'Photo' } },
} satisfies AttachmentSlots;
const BASE = 'general/test_assignments';
const scope = (a: AttachmentActor) => (a.isAuthority ? null : a.orgId);

let app: TestApp;
let company: string;
let employee: string;
let other: string;
let kdana: string;
let mine: number;
let theirs: number;
let me: number;
beforeAll(async () => {
  app = await createTestApp();
  await app.register(
    (api, _o, done) => {
      attachmentRoutes(api, app.ctx, {
        recordType: 'assign_camps',
        recordTable: 'assign_camps',
        slots: SLOTS,
        module: 'test',
        base: `/${BASE}`,
        access: {
          read: { permission: 'delivery-assign-index' },
          upload: { permission: 'delivery-assign-index' },
          review: { permission: 'delivery-camp-index' },
          delete: { permission: 'delivery-assign-index' },
        },
        findRecord: async (tx, actor, id, lock) => {
          if (lock) {
            const row = await lockAssignment(tx, id, scope(actor));
            return row && { companyId: row.company_id };
          }
          const row = await findAssignment(tx, id, scope(actor));
          return row && { companyId: row.receiver_company_id as number };
        },
      }).then(() => done(), done);
    },
    { prefix: '/api' },
  );
  company = await tokenFor(app, 'raft_company');
  employee = await tokenFor(app, 'employee@demo.mashaer.sa');
  other = await tokenFor(app, 'service_provider');
  kdana = await tokenFor(app, 'kdana');
  me = await userId(app, 'raft_company@demo.mashaer.sa');
  const ids = await query<{ id: number; company_id: number }>(
    app.ctx.db,
    sql`select id, company_id from assign_camps where company_id = ${me} order by id limit 2`,
  );
  mine = ids[0].id;
  [{ id: theirs }] = await query<{ id: number }>(
    app.ctx.db,
    sql`select id from assign_camps where company_id <> ${me} order by id limit 1`,
  );
}, 120_000);
afterAll(() => app?.close());

const call = apiCaller(() => app);
async function upload(token: string, id: number, slot: string, data: Buffer, name = 'file.pdf') {
  const body = await multipart({}, { file: { name, data } });
  return app.inject({
    method: 'POST',
    url: `/api/${BASE}/attachments/${id}/${slot}`,
    payload: body.payload,
    headers: { ...auth(token), ...body.headers },
  });
}
const rowsOf = (id: number) =>
  query<{ id: number; slot: string; status: string; replaces_id: number | null; file_key: string }>(
    app.ctx.db,
    sql`select id, slot, status, replaces_id, file_key from attachments
        where record_type = 'assign_camps' and record_id = ${id} order by id`,
  );

describe('attachments', () => {
  it('slot rules: size (413), type and unknown slot or no file (422), nothing kept', async () => {
    const before = (await storedKeys(app)).length;
    const big = Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(company, mine, 'pledge', big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('The file must not exceed 2 MB');
    const wrong = await upload(company, mine, 'pledge', PNG, 'pledge.png');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.file[0]).toBe('File type not allowed; allowed: pdf');
    const unknown = await upload(company, mine, 'nothing', PDF);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.slot).toBeDefined();
    const noFile = await multipart({ note: 'x' });
    const none = await app.inject({
      method: 'POST',
      url: `/api/${BASE}/attachments/${mine}/pledge`,
      payload: noFile.payload,
      headers: { ...auth(company), ...noFile.headers },
    });
    expect(none.statusCode).toBe(422);
    expect(await rowsOf(mine)).toEqual([]);
    expect(await storedKeys(app)).toHaveLength(before);
    // The drawing slot takes 100 MB: 3 MB passes there.
    const plan = await upload(company, mine, 'plan', Buffer.concat([PDF, Buffer.alloc(3 * 1024 * 1024)]));
    expect(plan.statusCode).toBe(201);
  });

  it('an upload is pending; the list answers slots, current files and counts', async () => {
    const res = await upload(employee, mine, 'pledge', PDF, 'تعهد.pdf');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'The attachment was uploaded',
      data: {
        slot: 'pledge',
        slot_text: 'Pledge',
        status: 'pending',
        status_text: 'Pending',
        file_name: 'تعهد.pdf',
      },
    });
    const list = await call('GET', `${BASE}/attachments/${mine}`, company, undefined, 'ar');
    expect(list.statusCode).toBe(200);
    const data = list.json().data;
    expect(data.counts).toEqual({ missing: 0, pending: 2, rejected: 0 });
    expect(data.slots.map((s: { slot: string; current: unknown }) => [s.slot, !!s.current])).toEqual([
      ['plan', true],
      ['pledge', true],
      ['photo', false],
    ]);
    expect(data.slots[1].current.status_text).toBe('قيد المراجعة');
    const [row] = await auditRows(app, { table: 'attachments' });
    expect(row).toMatchObject({ event: 'attachment_uploaded' });
  });

  it('download: the file as an attachment with nosniff; another company gets 404', async () => {
    const pledge = (await rowsOf(mine)).find((r) => r.slot === 'pledge')!;
    const dl = await call('GET', `${BASE}/attachments/download/${pledge.id}`, company);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('تعهد.pdf')}`,
    );
    expect(dl.headers['x-content-type-options']).toBe('nosniff');
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.rawPayload.equals(PDF)).toBe(true);
    expect((await call('GET', `${BASE}/attachments/download/${pledge.id}`, kdana)).statusCode).toBe(200);
    for (const [m, url] of [
      ['GET', `${BASE}/attachments/download/${pledge.id}`],
      ['GET', `${BASE}/attachments/${mine}`],
      ['DELETE', `${BASE}/attachments/delete/${pledge.id}`],
    ] as const)
      expect((await call(m, url, other)).statusCode).toBe(404);
    expect((await upload(company, theirs, 'pledge', PDF)).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/attachments/download/${pledge.id}`, null)).statusCode).toBe(401);
  });

  it('review: authority only; a rejection needs a reason; only a pending file; audit row', async () => {
    const pledge = (await rowsOf(mine)).find((r) => r.slot === 'pledge')!;
    const url = `${BASE}/attachments/review/${pledge.id}`;
    expect((await call('POST', url, company, { status: 'approved' })).statusCode).toBe(403);
    const noReason = await call('POST', url, kdana, { status: 'rejected' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason[0]).toBe('The reason for the rejection is required');
    expect((await call('POST', url, kdana, { status: 'maybe' })).statusCode).toBe(422);
    const rejected = await call('POST', url, kdana, { status: 'rejected', reason: 'unsigned' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      reason: 'unsigned',
      status_text: 'Rejected',
    });
    expect(rejected.json().data.reviewed_at).toBeTruthy();
    const again = await call('POST', url, kdana, { status: 'approved' });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Not possible: the attachment is Rejected');
    const audit = (await auditRows(app, { table: 'attachments' })).filter(
      (r) => r.record_id === String(pledge.id),
    );
    expect(audit.map((r) => r.event)).toEqual(['attachment_uploaded', 'attachment_rejected']);
    const counts = await call('GET', `${BASE}/attachments/${mine}`, company);
    expect(counts.json().data.counts).toEqual({ missing: 0, pending: 1, rejected: 1 });
  });

  it('replacing a rejected file keeps it as replaced; deleting the replacement restores it', async () => {
    const [old] = (await rowsOf(mine)).filter((r) => r.slot === 'pledge');
    const res = await upload(company, mine, 'pledge', PDF, 'pledge-2.pdf');
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'pending', replaces_id: old.id });
    const pledges = (await rowsOf(mine)).filter((r) => r.slot === 'pledge');
    expect(pledges.map((r) => r.status)).toEqual(['replaced', 'pending']);
    const list = (await call('GET', `${BASE}/attachments/${mine}`, company)).json().data;
    expect(list.history.map((h: { id: number }) => h.id)).toEqual([old.id]);
    // The old file is history, still downloadable.
    expect((await call('GET', `${BASE}/attachments/download/${old.id}`, company)).statusCode).toBe(200);

    const newId = res.json().data.id;
    const newKey = pledges[1].file_key;
    expect(await app.ctx.storage.exists(newKey)).toBe(true);
    const del = await call('DELETE', `${BASE}/attachments/delete/${newId}`, company);
    expect(del.statusCode).toBe(200);
    expect(await app.ctx.storage.exists(newKey)).toBe(false);
    expect((await rowsOf(mine)).filter((r) => r.slot === 'pledge').map((r) => r.status)).toEqual([
      'rejected',
    ]);
    // Every move is the attachment workflow's: on the old file's timeline and the deleted one's.
    const moves = await query<{ record_id: number; action: string; from_status: string; to_status: string }>(
      app.ctx.db,
      sql`select record_id, action, from_status, to_status from workflow_events
           where workflow = 'attachment' and record_id in (${old.id}, ${newId}) order by id`,
    );
    expect(moves).toEqual([
      { record_id: old.id, action: 'reject', from_status: 'pending', to_status: 'rejected' },
      { record_id: old.id, action: 'replace', from_status: 'rejected', to_status: 'replaced' },
      { record_id: newId, action: 'deleted', from_status: 'pending', to_status: 'pending' },
      { record_id: old.id, action: 'restore', from_status: 'replaced', to_status: 'rejected' },
    ]);

    // Approved is final: neither replaced nor deleted.
    const plan = (await rowsOf(mine)).find((r) => r.slot === 'plan')!;
    expect(
      (await call('POST', `${BASE}/attachments/review/${plan.id}`, kdana, { status: 'approved' })).statusCode,
    ).toBe(200);
    const replace = await upload(company, mine, 'plan', PDF);
    expect(replace.statusCode).toBe(422);
    expect(replace.json().errors.file[0]).toBe('The attachment is approved and cannot be replaced');
    expect((await call('DELETE', `${BASE}/attachments/delete/${plan.id}`, company)).statusCode).toBe(422);
  });

  it('counts for many records in one statement, and the guards built on them', async () => {
    const counts = await attachmentCounts(app.ctx.db, 'assign_camps', SLOTS, [mine, theirs]);
    expect(counts.get(mine)).toEqual({ missing: 0, pending: 0, rejected: 1 });
    expect(counts.get(theirs)).toEqual({ missing: 2, pending: 0, rejected: 0 });
    await expect(
      assertAttachmentsComplete(app.ctx.db, { recordType: 'assign_camps', slots: SLOTS }, theirs),
    ).rejects.toMatchObject({
      status: 422,
      messageKey: 'attachment.not_uploaded',
    });
    // A pending one: "There is pledge not proccessing".
    expect((await upload(company, mine, 'pledge', PDF)).statusCode).toBe(201);
    await expect(
      assertAttachmentsComplete(app.ctx.db, { recordType: 'assign_camps', slots: SLOTS }, mine, {
        missing: 'pledge.not_uploaded',
        pending: 'pledge.not_processed',
      }),
    ).rejects.toMatchObject({ messageKey: 'pledge.not_processed' });
  });

  it('two uploads into one slot at once: both end well or one is refused, never a 500, one current file', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => upload(company, mine, 'photo', PNG, 'p.png')),
    );
    for (const r of results) expect([201, 422]).toContain(r.statusCode);
    const current = (await rowsOf(mine)).filter((r) => r.slot === 'photo' && r.status !== 'replaced');
    expect(current).toHaveLength(1);
  });
});
