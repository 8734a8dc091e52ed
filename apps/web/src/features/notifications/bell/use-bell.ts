import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { publishUnreadCount } from '../../../api/unread-count';
import { notice } from '../../../components/notice/notice';
import { BELL_KEY, type BellPage, fetchBellPage } from '../api';
import { useNotificationStream } from './use-notification-stream';

/** Polling interval while the live stream is down. */
const POLL_MS = 30_000;
/** Spec 001 §8: the questionnaire warning shows 10000 ms; the redirect follows after 6000 ms. */
const QUESTIONNAIRE_NOTICE_MS = 10_000;
const QUESTIONNAIRE_REDIRECT_MS = 6_000;

/** Where the required-questionnaire warning was last shown, and whether its redirect is pending. */
let questionnaireWarnedAt: string | null = null;
let questionnaireRedirecting = false;

/** Bell data: pages of notifications ("load more"), the unread count kept live. */
export function useBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const [liveUnread, setLiveUnread] = useState<number | null>(null);

  // Every count heard (the stream's, each first page's) is also the one other screens read.
  const live = useNotificationStream((count) => {
    setLiveUnread(count);
    publishUnreadCount(queryClient, count);
    void queryClient.invalidateQueries({ queryKey: BELL_KEY });
  }, true);

  const query = useInfiniteQuery({
    queryKey: BELL_KEY,
    queryFn: async ({ pageParam }) => {
      const page = await fetchBellPage(pageParam);
      if (pageParam === 1) publishUnreadCount(queryClient, page.unread_count);
      return page;
    },
    initialPageParam: 1,
    getNextPageParam: (last: BellPage) => (last.has_more ? (last.data.current_page ?? 1) + 1 : undefined),
    refetchInterval: live ? false : POLL_MS,
    staleTime: 10_000,
  });

  const first = query.data?.pages[0];
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh answer resets the live count
  useEffect(() => setLiveUnread(null), [query.dataUpdatedAt]);

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (!first?.questionnaire_required || !first.questionnaire_id) return;
    const target = `/questionnaires/myQuestionnaires/${first.questionnaire_id}`;
    // Once a screen, again on the next navigation until it is answered (spec 001 §8).
    if (pathname === target || questionnaireWarnedAt === pathname || questionnaireRedirecting) return;
    questionnaireWarnedAt = pathname;
    questionnaireRedirecting = true;
    notice('warning', t('notifications.questionnaire_required'), QUESTIONNAIRE_NOTICE_MS);
    timer.current = setTimeout(() => {
      questionnaireRedirecting = false;
      void navigate(target);
    }, QUESTIONNAIRE_REDIRECT_MS);
  }, [first, navigate, pathname, t]);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      questionnaireRedirecting = false;
    },
    [],
  );

  const items = query.data?.pages.flatMap((p) => p.data.data) ?? [];
  return {
    query,
    items,
    unread: liveUnread ?? first?.unread_count ?? 0,
    live,
  };
}
