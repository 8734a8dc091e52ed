import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { clearSession, readSession } from '../../session/session-store';
import { STORAGE_KEYS } from '../../session/storage-keys';
import { emptyDashboards, server } from '../../test/msw-server';
import { langs, renderApp } from '../../test/render';
import { loginAs } from '../../test/session-fixtures';

const bellPage = (unread: number) => ({
  data: {
    data: [
      {
        id: 1,
        message: 'Camp 12 is ready',
        link: '/dashboard',
        is_seen: 0,
        created_at: '2025-06-03T10:00:00Z',
      },
    ],
    total: 1,
    per_page: 10,
    current_page: 1,
    last_page: 1,
  },
  unread_count: unread,
  has_more: false,
  questionnaire_required: false,
  questionnaire_id: null,
});

function shellApi(stream?: () => Response) {
  let logouts = 0;
  server.use(
    emptyDashboards,
    http.get('*/api/dashboard', () =>
      HttpResponse.json({
        data: {
          cards: [
            { key: 'users_total', value: 12 },
            { key: 'mystery', value: 1 },
          ],
        },
      }),
    ),
    http.post('*/api/general/notification/user_notification', () => HttpResponse.json(bellPage(2))),
    http.get('*/api/general/notification/stream', () =>
      stream ? stream() : new HttpResponse(null, { status: 503 }),
    ),
    http.post('*/api/auth/logout', () => {
      logouts++;
      return HttpResponse.json({ message: 'Logged out successfully' });
    }),
  );
  return { logouts: () => logouts };
}

const T = {
  ar: {
    dashboard: 'لوحة المعلومات',
    notifications: 'الإشعارات',
    home: 'الرئيسية',
    card: 'إجمالي المستخدمين',
    app: 'بوابة المشاعر',
  },
  en: {
    dashboard: 'Dashboard',
    notifications: 'Notifications',
    home: 'Home',
    card: 'Users',
    app: 'Mashaer Portal',
  },
};

describe.each(langs)('shell (%s)', (lang) => {
  const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

  it('sidebar entries follow permissions; unbuilt ones stay hidden; title and breadcrumb from the route', async () => {
    shellApi();
    loginAs('admin', [
      'dashboard',
      'notification-index',
      'delivery',
      'gis-electrical-meter-index',
      'user',
      'user-index',
    ]);
    await renderApp('/dashboard', lang);
    const menu = await screen.findByTestId('sidebar-menu');
    expect(within(menu).getByText(T[lang].dashboard)).toBeInTheDocument();
    expect(within(menu).getByText(T[lang].notifications)).toBeInTheDocument();
    expect(within(menu).queryByText(lang === 'ar' ? 'العدادات الكهربائية' : 'Electrical meters')).toBeNull();
    expect(within(menu).queryByText(lang === 'ar' ? 'المستخدمون' : 'Users')).toBeNull();
    expect(await screen.findByText(T[lang].card)).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${T[lang].dashboard} | ${T[lang].app}`));
    expect(screen.getByText(T[lang].home)).toBeInTheDocument();
    expect(document.documentElement.dir).toBe(lang === 'ar' ? 'rtl' : 'ltr');
  });

  it('bell with unread badge for bell types only', async () => {
    shellApi();
    loginAs('raft_office', ['dashboard']);
    const first = await renderApp('/dashboard', lang);
    await waitFor(() => expect(screen.getByTestId('bell-badge')).toHaveAttribute('data-count', '2'));
    first.unmount();
    loginAs('gov', ['dashboard']);
    await renderApp('/dashboard', lang);
    await screen.findByTestId('sidebar-menu');
    expect(screen.queryByTestId('notification-bell')).toBeNull();
  });

  it('the bell badge follows the server-sent events stream', async () => {
    shellApi(() => {
      // Sent again every 200 ms: under load the first event can arrive before the bell's own
      // first count (2), which would then overwrite it; the stream's latest word must win.
      let timer: ReturnType<typeof setInterval> | undefined;
      const body = new ReadableStream({
        start(controller) {
          const enc = new TextEncoder();
          timer = setInterval(
            () => controller.enqueue(enc.encode('event: notification\ndata: {"unread_count":5}\n\n')),
            200,
          );
        },
        cancel() {
          clearInterval(timer);
        },
      });
      return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
    });
    loginAs('admin', ['dashboard']);
    await renderApp('/dashboard', lang);
    // (a cold first render of the lazy shell can pass 5 s on a busy machine)
    await waitFor(() => expect(screen.getByTestId('bell-badge')).toHaveAttribute('data-count', '5'), {
      timeout: 15_000,
    });
  });

  it('switches language at once, without reload, and keeps it', async () => {
    shellApi();
    loginAs('admin', ['dashboard']);
    const u = user();
    await renderApp('/dashboard', lang);
    await screen.findByTestId('sidebar-menu');
    await u.click(screen.getByTestId('lang-switch'));
    const other = lang === 'ar' ? 'en' : 'ar';
    await waitFor(() => expect(document.documentElement.dir).toBe(other === 'ar' ? 'rtl' : 'ltr'));
    expect(localStorage.getItem(STORAGE_KEYS.lang)).toBe(other);
    expect(
      await within(screen.getByTestId('sidebar-menu')).findByText(T[other].dashboard),
    ).toBeInTheDocument();
  });

  it('a route without its permission goes to /403; unknown paths go to /404', async () => {
    shellApi();
    loginAs('raft_office', ['dashboard']);
    const app = await renderApp('/notifications', lang);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/403'));
    expect(
      await screen.findByText(lang === 'ar' ? 'ليس لديك أي صلاحية' : 'you dont have any permission'),
    ).toBeInTheDocument();
    await app.router.navigate('/no/such/page');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/404'));
  });

  it('the page title is the one h1; the sidebar toggle says whether it is open', async () => {
    shellApi();
    loginAs('admin', ['dashboard']);
    const u = user();
    await renderApp('/dashboard', lang);
    const h1 = await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    expect(h1).toHaveTextContent(T[lang].dashboard);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('contentinfo')).toHaveLength(1);
    const toggle = screen.getByTestId('menu-toggle');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('shell-sider')).toBeInTheDocument();
    await u.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  });

  it('on a phone: the sidebar is a drawer from the start side, the top bar keeps icons and one menu', async () => {
    shellApi();
    loginAs('admin', ['dashboard', 'notification-index']);
    window.innerWidth = 390;
    try {
      const u = user();
      await renderApp('/dashboard', lang);
      // (the first render of the lazily loaded shell can take a while on a busy machine)
      await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
      expect(screen.queryByTestId('shell-sider')).toBeNull();
      expect(screen.queryByTestId('sidebar-menu')).toBeNull();
      // No logout text or user name in the bar itself: they are in the "more" menu.
      expect(screen.queryByTestId('logout')).toBeNull();
      const toggle = screen.getByTestId('menu-toggle');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await u.click(toggle);
      const menu = await screen.findByTestId('sidebar-menu');
      expect(within(menu).getByText(T[lang].notifications)).toBeInTheDocument();
      // From the start side: the right in Arabic, the left in English.
      expect(document.querySelector('.shell-drawer')?.closest('.ant-drawer')).toHaveClass(
        lang === 'ar' ? 'ant-drawer-right' : 'ant-drawer-left',
      );
      await u.click(screen.getByTestId('top-more'));
      expect(await screen.findByTestId('logout')).toBeInTheDocument();
    } finally {
      window.innerWidth = 1024;
    }
  });

  it('403 and 404 of a signed-in user stay inside the shell (sidebar, top bar, logout)', async () => {
    shellApi();
    loginAs('raft_office', ['dashboard']);
    const app = await renderApp('/notifications', lang);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/403'));
    expect(
      await screen.findByText(lang === 'ar' ? 'ليس لديك أي صلاحية' : 'you dont have any permission'),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('sidebar-menu')).toBeInTheDocument();
    expect(screen.getByTestId('logout')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveClass('shell-content');
    await app.router.navigate('/no/such/page');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/404'));
    expect(await screen.findByTestId('sidebar-menu')).toBeInTheDocument();
  });

  it('403 without a session is the plain page (no shell)', async () => {
    shellApi();
    clearSession();
    await renderApp('/403', lang);
    expect(
      await screen.findByText(lang === 'ar' ? 'ليس لديك أي صلاحية' : 'you dont have any permission'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('sidebar-menu')).toBeNull();
    expect(screen.queryByTestId('logout')).toBeNull();
  });

  it('logout calls the API, clears the session and goes to /login', async () => {
    const api = shellApi();
    loginAs('admin', ['dashboard']);
    const u = user();
    const app = await renderApp('/dashboard', lang);
    await u.click(await screen.findByTestId('logout'));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(api.logouts()).toBe(1);
    expect(readSession().token).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.logout)).toBeTruthy();
  });

  it('not logged in: /dashboard goes to /login and remembers the path', async () => {
    shellApi();
    const app = await renderApp('/dashboard?x=1', lang);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(STORAGE_KEYS.redirect)).toBe('/dashboard?x=1');
    expect(await screen.findByTestId('login-email')).toBeInTheDocument();
  });
});

describe('required questionnaire', () => {
  it('warns for 10 s and redirects to the questionnaire after 6 s', async () => {
    shellApi();
    server.use(
      http.post('*/api/general/notification/user_notification', () =>
        HttpResponse.json({ ...bellPage(1), questionnaire_required: true, questionnaire_id: 7 }),
      ),
    );
    loginAs('raft_office', ['dashboard']);
    const app = await renderApp('/dashboard', 'en');
    expect(
      await screen.findByText('You have a required questionnaires must be answered'),
    ).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/dashboard');
    const seen: string[] = [];
    // (the questionnaire screens come with a later issue: until then the path itself ends on /404)
    app.router.subscribe((s) => seen.push(s.navigation.location?.pathname ?? s.location.pathname));
    await waitFor(() => expect(seen).toContain('/questionnaires/myQuestionnaires/7'), { timeout: 9000 });
  }, 20_000);
});
