import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ResourceFormScreen } from '../../resources/resource-screens';
import { server } from '../../test/msw-server';
import { langs, renderScreen } from '../../test/render';
import { byLang } from '../../test/texts';
import { registerView } from './register.view';
import { REGISTER_RESOURCES } from './resources';

const TEXT = byLang({
  total: [
    'إجمالي صنابير المياه يجب أن يساوي الداخلية + الخارجية',
    'The total water taps must equal internal + external',
  ],
  open: [
    'حلقة المضلع غير مغلقة: يجب أن تطابق النقطة الأخيرة الأولى',
    'The polygon ring is not closed: its last point must equal its first',
  ],
  geometry: ['الموقع على الخريطة (GeoJSON)', 'Location on the map (GeoJSON)'],
  men: ['رجال', 'Men'],
});

/** The input itself (antd puts a test id on its wrapper for some controls). */
const input = (id: string) => {
  const el = screen.getByTestId(id);
  return el.tagName === 'INPUT' || el.tagName === 'TEXTAREA'
    ? el
    : (el.querySelector('input') as HTMLElement);
};

const washrooms = REGISTER_RESOURCES.find((r) => r.key === 'washrooms')!;
const square = [
  [39.889, 21.413],
  [39.8895, 21.413],
  [39.8895, 21.4135],
  [39.889, 21.4135],
];

describe.each(langs)('washroom form (%s)', (lang) => {
  it('refuses an open ring and a wrong total, each under its field, before any call', async () => {
    server.use(
      http.post('*/api/general/squares', () => HttpResponse.json({ data: { data: [] } })),
      // The server's answer to a wrong total: 422 under the field (whichever side sees it first).
      http.post('*/api/general/washrooms/store', () =>
        HttpResponse.json(
          { message: 'invalid', errors: { total_water_tapes_count: [TEXT[lang].total] } },
          { status: 422 },
        ),
      ),
    );
    const view = registerView('washrooms');
    await renderScreen(<ResourceFormScreen resource={washrooms} view={view} />, {
      lang,
      at: '/washrooms/create',
    });
    expect(await screen.findByText(TEXT[lang].geometry)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(input('wc_number'), 'WC-1');
    const category = screen.getByTestId('wc_category');
    await user.click(
      category.getAttribute('role') === 'combobox' ? category : within(category).getByRole('combobox'),
    );
    await user.click(await screen.findByTitle(TEXT[lang].men));
    await user.type(input('internal_water_tapes_count'), '3');
    await user.type(input('external_water_tapes_count'), '2');
    await user.type(input('total_water_tapes_count'), '6');
    const open = JSON.stringify({ type: 'Polygon', coordinates: [square] });
    await user.click(screen.getByTestId('geometry'));
    await user.paste(open);
    await user.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText(TEXT[lang].open)).toBeInTheDocument();
    // What was typed reached the form (the controls pass the form's value on): the total is checked.
    const shown = () =>
      [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
    await waitFor(() => expect(shown()).toEqual([TEXT[lang].open, TEXT[lang].total]));
  });
});
