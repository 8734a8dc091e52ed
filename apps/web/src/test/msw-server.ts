import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/** HTTP for component tests only (end-to-end tests run against the real server). */
export const server = setupServer();

/** The shell's bell kept quiet (no notifications, no event stream), for tests that render the app. */
export const quietBell = [
  http.post('*/api/general/notification/user_notification', () =>
    HttpResponse.json({
      data: { data: [], total: 0, per_page: 10, current_page: 1, last_page: 1 },
      unread_count: 0,
    }),
  ),
  http.get('*/api/general/notification/stream', () => new HttpResponse(null, { status: 503 })),
  http.get('*/api/cms/news-bar/active', () => HttpResponse.json({ data: [] })),
];

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
