import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { emptyDashboards, server } from '../../test/msw-server';
import { langs, renderApp } from '../../test/render';
import { loginAs } from '../../test/session-fixtures';

const TITLE = { ar: 'الإشعارات غير المقروءة', en: 'Unread notifications' };

const bellPage = (unread: number) => ({
  data: { data: [], total: 0, per_page: 10, current_page: 1, last_page: 1 },
  unread_count: unread,
  has_more: false,
  questionnaire_required: false,
  questionnaire_id: null,
});

/** The company's dashboard answered 1 unread; a notification then arrives live (the stream says 2). */
function companyApi() {
  let bellCalls = 0;
  server.use(
    emptyDashboards,
    http.get('*/api/dashboard', () =>
      HttpResponse.json({
        data: {
          cards: [
            { key: 'employees_total', value: 4 },
            { key: 'notifications_unread', value: 1 },
          ],
        },
      }),
    ),
    http.post('*/api/general/notification/user_notification', () =>
      HttpResponse.json(bellPage(bellCalls++ === 0 ? 1 : 2)),
    ),
    http.get('*/api/general/notification/stream', () => {
      const body = new ReadableStream({
        start(controller) {
          setTimeout(
            () =>
              controller.enqueue(
                new TextEncoder().encode('event: notification\ndata: {"unread_count":2}\n\n'),
              ),
            300,
          );
        },
      });
      return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
    }),
  );
}

const cardValue = (lang: 'ar' | 'en') =>
  screen.getByText(TITLE[lang]).closest('.ant-statistic')?.querySelector('.ant-statistic-content-value')
    ?.textContent;

describe.each(langs)('dashboard unread card (%s)', (lang) => {
  it('shows the same live count as the bell: one source', async () => {
    companyApi();
    loginAs('raft_office', ['dashboard']);
    await renderApp('/dashboard', lang);
    // The first screen's modules load lazily (slow on a cold start).
    await screen.findByText(TITLE[lang], {}, { timeout: 20_000 });
    await waitFor(() => expect(screen.getByTestId('bell-badge')).toHaveAttribute('data-count', '2'));
    await waitFor(() => expect(cardValue(lang)).toBe('2'));
    expect(screen.getByTestId('bell-badge')).toHaveAttribute('data-count', '2');
  });
});

const PENDING = {
  ar: {
    title: 'بانتظار إجرائك',
    item: '3 — طلب الأعمال الإضافية، قيد المراجعة',
    todo: 'المطلوب: اعتماد، رفض',
  },
  en: {
    title: 'Waiting for you',
    item: '3 — Additional works order, Under review',
    todo: 'To do: Approve, Reject',
  },
};

describe.each(langs)('dashboard pending actions and news (%s)', (lang) => {
  it('lists what waits for the user, each a link to the filtered list, with the latest news', async () => {
    const l = lang === 'ar';
    server.use(
      http.get('*/api/dashboard/pending', () =>
        HttpResponse.json({
          data: [
            {
              workflow: 'order',
              title: l ? 'طلب الأعمال الإضافية' : 'Additional works order',
              status: 'under_review',
              status_text: l ? 'قيد المراجعة' : 'Under review',
              actions: l ? ['اعتماد', 'رفض'] : ['Approve', 'Reject'],
              count: 3,
              link: '/orders?status=under_review',
            },
          ],
        }),
      ),
      http.get('*/api/cms/news-center/latest', () =>
        HttpResponse.json({
          data: [{ id: 7, news_title: 'Season opens', created_at: '2026-05-01T08:00:00Z' }],
        }),
      ),
      emptyDashboards,
      http.get('*/api/dashboard', () => HttpResponse.json({ data: { cards: [] } })),
    );
    loginAs('admin', ['dashboard']);
    await renderApp('/dashboard', lang);
    const link = await screen.findByTestId('pending-order-under_review', {}, { timeout: 20_000 });
    expect(link).toHaveAttribute('href', '/orders?status=under_review');
    expect(link).toHaveTextContent(PENDING[lang].item);
    expect(screen.getByText(PENDING[lang].title)).toBeInTheDocument();
    expect(screen.getByText(PENDING[lang].todo)).toBeInTheDocument();
    // The CMS's latest news panel, handed in by the app.
    expect(await screen.findByText('Season opens', {}, { timeout: 20_000 })).toHaveAttribute(
      'href',
      '/news/7',
    );
  }, 40_000);
});
