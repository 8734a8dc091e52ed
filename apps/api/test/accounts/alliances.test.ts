import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { auditRows, auth, createTestApp, login, type TestApp, tokenFor, userId } from '../helpers';

let app: TestApp;
let admin: string;
let company: string;
let provider: string;
let allianceId: number;
let companyId: number;
let providerId: number;

beforeAll(async () => {
  app = await createTestApp();
  admin = await tokenFor(app, 'admin');
  company = await tokenFor(app, 'raft_company');
  provider = await tokenFor(app, 'service_provider');
  companyId = await userId(app, 'raft_company@demo.mashaer.sa');
  providerId = await userId(app, 'service_provider@demo.mashaer.sa');
  const [a] = await query<{ id: number }>(
    app.ctx.db,
    sql`select id from alliances where leader_id = ${companyId}`,
  );
  allianceId = a.id;
});
afterAll(() => app.close());

const call = (url: string, token: string | null, payload: object = {}, lang: 'ar' | 'en' = 'en') =>
  app.inject({ method: 'POST', url: `/api${url}`, payload, headers: token ? auth(token, lang) : {} });

/** What the login answer's `is_belong_to_alliacne` reads (the login itself is rate-limited). */
const belongs = async (orgId: number) =>
  (await query(app.ctx.db, sql`select 1 from alliance_members where member_id = ${orgId}`)).length > 0;

describe('alliances', () => {
  it('lists the alliances a company leads or belongs to, with leader and members', async () => {
    const res = await call('/general/alliance?page=1', provider);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data).toEqual([
      expect.objectContaining({
        id: allianceId,
        leader: expect.objectContaining({ id: companyId }),
        members_count: 2,
      }),
    ]);
    const none = await call('/general/alliance', await tokenFor(app, 'raft_office'));
    expect(none.json().data.total).toBe(0);
    expect((await call('/general/alliance', admin)).json().data.total).toBe(1);
  });

  it('change_Leader moves the lead to a member; the login answer follows', async () => {
    const before = await login(app, 'service_provider@demo.mashaer.sa');
    expect(before).toMatchObject({ is_alliance_leader: false, is_belong_to_alliacne: true });
    const res = await call('/general/alliance/change_Leader', company, {
      alliance_id: allianceId,
      leader_id: providerId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('The alliance leader was changed');
    expect((await auditRows(app, { method: 'general/alliance/change_Leader' })).at(-1)).toMatchObject({
      record_id: String(allianceId),
      old_value: { leader_id: companyId },
      new_value: { leader_id: providerId },
    });
    expect(await login(app, 'service_provider@demo.mashaer.sa')).toMatchObject({ is_alliance_leader: true });
    expect(await login(app, 'raft_company@demo.mashaer.sa')).toMatchObject({
      is_alliance_leader: false,
      is_belong_to_alliacne: true,
    });
    // The former leader no longer manages the alliance: 404, as for one that does not exist.
    const gone = await call('/general/alliance/change_Leader', company, {
      alliance_id: allianceId,
      leader_id: companyId,
    });
    const missing = await call('/general/alliance/change_Leader', company, {
      alliance_id: 99999999,
      leader_id: companyId,
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toBe(missing.body);
    // An authority may hand it back.
    expect(
      (
        await call('/general/alliance/change_Leader', admin, {
          alliance_id: allianceId,
          leader_id: companyId,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('change_Leader: the new leader must be a member (422, ar and en), nothing written', async () => {
    const outsider = await userId(app, 'raft_office@demo.mashaer.sa');
    const before = (await auditRows(app, { table: 'alliances' })).length;
    const en = await call('/general/alliance/change_Leader', company, {
      alliance_id: allianceId,
      leader_id: outsider,
    });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({ leader_id: ['The leader must be one of the alliance members'] });
    const ar = await call('/general/alliance/change_Leader', company, { alliance_id: allianceId }, 'ar');
    expect(ar.json().errors.leader_id).toEqual(['يجب أن يكون رقماً']);
    expect((await auditRows(app, { table: 'alliances' })).length).toBe(before);
  });

  it('alliance_members/store invites (no membership until accepted); remove_member withdraws or removes', async () => {
    const office = await userId(app, 'raft_office@demo.mashaer.sa');
    const officeToken = await tokenFor(app, 'raft_office');
    const add = await call('/general/alliance_members/store', company, {
      alliance_id: allianceId,
      member_id: office,
    });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json()).toMatchObject({
      message: 'The organisation was invited; it joins the alliance once it accepts',
      data: { status: 'invited', member: { id: office } },
    });
    // Issue 14 defect 9: inviting enrols nobody.
    expect(await belongs(office)).toBe(false);
    const again = await call('/general/alliance_members/store', company, {
      alliance_id: allianceId,
      member_id: office,
    });
    expect(again.json().errors.member_id).toEqual(['The organisation is already a member of this alliance']);
    const authority = await userId(app, 'kdana@demo.mashaer.sa');
    const bad = await call('/general/alliance_members/store', company, {
      alliance_id: allianceId,
      member_id: authority,
    });
    expect(bad.json().errors.member_id).toEqual(['A member must be an active organisation']);

    const withdrawn = await call('/general/alliance_members/remove_member', company, {
      alliance_id: allianceId,
      member_id: office,
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().message).toBe('The invitation was withdrawn');
    // Invited again, accepted, then removed by the leader.
    const re = await call('/general/alliance_members/store', company, {
      alliance_id: allianceId,
      member_id: office,
    });
    expect(re.json().data.status).toBe('invited');
    const accept = await call(
      `/general/alliance_memberships/change_status/${re.json().data.id}`,
      officeToken,
      {
        action: 'accept',
      },
    );
    expect(accept.statusCode, accept.body).toBe(200);
    expect(await belongs(office)).toBe(true);
    const rm = await call('/general/alliance_members/remove_member', company, {
      alliance_id: allianceId,
      member_id: office,
    });
    expect(rm.statusCode).toBe(200);
    expect(rm.json().message).toBe('The member was removed from the alliance');
    expect((await auditRows(app, { method: 'general/alliance_members/remove_member' })).at(-1)).toMatchObject(
      {
        table_name: 'alliance_memberships',
        old_value: { status: 'member' },
        new_value: { status: 'removed' },
      },
    );
    expect(await belongs(office)).toBe(false);
    const leader = await call('/general/alliance_members/remove_member', company, {
      alliance_id: allianceId,
      member_id: companyId,
    });
    expect(leader.statusCode).toBe(422);
    expect(leader.json().errors.member_id).toEqual([
      'The alliance leader cannot be removed; change the leader first',
    ]);
    // A member that is not the leader manages nothing.
    const notLeader = await call('/general/alliance_members/remove_member', provider, {
      alliance_id: allianceId,
      member_id: companyId,
    });
    expect(notLeader.statusCode).toBe(404);
  });

  it('store_with_members: a company leads its own new alliance; members in another alliance are refused', async () => {
    const office = await tokenFor(app, 'raft_office');
    const officeId = await userId(app, 'raft_office@demo.mashaer.sa');
    const designId = await userId(app, 'design_office@demo.mashaer.sa');
    const taken = await call('/general/alliance/store_with_members', office, {
      name: 'تحالف',
      members: [providerId],
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.members).toEqual(['The organisation belongs to another alliance']);
    const other = await call('/general/alliance/store_with_members', office, {
      name: 'تحالف',
      leader_id: designId,
      members: [designId],
    });
    expect(other.json().errors.leader_id).toEqual([
      'You cannot create an alliance led by another organisation',
    ]);
    const empty = await call('/general/alliance/store_with_members', office, { name: '', members: [] }, 'ar');
    expect(empty.json().errors).toMatchObject({
      name: ['هذا الحقل مطلوب'],
      members: ['يجب اختيار عضو واحد على الأقل'],
    });
    const res = await call('/general/alliance/store_with_members', office, {
      name: 'تحالف المكاتب',
      members: [designId],
    });
    expect(res.statusCode, res.body).toBe(201);
    // The other organisations are invited, not enrolled (issue 14 defect 9).
    expect(res.json().data).toMatchObject({ leader_id: officeId, members: [officeId], invited: [designId] });
    expect(await belongs(designId)).toBe(false);
    expect((await auditRows(app, { method: 'general/alliance/store_with_members' })).at(-1)).toMatchObject({
      event: 'created',
      record_id: String(res.json().data.id),
    });
    expect(await login(app, 'raft_office@demo.mashaer.sa')).toMatchObject({ is_alliance_leader: true });
  });

  it('general/alliance/organisations: the organisations that may join, names only', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/general/alliance/organisations',
      headers: auth(admin),
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { id: number; name: string }[];
    // Names only: no alliance ties (issue 14 defect 9).
    expect(Object.keys(rows.find((o) => o.id === companyId)!).sort()).toEqual(['id', 'name']);
    expect(rows.find((o) => o.id === providerId)).toBeDefined();
    // Authorities and employees are never offered.
    const adminId = await userId(app, 'admin@demo.mashaer.sa');
    const employeeId = await userId(app, 'employee@demo.mashaer.sa');
    expect(rows.some((o) => o.id === adminId || o.id === employeeId)).toBe(false);
    const gov = await tokenFor(app, 'gov');
    const denied = await app.inject({
      method: 'GET',
      url: '/api/general/alliance/organisations',
      headers: auth(gov),
    });
    expect(denied.statusCode).toBe(403);
    const anon = await app.inject({ method: 'GET', url: '/api/general/alliance/organisations' });
    expect(anon.statusCode).toBe(401);
  });

  it('401 without a token, 403 without alliance-index, on every alliance route but the list', async () => {
    const gov = await tokenFor(app, 'gov');
    for (const url of [
      '/general/alliance/store_with_members',
      '/general/alliance/change_Leader',
      '/general/alliance_members/store',
      '/general/alliance_members/remove_member',
    ]) {
      expect((await call(url, null)).statusCode, url).toBe(401);
      expect((await call(url, gov)).statusCode, url).toBe(403);
    }
  });
});
