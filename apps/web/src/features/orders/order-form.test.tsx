import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/msw-server';
import { fastUser } from '../../test/open-screen';
import { langs, renderScreen } from '../../test/render';
import { loginAs } from '../../test/session-fixtures';
import { byLang } from '../../test/texts';
import { OrderFormPage } from './order-form';

const T = byLang({
  camp: ['المخيم', 'Camp'],
  hijaj: ['عدد الحجاج', 'Number of pilgrims'],
  date: ['تاريخ الإنجاز المخطط', 'Planned completion date'],
  required: ['هذا الحقل مطلوب', 'This field is required'],
});

describe.each(langs)('/orders/create (%s)', (lang) => {
  it('labels every field in the language and checks the contract’s rules before posting', async () => {
    let posted = 0;
    server.use(
      http.get('*/api/general/orders/create', () =>
        HttpResponse.json({
          data: { camps: [{ id: 3, camp_number: '12' }], consultants: [], contractors: [], services: [] },
        }),
      ),
      http.post('*/api/general/orders/store', () => {
        posted++;
        return HttpResponse.json({ message: 'x', data: { id: 1 } }, { status: 201 });
      }),
    );
    loginAs('raft_office', ['order-create', 'order-index']);
    await renderScreen(<OrderFormPage />, { lang, at: '/orders/create' });
    expect(await screen.findByText(T[lang].camp, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText(T[lang].hijaj)).toBeInTheDocument();
    expect(screen.getByText(T[lang].date)).toBeInTheDocument();
    const u = fastUser();
    await u.click(screen.getByTestId('form-submit'));
    expect((await screen.findAllByText(T[lang].required)).length).toBeGreaterThanOrEqual(4);
    expect(posted).toBe(0);
  });
});
