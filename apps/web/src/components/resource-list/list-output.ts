import type { FilterOption } from '@mashaer/contract';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
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

  // A searched select (`optionsPath`) names its chosen value by asking for it (`?id=`).
  const optionsOf = async (f: NonNullable<ResourceListProps<T>['filters']>[number]) =>
    f.options ??
    (f.optionsPath
      ? (await api.get<{ data: FilterOption[] }>(`${f.optionsPath}?id=${encodeURIComponent(values[f.name])}`))
          .data
      : (serverOptions[f.name] ?? []));
  const filterSummary = () =>
    Promise.all(
      (props.filters ?? [])
        .filter((f) => values[f.name])
        .map(async (f) => {
          const label = (await optionsOf(f)).find((o) => String(o.value) === values[f.name])?.label;
          return { label: t(f.label), value: label ?? values[f.name] };
        }),
    );

  return {
    async print() {
      const win = openPrintWindow(t('common.loading'));
      try {
        const [rows, filters] = await Promise.all([
          fetchAllRows<T>(props.listPath, filterBody),
          filterSummary(),
        ]);
        win.show(
          printDocument({
            lang: currentLang(),
            title: t(props.title),
            appName: t('app.name'),
            printedAtLabel: t('list.printed_at'),
            filters,
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
