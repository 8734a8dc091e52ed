import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { workflowRecord } from '../../test/fixtures/workflow-record';
import { server } from '../../test/msw-server';
import { type LoginAs, openScreenAs, recordPosts } from '../../test/open-screen';
import { langs } from '../../test/render';
import { byLang } from '../../test/texts';
import { SadadDetailsPage } from './sadad-details';

const TEXT = byLang({
  status: ['بانتظار المراجعة', 'Awaiting review'],
  amount: ['1,500.75 ر.س', 'SAR 1,500.75'],
  reject: ['رفض الإيصال', 'Reject the receipt'],
  approve: ['اعتماد السداد', 'Approve the payment'],
});

const order = (lang: 'ar' | 'en') =>
  workflowRecord('awaiting_review', TEXT[lang].status, ['approve', 'reject', 'cancel'], {
    id: 7,
    bill_number: '1448000100',
    amount: 150_075,
    amount_sar: '1500.75',
    due_date: '2027-06-30',
    reason: 'service_fee',
    reason_text: 'Service fee',
    description: null,
    rejection_reason: null,
    paid_at: null,
    created_at: '2026-11-20T08:00:00Z',
    status_id: 2,
    get_status: { id: 2, status: TEXT[lang].status },
    attachments: { slots: [{ slot: 'receipt', slot_text: 'Receipt', current: null }], history: [] },
  });

describe.each(langs)('sadad details (%s)', (lang) => {
  it('shows the amount in SAR from halalas, only the allowed actions, and rejects with the reason', async () => {
    const { posted, handler } = recordPosts('*/api/general/sadad/change_state');
    server.use(
      http.get('*/api/general/sadad/details/7', () => HttpResponse.json({ data: order(lang) })),
      handler,
    );
    const as: LoginAs = ['admin', ['clearance-sadad-index']];
    const { u } = await openScreenAs(as, <SadadDetailsPage />, lang, '/sadad/details/7');
    expect(await screen.findByText(TEXT[lang].amount)).toBeInTheDocument();
    expect(screen.getByTestId('status-awaiting_review')).toHaveTextContent(TEXT[lang].status);
    expect(screen.getByTestId('action-approve')).toHaveTextContent(TEXT[lang].approve);
    expect(screen.queryByTestId('action-upload_docs')).toBeNull();
    expect(screen.queryByTestId('receipt-upload')).toBeNull();
    await u.type(screen.getByTestId('workflow-input-rejection_reason'), 'unreadable');
    await u.click(screen.getByTestId('action-reject'));
    await u.click(await screen.findByTestId('confirm-ok'));
    await expect
      .poll(() => posted)
      .toEqual([{ sadad_order_id: 7, action: 'reject', rejection_reason: 'unreadable' }]);
  });
});
