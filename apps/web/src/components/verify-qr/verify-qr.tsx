import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  /** The document's public check (`…/qr/<code>`, from the API); nothing is drawn without one. */
  url: string | null | undefined;
  /** Width in CSS pixels. */
  size?: number;
  className?: string;
  testid?: string;
};

/**
 * The QR code printed on every verifiable document (contracts, forms; later licences, orders,
 * invoices): it encodes the document's public page, where anyone sees whether it is genuine and
 * still valid. The encoder is loaded only when a code is drawn. Without a canvas (an old
 * browser) the document is printed without the code.
 */
export function VerifyQr({ url, size = 150, className, testid = 'verify-qr' }: Props) {
  const { t } = useTranslation();
  const [qr, setQr] = useState<{ url: string; data: string } | null>(null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    import('qrcode')
      .then((m) => m.toDataURL(url, { margin: 1, width: size * 2 }))
      .then((data) => {
        if (live) setQr({ url, data });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [url, size]);
  if (!url || qr?.url !== url) return null;
  return (
    <img
      className={className}
      src={qr.data}
      width={size}
      height={size}
      alt={t('signing.qr_alt')}
      title={t('signing.qr_hint')}
      data-testid={testid}
      data-url={url}
    />
  );
}
