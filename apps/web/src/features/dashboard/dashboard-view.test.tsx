import { DASHBOARDS } from '@mashaer/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { listPage } from '../../test/list-page';
import { server } from '../../test/msw-server';
import { langs, renderApp } from '../../test/render';
import { loginAs } from '../../test/session-fixtures';
import { linkOf } from './chart-card';

const TITLES = {
  ar: { status: 'الطلبات حسب الحالة', expiring: 'تراخيص تنتهي خلال 7 أيام', excel: 'تصدير Excel' },
  en: { status: 'Orders by status', expiring: 'Licences expiring within 7 days', excel: 'Export to Excel' },
};

/** The company filter's options, answered empty. */
const noCompanies = http.get('*/api/dashboards/companies', () => HttpResponse.json({ data: [] }));

/** The orders-status dashboard's answer (labels in the asked language), recording each query string. */
function ordersStatusApi(lang: 'ar' | 'en') {
  const asked: string[] = [];
  server.use(
    noCompanies,
    http.get('*/api/dashboards/orders-status', ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json({
        data: {
          charts: [
            {
              id: 'orders_by_status',
              kind: 'pie',
              points: [
                { key: 'sent', label: lang === 'ar' ? 'مرسل' : 'Sent', value: 7 },
                { key: 'licensed', label: lang === 'ar' ? 'مرخص' : 'Licensed', value: 3 },
              ],
            },
            { id: 'licences_expiring', kind: 'figure', points: [{ key: 'total', label: '', value: 4 }] },
            {
              id: 'reports_pending',
              kind: 'figure',
              points: [{ key: 'total', label: '', value: 2 }],
            },
          ],
          filters: { square_id: [{ value: 5, label: lang === 'ar' ? 'مربع 5' : 'Square 5' }] },
        },
      });
    }),
  );
  return asked;
}

describe.each(langs)('a declared dashboard (%s)', (lang) => {
  it('draws each chart the server answered, its points linking to the filtered list', async () => {
    const asked = ordersStatusApi(lang);
    loginAs('admin', ['dashboard', 'dashboard-additions-stage', 'order-index']);
    const app = await renderApp('/orders-status?company_id=9&square_id=5', lang);
    const card = await screen.findByTestId('chart-orders_by_status', {}, { timeout: 20_000 });
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(TITLES[lang].status);
    expect(document.documentElement.dir).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    // The filters of the URL reach the server and pass on to the list the orders list understands.
    expect(asked[0]).toContain('company_id=9');
    expect(asked[0]).toContain('square_id=5');
    const sent = screen.getByTestId('point-orders_by_status-sent');
    expect(sent).toHaveAttribute('href', '/orders?status=sent&company_id=9');
    expect(sent).toHaveAttribute('data-value', '7');
    // A figure without a list is plain; one with a list links to it with its fixed filter.
    expect(screen.getByTestId('figure-licences_expiring').tagName).toBe('SPAN');
    expect(screen.getByTestId('figure-reports_pending')).toHaveAttribute('href', '/reports?status=pending');
    expect(within(card).getByRole('button', { name: TITLES[lang].excel })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: new RegExp(TITLES[lang].status) })).toBeInTheDocument();
    // Following a point opens the list with the point's filter.
    server.use(http.post('*/api/general/orders', () => listPage()));
    await userEvent.click(sent);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/orders'));
    expect(app.router.state.location.search).toBe('?status=sent&company_id=9');
  }, 40_000);

  it("a refused filter shows the server's message under its field, not a bare failure", async () => {
    const words = { ar: 'تاريخ النهاية قبل تاريخ البداية', en: 'The end date is before the start date' };
    server.use(
      noCompanies,
      http.get('*/api/dashboards/orders-status', () =>
        HttpResponse.json({ message: words[lang], errors: { to: [words[lang]] } }, { status: 422 }),
      ),
    );
    loginAs('admin', ['dashboard', 'dashboard-additions-stage', 'order-index']);
    await renderApp('/orders-status?from=2026-06-10&to=2026-06-01', lang);
    // The message under the "to" filter (its form item, read again: the bar re-renders).
    await waitFor(
      () => {
        const to = screen.getByTestId('filter-to').closest('.ant-form-item');
        expect(to).toHaveTextContent(words[lang]);
        expect(to).toHaveClass('ant-form-item-has-error');
      },
      { timeout: 20_000 },
    );
    expect(screen.queryByRole('button', { name: lang === 'ar' ? 'إعادة المحاولة' : 'Try again' })).toBeNull();
  }, 40_000);

  it('the Arafat dashboard says so when no sibling site is configured', async () => {
    server.use(
      noCompanies,
      http.get('*/api/dashboards/power-bi-arafat', () =>
        HttpResponse.json({
          data: { charts: [], sibling: { configured: false, sites: [] }, filters: { square_id: [] } },
        }),
      ),
    );
    loginAs('admin', ['dashboard', 'dashboard-power-bi-1']);
    await renderApp('/dashboard-power-bi-arafat', lang);
    expect(await screen.findByTestId('sibling-off', {}, { timeout: 20_000 })).toHaveTextContent(
      'SIBLING_API_URLS',
    );
  }, 40_000);
});

describe('links of the declarations', () => {
  it('every chart link is a declared screen path', () => {
    for (const d of Object.values(DASHBOARDS))
      for (const c of d.charts) {
        const to = linkOf('link' in c ? c.link : undefined, { key: '1', label: '', value: 1 }, {});
        if (to) expect(to.startsWith('/')).toBe(true);
      }
  });
});
