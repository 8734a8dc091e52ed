import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { langs, renderScreen } from '../../../test/render';
import { loginAs } from '../../../test/session-fixtures';
import AlliancesPage from './alliances-page';

const REQUIRED = { ar: 'هذا الحقل مطلوب', en: 'This field is required' };

describe.each(langs)('alliance dialog (%s)', (lang) => {
  it('an empty submit shows the required error under the leader (an authority names it)', async () => {
    const stored: unknown[] = [];
    server.use(
      http.post('*/api/general/alliance', () =>
        HttpResponse.json({
          data: { data: [], total: 0, per_page: 5, current_page: 1, last_page: 1 },
          filters: {},
        }),
      ),
      http.get('*/api/general/alliance/organisations', () =>
        HttpResponse.json({
          data: [{ id: 30, name: 'Al Diyafa', type_code: 'raft_company', alliance_id: null }],
        }),
      ),
      http.post('*/api/general/alliance/store_with_members', async ({ request }) => {
        stored.push(await request.json());
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    loginAs('admin', ['alliance-index']);
    const u = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await renderScreen(<AlliancesPage />, { lang });
    await u.click(await screen.findByTestId('alliance-create'));
    const dialog = await screen.findByTestId('alliance-create-dialog');
    await u.click(screen.getByTestId('dialog-ok'));
    const leaderItem = within(dialog).getByTestId('alliance-leader').closest('.ant-form-item') as HTMLElement;
    expect(await within(leaderItem).findByText(REQUIRED[lang])).toBeInTheDocument();
    expect(stored).toEqual([]);
  });
});
