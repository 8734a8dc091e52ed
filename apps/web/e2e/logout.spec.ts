import { expect, test } from '@playwright/test';
import { apiLogin, demo, openAs } from './support';

// A user no other test signs in with: logging out revokes every token of the user, and the tests
// after this one still use the sessions of sessions.setup.ts.
test('logout in one tab logs out the other open tabs', async ({ context, request }) => {
  const user = await apiLogin(request, demo('specialist'));
  const first = await context.newPage();
  await openAs(first, user, '/dashboard');
  await expect(first.getByTestId('sidebar-menu')).toBeVisible();
  const second = await context.newPage();
  await second.goto('/profile');
  await expect(second.getByTestId('profile-name')).toBeVisible();

  const loggedOut = first.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
  await first.getByTestId('logout').click();
  expect((await loggedOut).status()).toBe(200);
  await expect(first).toHaveURL(/\/login$/);
  // The other tab follows without any action there.
  await expect(second).toHaveURL(/\/login$/);
  expect(await second.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

  // The token is revoked on the server too.
  const res = await first.request.get('/api/auth/permission-me', {
    headers: { Authorization: `Bearer ${user.access_token}` },
  });
  expect(res.status()).toBe(401);
});
