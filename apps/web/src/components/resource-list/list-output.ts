import type { FilterOption } from '@mashaer/contract';
import { useTranslation } from 'react-i18next';
import { fetchAllRows, type ListBody } from '../../api/list';
import { currentLang } from '../../i18n/i18n';
import { exportExcel } from './export-excel';
import { openPrintWindow, printDocument } from './print-view';
import type { ResourceListProps, Row } from './types';

/** Print and export: both fetch every row of the current filter, then render it plainly. */
export function useListOutput<T extends Row>(
  props: ResourceListProps<T>,
  body: ListBody,
  serverOptions: Record<string, FilterOption[]>,
  values: Record<string, string>,
) {
  const { t } = useTranslation();
  const cells = (rows: T[]) =>
    rows.map((row) =>
      props.columns.map((c) => {
        const v = c.text ? c.text(row) : row[c.key];
        return v === null || v === undefined ? '' : String(v);
      }),
    );
  const headers = () => props.columns.map((c) => t(c.title));
  const { paginate: _p, ...filterBody } = body;

  const filterSummary = () =>
    (props.filters ?? [])
      .filter((f) => values[f.name])
      .map((f) => {
        const opts = f.options ?? serverOptions[f.name] ?? [];
        const label = opts.find((o) => String(o.value) === values[f.name])?.label;
        return { label: t(f.label), value: label ?? values[f.name] };
      });

  return {
    async print() {
      const win = openPrintWindow(t('common.loading'));
      try {
        const rows = await fetchAllRows<T>(props.listPath, filterBody);
        win.show(
          printDocument({
            lang: currentLang(),
            title: t(props.title),
            appName: t('app.name'),
            printedAtLabel: t('list.printed_at'),
            filters: filterSummary(),
            headers: headers(),
            rows: cells(rows),
            emptyText: t('list.empty'),
            totalText: t('list.total', { total: rows.length }),
          }),
        );
      } catch (e) {
        win.close();
        throw e;
      }
    },
    async exportExcel() {
      const rows = await fetchAllRows<T>(props.listPath, filterBody);
      await exportExcel({
        lang: currentLang(),
        fileName: t(props.title),
        headers: headers(),
        rows: cells(rows),
      });
    },
  };
}
