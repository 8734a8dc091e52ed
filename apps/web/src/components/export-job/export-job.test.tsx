import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../test/msw-server';
import { fastUser } from '../../test/open-screen';
import { renderScreen } from '../../test/render';
import { ResourceList } from '../resource-list/resource-list';

const ROWS = [{ id: 1, camp_number: '1-1' }];

/** The camps list, and a job that runs 0 → 40 → done, then its file. */
function endpoints() {
  const seen: { exportBody?: unknown; listCalls: number; downloads: number } = { listCalls: 0, downloads: 0 };
  let polls = 0;
  server.use(
    http.post('*/api/general/camps', () => {
      seen.listCalls++;
      return HttpResponse.json({
        data: { data: ROWS, total: 1, per_page: 5, current_page: 1, last_page: 1 },
        filters: {},
      });
    }),
    http.post('*/api/jobs/export', async ({ request }) => {
      seen.exportBody = await request.json();
      return HttpResponse.json(
        { message: 'Preparing the file', data: { id: 7, status: 'queued', progress: 0, result: null } },
        { status: 201 },
      );
    }),
    http.get('*/api/jobs/7', () => {
      polls++;
      return HttpResponse.json({
        data:
          polls < 3
            ? { id: 7, status: 'running', progress: 40, result: null }
            : {
                id: 7,
                status: 'done',
                progress: 100,
                result: { name: 'Camps-2026-11-24.xlsx', rows: 1, download: '/api/jobs/7/download' },
              },
      });
    }),
    http.get('*/api/jobs/7/download', () => {
      seen.downloads++;
      return new HttpResponse(new Blob(['xlsx']), {
        headers: { 'content-type': 'application/octet-stream' },
      });
    }),
  );
  return seen;
}

afterEach(() => vi.restoreAllMocks());

describe('export of a list with a server-side export', () => {
  it('starts a job with the list’s filters, shows its progress, then downloads its file', async () => {
    const seen = endpoints();
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const user = fastUser();
    await renderScreen(
      <ResourceList
        listPath="general/camps"
        title="routes.notifications"
        columns={[{ key: 'camp_number', title: 'common.id' }]}
      />,
      { lang: 'en', at: '/camps?status=ready' },
    );
    await waitFor(() => expect(seen.listCalls).toBe(1));
    await user.click(screen.getByRole('button', { name: /Export/ }));
    expect(await screen.findByRole('button', { name: /40%/ }, { timeout: 3000 })).toBeVisible();
    await waitFor(() => expect(clicked).toEqual(['Camps-2026-11-24.xlsx']), { timeout: 5000 });
    expect(seen.downloads).toBe(1);
    expect(seen.exportBody).toEqual({
      list: 'camps',
      filters: expect.not.objectContaining({ paginate: expect.anything() }),
    });
    // The rows are not fetched by the browser: only the screen's own page was.
    expect(seen.listCalls).toBe(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: /%/ })).toBeNull());
  });
});
