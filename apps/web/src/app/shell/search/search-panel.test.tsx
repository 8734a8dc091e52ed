import { GIS_REGISTERS, INVOICE_STATUS_COLORS, ORDER_STATUS_COLORS } from '@mashaer/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../i18n/i18n';
import { server } from '../../../test/msw-server';
import { langs, renderScreen } from '../../../test/render';
import { SCREENS } from '../../screens';
import { SEARCH_AREAS } from './search-areas';
import { SearchButton } from './search-button';

const HITS = [
  { area: 'orders', id: 7, title: 'ORD-1448-000007', subtitle: null, status: 'sent' },
  { area: 'invoices', id: 5, title: 'INV-1448-000012', subtitle: null, status: 'issued' },
  { area: 'users', id: 3, title: 'أحمد السالم', subtitle: 'ahmad@example.com', status: 'active' },
];
/** The answer as the API gives it: each status in the caller's words and in its area's colour. */
const answer = (lang: 'ar' | 'en', hits = HITS) => ({
  data: hits.map((h) => ({
    ...h,
    status_text:
      ({ sent: TEXT[lang].sent, issued: TEXT[lang].issued } as Record<string, string>)[h.status] ?? h.status,
    status_color:
      ({ sent: ORDER_STATUS_COLORS.sent, issued: INVOICE_STATUS_COLORS.issued } as Record<string, string>)[
        h.status
      ] ?? null,
  })),
});

const TEXT = {
  ar: {
    orders: 'الطلبات',
    invoices: 'الفواتير',
    users: 'المستخدمون',
    sent: 'مرسل للاستشاري والمقاول',
    issued: 'مصدرة',
    empty: 'لا توجد نتائج',
    error: 'تعذر البحث',
  },
  en: {
    orders: 'Orders',
    invoices: 'Invoices',
    users: 'Users',
    sent: 'Sent to consultant and contractor',
    issued: 'Issued',
    empty: 'No results',
    error: 'The search failed',
  },
};

function searchApi(answer: () => Response) {
  const asked: string[] = [];
  server.use(
    http.post('*/api/general/search', async ({ request }) => {
      asked.push(((await request.json()) as { search: string }).search);
      return answer();
    }),
  );
  return asked;
}

const routes = ['/orders/details/:id', '/invoices/details/:id', '/users/view/:id'].map((path) => ({
  path,
  element: <p>opened</p>,
}));

describe.each(langs)('the top bar search (%s)', (lang) => {
  const text = TEXT[lang];

  it('Ctrl+K opens it; typing shows the records grouped by area with their status; Enter opens one', async () => {
    const asked = searchApi(() => HttpResponse.json(answer(lang)));
    const { user, input, router } = await (async () => {
      const user = userEvent.setup();
      const view = await renderScreen(<SearchButton compact={false} />, { routes, lang });
      await user.keyboard('{Control>}k{/Control}');
      const input = await screen.findByRole('combobox');
      return { user, input, ...view };
    })();
    await user.type(input, '1');
    expect(asked).toEqual([]); // one character: nothing asked
    await user.type(input, '448');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(3));
    expect(asked).toEqual(['1448']); // debounced: one call for the term as typed
    expect(within(list).getByRole('group', { name: text.orders })).toBeInTheDocument();
    expect(within(list).getByRole('group', { name: text.invoices })).toBeInTheDocument();
    expect(within(list).getByRole('group', { name: text.users })).toBeInTheDocument();
    await waitFor(() => expect(within(list).getByText(text.sent)).toBeInTheDocument());
    expect(within(list).getByText(text.issued)).toBeInTheDocument();
    // Each status in its area's colour, as the area's own screens show it.
    expect(within(list).getByText(text.sent)).toHaveClass(`ant-tag-${ORDER_STATUS_COLORS.sent}`);
    expect(within(list).getByText(text.issued)).toHaveClass(`ant-tag-${INVOICE_STATUS_COLORS.issued}`);
    // The first record is the active one; the arrow moves to the invoice, Enter opens it.
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input.getAttribute('aria-activedescendant')).toBe(within(list).getAllByRole('option')[0].id);
    await user.keyboard('{ArrowDown}');
    const invoice = within(list).getAllByRole('option')[1];
    expect(invoice).toHaveAttribute('aria-selected', 'true');
    expect(input.getAttribute('aria-activedescendant')).toBe(invoice.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/invoices/details/5'));
  });

  it('finds أحمد typed as احمد (the match is marked) and a click opens the record', async () => {
    searchApi(() => HttpResponse.json(answer(lang, HITS.slice(2))));
    const user = userEvent.setup();
    const { router } = await renderScreen(<SearchButton compact={false} />, { routes, lang });
    await user.click(screen.getByTestId('search-open'));
    await user.type(await screen.findByRole('combobox'), 'احمد');
    const option = await screen.findByRole('option');
    expect(option.querySelector('mark')?.textContent).toBe('أحمد');
    await user.click(option);
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/view/3'));
  });

  it('Esc closes it', async () => {
    searchApi(() => HttpResponse.json(answer(lang)));
    const user = userEvent.setup();
    await renderScreen(<SearchButton compact={false} />, { routes, lang });
    await user.click(screen.getByTestId('search-open'));
    const input = await screen.findByRole('combobox');
    await user.type(input, 'ORD');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
    expect(screen.getByTestId('search-open')).toHaveFocus();
  });

  it('says when nothing is found, and when the search failed', async () => {
    let fail = false;
    searchApi(() =>
      fail ? HttpResponse.json({ message: 'x' }, { status: 500 }) : HttpResponse.json({ data: [] }),
    );
    const user = userEvent.setup();
    await renderScreen(<SearchButton compact={false} />, { routes, lang });
    await user.click(screen.getByTestId('search-open'));
    const input = await screen.findByRole('combobox');
    await user.type(input, 'zz');
    expect(await screen.findByText(text.empty)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    fail = true;
    await user.type(input, 'z');
    expect(await screen.findByText(text.error)).toBeInTheDocument();
  });
});

describe('the screens the search opens', () => {
  it.each(Object.entries(SEARCH_AREAS))('%s: a route of the router', (_area, a) => {
    expect(SCREENS.some((s) => matchPath(s.path, a.path(1)))).toBe(true);
  });

  it.each(
    Object.values(GIS_REGISTERS),
  )('GIS register $path: its group, list title and update screen', async (r) => {
    await initI18n('en');
    const area = SEARCH_AREAS[r.path.replace(/-/g, '_')];
    expect(area?.path(4)).toBe(`/${r.path}/update/4`);
    // The list's title, in both languages (route names ship with the entry).
    for (const lng of ['ar', 'en'])
      expect(i18n.exists(area.label, { lng }), `${area.label} ${lng}`).toBe(true);
  });
});
