import type { ExportList, JobView, MessageResponse } from '@mashaer/contract';
import { useCallback, useState } from 'react';
import { api, fetchBlob } from '../../api/client';

/**
 * Lists whose Excel export is made on the server as a job (whole table, any size), by list path;
 * the others keep the in-browser export of the rows they fetch. Mirrors the contract's
 * EXPORT_LISTS (only types are imported here: the contract's schemas stay out of this chunk).
 */
const SERVER_EXPORTS: Record<string, ExportList> = {
  users: 'users',
  'general/camps': 'camps',
  'general/orders/list': 'orders',
  'general/log_system': 'call_log',
  'general/logs': 'access_log',
  'general/sms_log': 'sms_log',
};

const POLL_MS = 500;

/**
 * The export button's server path: starts `jobs/export` with the list's filters, follows the job's
 * progress (`jobs/{id}`), then downloads its file through the authorised route. `percent` is null
 * when no export runs.
 */
export function useExportJob(listPath: string) {
  const list = SERVER_EXPORTS[listPath.replace(/^\/+/, '')];
  const [percent, setPercent] = useState<number | null>(null);

  const run = useCallback(
    async (body: Record<string, unknown>) => {
      if (!list) throw new Error(`no server export for ${listPath}`);
      const { paginate: _p, ...filters } = body;
      setPercent(0);
      try {
        const created = await api.post<MessageResponse<JobView>>(
          'jobs/export',
          { list, filters },
          { silent: true },
        );
        let job = created.data as JobView;
        while (job.status === 'queued' || job.status === 'running') {
          setPercent(job.progress);
          await new Promise((r) => setTimeout(r, POLL_MS));
          job = (await api.get<{ data: JobView }>(`jobs/${job.id}`, { silent: true })).data;
        }
        if (job.status !== 'done' || !job.result) throw new Error('export failed');
        setPercent(100);
        const blob = await fetchBlob(job.result.download);
        const url = URL.createObjectURL(blob);
        const a = document.createElement('a');
        a.href = url;
        a.download = job.result.name;
        a.click();
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
      } finally {
        setPercent(null);
      }
    },
    [list, listPath],
  );

  return { supported: Boolean(list), percent, run };
}
