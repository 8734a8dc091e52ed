import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { loadAllFeatureAr } from '../i18n/dictionaries';
import { i18n, initI18n } from '../i18n/i18n';
import { server } from './msw-server';

/** Width queries are answered from window.innerWidth (jsdom: 1024; a test may set another). */
function widthMatches(query: string): boolean {
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  if (!min && !max) return false;
  const w = window.innerWidth;
  return (!min || w >= Number(min[1])) && (!max || w <= Number(max[1]));
}

// jsdom lacks these; antd's responsive helpers and popups use them.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: widthMatches(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
// antd measures scrollbars with getComputedStyle(el, '::-webkit-scrollbar'); jsdom throws on pseudo-elements.
const computed = window.getComputedStyle.bind(window);
window.getComputedStyle = (el: Element) => computed(el);
window.scrollTo = () => undefined;

configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // A screen rendered outside the router gets its feature's strings here (the router loads them).
  await initI18n('ar');
  i18n.addResourceBundle('ar', 'translation', await loadAllFeatureAr(), true, true);
});
beforeEach(async () => {
  localStorage.clear();
  await initI18n('ar');
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
