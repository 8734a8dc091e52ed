import { expect, test } from '@playwright/test';
import { openScreen, pick } from './accounts-support';
import { apiLogin, bearer, demo, session } from './support';

type Alliance = {
  id: number;
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
