import type { TFunction } from 'i18next';
import type { Row } from './types';

/**
 * Names for a table's selection checkboxes in the interface language (antd's own are English:
 * "Select all", "Select row N"). Spread into a Table's `rowSelection`.
 */
export function selectionLabels<T extends Row>(t: TFunction, rowName: (row: T) => string) {
  return {
    getTitleCheckboxProps: () => ({ 'aria-label': t('list.select_all') }),
    getCheckboxProps: (row: T) => ({ 'aria-label': t('list.select_row', { name: rowName(row) }) }),
  };
}
