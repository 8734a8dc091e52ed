import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/msw-server';
import { type LoginAs, openScreenAs, recordPosts } from '../../../test/open-screen';
import { langs } from '../../../test/render';
import { byLang } from '../../../test/texts';
import type { OrderDetails } from '../api';
import { CancelRequestCard } from './cancel-request-card';
import { LicenceCard } from './licence-card';

const ORDER = {
  id: 7,
  number: 'ORD-1448-00007',
  status: 'licensed',
  status_text: 'Licensed',
  allowed_actions: ['extend_license', 'handover', 'cancel_by_tsleem'],
  is_owner: true,
  licence: {
    license_number: 'LIC-7',
    license_add_date: '2026-11-20',
    expiry: '2026-12-20',
    state: 'extended',
    state_text: 'Valid (extended)',
    versions: [
      {
        version: 1,
        license_number: 'LIC-7',
        license_add_date: '2026-11-20',
        expiry: '2026-12-10',
        reason: null,
        created_at: '2026-11-20T08:00:00Z',
      },
      {
        version: 2,
        license_number: 'LIC-7',
        license_add_date: '2026-11-20',
        expiry: '2026-12-20',
        reason: 'late',
        created_at: '2026-11-22T08:00:00Z',
      },
    ],
  },
} as unknown as OrderDetails;

/** The authority's user who issues and extends licences. */
const HANDLER: LoginAs = ['admin', ['order-details', 'order-processing-tsleem']];
/** The order's owner, who may ask to cancel it. */
const OWNER: LoginAs = ['raft_office', ['order-details', 'order-cancel-request-index']];

const TEXT = byLang({
  extend: ['تمديد الرخصة', 'Extend licence'],
  request: ['إرسال الطلب', 'Send request'],
});

describe.each(langs)('the licence and the cancel request of an order (%s)', (lang) => {
  it('shows the licence, its versions and extends it with a reason after confirming', async () => {
    const { posted, handler } = recordPosts('*/api/general/orders/extend_license/7', {
      message: 'Done',
      data: ORDER,
    });
    server.use(handler);
    const { u } = await openScreenAs(HANDLER, <LicenceCard order={ORDER} refresh={() => undefined} />, lang);
    const card = await screen.findByTestId('order-licence', {}, { timeout: 20_000 });
    expect(within(card).getByTestId('licence-number')).toHaveTextContent('LIC-7');
    expect(within(card).getByTestId('licence-state')).toHaveTextContent('Valid (extended)');
    expect(card.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(2);
    await u.type(within(card).getByTestId('licence-input-reason'), 'late delivery');
    await u.click(within(card).getByRole('button', { name: TEXT[lang].extend }));
    await u.click(await screen.findByTestId('confirm-ok'));
    await vi.waitFor(() => expect(posted).toEqual([{ expiry: '', reason: 'late delivery' }]));
  });

  it('an extension the server refuses shows its messages under the dates and the reason', async () => {
    server.use(
      http.post('*/api/general/orders/extend_license/7', () =>
        HttpResponse.json(
          {
            message: 'Please Check errors before submit',
            errors: { expiry: ['expiry later'], reason: ['why?'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { u } = await openScreenAs(HANDLER, <LicenceCard order={ORDER} refresh={() => undefined} />, lang);
    const card = await screen.findByTestId('order-licence', {}, { timeout: 20_000 });
    await u.click(within(card).getByRole('button', { name: TEXT[lang].extend }));
    await u.click(await screen.findByTestId('confirm-ok'));
    expect(await within(card).findByText('expiry later')).toBeInTheDocument();
    expect(within(card).getByText('why?')).toBeInTheDocument();
    expect(screen.queryByText('Please Check errors before submit')).toBeNull();
  });

  it('offers the cancel request only where allowed_actions has it (issue 28 §8)', async () => {
    await openScreenAs(
      OWNER,
      <CancelRequestCard order={{ ...ORDER, status: 'sent', allowed_actions: [] }} />,
      lang,
    );
    expect(screen.queryByTestId('order-cancel-request')).toBeNull();
  });

  it('a refused request shows the server’s message under the reason', async () => {
    server.use(
      http.post('*/api/general/orders/canceled_requests/store', () =>
        HttpResponse.json(
          { message: "you can't request canceled", errors: { order_id: ["you can't request canceled"] } },
          { status: 422 },
        ),
      ),
    );
    const order = { ...ORDER, allowed_actions: [...ORDER.allowed_actions, 'request_cancel'] };
    const { u } = await openScreenAs(OWNER, <CancelRequestCard order={order} />, lang);
    const card = await screen.findByTestId('order-cancel-request', {}, { timeout: 20_000 });
    await u.type(within(card).getByTestId('request-reason'), 'r');
    await u.click(within(card).getByRole('button', { name: TEXT[lang].request }));
    await u.click(await screen.findByTestId('confirm-ok'));
    expect(await within(card).findByText("you can't request canceled")).toBeInTheDocument();
  });
});
