/** `POST ticket/export`: the whole filtered set of the inbox as an Excel sheet (streamed, page by page). */
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type TicketListBody, translate } from '@mashaer/contract';
import type { AppContext } from '../../context';
import type { Actor } from '../../lib/actor';
import { randomToken } from '../../lib/crypto';
import type { OpenedFile } from '../../lib/files';
import { type Cell, writeXlsx } from '../../lib/xlsx';
import { exportPages } from './tickets.service';

const HEADERS = {
  ar: [
    'الرقم',
    'الشركة',
    'الموضوع',
    'المجموعة',
    'الأهمية',
    'الحالة',
    'تاريخ الفتح',
    'دقائق حتى أول رد',
    'دقائق حتى الإغلاق',
  ],
  en: [
    'Number',
    'Company',
    'Subject',
    'Group',
    'Importance',
    'Status',
    'Opened',
    'Minutes to first answer',
    'Minutes to close',
  ],
};

export async function exportTickets(
  ctx: AppContext,
  actor: Actor,
  body: TicketListBody,
): Promise<OpenedFile> {
  const file = path.join(os.tmpdir(), `tickets-${randomToken(12)}.xlsx`);
  async function* rows() {
    for await (const page of exportPages(ctx, actor, body))
      yield page.map((t): Cell[] => [
        t.number,
        t.company_name,
        t.subject_name,
        t.group_name,
        t.importance_text,
        t.status_text,
        t.created_at.slice(0, 16).replace('T', ' '),
        t.minutes_to_first_answer,
        t.minutes_to_close,
      ]);
  }
  await writeXlsx(
    file,
    {
      sheetName: translate(actor.lang, 'tickets.export_title'),
      rightToLeft: actor.lang === 'ar',
      headers: HEADERS[actor.lang],
    },
    rows(),
  );
  const { size } = await fs.stat(file);
  const stream = createReadStream(file);
  stream.on('close', () => void fs.rm(file, { force: true }));
  return {
    name: 'tickets.xlsx',
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    size,
    stream,
  };
}
