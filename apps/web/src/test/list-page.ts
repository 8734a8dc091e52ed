import { HttpResponse } from 'msw';

/** A list answer of one page (the spec's list protocol) holding `rows`, as a handler returns it. */
export const listPage = (rows: unknown[] = [], perPage = 10) =>
  HttpResponse.json({
    data: { data: rows, total: rows.length, per_page: perPage, current_page: 1, last_page: 1 },
    filters: {},
  });
