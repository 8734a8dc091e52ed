import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../test/msw-server';
import { type LoginAs, openScreenAs, recordPosts } from '../../test/open-screen';
import { langs } from '../../test/render';
import { byLang } from '../../test/texts';
import { OrderDetailsPage } from './order-details';

const ORDER = {
  id: 7,
  number: 'ORD-1448-00007',
  status: 'sent',
  status_text: 'Sent',
  allowed_actions: ['consultant_accept', 'consultant_decline'],
  company_name: 'شركة الرفادة',
  company_name_en: 'Al Rifada',
  camp_number: '12',
  square_name: 'مربع 1',
  square_name_en: 'Square 1',
  number_of_hijaj: 1200,
  camp_size: 3000,
  count_day: 5,
  planed_achive_date: '2027-05-20',
  reason: null,
  notes: null,
  consultant: { id: 8, name: 'مكتب الاستشارات', name_en: 'Consulting office' },
  contractor: { id: 9, name: 'المقاول', name_en: 'Contractor co' },
  consultant_id: 8,
  contractor_id: 9,
  camp_id: 3,
  is_owner: false,
  services: [],
  timeline: [],
};

const LABELS = byLang({
  accept: ['قبول الاستشاري', 'Consultant accepts'],
  decline: ['رفض الاستشاري', 'Consultant declines'],
});

describe.each(langs)('/orders/details/:id as the consultant (%s)', (lang) => {
  it('offers only the server’s allowed actions and posts the decision to `consulting` after confirming', async () => {
    const accepted = { message: 'Done', data: { ...ORDER, status: 'consultant_accepted' } };
    const { posted, handler } = recordPosts('*/api/general/orders/consulting', accepted);
    server.use(
      http.get('*/api/general/orders/details/7', () => HttpResponse.json({ data: ORDER })),
      http.get('*/api/general/orders/getOrderAttachments/7', () =>
        HttpResponse.json({ data: { slots: [], history: [], counts: {} } }),
      ),
      handler,
    );
    const as: LoginAs = ['raft_office', ['order-details', 'order-consulting-index']];
    const { u } = await openScreenAs(as, <OrderDetailsPage />, lang, '/orders/details/7');
    const actions = await screen.findByTestId('workflow-actions', {}, { timeout: 20_000 });
    expect(within(actions).getByRole('button', { name: LABELS[lang].accept })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: LABELS[lang].decline })).toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: /approve|اعتماد/i })).toBeNull();
    expect(screen.getByTestId('order-details')).toHaveTextContent('ORD-1448-00007');
    await u.click(within(actions).getByRole('button', { name: LABELS[lang].accept }));
    await u.click(await screen.findByTestId('confirm-ok'));
    await vi.waitFor(() => expect(posted).toEqual([{ order_id: 7, action: 'accept' }]));
  });
});
