import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';
import { loginAs } from '../../test/session-fixtures';
import type { FillingView } from './api';

const view: FillingView = {
  filling: {
    id: 9,
    form_id: 3,
    version: 1,
    subject_type: 'appointment',
    subject_id: 5,
    status: 'answered',
    status_text: 'تمت الإجابة',
    total_halalas: null,
    answers_hash: 'b'.repeat(64),
    answered_at: '2026-11-21T10:00:00Z',
    signed_at: null,
    verify_code: null,
    verify_url: null,
    company: { id: 4, name: 'شركة خدمات الحجاج' },
  },
  form: { id: 3, name: 'محضر الاستلام', name_en: 'Delivery record', type: 'assign', withCategory: 0 },
  questions: [],
  signers: [],
  current_signer_num: 1,
  can_sign: true,
} as unknown as FillingView;

function api() {
  const started: unknown[] = [];
  server.use(
    http.get('*/api/general/appointments/forms/5', () =>
      HttpResponse.json({
        data: {
          appointment: { id: 5, assign_camp_id: 2, status: 'booked', appointment: '2026-11-25T08:00:00Z' },
          forms: [
            { id: 3, name: 'محضر الاستلام', filling_id: 9, status: 'answered', status_text: 'تمت الإجابة' },
          ],
        },
      }),
    ),
    http.post('*/api/general/appointments/start-form/5', async ({ request }) => {
      started.push(await request.json());
      return HttpResponse.json({ data: { filling_id: 9, status: 'answered' } });
    }),
    http.post('*/api/general/forms/questions-with-answer-ids', () => HttpResponse.json({ data: view })),
    http.post('*/api/general/forms/form-with-answerd-q', () => HttpResponse.json({ data: view })),
  );
  loginAs('gov', ['delivery', 'delivery-appointment-index']);
  return started;
}

describe('delivery forms under the appointment address (spec 000 §2)', () => {
  it('signing a form from the appointment opens /appointments/:id/form/:form/signature, not /forms/…', async () => {
    const started = api();
    const { router } = await renderApp('/appointments/5/form');
    await userEvent.click(await screen.findByTestId('form-sign-3', {}, { timeout: 20_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/appointments/5/form/3/signature'));
    expect(await screen.findByTestId('filling-status', {}, { timeout: 20_000 })).toHaveTextContent(
      'تمت الإجابة',
    );
    expect(router.state.location.pathname).toBe('/appointments/5/form/3/signature');
    expect(started).toEqual([{ form_id: 3 }]);
    expect(screen.getByTestId('go-print').closest('a')).toHaveAttribute(
      'href',
      '/appointments/5/form/3/view',
    );
  }, 60_000);

  it('/appointments/:id/form/:form/edit shows the fill screen there, linking to the sign route', async () => {
    api();
    const { router } = await renderApp('/appointments/5/form/3/edit', 'en');
    expect(await screen.findByTestId('filling-status', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/appointments/5/form/3/edit');
    expect(screen.getByTestId('go-sign').closest('a')).toHaveAttribute(
      'href',
      '/appointments/5/form/3/signature',
    );
  }, 60_000);
});
