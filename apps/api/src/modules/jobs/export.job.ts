import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  type ExportJobInput,
  type ExportList,
  type Lang,
  translate,
  USER_STATUS_LABELS,
  type UserStatus,
} from '@mashaer/contract';
import type { AppContext } from '../../context';
import { type Actor, actorFor, i18nOf, scopeOrg } from '../../lib/actor';
import { randomToken } from '../../lib/crypto';
import type { ExportDef } from '../../lib/export-def';
import type { JobHandler } from '../../lib/jobs';
import { writeXlsx } from '../../lib/xlsx';
import { loadUserById } from '../../plugins/access';
import { listUsers } from '../accounts/users/users.repository';
import { listCamps } from '../camps/camps.repository';
import { presentCamp } from '../camps/camps.service';
import { list as listOrders } from '../orders/orders.service';
import { REPORT_EXPORTS } from '../reports/reports.service';

export const EXPORT_JOB = 'export';

/** What an export job carries: the list, its filters as the screen sent them, the caller's language. */
export type ExportPayload = ExportJobInput & { lang: Lang };

const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
const day = (v: unknown) => (v ? new Date(String(v)).toISOString().slice(0, 10) : null);

const EXPORTS: Record<ExportList, ExportDef> = {
  users: {
    permission: 'user-index',
    title: 'export.users.title',
    columns: [
      { header: 'export.col.id', width: 8, cell: (r) => Number(r.id) },
      { header: 'export.col.name', width: 28, cell: (r) => str(r.name) },
      { header: 'export.col.email', width: 32, cell: (r) => str(r.email) },
      { header: 'export.col.phone', width: 16, cell: (r) => str(r.phone) },
      { header: 'export.col.type', cell: (r, l) => str(l === 'en' ? r.type_name_en : r.type_name_ar) },
      {
        header: 'export.col.status',
        width: 16,
        cell: (r, l) => USER_STATUS_LABELS[r.status as UserStatus]?.[l] ?? str(r.status),
      },
      {
        header: 'export.col.company',
        width: 28,
        cell: (r, l) => str(l === 'en' ? (r.company_name_en ?? r.company_name_ar) : r.company_name_ar),
      },
      { header: 'export.col.created_at', width: 14, cell: (r) => day(r.created_at) },
    ],
    page: async (ctx, actor, input) => {
      const { page } = await listUsers(ctx.db, input, scopeOrg(actor));
      return { rows: page.data as Record<string, unknown>[], total: page.total };
    },
  },
  camps: {
    permission: 'delivery-camp-index',
    title: 'export.camps.title',
    columns: [
      { header: 'export.col.id', width: 8, cell: (r) => Number(r.id) },
      { header: 'export.col.camp_number', width: 14, cell: (r) => str(r.camp_number) },
      { header: 'export.col.square', width: 16, cell: (r) => str(r.square_name) },
      { header: 'export.col.city', width: 16, cell: (r) => str(r.city_name) },
      { header: 'export.col.status', width: 14, cell: (r) => str(r.status_text) },
      {
        header: 'export.col.developed',
        width: 10,
        cell: (r, l) => translate(l, r.is_developed ? 'export.yes' : 'export.no'),
      },
      {
        header: 'export.col.tents',
        width: 10,
        cell: (r) => (r.tents_count == null ? null : Number(r.tents_count)),
      },
      { header: 'export.col.size', width: 10, cell: (r) => (r.size == null ? null : Number(r.size)) },
      { header: 'export.col.company', width: 28, cell: (r) => str(r.company_name) },
      { header: 'export.col.assignment', width: 20, cell: (r) => str(r.assign_status_text) },
    ],
    page: async (ctx, actor, input) => {
      const { page } = await listCamps(ctx.db, input);
      // Labelled in the creator's language, as the list's route does in the caller's.
      return { rows: page.data.map((r) => presentCamp(r, i18nOf(actor))), total: page.total };
    },
  },
  orders: {
    permission: 'order-index',
    title: 'export.orders.title',
    columns: [
      { header: 'export.col.order_number', width: 18, cell: (r) => str(r.number) },
      { header: 'export.col.status', width: 16, cell: (r) => str(r.status_text) },
      {
        header: 'export.col.company',
        width: 28,
        cell: (r, l) => str(l === 'en' ? (r.company_name_en ?? r.company_name) : r.company_name),
      },
      { header: 'export.col.camp_number', width: 14, cell: (r) => str(r.camp_number) },
      {
        header: 'export.col.square',
        width: 16,
        cell: (r, l) => str(l === 'en' ? (r.square_name_en ?? r.square_name) : r.square_name),
      },
      {
        header: 'export.col.pilgrims',
        width: 10,
        cell: (r) => (r.number_of_hijaj == null ? null : Number(r.number_of_hijaj)),
      },
      { header: 'export.col.planned_date', width: 14, cell: (r) => day(r.planed_achive_date) },
      { header: 'export.col.created_at', width: 14, cell: (r) => day(r.created_at) },
    ],
    // The orders list exactly as its route answers it (scope, filters, status labels).
    page: async (ctx, actor, input) => {
      const { data } = await listOrders(ctx, actor, input);
      return { rows: data.data as Record<string, unknown>[], total: data.total };
    },
  },
  // The call, access and message logs: keyset pages over their million rows.
  ...REPORT_EXPORTS,
};

/** May this user export this list? Exactly when the list's own route lets them read it. */
export const mayExport = (user: Pick<Actor, 'permissions'>, list: ExportList) =>
  user.permissions.has(EXPORTS[list].permission);

/** An export's storage key (the job's result `file`): the server's own, letters and digits. */
export const EXPORT_KEY = /^xlsx[A-Za-z0-9]{16,}$/;
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The whole filtered list as an .xlsx, written page by page (EXPORT_PAGE_ROWS a statement) with
 * progress after each page. The permission and row scope are the creator's as of when it runs.
 */
export function exportJob(ctx: AppContext): JobHandler {
  return async (job) => {
    const { list, filters, lang } = job.payload as unknown as ExportPayload;
    const def = EXPORTS[list];
    if (!def) throw new Error(`unknown list ${String(list)}`);
    const user = job.created_by === null ? null : await loadUserById(ctx.db, job.created_by);
    if (!user || user.status !== 'active' || !mayExport(user, list)) throw new Error('forbidden');
    const actor = actorFor(user, lang);
    const size = ctx.config.EXPORT_PAGE_ROWS;
    const { paginate: _p, ...body } = filters as Record<string, unknown> & { paginate?: number };
    const counted = def.count ? await def.count(ctx, actor, body) : null;
    async function* pages() {
      let done = 0;
      let cursor: Record<string, unknown> = {};
      for (let page = 1; ; page++) {
        if (job.signal.aborted) throw new Error('stopped');
        // A keyset list reads page 1 after the last row exported; others read page after page.
        const { rows, total } = await def.page(ctx, actor, {
          page: def.after ? 1 : page,
          body: { ...body, ...cursor, paginate: size },
        });
        yield rows.map((r) => def.columns.map((c) => c.cell(r, lang)));
        done += rows.length;
        const all = counted ?? total;
        if (rows.length < size || (!def.after && done >= all)) break;
        if (def.after) cursor = def.after(rows[rows.length - 1]);
        await job.progress(Math.min(99, (done / Math.max(all, 1)) * 100));
      }
    }
    // Written to a private temporary file, then put into the store (a local directory or an
    // S3-compatible bucket): any API process can serve the download.
    const key = `xlsx${randomToken(24).replace(/[^A-Za-z0-9]/g, '')}`;
    const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'mashaer-export-'));
    const file = path.join(tmp, 'export.xlsx');
    try {
      const title = translate(lang, def.title);
      const { rows } = await writeXlsx(
        file,
        {
          sheetName: title,
          rightToLeft: lang === 'ar',
          headers: def.columns.map((c) => translate(lang, c.header)),
          widths: def.columns.map((c) => c.width ?? 22),
        },
        pages(),
      );
      await ctx.storage.put(key, createReadStream(file), { contentType: XLSX_TYPE });
      const stamp = new Date().toISOString().slice(0, 10);
      return { file: key, name: `${title}-${stamp}.xlsx`, rows };
    } finally {
      await fs.rm(tmp, { recursive: true, force: true });
    }
  };
}
