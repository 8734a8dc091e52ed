import { queryOptions } from '@tanstack/react-query';
import { api } from './client';

type Read = {
  /** Dropped as soon as no screen shows it (`gcTime: 0`): a record's page, always read afresh. */
  fresh?: boolean;
  /** Read by POST (the API's print and pledge reads). */
  post?: boolean;
};

/** A screen's read of one `{ data }` answer under its query key: what every feature's api writes alike. */
export const dataQuery = <T>(queryKey: readonly unknown[], path: string, { fresh, post }: Read = {}) =>
  queryOptions({
    queryKey,
    queryFn: () => (post ? api.post<{ data: T }>(path) : api.get<{ data: T }>(path)),
    ...(fresh ? { gcTime: 0 } : {}),
  });
