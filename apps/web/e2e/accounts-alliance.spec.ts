import { expect, test } from '@playwright/test';
import { openScreen, pick } from './accounts-support';
import { apiLogin, bearer, demo, session } from './support';

type Alliance = {
  id: number;
  name: string;
  leader_id: number;
  leader: { id: number; name: string };
  members: { id: number; name: string }[];
};

test('the alliance leader hands the lead to a member; the login answer follows', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const leader = session('raft_company');
  const admin = session('admin');
  const provider = session('service_provider');
  const list = async () =>
    (
      (await (await request.post('/api/general/alliance', { headers: bearer(admin), data: {} })).json()).data
        .data as Alliance[]
    ).find((a) => a.members.some((m) => m.id === provider.user.id))!;
  const alliance = await list();
  expect(alliance.leader_id).toBe(leader.user.id);

  // The leading company opens /alliances and changes the leader.
  await openScreen(page, leader, '/alliances');
  const row = page.locator('.ant-table-row', { hasText: alliance.leader.name });
  await expect(row).toBeVisible();
  await row.getByTestId('row-action-change-leader').click();
  const providerName = alliance.members.find((m) => m.id === provider.user.id)!.name;
  await pick(page, 'alliance-new-leader', providerName);
  const changed = page.waitForResponse((r) => r.url().endsWith('/api/general/alliance/change_Leader'));
  await page.getByTestId('dialog-ok').click();
  const res = await changed;
  expect(res.status()).toBe(200);
  expect(res.request().postDataJSON()).toEqual({ alliance_id: alliance.id, leader_id: provider.user.id });
  await expect(page.locator('.ant-notification-notice-success')).toBeVisible();
  // The row now shows the new leader, and the former leader can no longer manage it.
  await expect(page.locator('.ant-table-row').first().locator('.ant-tag-gold')).toHaveText(providerName);
  await expect(page.getByTestId('row-action-change-leader')).toHaveCount(0);

  expect((await list()).leader_id).toBe(provider.user.id);
  const answer = await apiLogin(request, demo('service_provider'));
  expect(answer.is_alliance_leader).toBe(true);
  expect(answer.is_belong_to_alliacne).toBe(true);

  // Back as it was, for the other tests.
  const back = await request.post('/api/general/alliance/change_Leader', {
    headers: bearer(admin),
    data: { alliance_id: alliance.id, leader_id: leader.user.id },
  });
  expect(back.status()).toBe(200);
});

test('an invited organisation accepts the invitation on /alliances, then leaves; the leader is told', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const leader = session('raft_company');
  const office = session('raft_office');
  const mine = async () =>
    (
      (await (await request.post('/api/general/alliance', { headers: bearer(office), data: {} })).json()).data
        .data as Alliance[]
    )[0];
  const [alliance] = (
    await (await request.post('/api/general/alliance', { headers: bearer(leader), data: {} })).json()
  ).data.data as Alliance[];
  // The leader invites (alliance_members/store): no membership yet.
  const invited = await request.post('/api/general/alliance_members/store', {
    headers: bearer(leader),
    data: { alliance_id: alliance.id, member_id: office.user.id },
  });
  expect(invited.status()).toBe(200);
  expect(await mine()).toBeUndefined();

  // The invited organisation sees the invitation on /alliances and accepts it after the confirmation.
  await openScreen(page, office, '/alliances');
  const panel = page.getByTestId('alliance-invitations');
  await expect(panel).toContainText(alliance.name);
  await panel.getByTestId('action-accept').click();
  const accepted = page.waitForResponse((r) =>
    r.url().includes('/api/general/alliance_memberships/change_status/'),
  );
  await page.getByTestId('confirm-ok').click();
  expect((await accepted).status()).toBe(200);
  await expect(panel).toHaveCount(0);
  expect((await mine()).id).toBe(alliance.id);

  // A member leaves (confirmed); the alliance disappears from its list.
  const row = page.locator('.ant-table-row', { hasText: alliance.name });
  await row.getByTestId('row-action-leave').click();
  const left = page.waitForResponse((r) => r.url().endsWith('/api/general/alliance_members/leave'));
  await page.getByTestId('confirm-ok').click();
  expect((await left).status()).toBe(200);
  await expect(page.locator('.ant-table-row', { hasText: alliance.name })).toHaveCount(0);
  expect(await mine()).toBeUndefined();
});
