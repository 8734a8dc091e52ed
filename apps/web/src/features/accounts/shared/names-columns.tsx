import type { ColumnDef, FilterDef, Row } from '../../../components/resource-list';

/** The id and the Arabic and English names: the columns of roles, types and categories. */
export const namesColumns = <T extends Row>(ar: string, en: string): ColumnDef<T>[] => [
  { key: 'id', title: 'common.id', sortable: true, width: 70 },
  {
    key: ar,
    title: 'accounts.name_ar',
    sortable: true,
    render: (r) => <bdi dir="rtl">{String(r[ar] ?? '—')}</bdi>,
    text: (r) => String(r[ar] ?? ''),
  },
  {
    key: en,
    title: 'accounts.name_en',
    sortable: true,
    render: (r) => <bdi dir="ltr">{String(r[en] ?? '—')}</bdi>,
    text: (r) => String(r[en] ?? ''),
  },
];

export const searchFilter: FilterDef[] = [{ name: 'search', label: 'accounts.search', type: 'text' }];
