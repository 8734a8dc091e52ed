import { z } from 'zod';

/** Spec §9: the page size when the client sends none. */
export const DEFAULT_PAGE_SIZE = 5;

import { MAX_PAGE_SIZE } from './paging';

/** `?page=N` of every list call. Pages start at 1. */
export const ListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

/**
 * Fields every list body may carry besides its own filters: `paginate` (page size, sent as an
 * integer or a numeric string from a form), and an optional sort (`sort_by`, `sort_dir`).
 */
export const ListBodyBaseSchema = z.object({
  paginate: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  sort_by: z.string().max(64).optional(),
  sort_dir: z.enum(['asc', 'desc']).optional(),
});

export type Paginated<T> = {
  data: T[];
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
};

export type FilterOption = { value: string | number; label: string };

export const FilterOptionSchema = z.object({ value: z.union([z.string(), z.number()]), label: z.string() });

/** The page of a list answer, around its rows. */
export const paginatedSchema = <T extends z.ZodType>(row: T) =>
  z.object({
    data: z.array(row),
    total: z.number().int(),
    per_page: z.number().int(),
    current_page: z.number().int(),
    last_page: z.number().int(),
  });

/**
 * The answer of a list call as a route's `response` schema: the rows as `row` declares them
 * (only its fields are sent), the page, the filter options. A workflow list's `row` is the record
 * `.pick`ed to what its screen draws, filters by and acts on (`TicketListRowSchema`): the long texts,
 * the times and the words of its codes stay with the details, and the status's words are the
 * contract's, drawn by the web (issue 28: on the cheapest lists the answer's bytes were the largest
 * cost the API added to its queries). `extra` adds top-level fields some
 * lists carry (the bell's unread count).
 */
export const listResponseSchema = <T extends z.ZodType, E extends z.ZodRawShape = {}>(row: T, extra?: E) =>
  z.object({
    data: paginatedSchema(row),
    filters: z.record(z.string(), z.array(FilterOptionSchema)),
    ...((extra ?? {}) as E),
  });

/** The answer of every list call. `filters` carries the options for the filter widgets. */
export type ListResponse<T> = {
  data: Paginated<T>;
  filters: Record<string, FilterOption[]>;
  /** A list whose count is capped (the reports over millions of rows): `total` is the cap. */
  estimated?: boolean;
};

export type MessageResponse<T = unknown> = { message: string; data?: T; code?: number };

/** Spec §4: a business warning answers 200 with this code; the client shows a warning notice. */
export const WARNING_CODE = 104;

export type ErrorResponse = { message: string; errors?: Record<string, string[]> };
