import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { langs, renderScreen } from '../../test/render';
import { VerifyQr } from './verify-qr';

const ALT = { ar: 'رمز التحقق من الوثيقة', en: 'Document verification code' };

describe.each(langs)('VerifyQr (%s)', (lang) => {
  it('draws the QR code of the document’s public page, titled in the language', async () => {
    const url = 'http://localhost:3000/qr/AbCdEfGhIjKlMnOpQrStUvWxYz012345';
    await renderScreen(
      <div dir={lang === 'ar' ? 'rtl' : 'ltr'}>
        <VerifyQr url={url} size={100} testid="qr" />
      </div>,
      { lang },
    );
    const img = await screen.findByTestId('qr');
    expect(img).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(img).toHaveAttribute('alt', ALT[lang]);
    expect(img).toHaveAttribute('data-url', url);
    expect(img).toHaveAttribute('width', '100');
  });

  it('draws nothing while the document has no public check', async () => {
    await renderScreen(<VerifyQr url={null} testid="qr" />, { lang });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('qr')).toBeNull();
  });
});
