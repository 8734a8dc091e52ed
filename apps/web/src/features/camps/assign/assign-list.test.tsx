import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { langs, renderScreen } from '../../../test/render';
import { loginAs } from '../../../test/session-fixtures';
import AssignListPage from './assign-list';

const LABEL = { ar: 'استكمال بيانات التعيين', en: 'Complete the assignment details' };

describe.each(langs)('/assign as a company (%s)', (lang) => {
  it("the company's action on its assignment is a labelled action, not a lone icon", async () => {
    server.use(
      http.post('*/api/general/camps/index', () =>
        HttpResponse.json({
          data: {
            data: [
              {
                id: 5,
                camp_name: '12',
                square_name: 'Square 1',
                company_name: 'Al Rifada',
                receiver_cr: '1010',
                country: null,
                status: 'pending',
                created_at: '2026-11-20T10:00:00Z',
              },
            ],
            total: 1,
            per_page: 5,
            current_page: 1,
            last_page: 1,
          },
          filters: {},
        }),
      ),
    );
    loginAs('raft_office', ['delivery-assign-index']);
    await renderScreen(<AssignListPage />, { lang, at: '/assign' });
    const tr = (await screen.findByText('Al Rifada', {}, { timeout: 20_000 })).closest('tr') as HTMLElement;
    const action = within(tr).getByTestId('row-action-recustomize');
    expect(action).toHaveTextContent(LABEL[lang]);
    expect(action.querySelector('.anticon')).toBeNull();
    expect(within(tr).queryByTestId('row-action-edit')).toBeNull();
  });
});
