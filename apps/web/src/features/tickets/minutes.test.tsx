import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ensureFeatureStrings } from '../../i18n/i18n';
import { renderScreen } from '../../test/render';
import { Minutes } from './minutes';

/** A ticket's durations read as counted in each language (issue 28 §17: "5 يوم" → "5 أيام"). */
describe('Minutes', () => {
  it.each([
    ['ar', 75, 'ساعة واحدة 15 دقيقة'],
    ['ar', 3 * 1440 + 5 * 60 + 7, '3 أيام 5 ساعات 7 دقائق'],
    ['ar', 2 * 1440 + 2 * 60 + 2, 'يومان ساعتان دقيقتان'],
    ['ar', 11 * 1440 + 1, '11 يومًا دقيقة واحدة'],
    ['en', 3 * 1440 + 5 * 60 + 7, '3 d 5 h 7 min'],
  ] as const)('in %s, %i minutes read "%s"', async (lang, value, text) => {
    await renderScreen(<Minutes value={value} />, { lang });
    await ensureFeatureStrings('tickets');
    expect(await screen.findByText(text)).toBeTruthy();
  });
});
