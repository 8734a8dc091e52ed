import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { listPage } from '../../test/list-page';
import { server } from '../../test/msw-server';
import { langs, renderApp } from '../../test/render';
import { loginAs } from '../../test/session-fixtures';

const order = (status: string, allowed: string[]) => ({
  id: 7,
  type: 'lock',
  status,
  status_text: status,
  allowed_actions: allowed,
  company_name: 'شركة الضيافة للحج',
  company_name_en: 'Al Diyafa Hajj Company',
  signed: 0,
  fee_halalas: null,
  created_at: '2026-11-20T08:00:00Z',
  notes: null,
  rejection_reason: null,
  camps: [
    { id: 1, camp_id: 11, camp_number: '101' },
    { id: 2, camp_id: 12, camp_number: '102' },
  ],
  form: { form_id: 4, filling_id: 30, status: 'answered', total_halalas: 17000 },
  timeline: [],
  can: {
    edit_group: false,
    upload: { kroky: false, payment: false },
    review: { kroky: false, payment: false },
  },
});

const emptyDocs = {
  data: { slots: [{ slot: 'kroky', slot_text: 'x', current: null }], history: [], counts: {} },
};

function api() {
  const posted: { url: string; body: unknown }[] = [];
  server.use(
    http.get('*/api/general/reassign_order/show/7', () =>
      HttpResponse.json({ data: order('signing', ['reject', 'cancel']) }),
    ),
    http.get('*/api/general/reassign_kroky_documents/index/7', () => HttpResponse.json(emptyDocs)),
    http.get('*/api/general/reassign_payment_documents/view/7', () => HttpResponse.json(emptyDocs)),
    http.post('*/api/general/reassign_order_flow/reject', async ({ request }) => {
      posted.push({ url: request.url, body: await request.json() });
      return HttpResponse.json({ message: 'تم رفض الطلب', data: order('rejected', []) });
    }),
    http.post('*/api/general/reassign_order/list', () => listPage()),
  );
  loginAs('admin', ['order', 'order-lock', 'order-lock-index', 'order-lock-signature']);
  return posted;
}

describe.each(langs)('lock order details (%s)', (lang) => {
  it('rejects with the reason, then goes back to /lock-orders after 1 second (spec 001 §4)', async () => {
    const posted = api();
    const { router } = await renderApp('/lock-orders/7/details', lang);
    expect(await screen.findByTestId('order-status-signing', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    expect(screen.getByText('101')).toBeInTheDocument();
    // No camp can be taken out (the group is closed): no empty actions column.
    expect(screen.queryByRole('columnheader', { name: lang === 'ar' ? 'الإجراءات' : 'Actions' })).toBeNull();
    // Issue 28 §13: the authority only reviews: no "fill in and sign the form".
    expect(screen.queryByTestId('order-form')).toBeNull();
    await userEvent.type(screen.getByTestId('workflow-input-reason'), 'The lock date is inside the season');
    await userEvent.click(screen.getByTestId('action-reject'));
    await userEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0].body).toEqual({ reassign_order_id: 7, reason: 'The lock date is inside the season' });
    // Still on the details right after the answer; on the list a second later.
    expect(router.state.location.pathname).toBe('/lock-orders/7/details');
    await waitFor(() => expect(router.state.location.pathname).toBe('/lock-orders'), { timeout: 3000 });
  }, 60_000);
});
