import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { langs, renderScreen } from '../../../test/render';
import { byLang } from '../../../test/texts';
import { FieldForm } from './field-form';

const TEXT = byLang({
  camp: ['اختر المخيم.', 'Choose the camp.'],
  level: ['اختر مستوى المخالفة.', 'Choose the violation level.'],
  body: ['اكتب وصف المخالفة.', 'Describe the violation.'],
  photo: ['أضف صورة واحدة على الأقل.', 'Add at least one photo.'],
  save: ['حفظ المخالفة', 'Save the violation'],
  search: ['ابحث برقم المخيم', 'Search by camp number'],
});
const camps = [
  { value: 1, label: 'مخيم 101' },
  { value: 2, label: 'مخيم 202' },
];
const levels = [{ value: 5, label: 'High' }];

describe.each(langs)('field form (%s)', (lang) => {
  it('says under each field what it needs; the camp filter narrows the list', async () => {
    await renderScreen(<FieldForm userId={1} camps={camps} levels={levels} onQueued={() => undefined} />, {
      lang,
    });
    expect(document.documentElement.dir).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    await userEvent.click(screen.getByRole('button', { name: TEXT[lang].save }));
    for (const k of ['camp', 'level', 'body', 'photo'] as const)
      expect(screen.getByText(TEXT[lang][k])).toBeInTheDocument();
    expect(screen.getByTestId('field-camp')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByRole('searchbox', { name: TEXT[lang].search }), '202');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      lang === 'ar' ? 'اختر' : 'Choose',
      'مخيم 202',
    ]);
  });

  it('while the camps and levels load, holds their place and waits to save', async () => {
    function Arriving() {
      const [ready, setReady] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setReady(true)}>
            arrive
          </button>
          <FieldForm
            userId={1}
            camps={ready ? camps : []}
            levels={ready ? levels : []}
            loading={!ready}
            onQueued={() => undefined}
          />
        </>
      );
    }
    await renderScreen(<Arriving />, { lang });
    expect(screen.getByTestId('field-camp')).toBeDisabled();
    expect(screen.getByRole('button', { name: TEXT[lang].save })).toBeDisabled();
    expect(document.querySelectorAll('.field-level.placeholder')).toHaveLength(4);
    act(() => screen.getByRole('button', { name: 'arrive' }).click());
    expect(document.querySelectorAll('.field-level.placeholder')).toHaveLength(0);
    expect(screen.getByTestId('field-level-5')).toBeInTheDocument();
    expect(screen.getByTestId('field-camp')).toBeEnabled();
  });
});
