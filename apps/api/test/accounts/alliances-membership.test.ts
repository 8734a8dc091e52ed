/**
 * Issue 14 defect 9: alliance membership is an invitation the organisation accepts or declines
 * (ALLIANCE_MEMBERSHIP_WORKFLOW); a member may leave and the leader is told. Issue 15 item 18:
 * the /alliances list answers every active user, scoped to its own alliance without alliance-index.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/db/client';
import { auth, createTestApp, type TestApp, tokenFor, userId } from '../helpers';

let app: TestApp;
let leader: string; // raft_company, leads the seeded alliance
let design: string; // design_office: no alliance-index
let office: string; // raft_office
let gov: string;
let allianceId: number;
let leaderId: number;
let designId: number;
let officeId: number;
let consultantId: number;

beforeAll(async () => {
  app = await createTestApp();
  leader = await tokenFor(app, 'raft_company');
  design = await tokenFor(app, 'design_office');
  office = await tokenFor(app, 'raft_office');
  gov = await tokenFor(app, 'gov');
  leaderId = await userId(app, 'raft_company@demo.mashaer.sa');
  designId = await userId(app, 'design_office@demo.mashaer.sa');
  officeId = await userId(app, 'raft_office@demo.mashaer.sa');
  consultantId = await userId(app, 'consultant@demo.mashaer.sa');
  const [a] = await query<{ id: number }>(
    app.ctx.db,
    sql`select id from alliances where leader_id = ${leaderId}`,
  );
  allianceId = a.id;
});
afterAll(() => app.close());

const call = (url: string, token: string | null, payload: object = {}, lang: 'ar' | 'en' = 'en') =>
  app.inject({ method: 'POST', url: `/api${url}`, payload, headers: token ? auth(token, lang) : {} });
const belongs = async (orgId: number, alliance = allianceId) =>
  (
    await query(
      app.ctx.db,
      sql`select 1 from alliance_members where member_id = ${orgId} and alliance_id = ${alliance}`,
    )
  ).length > 0;
const notices = (userId: number) =>
  query<{ message: string; link: string | null }>(
    app.ctx.db,
    sql`select message, link from notifications where user_id = ${userId} order by id`,
  );
const invite = async (memberId: number) => {
  const res = await call('/general/alliance_members/store', leader, {
    alliance_id: allianceId,
    member_id: memberId,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
};
const act = (id: number, token: string, action: string, lang: 'ar' | 'en' = 'en') =>
  call(`/general/alliance_memberships/change_status/${id}`, token, { action }, lang);

describe('alliance membership: an invitation the organisation answers', () => {
  let designInvite: number;

  it('the invited organisation sees the invitation with accept/decline; the leader may withdraw it; others see nothing', async () => {
    designInvite = await invite(designId);
    expect(await belongs(designId)).toBe(false);
    expect((await notices(designId)).at(-1)).toEqual({
      message: 'دعوة للانضمام إلى التحالف: تحالف خدمات المشاعر',
      link: '/alliances',
    });
    const mine = await call('/general/alliance_memberships?page=1', design, { status: 'invited' });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.data).toEqual([
      expect.objectContaining({
        id: designInvite,
        alliance: { id: allianceId, name: 'تحالف خدمات المشاعر' },
        status: 'invited',
        status_text: 'Invited',
        allowed_actions: ['accept', 'decline'],
      }),
    ]);
    const theirs = await call('/general/alliance_memberships', leader, { status: 'invited' });
    expect(
      theirs.json().data.data.find((r: { id: number }) => r.id === designInvite).allowed_actions,
    ).toEqual(['withdraw']);
    // Another organisation: not in its list, 404 on the record and on its actions.
    expect((await call('/general/alliance_memberships', office)).json().data.total).toBe(0);
    const edit = await app.inject({
      method: 'GET',
      url: `/api/general/alliance_memberships/edit/${designInvite}`,
      headers: auth(office),
    });
    expect(edit.statusCode).toBe(404);
    expect((await act(designInvite, office, 'accept')).statusCode).toBe(404);
    // The leader cannot accept on the invited organisation's behalf (the defect).
    const forced = await act(designInvite, leader, 'accept');
    expect(forced.statusCode).toBe(403);
    expect(await belongs(designId)).toBe(false);
  });

  it('accepting joins the alliance once (50 at once: exactly one), tells the leader, answers the timeline', async () => {
    const before = (await notices(leaderId)).length;
    const all = await Promise.all(Array.from({ length: 50 }, () => act(designInvite, design, 'accept')));
    expect(all.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(all.filter((r) => r.statusCode === 422)).toHaveLength(49);
    const ok = all.find((r) => r.statusCode === 200)!;
    expect(ok.json()).toMatchObject({
      message: 'Invitation accepted: you joined the alliance',
      data: { status: 'member', allowed_actions: ['leave'] },
    });
    expect(ok.json().data.timeline.map((e: { action: string }) => e.action)).toEqual(['created', 'accept']);
    const refused = all.find((r) => r.statusCode === 422)!.json();
    expect(refused.errors.status).toEqual(['The membership cannot move from "Member" to "Member"']);
    expect(await belongs(designId)).toBe(true);
    const told = await notices(leaderId);
    expect(told.length).toBe(before + 1);
    expect(told.at(-1)!.message).toContain('قبلت الجهة');
    // Issue 15 item 18: design_office holds no alliance-index, yet lists its alliance.
    const list = await call('/general/alliance?page=1', design);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.data).toEqual([expect.objectContaining({ id: allianceId, can_leave: true })]);
  });

  it('a member leaves (the leader is told); the leader cannot leave; leaving twice is refused', async () => {
    const before = (await notices(leaderId)).length;
    const res = await call('/general/alliance_members/leave', design, { alliance_id: allianceId }, 'ar');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'تمت مغادرة التحالف', data: { status: 'left' } });
    expect(await belongs(designId)).toBe(false);
    const told = await notices(leaderId);
    expect(told.length).toBe(before + 1);
    expect(told.at(-1)!.message).toContain('غادرت الجهة');
    const again = await call('/general/alliance_members/leave', design, { alliance_id: allianceId });
    expect(again.statusCode).toBe(404);
    const lead = await call('/general/alliance_members/leave', leader, { alliance_id: allianceId });
    expect(lead.statusCode).toBe(422);
    expect(lead.json().errors.status).toEqual([
      'The leader cannot leave the alliance; hand the leadership over first',
    ]);
    // A seeded member (no membership record yet) leaves too.
    const providerId = await userId(app, 'service_provider@demo.mashaer.sa');
    const provider = await tokenFor(app, 'service_provider');
    const p = await call('/general/alliance_members/leave', provider, { alliance_id: allianceId });
    expect(p.statusCode, p.body).toBe(200);
    expect(await belongs(providerId)).toBe(false);
  });

  it('declining; a declined or left organisation can be invited again; the leader withdraws', async () => {
    const id = await invite(officeId);
    const declined = await act(id, office, 'decline');
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ message: 'Invitation declined', data: { status: 'declined' } });
    expect((await act(id, office, 'accept')).statusCode).toBe(422);
    expect(await belongs(officeId)).toBe(false);
    expect(await invite(officeId)).toBe(id);
    const withdrawn = await act(id, leader, 'withdraw');
    expect(withdrawn.json()).toMatchObject({
      message: 'The invitation was withdrawn',
      data: { status: 'withdrawn' },
    });
    expect((await act(id, office, 'accept')).statusCode).toBe(422);
    // The invited organisation cannot withdraw; a member's action needs its own organisation.
    const again = await invite(designId);
    expect((await act(again, design, 'withdraw')).statusCode).toBe(403);
    expect((await act(again, leader, 'leave')).statusCode).toBe(422);
  });

  it('an organisation that joined another alliance meanwhile cannot accept', async () => {
    const consultant = await tokenFor(app, 'consultant');
    const id = await invite(consultantId);
    const other = await call('/general/alliance/store_with_members', office, {
      name: 'تحالف آخر',
      members: [consultantId],
    });
    expect(other.statusCode, other.body).toBe(201);
    const [otherInvite] = await query<{ id: number }>(
      app.ctx.db,
      sql`select id from alliance_memberships where member_id = ${consultantId} and alliance_id = ${other.json().data.id}`,
    );
    expect((await act(otherInvite.id, consultant, 'accept')).statusCode).toBe(200);
    const res = await act(id, consultant, 'accept');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.status).toEqual(['The organisation belongs to another alliance']);
    expect(await belongs(consultantId)).toBe(false);
  });

  it('401 without a token; 422 for an unknown action; the list is scoped without alliance-index', async () => {
    for (const url of [
      '/general/alliance_memberships',
      '/general/alliance_memberships/change_status/1',
      '/general/alliance_members/leave',
    ])
      expect((await call(url, null)).statusCode, url).toBe(401);
    const bad = await act(1, design, 'join', 'ar');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.action).toBeDefined();
    // gov holds no alliance-index and belongs to no alliance: an empty list, not a 403.
    const res = await call('/general/alliance', gov);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBe(0);
    expect((await call('/general/alliance_memberships', gov)).json().data.total).toBe(0);
    // kdana (an authority holding alliance-index) sees every alliance.
    expect((await call('/general/alliance', await tokenFor(app, 'kdana'))).json().data.total).toBe(2);
  });
});
