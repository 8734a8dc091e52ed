import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ResourceFormScreen } from '../../resources/resource-screens';
import { server } from '../../test/msw-server';
import { fastUser as user } from '../../test/open-screen';
import { langs, renderScreen } from '../../test/render';
import type { FillingView } from './api';
import { questionCategories } from './categories/categories.resource';
import { view as categoryView } from './categories/categories.view';
import FillPage from './fillings/fill-page';
import PrintPage from './fillings/print-page';

const view: FillingView = {
  filling: {
    id: 9,
    form_id: 3,
    form_version_id: 5,
    version: 2,
    subject_type: 'general',
    subject_id: 4,
    status: 'signed',
    status_text: 'موقّع',
    total_halalas: 300000,
    answers_hash: 'a'.repeat(64),
    answered_at: '2026-11-21T10:00:00Z',
    signed_at: '2026-11-21T11:00:00Z',
    verify_code: 'code-code-code-code',
    verify_url: 'http://localhost/qr/code-code-code-code',
    company: { id: 4, name: 'شركة خدمات الحجاج' },
  },
  form: { id: 3, name: 'محضر الاستلام', name_en: 'Delivery record', type: 'general', withCategory: 0 },
  questions: [
    {
      question_id: 1,
      sort: 1,
      title: 'حالة الخزانات',
      title_en: 'Tanks',
      type: 'single_choice',
      is_required: true,
      options: [
        { value: 'good', label: 'سليمة', label_en: 'Good' },
        { value: 'bad', label: 'تالفة', label_en: 'Damaged' },
      ],
      unit_price_halalas: null,
      category: null,
      can_answer: true,
      answer_id: 11,
      value: 'good',
      quantity: null,
      line_total_halalas: null,
      file: null,
    },
    {
      question_id: 2,
      sort: 2,
      title: 'خيمة إضافية',
      title_en: 'Extra tent',
      type: 'priced_item',
      is_required: false,
      options: null,
      unit_price_halalas: 150000,
      category: null,
      can_answer: true,
      answer_id: 12,
      value: 2,
      quantity: 2,
      line_total_halalas: 300000,
      file: null,
    },
  ],
  signers: [
    {
      signer_num: 1,
      type_id: 4,
      type_name: 'مقدم خدمة',
      type_name_en: 'Service provider',
      user_id: null,
      state: 'signed',
      signature: {
        id: 1,
        user_id: 4,
        user_name: 'سعد العتيبي',
        signed_at: '2026-11-21T10:30:00Z',
        answers_hash: 'a'.repeat(64),
        signature_file_id: 9,
        stamp_file_id: null,
      },
      signature_image: 'data:image/png;base64,AAAA',
      stamp_image: null,
    },
  ],
  current_signer_num: null,
  can_sign: false,
};

const T = {
  ar: {
    users: 'يرجى اختيار المستخدمين',
    required: 'هذا الحقل مطلوب',
    good: 'سليمة',
    total: '3,000.00 ريال',
    dir: 'rtl',
  },
  en: {
    users: 'Please select users',
    required: 'This field is required',
    good: 'Good',
    total: '3,000.00 SAR',
    dir: 'ltr',
  },
};

describe.each(langs)('templates screens (%s)', (lang) => {
  it('question category: "Please select users" with the other messages, in the language', async () => {
    server.use(
      http.get('*/api/general/question_category/get-data', () =>
        HttpResponse.json({ data: { audiences: [], user_types: [], users: [] } }),
      ),
    );
    const u = user();
    await renderScreen(<ResourceFormScreen resource={questionCategories} view={categoryView} />, {
      lang,
      at: '/question-category/create',
    });
    await u.click(await screen.findByText(lang === 'ar' ? 'مستخدمون محددون' : 'Selected users'));
    await u.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText(T[lang].users)).toBeInTheDocument();
    expect(await screen.findAllByText(T[lang].required)).toHaveLength(2);
  });

  it('fill: server field errors land under their questions', async () => {
    server.use(
      http.post('*/api/general/forms/questions-with-answer-ids', () =>
        HttpResponse.json({
          data: { ...view, filling: { ...view.filling, status: 'draft', status_text: 'draft' } },
        }),
      ),
      http.post('*/api/general/forms/form-update-answer', () =>
        HttpResponse.json(
          { message: 'invalid', errors: { 'answers.1': [T[lang].required] } },
          { status: 422 },
        ),
      ),
    );
    const u = user();
    await renderScreen(<FillPage />, { lang, at: '/forms/fill/9', path: '/forms/fill/:id' });
    await u.click(await screen.findByTestId('answers-save'));
    expect(await screen.findByText(T[lang].required)).toBeInTheDocument();
  });

  it("fill: the total follows a priced item's quantity as it is typed, before saving", async () => {
    server.use(
      http.post('*/api/general/forms/questions-with-answer-ids', () =>
        HttpResponse.json({
          data: { ...view, filling: { ...view.filling, status: 'draft', status_text: 'draft' } },
        }),
      ),
    );
    const u = user();
    await renderScreen(<FillPage />, { lang, at: '/forms/fill/9', path: '/forms/fill/:id' });
    const total = await screen.findByTestId('filling-total');
    expect(total).toHaveTextContent(T[lang].total);
    const qty = screen.getByRole('spinbutton');
    await u.clear(qty);
    await u.type(qty, '5');
    // 5 × 1,500.00 instead of 2 × 1,500.00.
    await waitFor(() => expect(total).toHaveTextContent(T[lang].total.replace('3,000.00', '7,500.00')));
    await u.clear(qty);
    await waitFor(() => expect(total).toHaveTextContent(T[lang].total.replace('3,000.00', '0.00')));
  });

  it('print: the document in the language direction, answers, total, signer and hash', async () => {
    server.use(http.post('*/api/general/forms/form-with-answerd-q', () => HttpResponse.json({ data: view })));
    await renderScreen(<PrintPage />, { lang, at: '/forms/print/9', path: '/forms/print/:id' });
    const doc = await screen.findByTestId('print-document');
    expect(doc).toHaveAttribute('dir', T[lang].dir);
    expect(within(doc).getByText(T[lang].good)).toBeInTheDocument();
    expect(within(doc).getByText(T[lang].total)).toBeInTheDocument();
    expect(within(screen.getByTestId('print-signer-1')).getByText('سعد العتيبي')).toBeInTheDocument();
    await waitFor(() => expect(doc.textContent).toContain('a'.repeat(64)));
  });
});
