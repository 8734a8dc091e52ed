import { DEFAULT_PAGE_SIZE } from '@mashaer/contract';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListBody } from '../../api/list';
import type { FilterDef } from './types';

/** Filters, page, size and sort live in the URL query, so a list can be linked and reloaded. */
export function useListParams(filters: FilterDef[]) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sizeParam = Number(params.get('size')) || undefined;
  const sortBy = params.get('sort_by') || undefined;
  const sortDir =
    params.get('sort_dir') === 'asc' ? 'asc' : params.get('sort_dir') === 'desc' ? 'desc' : undefined;
  const names = filters.map((f) => f.name).join(',');

  const values = useMemo(() => {
    const v: Record<string, string> = {};
    for (const name of names.split(',').filter(Boolean)) {
      const value = params.get(name);
      if (value) v[name] = value;
    }
    return v;
  }, [params, names]);

  const body: ListBody = useMemo(
    () => ({
      ...values,
      ...(sizeParam ? { paginate: sizeParam } : {}),
      ...(sortBy ? { sort_by: sortBy, sort_dir: sortDir ?? 'asc' } : {}),
    }),
    [values, sizeParam, sortBy, sortDir],
  );

  const update = (patch: Record<string, string | number | undefined>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v === undefined || v === '') next.delete(k);
          else next.set(k, String(v));
        }
        if (next.get('page') === '1') next.delete('page');
        return next;
      },
      { preventScrollReset: true },
    );

  return {
    page,
    sizeParam,
    sortBy,
    sortDir,
    values,
    body,
    setPage: (p: number) => update({ page: p }),
    /** Changing the page size returns to page 1 (spec §7). */
    setSize: (size: number) => update({ size, page: 1 }),
    setSort: (by?: string, dir?: 'asc' | 'desc') =>
      update({ sort_by: by, sort_dir: by ? dir : undefined, page: 1 }),
    applyFilters: (v: Record<string, string | undefined>) => update({ ...v, page: 1 }),
    resetFilters: () => update({ ...Object.fromEntries(filters.map((f) => [f.name, undefined])), page: 1 }),
  };
}

export const sizeOr = (size: number | undefined, serverSize: number | undefined) =>
  size ?? (serverSize && serverSize > 0 ? serverSize : DEFAULT_PAGE_SIZE);
