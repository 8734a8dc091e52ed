import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { listPage } from '../../../test/list-page';
import { server } from '../../../test/msw-server';
import { openScreenAs, recordPosts } from '../../../test/open-screen';
import { langs } from '../../../test/render';
import AlliancesPage from './alliances-page';

const REQUIRED = { ar: 'هذا الحقل مطلوب', en: 'This field is required' };

describe.each(langs)('alliance dialog (%s)', (lang) => {
  it('an empty submit shows the required error under the leader (an authority names it)', async () => {
    const stored: unknown[] = [];
    server.use(
      http.post('*/api/general/alliance', () => listPage([], 5)),
      http.get('*/api/general/alliance/organisations', () =>
        HttpResponse.json({ data: [{ id: 30, name: 'Al Diyafa' }] }),
      ),
      http.post('*/api/general/alliance_memberships', () => listPage([], 50)),
      http.post('*/api/general/alliance/store_with_members', async ({ request }) => {
        stored.push(await request.json());
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { u } = await openScreenAs(['admin', ['alliance-index']], <AlliancesPage />, lang);
    await u.click(await screen.findByTestId('alliance-create'));
    const dialog = await screen.findByTestId('alliance-create-dialog');
    await u.click(screen.getByTestId('dialog-ok'));
    const leaderItem = within(dialog).getByTestId('alliance-leader').closest('.ant-form-item') as HTMLElement;
    expect(await within(leaderItem).findByText(REQUIRED[lang])).toBeInTheDocument();
    expect(stored).toEqual([]);
  });
});

describe.each(langs)('alliance membership on /alliances (%s)', (lang) => {
  it('the invited organisation sees the invitation and accepts it after the confirmation', async () => {
    const { posted, handler } = recordPosts('*/api/general/alliance_memberships/change_status/7');
    server.use(
      http.post('*/api/general/alliance', () => listPage([], 5)),
      http.post('*/api/general/alliance_memberships', () =>
        listPage(
          [
            {
              id: 7,
              alliance: { id: 3, name: 'تحالف خدمات المشاعر' },
              member: { id: 40, name: 'Design Office' },
              leader: { id: 30, name: 'Al Diyafa' },
              status: 'invited',
              status_text: lang === 'ar' ? 'مدعوة' : 'Invited',
              allowed_actions: ['accept', 'decline'],
            },
          ],
          5,
        ),
      ),
      handler,
    );
    // a company without alliance-index: no create button, the screen still works.
    const { u } = await openScreenAs(['raft_office', []], <AlliancesPage />, lang);
    const panel = await screen.findByTestId('alliance-invitations');
    expect(within(panel).getByTestId('action-decline')).toBeInTheDocument();
    expect(screen.queryByTestId('alliance-create')).toBeNull();
    await u.click(within(panel).getByTestId('action-accept'));
    expect(posted).toEqual([]);
    await u.click(within(await screen.findByRole('dialog')).getByTestId('confirm-ok'));
    await waitFor(() => expect(posted).toEqual([{ action: 'accept' }]));
  });

  it('a member leaves its alliance after the confirmation', async () => {
    const { posted, handler } = recordPosts('*/api/general/alliance_members/leave');
    server.use(
      http.post('*/api/general/alliance', () =>
        listPage(
          [
            {
              id: 3,
              name: 'تحالف خدمات المشاعر',
              leader_id: 30,
              leader: { id: 30, name: 'Al Diyafa' },
              members: [
                { id: 30, name: 'Al Diyafa' },
                { id: 40, name: 'Design Office' },
              ],
              members_count: 2,
              can_leave: true,
              created_at: '2026-01-01T00:00:00.000Z',
            },
          ],
          5,
        ),
      ),
      http.post('*/api/general/alliance_memberships', () => listPage([], 5)),
      handler,
    );
    const { u } = await openScreenAs(['raft_office', []], <AlliancesPage />, lang);
    const name = lang === 'ar' ? 'مغادرة التحالف' : 'Leave the alliance';
    await u.click(await screen.findByRole('button', { name }));
    expect(posted).toEqual([]);
    await u.click(within(await screen.findByRole('dialog')).getByTestId('confirm-ok'));
    await waitFor(() => expect(posted).toEqual([{ alliance_id: 3 }]));
  });
});
