import type { TimelineEvent } from '@mashaer/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { langs, renderScreen } from '../../test/render';
import { Timeline } from './timeline';

const events: TimelineEvent[] = [
  {
    id: 1,
    action: 'create',
    action_text: 'Created',
    from_status: null,
    from_status_text: null,
    to_status: 'awaiting_appointment',
    to_status_text: 'Awaiting appointment',
    reason: null,
    payload: null,
    actor: { id: 3, name_ar: 'كدانة', name_en: 'Kdana' },
    created_at: '2026-05-10T09:00:00.000Z',
  },
  {
    id: 2,
    action: 'return',
    action_text: 'Return the camp',
    from_status: 'delivery',
    from_status_text: 'Delivery in progress',
    to_status: 'returned',
    to_status_text: 'Returned',
    reason: 'camp not used',
    payload: null,
    actor: { id: 3, name_ar: 'كدانة', name_en: 'Kdana' },
    created_at: '2026-05-12T09:00:00.000Z',
  },
];

describe.each(langs)('Timeline (%s)', (lang) => {
  it('shows who (in the language), what, when in Gregorian and Hijri, and why', async () => {
    await renderScreen(<Timeline events={events} />, { lang });
    expect(document.documentElement.dir).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    const items = screen.getAllByTestId('timeline-event');
    expect(items).toHaveLength(2);
    const last = within(items[1]);
    expect(
      last.getByText(lang === 'ar' ? 'Delivery in progress ← Returned' : 'Delivery in progress → Returned'),
    ).toBeInTheDocument();
    expect(last.getByText(lang === 'ar' ? 'كدانة' : 'Kdana')).toBeInTheDocument();
    expect(last.getByText('Return the camp')).toBeInTheDocument();
    expect(last.getByText('camp not used')).toBeInTheDocument();
    // Gregorian and Hijri (1447 AH) of 12 May 2026.
    expect(items[1].textContent).toMatch(/2026/);
    expect(items[1].textContent).toMatch(/1447|١٤٤٧/);
  });
});
