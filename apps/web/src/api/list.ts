import type { ListResponse } from '@mashaer/contract';
import { MAX_PAGE_SIZE } from '@mashaer/contract';
import { api } from './client';

/** The list protocol: POST `<path>?page=N` with filters + `paginate` (+ optional sort). */
export type ListBody = Record<string, unknown> & {
  paginate?: number;
  sort_by?: string;
  sort_dir?: 'asc' | 'desc';
};

/** Every page and filter of one list: what a change to its rows invalidates. */
export const listPrefix = (path: string) => ['list', path] as const;
export const listKey = (path: string, body: ListBody, page: number) =>
  [...listPrefix(path), body, page] as const;

export function fetchListPage<T>(path: string, body: ListBody, page: number, signal?: AbortSignal) {
  return api.post<ListResponse<T>>(path, body, { query: { page }, signal });
}

/** Every row of the filtered set (print, export): all pages at the largest page size. */
export async function fetchAllRows<T>(path: string, body: ListBody, maxPages = 200): Promise<T[]> {
  const rows: T[] = [];
  const all = { ...body, paginate: MAX_PAGE_SIZE };
  for (let page = 1; page <= maxPages; page++) {
    const answer = await fetchListPage<T>(path, all, page);
    rows.push(...answer.data.data);
    if (page >= (answer.data.last_page || 1)) break;
  }
  return rows;
}
