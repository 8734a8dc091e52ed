import { defineWorkflow } from '@mashaer/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineWorkflowScreens } from '../../resources/define-workflow';
import { server } from '../../test/msw-server';
import { fastUser as user } from '../../test/open-screen';
import { langs, renderScreen } from '../../test/render';
import { loginAs } from '../../test/session-fixtures';
import { WorkflowDetails } from './workflow-details';
import { WorkflowList } from './workflow-list';

const PERMIT = defineWorkflow({
  name: 'permit',
  title: { ar: 'تصريح', en: 'Permit' },
  statuses: ['pending', 'approved', 'rejected'],
  labels: {
    pending: { ar: 'قيد الانتظار', en: 'Pending' },
    approved: { ar: 'معتمد', en: 'Approved' },
    rejected: { ar: 'مرفوض', en: 'Rejected' },
  },
  refused: 'workflow.not_allowed',
  actions: {
    approve: {
      label: { ar: 'اعتماد', en: 'Approve' },
      from: ['pending'],
      to: 'approved',
      permission: null,
      party: 'authority',
    },
    reject: {
      label: { ar: 'رفض', en: 'Reject' },
      from: ['pending'],
      to: 'rejected',
      permission: null,
      party: 'authority',
      input: z.object({ reason: z.string() }),
    },
  },
});

const area = defineWorkflowScreens({
  name: 'permit',
  workflow: async () => PERMIT,
  colors: { pending: 'gold', approved: 'green', rejected: 'red' },
  api: { list: 'permits', details: (id) => `permits/view/${id}` },
  detailsPath: (id) => `/permits/view/${id}`,
  labels: {
    list: 'common.id',
    details: 'common.id',
    status: 'common.id',
    open: 'common.id',
    timeline: 'common.id',
  },
  statusTestId: 'permit-status',
  create: { path: '/permits/create', label: 'common.id', testId: 'permit-create', permission: 'user-create' },
});

const T = {
  ar: { pending: 'قيد الانتظار', approved: 'معتمد', approve: 'اعتماد', reject: 'رفض' },
  en: { pending: 'Pending', approved: 'Approved', approve: 'Approve', reject: 'Reject' },
};

const permit = (status: string, allowed: string[]) => ({
  id: 3,
  number: 'P-3',
  status,
  // the server's wording is not what the tag shows: the label comes from the contract
  status_text: 'server text',
  allowed_actions: allowed,
  timeline: [],
});

describe.each(langs)('workflow screens (%s)', (lang) => {
  it('details: one guard, the contract status label, the area fields and only the allowed actions', async () => {
    const posted: unknown[] = [];
    let status = 'pending';
    server.use(
      http.get('*/api/permits/view/3', () =>
        HttpResponse.json({
          data: permit(status, status === 'pending' ? ['approve', 'reject', 'upload'] : []),
        }),
      ),
      http.post('*/api/permits/act/3', async ({ request }) => {
        posted.push(await request.json());
        status = 'approved';
        return HttpResponse.json({ message: 'ok', data: {} });
      }),
    );
    await renderScreen(
      <WorkflowDetails<ReturnType<typeof permit>>
        area={area}
        fields={(p) => [
          { label: 'common.id', value: <bdi data-testid="permit-number">{p.number}</bdi> },
          false,
        ]}
        panels={() => <div data-testid="own-panel" />}
        actions={{
          path: (_, p) => `permits/act/${p.id}`,
          body: (a, v) => ({ action: a, ...v }),
          except: ['upload'],
        }}
      />,
      { lang, at: '/permits/view/3', path: '/permits/view/:id' },
    );
    expect(document.documentElement.dir).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    expect(await screen.findByTestId('permit-status-pending')).toHaveTextContent(T[lang].pending);
    expect(screen.getByTestId('permit-number')).toHaveTextContent('P-3');
    expect(screen.getByTestId('own-panel')).toBeInTheDocument();
    expect(screen.getByTestId('action-approve')).toHaveTextContent(T[lang].approve);
    expect(screen.getByTestId('action-reject')).toHaveTextContent(T[lang].reject);
    expect(screen.queryByTestId('action-upload')).toBeNull();
    await user().click(screen.getByTestId('action-approve'));
    await user().click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(posted).toEqual([{ action: 'approve' }]));
    expect(await screen.findByTestId('permit-status-approved')).toHaveTextContent(T[lang].approved);
    expect(screen.queryByTestId('workflow-actions')).toBeNull();
  });

  it('details: a failed read offers a retry', async () => {
    server.use(http.get('*/api/permits/view/4', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    await renderScreen(<WorkflowDetails area={area} fields={() => []} actions={{ path: () => 'x' }} />, {
      lang,
      at: '/permits/view/4',
      path: '/permits/view/:id',
    });
    expect(
      await screen.findByRole('button', { name: lang === 'ar' ? 'إعادة المحاولة' : 'Try again' }),
    ).toBeInTheDocument();
  });

  it('list: status tags and the status filter from the contract, the open action, the permitted create', async () => {
    server.use(
      http.post('*/api/permits', () =>
        HttpResponse.json({
          data: {
            data: [permit('pending', []), { ...permit('approved', []), id: 4 }],
            total: 2,
            per_page: 10,
            current_page: 1,
            last_page: 1,
          },
        }),
      ),
    );
    loginAs('admin', ['user-create']);
    const { router } = await renderScreen(
      <WorkflowList<ReturnType<typeof permit>>
        area={area}
        columns={[{ key: 'number', title: 'common.id' }, 'status']}
      />,
      { lang, at: '/permits', routes: [{ path: '/permits/view/:id', element: <div>details</div> }] },
    );
    expect((await screen.findAllByTestId('permit-status-pending'))[0]).toHaveTextContent(T[lang].pending);
    expect(screen.getAllByTestId('permit-status-approved')[0]).toHaveTextContent(T[lang].approved);
    expect(screen.getByTestId('permit-create')).toBeInTheDocument();
    const row = screen.getAllByText('P-3')[0].closest('tr') as HTMLElement;
    await user().click(within(row).getByTestId('row-action-details'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/permits/view/3'));
  });

  it('list: no create button without the permission', async () => {
    let listed = false;
    server.use(
      http.post('*/api/permits', () => {
        listed = true;
        return HttpResponse.json({
          data: { data: [], total: 0, per_page: 10, current_page: 1, last_page: 1 },
        });
      }),
    );
    loginAs('admin', []);
    await renderScreen(<WorkflowList area={area} columns={['status']} />, { lang, at: '/permits' });
    await waitFor(() => expect(listed).toBe(true));
    expect(screen.queryByTestId('permit-create')).toBeNull();
  });
});
