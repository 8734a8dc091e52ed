import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, type ThemeConfig } from 'antd';
import useNotification from 'antd/es/notification/useNotification';
import arEG from 'antd/locale/ar_EG';
import enUS from 'antd/locale/en_US';
import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { bindNotifier } from '../components/notice/notice';
import { dirOf, isLang, type Lang } from '../i18n/i18n';

const theme: ThemeConfig = {
  token: {
    colorPrimary: '#0b6e4f',
    colorLink: '#0b6e4f',
    borderRadius: 8,
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Tahoma, "Noto Sans Arabic", "Geeza Pro", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
};

/** Gives the notice helper a notification instance inside ConfigProvider (direction, locale). */
function NoticeBridge() {
  const [notification, holder] = useNotification({ placement: 'top', maxCount: 4 });
  useEffect(() => {
    bindNotifier(notification);
    return () => bindNotifier(null);
  }, [notification]);
  return holder;
}

const antdLocale = { ar: arEG, en: enUS } as const;

/**
 * Query cache, antd (direction, locale, theme) and dayjs follow the language; switching it
 * re-renders in place and refetches server texts, which come back in the new language.
 */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const { i18n } = useTranslation();
  const lang: Lang = isLang(i18n.language) ? i18n.language : 'ar';
  dayjs.locale(lang);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `lang` is the trigger — a switch refetches server texts
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void queryClient.invalidateQueries();
  }, [lang, queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider direction={dirOf(lang)} locale={antdLocale[lang]} theme={theme}>
        <NoticeBridge />
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
