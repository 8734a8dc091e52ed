import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/msw-server';
import { langs, renderApp } from '../../test/render';
import { loginAs } from '../../test/session-fixtures';

const URL = 'http://localhost:3000/qr/AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const order = (signed: boolean) => ({
  id: 9,
  type: 'reassign',
  status: signed ? 'redelivered' : 'redelivery_booked',
  status_text: signed ? 'Re-delivered' : 'Re-delivery booked',
  allowed_actions: [],
  company_name: 'شركة الضيافة للحج',
  company_name_en: 'Al Diyafa Hajj Company',
  signed: 1,
  fee_halalas: 17000,
  created_at: '2026-11-20T08:00:00Z',
  notes: null,
  rejection_reason: null,
  camps: [{ id: 1, camp_id: 11, assign_camp_id: 5, camp_number: '101' }],
  form: null,
  timeline: [],
  redelivery: {
    at: '2027-03-01T08:00:00.000Z',
    company_signed_by: signed ? 'Raft company' : null,
    company_signed_at: signed ? '2027-03-01T09:00:00.000Z' : null,
    authority_signed_by: signed ? 'Kdana' : null,
    authority_signed_at: signed ? '2027-03-01T09:10:00.000Z' : null,
    document: signed ? { code: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345', url: URL } : null,
  },
  can: {
    edit_group: false,
    sign_redelivery: !signed,
    upload: { kroky: false, payment: false, redelivery: false },
    review: { kroky: false, payment: false, redelivery: false },
  },
});

function api() {
  let signed = false;
  const posted: unknown[] = [];
  server.use(
    http.get('*/api/general/reassign_order/show/9', () => HttpResponse.json({ data: order(signed) })),
    http.post('*/api/general/reassign_order/re-delivery/sign/9', async ({ request }) => {
      posted.push(await request.json());
      signed = true;
      return HttpResponse.json({ message: 'signed', data: order(true) });
    }),
  );
  loginAs('raft_office', ['order-re-assign-index', 'order-re-assign-signature']);
  return posted;
}

describe.each(langs)('re-delivery record (%s)', (lang) => {
  it('the party signs with its password; the signed record shows both parties and its verifying QR', async () => {
    const posted = api();
    await renderApp('/re-assign-orders/9/re-delivery/signature', lang);
    expect(await screen.findByTestId('redelivery-record', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    expect(screen.queryByTestId('redelivery-qr')).toBeNull();
    await userEvent.type(screen.getByTestId('redelivery-sign-password'), 'Demo@1234');
    await userEvent.click(screen.getByTestId('redelivery-sign-submit'));
    await waitFor(() => expect(posted).toEqual([{ password: 'Demo@1234' }]));
    const qr = await screen.findByTestId('redelivery-qr');
    expect(qr).toHaveAttribute('data-url', URL);
    expect(screen.getByTestId('redelivery-authority-signature')).toHaveTextContent('Kdana');
    expect(screen.queryByTestId('redelivery-sign-submit')).toBeNull();
  }, 60_000);
});
