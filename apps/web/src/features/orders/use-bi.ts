import { useTranslation } from 'react-i18next';

/** Picks the Arabic or the English of a record's pair of names (the Arabic when the English is missing). */
export const useBi = () => {
  const { i18n } = useTranslation();
  return (ar: unknown, en: unknown) => String((i18n.language === 'en' ? en : ar) ?? ar ?? '');
};
