import type { MessageKey, PermissionName } from '@mashaer/contract';
import type { AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { CrudFiles } from './crud-files';
import type { CrudMembers } from './crud-members';
import type { FilterDef, SortDef } from './list';

type Row = Record<string, unknown>;
type Verb = 'GET' | 'POST' | 'DELETE';
type Endpoint = { method: Verb; path: string } | false;

/**
 * A plain resource declared once: list, read, create, update and delete with the spec's paths,
 * permission, row scope, uniqueness rules and an audit row for every change. Workflows with
 * states do not use this; they get their own service and state machine. `defineCrud` (lib/crud)
 * serves it.
 */
export type CrudDef<TCreate extends z.ZodObject, TFilters extends z.ZodRawShape> = {
  module: string;
  table: PgTable & { id: AnyColumn };
  /** e.g. `/general/countries`; endpoint paths are relative to it. */
  basePath: string;
  permission: PermissionName;
  create: TCreate;
  /** Defaults to `create`. */
  update?: z.ZodObject;
  filters: { schema: TFilters; defs: Record<keyof TFilters & string, FilterDef> };
  sorts: Record<string, SortDef>;
  defaultSort: { by: string; dir: 'asc' | 'desc' };
  /** Columns that must be unique (case-insensitively for text), each reported on its field. */
  unique?: { column: AnyColumn; field: string; messageKey: MessageKey }[];
  /** The organisation column for row scope; absent for reference data every user may read. */
  orgColumn?: AnyColumn;
  /** Options for the list's filter widgets. */
  filterOptions?: (
    req: FastifyRequest,
    ctx: AppContext,
  ) => Promise<ListResponseFilters> | ListResponseFilters;
  /** How a row is shown (translated labels, hidden columns); identity by default. */
  present?: (row: Row, req: FastifyRequest) => Row;
  /**
   * The contract's schema of a row as shown (`records.ts`): the list, read, create and update
   * answers are written from it (only its fields go out) and the OpenAPI document shows it.
   */
  row: z.ZodObject;
  endpoints?: Partial<Record<'list' | 'edit' | 'store' | 'update' | 'delete', Endpoint>>;
  /**
   * Files through the attachment mechanism: store and update take multipart bodies (the fields
   * and the slots' files), the answers carry each record's `files`, a delete removes them.
   */
  files?: CrudFiles;
  /** A set of other records' ids kept in a join table beside each record (lib/crud-members). */
  members?: CrudMembers;
};
type ListResponseFilters = Record<string, { value: string | number; label: string }[]>;

export const DEFAULT_ENDPOINTS = {
  list: { method: 'POST', path: '' },
  edit: { method: 'GET', path: '/edit/:id' },
  store: { method: 'POST', path: '/store' },
  update: { method: 'POST', path: '/update/:id' },
  delete: { method: 'DELETE', path: '/delete/:id' },
} as const satisfies Record<string, Endpoint>;
