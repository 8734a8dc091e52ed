import { expect, test } from '@playwright/test';
import { openScreen } from './accounts-support';
import { session } from './support';

// A user whose system asks for less motion (app.css): the portal's own motions stop, antd's
// enter/leave motions are left alone. Cut to nothing, they opened a dialog's dropdown 8,000 px
// above the screen (antd places its popup while the motion runs): the select could not be used.
test.use({ contextOptions: { reducedMotion: 'reduce' } });

test('under reduced motion a select in a dialog opens its options on screen', async ({ page }) => {
  await openScreen(page, session('raft_company'), '/alliances');
  await page.getByTestId('row-action-change-leader').first().click();
  const select = page.getByTestId('alliance-new-leader');
  await select.click();
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  await expect(option).toBeInViewport();
  // (Taking the pick is what the accounts flows do, with motion: on a clean-clone run the click on
  // the option hung here under reduced motion, not on this machine alone; not found yet.)
});
