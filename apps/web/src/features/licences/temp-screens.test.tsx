import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { answeredQuestion } from '../../test/fixtures/questions';
import { server } from '../../test/msw-server';
import { type LoginAs, openScreenAs, recordPosts } from '../../test/open-screen';
import { langs } from '../../test/render';
import { byLang } from '../../test/texts';
import { TempLicenceForm } from './temp-licence-form';
import { TempLicenceReadyPage } from './temp-licence-ready';
import { TempOrderViewPage } from './temp-order-view';

const TEXT = byLang({
  pending: ['قيد الانتظار', 'Pending'],
  approve: ['اعتماد', 'Approve'],
  reject: ['رفض', 'Reject'],
  activity: ['نوع النشاط', 'Temporary activity'],
  period: ['مدة الترخيص', 'Licence period'],
});

const question = answeredQuestion({
  question_id: 11,
  title: 'نوع النشاط',
  title_en: 'Temporary activity',
  value: 'تمديد كهربائي',
});

const order = (over: object = {}) => ({
  id: 5,
  camp_number: '12',
  square_name: 'Square 1',
  company_name: 'Al Diyafa',
  status: 'pending',
  status_text: 'Pending',
  allowed_actions: ['approve', 'reject'],
  license_number: null,
  ends_at: null,
  created_at: '2026-11-20T08:00:00Z',
  reject_reason: null,
  title: 'Temporary licence',
  questions: [question],
  timeline: [],
  licence: null,
  ...over,
});

describe.each(langs)('temporary licence screens (%s)', (lang) => {
  it('authority: approve asks the period (days) and the conditions, then posts them', async () => {
    const { posted, handler } = recordPosts('*/api/general/temp_license_order/approve/5');
    server.use(
      http.get('*/api/general/temp_license_order/view/5', () => HttpResponse.json({ data: order() })),
      handler,
    );
    const as: LoginAs = ['admin', ['order-tmp-license-index', 'temp-licenses-order-index']];
    const { u } = await openScreenAs(as, <TempOrderViewPage />, lang, '/temp-licenses-order/view/5');
    expect(await screen.findByTestId('temp-status-pending')).toHaveTextContent(TEXT[lang].pending);
    expect(document.documentElement.dir).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    expect(screen.getByTestId('action-approve')).toHaveTextContent(TEXT[lang].approve);
    expect(screen.getByTestId('action-reject')).toHaveTextContent(TEXT[lang].reject);
    // Not the owner: the answers are read only, no withdraw, no drawing upload.
    expect(screen.getByTestId('temp-answers')).toHaveTextContent('تمديد كهربائي');
    expect(screen.queryByTestId('temp-withdraw')).toBeNull();
    expect(screen.queryByTestId('temp-kroky-upload')).toBeNull();
    await u.type(screen.getByTestId('workflow-input-days'), '10');
    await u.type(screen.getByTestId('workflow-input-conditions'), 'remove after');
    await u.click(screen.getByTestId('action-approve'));
    await u.click(await screen.findByTestId('confirm-ok'));
    await expect.poll(() => posted).toEqual([{ days: 10, conditions: 'remove after' }]);
  });

  it('owner: edits the answers of a pending order and withdraws it (DELETE destroy) after confirming', async () => {
    const calls: string[] = [];
    server.use(
      http.get('*/api/general/temp_license_order/view/5', () =>
        HttpResponse.json({ data: order({ allowed_actions: ['cancel'] }) }),
      ),
      http.post('*/api/general/temp_license_order/update/5', async ({ request }) => {
        calls.push(`update ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({ message: 'ok', data: {} });
      }),
      http.delete('*/api/general/temp_license_order/destroy/5', () => {
        calls.push('destroy');
        return HttpResponse.json({ message: 'ok', data: {} });
      }),
    );
    const as: LoginAs = ['raft_office', ['temp-licenses-order-index']];
    const { u } = await openScreenAs(as, <TempOrderViewPage />, lang, '/temp-licenses-order/view/5');
    const input = await screen.findByTestId('answer-11');
    expect(screen.queryByTestId('action-approve')).toBeNull();
    expect(screen.getByTestId('temp-kroky-upload')).toBeInTheDocument();
    await u.clear(input);
    await u.type(input, 'مولد');
    await u.click(screen.getByTestId('answers-submit'));
    await expect
      .poll(() => calls)
      .toEqual([`update ${JSON.stringify({ answers: [{ question_id: 11, value: 'مولد' }] })}`]);
    await u.click(screen.getByTestId('temp-withdraw'));
    await u.click(await screen.findByTestId('confirm-ok'));
    await expect.poll(() => calls.length).toBe(2);
  });

  it('the printed licence shows its number, period, conditions and the verifying QR', async () => {
    server.use(
      http.get('*/api/general/temp_license_order/ready/5', () =>
        HttpResponse.json({
          data: order({
            status: 'approved',
            allowed_actions: [],
            licence: {
              id: 3,
              license_number: 'TL-000003',
              temp_license_order_id: 5,
              company_id: 20,
              activity: 'تمديد كهربائي',
              period: 10,
              starts_at: '2026-11-20',
              ends_at: '2026-11-30',
              conditions: 'remove after',
              document: {
                code: 'abc',
                url: 'http://localhost/qr/abc',
                valid_from: '2026-11-20T00:00:00Z',
                valid_until: '2026-11-30T00:00:00Z',
                validity: 'valid',
                validity_text: lang === 'ar' ? 'ساري' : 'Valid',
              },
            },
          }),
        }),
      ),
    );
    await openScreenAs(
      ['raft_office', ['temp']],
      <TempLicenceReadyPage />,
      lang,
      '/temp-licenses-order/ready/5',
    );
    const doc = await screen.findByTestId('temp-licence');
    expect(doc).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    expect(doc).toHaveTextContent('TL-000003');
    expect(doc).toHaveTextContent('remove after');
    expect(doc).toHaveTextContent(TEXT[lang].period);
    expect(await screen.findByTestId('licence-qr')).toBeInTheDocument();
  });

  it('licence form: the contract’s rules under the fields before anything is posted', async () => {
    server.use(
      http.get('*/api/general/temp_licenses/create', () =>
        HttpResponse.json({ data: { companies: [{ value: 20, label: 'Al Diyafa' }] } }),
      ),
      http.post('*/api/general/temp_licenses/store', () => {
        stored++;
        return HttpResponse.json({ message: 'ok', data: {} });
      }),
    );
    let stored = 0;
    const { u } = await openScreenAs(
      ['admin', ['order-tmp-license-index']],
      <TempLicenceForm mode="create" />,
      lang,
      '/licenses/create',
    );
    await screen.findByTestId('licence-activity');
    await u.click(screen.getByTestId('form-submit'));
    // company, activity, period and start date are required by the contract's schema
    await expect
      .poll(() => document.querySelectorAll('.ant-form-item-explain-error').length)
      .toBeGreaterThanOrEqual(4);
    expect(stored).toBe(0);
  });
});
