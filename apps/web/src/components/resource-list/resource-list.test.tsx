import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/msw-server';
import { langs, renderScreen } from '../../test/render';
import { ResourceList } from './resource-list';
import type { ColumnDef, FilterDef, Row, RowAction } from './types';

type Item = Row & { id: number; name: string; kind: string };
const ROWS: Item[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  name: `Row ${i + 1}`,
  kind: i % 2 ? 'b' : 'a',
}));

/** A fake list endpoint following the list protocol; records each request body and page. */
function listEndpoint() {
  const calls: { page: number; body: Record<string, unknown> }[] = [];
  server.use(
    http.post('*/api/things', async ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({ page, body });
      const per = Number(body.paginate ?? 5);
      let rows = ROWS.filter((r) => !body.kind || r.kind === body.kind);
      if (body.name) rows = rows.filter((r) => r.name.includes(String(body.name)));
      if (body.sort_by === 'id' && body.sort_dir === 'desc') rows = [...rows].reverse();
      return HttpResponse.json({
        data: {
          data: rows.slice((page - 1) * per, page * per),
          total: rows.length,
          per_page: per,
          current_page: page,
          last_page: Math.max(1, Math.ceil(rows.length / per)),
        },
        filters: {
          kind: [
            { value: 'a', label: 'Kind A' },
            { value: 'b', label: 'Kind B' },
          ],
        },
      });
    }),
  );
  return calls;
}

const columns: ColumnDef<Item>[] = [
  { key: 'id', title: 'common.id', sortable: true },
  { key: 'name', title: 'notifications.message' },
];
const filters: FilterDef[] = [
  { name: 'name', label: 'notifications.search', type: 'text' },
  { name: 'kind', label: 'notifications.target', type: 'select' },
];

const rowTexts = () =>
  [...document.querySelectorAll('tr.ant-table-row')].map((r) => r.querySelectorAll('td')[1]?.textContent);

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

  it('asks the spec confirmation before a delete; cancelling shows "Cancelled Delete"', async () => {
    listEndpoint();
    let deleted: string | null = null;
    server.use(
      http.delete('*/api/things/delete/:id', ({ params }) => {
        deleted = String(params.id);
        return HttpResponse.json({ message: 'Deleted successfully' });
      }),
    );
    const actions: RowAction<Item>[] = [
      {
        key: 'delete',
        label: 'common.cancel',
        danger: true,
        confirm: 'delete',
        request: (r) => ({ path: `things/delete/${r.id}`, method: 'DELETE' }),
      },
    ];
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await renderScreen(
      <ResourceList<Item>
        listPath="things"
        title="routes.notifications"
        columns={columns}
        rowActions={actions}
      />,
      { lang, at: '/things' },
    );
    await waitFor(() => expect(rowTexts()[0]).toBe('Row 1'));
    await user.click(screen.getAllByTestId('row-action-delete')[0]);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(lang === 'ar' ? 'هل أنت متأكد؟' : 'Are you sure?');
    expect(dialog).toHaveTextContent(
      lang === 'ar' ? 'لن تتمكن من التراجع عن هذا!' : "You won't be able to revert this!",
    );
    await user.click(within(dialog).getByTestId('confirm-cancel'));
    expect(await screen.findByText(lang === 'ar' ? 'تم إلغاء الحذف' : 'Cancelled Delete')).toBeVisible();
    expect(deleted).toBeNull();

    await user.click(screen.getAllByTestId('row-action-delete')[0]);
    await user.click(within(await screen.findByRole('dialog')).getByTestId('confirm-ok'));
    await waitFor(() => expect(deleted).toBe('1'));
    expect(await screen.findByText('Deleted successfully')).toBeVisible();
  });

  it('pins the actions column to the row end and shows one delete style, with isolated cell text', async () => {
    listEndpoint();
    const actions: RowAction<Item>[] = [
      { key: 'view', label: 'common.save', onClick: () => undefined },
      { key: 'remove', label: 'common.cancel', confirm: 'delete', request: (r) => ({ path: `x/${r.id}` }) },
    ];
    await renderScreen(
      <ResourceList<Item>
        listPath="things"
        title="routes.notifications"
        columns={columns}
        rowActions={actions}
      />,
      { lang, at: '/things' },
    );
    await waitFor(() => expect(rowTexts()[0]).toBe('Row 1'));
    const header = screen.getByRole('columnheader', { name: lang === 'ar' ? 'الإجراءات' : 'Actions' });
    // antd's sticky cell at the logical end (right in ltr, left in rtl).
    expect(header.className).toMatch(/ant-table-cell-fix-end|ant-table-cell-fix-(right|left)/);
    const cell = screen.getAllByTestId('row-action-remove')[0].closest('td') as HTMLElement;
    expect(cell.className).toMatch(/ant-table-cell-fix-end|ant-table-cell-fix-(right|left)/);
    // A confirmed delete is always the red bin, named by its label.
    const remove = screen.getAllByTestId('row-action-remove')[0];
    expect(remove).toHaveClass('ant-btn-dangerous');
    expect(remove.querySelector('.anticon-delete')).not.toBeNull();
    expect(remove).toHaveAccessibleName(lang === 'ar' ? 'إلغاء' : 'Cancel');
    // Plain cell text sits in <bdi>.
    expect(screen.getByText('Row 1').tagName).toBe('BDI');
  });

  it('shows one card a row on a phone, with labels, values and actions', async () => {
    listEndpoint();
    window.innerWidth = 390;
    try {
      const actions: RowAction<Item>[] = [{ key: 'view', label: 'common.save', onClick: () => undefined }];
      await renderScreen(
        <ResourceList<Item>
          listPath="things"
          title="routes.notifications"
          columns={columns}
          rowActions={actions}
        />,
        { lang, at: '/things' },
      );
      const cards = await screen.findAllByTestId('list-card');
      expect(cards).toHaveLength(5);
      expect(document.querySelector('table')).toBeNull();
      expect(within(cards[0]).getByText('Row 1')).toBeVisible();
      expect(within(cards[0]).getByText(lang === 'ar' ? 'نص الإشعار' : 'Message')).toBeVisible();
      expect(within(cards[0]).getByTestId('row-action-view')).toBeVisible();
    } finally {
      window.innerWidth = 1024;
    }
  });
});
