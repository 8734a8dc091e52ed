export { ResourceList } from './resource-list';
export type { ColumnDef, FilterDef, ResourceListProps, Row, RowAction } from './types';
