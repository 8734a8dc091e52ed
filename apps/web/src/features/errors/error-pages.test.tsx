import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { langs, renderScreen } from '../../test/render';
import ForbiddenPage from './forbidden-page';
import NotFoundPage from './not-found-page';

const TITLES = {
  ar: { forbidden: 'غير مصرح', notFound: 'غير موجود' },
  en: { forbidden: 'Not Authorized', notFound: 'Not Found' },
};

describe.each(langs)('the 403 and 404 pages (%s)', (lang) => {
  it("name their pictures in the page's language, not antd's English", async () => {
    for (const [Page, title] of [
      [ForbiddenPage, TITLES[lang].forbidden],
      [NotFoundPage, TITLES[lang].notFound],
    ] as const) {
      const { container, unmount } = await renderScreen(<Page />, { lang });
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      const pictureTitles = [...container.querySelectorAll('svg title')].map((el) => el.textContent);
      expect(pictureTitles.length).toBeGreaterThan(0);
      expect(pictureTitles.every((text) => text === title)).toBe(true);
      unmount();
    }
  });
});
