import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isolateLatin } from './isolate';
import { joinIsolated } from './join';

describe('isolateLatin', () => {
  it('wraps the Latin runs of an Arabic sentence in <bdi dir="ltr">', () => {
    const { container } = render(<p>{isolateLatin('اختياري: مسار يبدأ بـ / مثل /dashboard')}</p>);
    const runs = [...container.querySelectorAll('bdi')].map((b) => [b.textContent, b.getAttribute('dir')]);
    expect(runs).toEqual([['/dashboard', 'ltr']]);
    expect(container.textContent).toBe('اختياري: مسار يبدأ بـ / مثل /dashboard');
  });

  it('keeps a company name with its full stop in one run; leaves English sentences alone', () => {
    const { container } = render(<p>{isolateLatin('منشأة QA Testing Est. للمقاولات')}</p>);
    expect(container.querySelector('bdi')?.textContent).toBe('QA Testing Est.');
    expect(isolateLatin('Starts with 5 or 966')).toBe('Starts with 5 or 966');
  });
});

describe('joinIsolated', () => {
  it('isolates each part and keeps the spaced dash between them (issue 28 §17: "1 — مربع 1")', () => {
    expect(joinIsolated(1, 'مربع 1')).toBe('\u20681\u2069 — \u2068مربع 1\u2069');
    expect(joinIsolated('101', null, '', 'شركة')).toBe('\u2068101\u2069 — \u2068شركة\u2069');
  });
});
