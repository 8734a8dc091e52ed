import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The shell's background calls kept quiet (no notifications, no event stream, no news bar): every
 * test that renders the app makes them, so they are the server's own handlers; a test that needs
 * them otherwise answers them with `server.use`.
 */
const quietShell = [
  http.post('*/api/general/notification/user_notification', () =>
    HttpResponse.json({
      data: { data: [], total: 0, per_page: 10, current_page: 1, last_page: 1 },
      unread_count: 0,
    }),
  ),
  http.get('*/api/general/notification/stream', () => new HttpResponse(null, { status: 503 })),
  http.get('*/api/cms/news-bar/active', () => HttpResponse.json({ data: [] })),
];

/** HTTP for component tests only (end-to-end tests run against the real server). */
export const server = setupServer(...quietShell);

/**
 * /dashboard's reads answered empty (tests of the shell that land on it): the declared dashboards
 * with no charts, nothing pending, no news nor guides.
 */
export const emptyDashboards = http.get(
  /\/api\/(dashboards\/|dashboard\/pending|cms\/news-center\/latest|cms\/eng-guide\/latest)/,
  ({ request }) => {
    const path = new URL(request.url).pathname;
    return HttpResponse.json(
      path.includes('/dashboards/') && !path.endsWith('/companies')
        ? { data: { charts: [], filters: { square_id: [] } } }
        : { data: [] },
    );
  },
);
