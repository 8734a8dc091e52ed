import type { FilterOption, MessageResponse } from '@mashaer/contract';
import type { ReactNode } from 'react';

export type Row = Record<string, unknown>;

/** One column: `title` is a dictionary key; `text` gives the plain value for print and export. */
export type ColumnDef<T extends Row = Row> = {
  key: string;
  title: string;
  render?: (row: T) => ReactNode;
  text?: (row: T) => string | number | null | undefined;
  sortable?: boolean;
  width?: number | string;
  /**
   * 1 (default) always shown; 2 from the `lg` breakpoint (992 px); 3 from `xl` (1200 px); 4 from
   * `xxl` (1600 px), for a list with more columns than a laptop's card holds: columns give way in
   * this order. Phone cards, print and export show every column.
   */
  priority?: 1 | 2 | 3 | 4;
  /**
   * Free text that may hold long unbroken runs (an e-mail, a message with a link): it may break
   * anywhere, so with a `width` it never pushes the table past its card (the table is as wide as
   * its columns' content, `scroll.x: max-content`, so a column without a width takes its longest
   * value's whole width).
   */
  wrap?: boolean;
};

/** One filter widget; select options come from the list answer's `filters[name]` unless given. */
export type FilterDef = {
  name: string;
  label: string;
  type: 'text' | 'select' | 'date';
  options?: FilterOption[];
  /** A select whose options are searched as typed from this GET call (`?search=&id=`). */
  optionsPath?: string;
};

/** A row action; `path` actions call the API and refresh the list, `onClick` ones do anything. */
export type RowAction<T extends Row = Row> = {
  key: string;
  label: string;
  icon?: ReactNode;
  danger?: boolean;
  visible?: (row: T) => boolean;
  /** Ask the spec's confirmation first: `delete` or `status` (they differ in the cancel notice). */
  confirm?: 'delete' | 'status';
  request?: (row: T) => { path: string; method?: 'POST' | 'DELETE' | 'GET'; body?: unknown };
  onClick?: (row: T) => void;
  /** Opens this route (instead of `onClick` or `request`). */
  to?: (row: T) => string;
  onDone?: (answer: MessageResponse | undefined, row: T) => void;
};

export type ResourceListProps<T extends Row = Row> = {
  /** API list path, POSTed with `?page=N`. */
  listPath: string;
  /** Dictionary key of the list title (print view and export file name). */
  title: string;
  columns: ColumnDef<T>[];
  filters?: FilterDef[];
  rowActions?: RowAction<T>[];
  toolbar?: ReactNode;
  rowKey?: string;
  /** Extra body fields sent with every call (e.g. `type: 'reassign'`). */
  fixedBody?: Record<string, unknown>;
  pageSizes?: number[];
};
