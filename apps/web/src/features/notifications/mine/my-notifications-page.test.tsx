import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { emptyDashboards, server } from '../../../test/msw-server';
import { fastUser as user } from '../../../test/open-screen';
import { langs, renderApp } from '../../../test/render';
import { loginAs } from '../../../test/session-fixtures';

type Item = { id: number; message: string; link: string | null; is_seen: number; created_at: string };

/** The caller's notifications as the server keeps them: seen marks and clearing change them. */
function myNotificationsApi() {
  let items: Item[] = [
    {
      id: 2,
      message: 'Camp 12 is ready',
      link: '/dashboard',
      is_seen: 0,
      created_at: '2026-11-22T10:00:00Z',
    },
    { id: 1, message: 'Welcome to the portal', link: null, is_seen: 1, created_at: '2026-11-21T09:00:00Z' },
  ];
  const calls: string[] = [];
  const page = () => ({
    data: { data: items, total: items.length, per_page: 20, current_page: 1, last_page: 1 },
    unread_count: items.filter((i) => !i.is_seen).length,
    has_more: false,
  });
  server.use(
    http.post('*/api/general/notification/user_notification', async ({ request }) => {
      calls.push(`list ${JSON.stringify(await request.json())}`);
      return HttpResponse.json(page());
    }),
    http.get('*/api/general/notification/make_notification_seen/:id', ({ params }) => {
      calls.push(`seen ${params.id}`);
      items = items.map((i) => (i.id === Number(params.id) ? { ...i, is_seen: 1 } : i));
      return HttpResponse.json({ message: 'ok' });
    }),
    http.post('*/api/general/notification/clear_notification', () => {
      calls.push('clear');
      items = [];
      return HttpResponse.json({ message: 'Notifications cleared' });
    }),
    http.get('*/api/general/notification/stream', () => new HttpResponse(null, { status: 503 })),
    http.get('*/api/dashboard', () => HttpResponse.json({ data: { cards: [] } })),
    emptyDashboards,
  );
  return calls;
}

const T = {
  ar: { title: 'إشعاراتي', read: 'مقروء', unread: 'غير مقروء', mark: 'تعليم كمقروء', see: 'عرض المزيد' },
  en: { title: 'My notifications', read: 'Read', unread: 'Unread', mark: 'Mark as read', see: 'See more' },
};

describe.each(langs)('/notifications/mine (%s)', (lang) => {
  it('a company (no notification-index) sees its read and unread notifications, marks one read, clears all', async () => {
    const calls = myNotificationsApi();
    loginAs('raft_office', ['dashboard']);
    const u = user();
    await renderApp('/notifications/mine', lang);
    // The screen's module loads lazily (slow on a cold start).
    const list = await screen.findByTestId('mine-list', {}, { timeout: 20_000 });
    expect(await within(list).findByText('Camp 12 is ready')).toBeInTheDocument();
    expect(within(list).getByText('Welcome to the portal')).toBeInTheDocument();
    expect(within(list).getByText(T[lang].unread)).toBeInTheDocument();
    expect(within(list).getByText(T[lang].read)).toBeInTheDocument();
    expect(calls).toContain('list {"paginate":20}');

    await u.click(within(list).getByTestId('mine-mark-read'));
    await waitFor(() => expect(within(list).getAllByText(T[lang].read)).toHaveLength(2));
    expect(calls).toContain('seen 2');

    await u.click(screen.getByTestId('mine-clear'));
    await u.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(calls).toContain('clear'));
    await waitFor(() => expect(within(list).queryByText('Welcome to the portal')).toBeNull());
  });

  it('the bell has "see more" leading to that page', async () => {
    myNotificationsApi();
    loginAs('raft_office', ['dashboard']);
    const u = user();
    const { router } = await renderApp('/dashboard', lang);
    await u.click(await screen.findByTestId('notification-bell'));
    await u.click(await screen.findByTestId('bell-see-more'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications/mine'));
    expect(await screen.findByTestId('mine-list', {}, { timeout: 20_000 })).toBeInTheDocument();
  });
});
