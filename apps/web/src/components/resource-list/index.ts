export { ColorLabel, CreateLink, listOf, rowAction, searchFilter, textColumn } from './list-parts';
export { ResourceList } from './resource-list';
export { selectionLabels } from './selection-labels';
export type { ColumnDef, FilterDef, Row, RowAction } from './types';
