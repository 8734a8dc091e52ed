import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/msw-server';
import { langs, renderScreen } from '../../test/render';
import { ResourceList } from './resource-list';
import { columns, type Item, listEndpoint, rowTexts } from './resource-list-fixture';
import type { RowAction } from './types';

/** The list's row actions: the delete confirmation, the actions column, the phone's cards. */
describe.each(langs)('ResourceList row actions (%s)', (lang) => {
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
