import type { Lang } from '../../i18n/i18n';

type ExcelTable = { lang: Lang; fileName: string; headers: string[]; rows: string[][] };

/** Writes an .xlsx of the rows; write-excel-file is loaded only when a user exports. */
export async function exportExcel({ lang, fileName, headers, rows }: ExcelTable) {
  const { default: writeXlsxFile } = await import('write-excel-file');
  const header = headers.map((h) => ({ value: h, fontWeight: 'bold' as const }));
  const data = [header, ...rows.map((r) => r.map((value) => ({ value, type: String })))];
  await writeXlsxFile(data, {
    fileName: `${fileName}.xlsx`,
    rightToLeft: lang === 'ar',
    columns: headers.map(() => ({ width: 24 })),
  });
}
