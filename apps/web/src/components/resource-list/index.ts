export { ResourceList } from './resource-list';
export { selectionLabels } from './selection-labels';
export type { ColumnDef, FilterDef, ResourceListProps, Row, RowAction } from './types';
