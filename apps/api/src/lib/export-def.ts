import type { Lang, MessageKey, PermissionName } from '@mashaer/contract';
import type { AppContext } from '../context';
import type { Actor } from './actor';
import type { ListInput } from './list';
import type { Cell } from './xlsx';

/** One page of a list as its route builds it: the same filters, sort and row scope. */
type Page = { rows: Record<string, unknown>[]; total: number };

/**
 * A list that a whole-table Excel export can be made of (modules/jobs/export.job.ts): the
 * permission of the list's own route, the sheet's title and columns, and how to read its pages.
 */
export type ExportDef = {
  permission: PermissionName;
  title: MessageKey;
  columns: { header: MessageKey; width?: number; cell: (r: Record<string, unknown>, lang: Lang) => Cell }[];
  page: (ctx: AppContext, actor: Actor, input: ListInput) => Promise<Page>;
  /**
   * Lists of millions of rows: the body fields that ask for the rows after `last` (a keyset
   * cursor), so every page is an index range from page 1 instead of an ever longer offset.
   */
  after?: (last: Record<string, unknown>) => Record<string, unknown>;
  /** Lists whose page `total` is capped: the exact number of rows to export, counted once (progress). */
  count?: (ctx: AppContext, actor: Actor, body: Record<string, unknown>) => Promise<number>;
};
