import { type QueryClient, skipToken, useQuery } from '@tanstack/react-query';

/**
 * The caller's unread notifications: one number for every screen that shows it (the bell, the
 * dashboard card). The bell keeps it live — its page answers and the server's event stream write
 * it here — and the others read it, so they can never disagree.
 */
const UNREAD_COUNT_KEY = ['notifications', 'unread-count'] as const;

export const publishUnreadCount = (queryClient: QueryClient, count: number) =>
  queryClient.setQueryData<number>(UNREAD_COUNT_KEY, count);

/** The live unread count, or undefined until the bell has heard it. */
export function useUnreadCount(): number | undefined {
  return useQuery<number>({ queryKey: UNREAD_COUNT_KEY, queryFn: skipToken, staleTime: Infinity }).data;
}
