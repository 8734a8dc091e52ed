import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/msw-server';
import { langs, renderScreen } from '../../test/render';
import { ResourceList } from './resource-list';
import { columns, filters, type Item, listEndpoint, ROWS, rowTexts } from './resource-list-fixture';

describe.each(langs)('ResourceList (%s)', (lang) => {
  it('pages on the server, changes page size back to page 1, and keeps it all in the URL', async () => {
    const calls = listEndpoint();
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const { router } = await renderScreen(
      <ResourceList<Item>
        listPath="things"
        title="routes.notifications"
        columns={columns}
        filters={filters}
      />,
      { lang, at: '/things' },
    );
    expect(document.documentElement.dir).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    await waitFor(() => expect(rowTexts()).toEqual(['Row 1', 'Row 2', 'Row 3', 'Row 4', 'Row 5']));
    expect(calls[0]).toEqual({ page: 1, body: {} });

    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(rowTexts()[0]).toBe('Row 6'));
    expect(router.state.location.search).toBe('?page=2');

    // page size 10 → back to page 1, sent as `paginate`
    await user.click(screen.getAllByRole('combobox').at(-1)!);
    await user.click(await screen.findByTitle(lang === 'ar' ? '10 / صفحة' : '10 / page'));
    await waitFor(() => expect(rowTexts()).toHaveLength(10));
    expect(rowTexts()[0]).toBe('Row 1');
    expect(calls.at(-1)).toEqual({ page: 1, body: { paginate: 10 } });
    expect(router.state.location.search).toBe('?size=10');
  });

  it('filters with options from the answer, and resets', async () => {
    const calls = listEndpoint();
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const { router } = await renderScreen(
      <ResourceList<Item>
        listPath="things"
        title="routes.notifications"
        columns={columns}
        filters={filters}
      />,
      { lang, at: '/things?page=2' },
    );
    await waitFor(() => expect(rowTexts()[0]).toBe('Row 6'));
    await user.click(screen.getByTestId('filter-kind').querySelector('input')!);
    await user.click(await screen.findByTitle('Kind B'));
    await user.click(screen.getByRole('button', { name: lang === 'ar' ? /بحث/ : /search/i }));
    await waitFor(() => expect(rowTexts()).toEqual(['Row 2', 'Row 4', 'Row 6', 'Row 8', 'Row 10']));
    expect(calls.at(-1)).toEqual({ page: 1, body: { kind: 'b' } });
    expect(router.state.location.search).toBe('?kind=b');

    await user.click(screen.getByTestId('filters-reset'));
    await waitFor(() => expect(rowTexts()[0]).toBe('Row 1'));
    expect(router.state.location.search).toBe('');
    expect(calls.at(-1)).toEqual({ page: 1, body: {} });
  });

  it('sorts through sort_by / sort_dir', async () => {
    const calls = listEndpoint();
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await renderScreen(
      <ResourceList<Item> listPath="things" title="routes.notifications" columns={columns} />,
      {
        lang,
        at: '/things',
      },
    );
    await waitFor(() => expect(rowTexts()[0]).toBe('Row 1'));
    const idHeader = screen.getAllByRole('columnheader')[0];
    await user.click(idHeader);
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ sort_by: 'id', sort_dir: 'asc' }));
    await user.click(idHeader);
    await waitFor(() => expect(rowTexts()[0]).toBe('Row 12'));
    expect(calls.at(-1)?.body).toEqual({ sort_by: 'id', sort_dir: 'desc' });
  });

  it('a capped count (estimated) says "more than" the cap instead of a total', async () => {
    server.use(
      http.post('*/api/capped', () =>
        HttpResponse.json({
          data: { data: ROWS.slice(0, 5), total: 10_000, per_page: 5, current_page: 1, last_page: 2000 },
          filters: {},
          estimated: true,
        }),
      ),
    );
    await renderScreen(<ResourceList listPath="capped" title="routes.notifications" columns={columns} />, {
      lang,
      at: '/x',
    });
    expect(await screen.findByText(lang === 'ar' ? /أكثر من 10000/ : /More than 10000/)).toBeVisible();
    expect(screen.queryByText(lang === 'ar' ? 'الإجمالي: 10000' : 'Total: 10000')).toBeNull();
  });

  it('shows the empty state, and an error state with retry', async () => {
    server.use(
      http.post('*/api/empty', () =>
        HttpResponse.json({
          data: { data: [], total: 0, per_page: 5, current_page: 1, last_page: 1 },
          filters: {},
        }),
      ),
      http.post('*/api/broken', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    // No filter set: there is nothing yet, and the list's create action is offered right there.
    const empty = await renderScreen(
      <ResourceList
        listPath="empty"
        title="routes.notifications"
        columns={columns}
        filters={filters}
        toolbar={<button type="button">create one</button>}
      />,
      { lang, at: '/x' },
    );
    const none = await screen.findByText(lang === 'ar' ? 'لا توجد سجلات بعد' : 'No records yet');
    expect(none).toBeVisible();
    expect(screen.queryByText(lang === 'ar' ? 'لا توجد سجلات مطابقة' : 'No matching records')).toBeNull();
    expect(within(none.closest('.ant-empty') as HTMLElement).getByText('create one')).toBeVisible();
    expect(screen.getAllByText('create one')).toHaveLength(1);
    empty.unmount();
    // A filter set: nothing matches it.
    const filtered = await renderScreen(
      <ResourceList
        listPath="empty"
        title="routes.notifications"
        columns={columns}
        filters={filters}
        toolbar={<button type="button">create one</button>}
      />,
      { lang, at: '/x?name=zz' },
    );
    expect(
      await screen.findByText(lang === 'ar' ? 'لا توجد سجلات مطابقة' : 'No matching records'),
    ).toBeVisible();
    expect(screen.queryByText(lang === 'ar' ? 'لا توجد سجلات بعد' : 'No records yet')).toBeNull();
    expect(screen.getByText('create one').closest('.ant-empty')).toBeNull();
    filtered.unmount();
    await renderScreen(<ResourceList listPath="broken" title="routes.notifications" columns={columns} />, {
      lang,
      at: '/y',
    });
    expect(
      await screen.findByText(lang === 'ar' ? 'تعذر تحميل القائمة' : 'The list could not be loaded'),
    ).toBeVisible();
    expect(
      screen.getByRole('button', { name: lang === 'ar' ? 'إعادة المحاولة' : 'Try again' }),
    ).toBeVisible();
  });
});
