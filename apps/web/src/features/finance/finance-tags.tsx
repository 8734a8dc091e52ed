import { useTranslation } from 'react-i18next';

// Apart from finance-ui.tsx (receipts: uploads), so the sadad list does not load the upload code.

/** "1,500.75 ر.س" / "SAR 1,500.75" from the server's two-decimal text (no float arithmetic). */
export function Sar({ text }: { text: string }) {
  const { t } = useTranslation();
  const [whole, cents] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return <bdi>{t('finance.sar', { amount: `${grouped}.${cents}` })}</bdi>;
}
