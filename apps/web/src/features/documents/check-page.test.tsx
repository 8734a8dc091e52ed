import type { DocumentCheck } from '@mashaer/contract';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/msw-server';
import { langs, renderScreen } from '../../test/render';
import { byLang } from '../../test/texts';
import { DocumentCheckPage, OrderCheckPage } from './check-page';

const NOT_GENUINE: DocumentCheck = {
  genuine: false,
  type: null,
  type_text: null,
  number: null,
  title: null,
  issuer: null,
  issued_at: null,
  valid_from: null,
  valid_until: null,
  extended_at: null,
  cancelled_at: null,
  validity: null,
  validity_text: null,
  sha256: null,
};

const T = byLang({
  genuine: ['وثيقة صحيحة', 'Genuine document'],
  not: ['تعذّر التحقق من الوثيقة', 'The document could not be verified'],
  issuer: ['جهة الإصدار', 'Issued by'],
  until: ['سارية حتى', 'Valid until'],
});

/** The public check: `codes` maps a code to its answer; anything else is not genuine. */
function checkEndpoint(codes: Record<string, Partial<DocumentCheck>>) {
  const langsSeen: string[] = [];
  server.use(
    http.get('*/api/general/documents/check-qr/:code', ({ params, request }) => {
      langsSeen.push(request.headers.get('accept-language') ?? '');
      const hit = codes[params.code as string];
      return HttpResponse.json({ data: hit ? { ...NOT_GENUINE, genuine: true, ...hit } : NOT_GENUINE });
    }),
  );
  return langsSeen;
}

describe.each(langs)('document check pages (%s)', (lang) => {
  it('/qr/:qr: a genuine document with what it certifies and its validity, asked in the language', async () => {
    const seen = checkEndpoint({
      good: {
        type: 'contract',
        type_text: lang === 'ar' ? 'عقد تسليم مخيم' : 'Camp delivery contract',
        number: '42',
        title: 'T',
        issuer: lang === 'ar' ? 'هيئة المشاعر' : 'Mashaer Authority',
        issued_at: '2026-11-20T10:00:00Z',
        valid_until: '2027-01-01T00:00:00Z',
        validity: 'extended',
        validity_text: 'X-extended',
        sha256: 'f'.repeat(64),
      },
    });
    await renderScreen(<DocumentCheckPage />, { lang, at: '/qr/good', path: '/qr/:qr' });
    expect(await screen.findByTestId('document-genuine')).toHaveTextContent(T[lang].genuine);
    expect(screen.getByText(T[lang].issuer)).toBeInTheDocument();
    expect(screen.getByText(T[lang].until)).toBeInTheDocument();
    expect(screen.getByTestId('document-validity')).toHaveAttribute('data-validity', 'extended');
    expect(screen.getByText('42')).toBeInTheDocument();
    expect(seen).toEqual([lang]);
  });

  it('/orders/qr/:qr: an unknown code says only that it could not be verified', async () => {
    checkEndpoint({});
    await renderScreen(<OrderCheckPage />, { lang, at: '/orders/qr/nope', path: '/orders/qr/:qr' });
    expect(await screen.findByTestId('document-not-genuine')).toHaveTextContent(T[lang].not);
    expect(screen.queryByTestId('document-facts')).toBeNull();
  });
});
