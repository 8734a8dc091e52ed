import { type ActionDef, ASSIGNMENT_WORKFLOW, defineWorkflow } from '@mashaer/contract';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { server } from '../../test/msw-server';
import { fastUser as user } from '../../test/open-screen';
import { langs, renderScreen } from '../../test/render';
import { WorkflowActions } from './workflow-actions';

const declared = ASSIGNMENT_WORKFLOW.actions as Record<string, ActionDef<string>>;
const LICENCE = defineWorkflow({
  name: 'licence',
  title: { ar: 'رخصة', en: 'Licence' },
  statuses: ['pending', 'approved'],
  labels: { pending: { ar: 'معلقة', en: 'Pending' }, approved: { ar: 'معتمدة', en: 'Approved' } },
  refused: 'workflow.not_allowed',
  actions: {
    approve: {
      label: { ar: 'اعتماد', en: 'Approve' },
      from: ['pending'],
      to: 'approved',
      permission: null,
      party: 'authority',
      input: z.object({ days: z.number(), reason: z.string() }),
    },
  },
});

const T = {
  ar: {
    deliver: 'تسجيل الاستلام',
    title: 'هل أنت متأكد؟',
    text: 'لن تتمكن من التراجع عن هذا!',
    ok: 'نعم، تسجيل الاستلام!',
    cancel: 'لا، إلغاء!',
    note: 'ملاحظة',
    days: 'مدة الصلاحية (بالأيام)',
  },
  en: {
    deliver: 'Record as received',
    title: 'Are you sure?',
    text: "You won't be able to revert this!",
    ok: 'Yes, Record as received!',
    cancel: 'No, cancel!',
    note: 'Note',
    days: 'Validity period (days)',
  },
};

describe.each(langs)('WorkflowActions (%s)', (lang) => {
  it('renders only the allowed actions, in the page direction, with the declared note input', async () => {
    await renderScreen(
      <WorkflowActions actions={['deliver', 'return']} declared={declared} path={(a) => `x/${a}`} />,
      { lang },
    );
    expect(document.documentElement.dir).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    expect(screen.getByTestId('action-deliver')).toHaveTextContent(T[lang].deliver);
    expect(screen.getByTestId('action-return')).toBeInTheDocument();
    expect(screen.queryByTestId('action-answer')).toBeNull();
    expect(screen.getByTestId('workflow-input-note')).toHaveAttribute('placeholder', T[lang].note);
  });

  it('asks the spec’s confirmation; cancelling posts nothing', async () => {
    let posted = 0;
    server.use(
      http.post('*/api/x/deliver', () => {
        posted++;
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const u = user();
    await renderScreen(<WorkflowActions actions={['deliver']} declared={declared} path={(a) => `x/${a}`} />, {
      lang,
    });
    await u.click(screen.getByTestId('action-deliver'));
    expect((await screen.findAllByText(T[lang].title)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(T[lang].text).length).toBeGreaterThan(0);
    expect(await screen.findByTestId('confirm-ok')).toHaveTextContent(T[lang].ok);
    expect(screen.getByTestId('confirm-cancel')).toHaveTextContent(T[lang].cancel);
    await u.click(screen.getByTestId('confirm-cancel'));
    expect(posted).toBe(0);
  });

  it('posts the action with its inputs to the given path after confirming, then calls onDone', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/x/approve/7', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'Done' });
      }),
    );
    const done: string[] = [];
    const u = user();
    await renderScreen(
      <WorkflowActions
        actions={['approve']}
        declared={LICENCE.actions as Record<string, ActionDef<string>>}
        path={(a) => `x/${a}/7`}
        onDone={(a) => done.push(a)}
      />,
      { lang },
    );
    expect(screen.getByText(T[lang].days)).toBeInTheDocument();
    await u.type(screen.getByTestId('workflow-input-days'), '30');
    await u.type(screen.getByTestId('workflow-input-reason'), 'ok');
    await u.click(screen.getByTestId('action-approve'));
    await u.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(done).toEqual(['approve']));
    expect(body).toEqual({ days: 30, reason: 'ok' });
  });

  it('puts the server’s field errors under their inputs, with no generic dialog (issue 28 §7)', async () => {
    const message = lang === 'ar' ? 'السبب مطلوب' : 'The reason is required';
    server.use(
      http.post('*/api/x/approve/7', () =>
        HttpResponse.json(
          { message: 'Please Check errors before submit', errors: { reason: [message], days: ['bad days'] } },
          { status: 422 },
        ),
      ),
    );
    const done: string[] = [];
    const u = user();
    await renderScreen(
      <WorkflowActions
        actions={['approve']}
        declared={LICENCE.actions as Record<string, ActionDef<string>>}
        path={(a) => `x/${a}/7`}
        onDone={(a) => done.push(a)}
      />,
      { lang },
    );
    await u.click(screen.getByTestId('action-approve'));
    expect(await screen.findByTestId('confirm-ok')).toHaveTextContent(
      lang === 'ar' ? 'نعم، اعتماد!' : 'Yes, Approve!',
    );
    await u.click(await screen.findByTestId('confirm-ok'));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('bad days')).toBeInTheDocument();
    expect(screen.queryByText('Please Check errors before submit')).toBeNull();
    expect(done).toEqual([]);
  });

  it('shows an error the inputs cannot hold in the "Error" dialog', async () => {
    server.use(
      http.post('*/api/x/approve/7', () =>
        HttpResponse.json({ message: 'generic', errors: { status: ['state refused'] } }, { status: 422 }),
      ),
    );
    const u = user();
    await renderScreen(
      <WorkflowActions
        actions={['approve']}
        declared={LICENCE.actions as Record<string, ActionDef<string>>}
        path={(a) => `x/${a}/7`}
      />,
      { lang },
    );
    await u.click(screen.getByTestId('action-approve'));
    await u.click(await screen.findByTestId('confirm-ok'));
    expect(await screen.findByText('state refused')).toBeInTheDocument();
  });

  it('renders nothing without an allowed action', async () => {
    await renderScreen(<WorkflowActions actions={[]} declared={declared} path={(a) => a} />, { lang });
    expect(screen.queryByTestId('workflow-actions')).toBeNull();
  });
});
