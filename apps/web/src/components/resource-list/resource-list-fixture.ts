import { HttpResponse, http } from 'msw';
import { server } from '../../test/msw-server';
import type { ColumnDef, FilterDef, Row } from './types';

/** What the ResourceList tests share: twelve rows, a fake list endpoint, the columns and filters. */
export type Item = Row & { id: number; name: string; kind: string };
export const ROWS: Item[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  name: `Row ${i + 1}`,
  kind: i % 2 ? 'b' : 'a',
}));

/** A fake list endpoint following the list protocol; records each request body and page. */
export function listEndpoint() {
  const calls: { page: number; body: Record<string, unknown> }[] = [];
  server.use(
    http.post('*/api/things', async ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({ page, body });
      const per = Number(body.paginate ?? 5);
      let rows = ROWS.filter((r) => !body.kind || r.kind === body.kind);
      if (body.name) rows = rows.filter((r) => r.name.includes(String(body.name)));
      if (body.sort_by === 'id' && body.sort_dir === 'desc') rows = [...rows].reverse();
      return HttpResponse.json({
        data: {
          data: rows.slice((page - 1) * per, page * per),
          total: rows.length,
          per_page: per,
          current_page: page,
          last_page: Math.max(1, Math.ceil(rows.length / per)),
        },
        filters: {
          kind: [
            { value: 'a', label: 'Kind A' },
            { value: 'b', label: 'Kind B' },
          ],
        },
      });
    }),
  );
  return calls;
}

export const columns: ColumnDef<Item>[] = [
  { key: 'id', title: 'common.id', sortable: true },
  { key: 'name', title: 'notifications.message' },
];
export const filters: FilterDef[] = [
  { name: 'name', label: 'notifications.search', type: 'text' },
  { name: 'kind', label: 'notifications.target', type: 'select' },
];

export const rowTexts = () =>
  [...document.querySelectorAll('tr.ant-table-row')].map((r) => r.querySelectorAll('td')[1]?.textContent);
