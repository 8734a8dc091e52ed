import { ConfigProvider } from 'antd';
import arEG from 'antd/locale/ar_EG';
import enUS from 'antd/locale/en_US';
import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { dirOf, isLang, type Lang } from '../../i18n/i18n';
import { loadAntdRest } from './load-antd-rest';
import { theme } from './theme';
import './antd.css';

const antdLocale = { ar: arEG, en: enUS } as const;

/**
 * antd in the current language: direction, locale (date pickers included), dayjs locale, theme.
 * Loaded with the first antd screen, never on the login route (its initial JS budget).
 */
export default function AntdProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const lang: Lang = isLang(i18n.language) ? i18n.language : 'ar';
  dayjs.locale(lang);
  // After the first paint: the styles of the components this screen did not draw (antd.css has
  // the rest), before a dialog or another screen needs them.
  useEffect(() => {
    loadAntdRest().catch(() => undefined);
  }, []);
  return (
    <ConfigProvider direction={dirOf(lang)} locale={antdLocale[lang]} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
