import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { fastUser } from '../../../test/open-screen';
import { langs, renderScreen } from '../../../test/render';
import { loginAs } from '../../../test/session-fixtures';
import EmployeesListPage from './employees-list-page';

const row = (id: number, name: string, status: string) => ({
  id,
  name,
  email: `${name.toLowerCase()}@org.test`,
  phone: '512340000',
  type_id: 2,
  parent_id: 20,
  status,
  status_text: status,
  created_at: '2026-11-20T10:00:00Z',
  roles: [{ id: 2, name: 'مكتب رافعة', name_en: 'Raft office' }],
});

function employeesApi() {
  const switched: { id: string; body: unknown }[] = [];
  server.use(
    http.post('*/api/users/employees', () =>
      HttpResponse.json({
        data: {
          data: [row(41, 'Huda', 'active'), row(42, 'Omar', 'disabled')],
          total: 2,
          per_page: 5,
          current_page: 1,
          last_page: 1,
        },
        filters: { status: [] },
      }),
    ),
    http.post('*/api/users/employees/switch-status/:id', async ({ params, request }) => {
      switched.push({ id: String(params.id), body: await request.json() });
      return HttpResponse.json({ message: 'The employee was disabled' });
    }),
  );
  return switched;
}

const LABEL = {
  ar: { view: 'عرض', edit: 'تعديل', disable: 'تعطيل', enable: 'تفعيل' },
  en: { view: 'View', edit: 'Edit', disable: 'Disable', enable: 'Enable' },
};

describe.each(langs)('/employees (%s)', (lang) => {
  it('a company views, edits, disables and enables its employees from the list', async () => {
    const switched = employeesApi();
    loginAs('raft_office', ['user-employee-index']);
    const u = fastUser();
    const { router } = await renderScreen(<EmployeesListPage />, {
      lang,
      at: '/employees',
      routes: [
        { path: '/employees/view/:id', element: <div>view page</div> },
        { path: '/employees/update/:id', element: <div>edit page</div> },
      ],
    });
    const huda = (await screen.findByText('Huda', {}, { timeout: 20_000 })).closest('tr') as HTMLElement;
    const omar = screen.getByText('Omar').closest('tr') as HTMLElement;
    for (const key of ['view', 'edit'] as const)
      expect(within(huda).getByTestId(`row-action-${key}`)).toHaveAccessibleName(LABEL[lang][key]);
    expect(within(huda).getByTestId('row-action-disable')).toHaveAccessibleName(LABEL[lang].disable);
    expect(within(huda).queryByTestId('row-action-enable')).toBeNull();
    expect(within(omar).getByTestId('row-action-enable')).toHaveAccessibleName(LABEL[lang].enable);
    expect(within(omar).queryByTestId('row-action-disable')).toBeNull();

    await u.click(within(huda).getByTestId('row-action-disable'));
    await u.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(switched).toEqual([{ id: '41', body: { status: 'disabled' } }]));

    await u.click(within(huda).getByTestId('row-action-edit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/employees/update/41'));
  });
});
