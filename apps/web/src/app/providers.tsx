import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeRoot } from '../components/notice/notice-root';

/**
 * The query cache and notices. antd's ConfigProvider is not here: it comes with the first antd
 * screen (AntdProvider), so the login route stays free of antd. A language switch re-renders in
 * place and refetches server texts, which come back in the new language.
 */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
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
      {children}
      <NoticeRoot />
    </QueryClientProvider>
  );
}
