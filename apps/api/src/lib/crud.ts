import {
  dataResponse,
  idParam,
  ListBodyBaseSchema,
  ListQuerySchema,
  LooseListResponseSchema,
  LooseRecordSchema,
  listResponseSchema,
  type MessageKey,
  MessageResponseSchema,
  messageResponse,
  type PermissionName,
} from '@mashaer/contract';
import { type AnyColumn, and, eq, getTableColumns, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { actorOf, currentUser, scopeOrg } from './actor';
import { AppError, type FieldErrors, pgErrorCode } from './app-error';
import { audit } from './audit';
import {
  attachAll,
  type CrudFiles,
  detachAll,
  keepingFiles,
  readWithFiles,
  removeKeys,
  withFiles,
} from './crud-files';
import { type FilterDef, type ListSpec, listResponse, runList, type SortDef } from './list';
import { findOr404 } from './scope';

type Row = Record<string, unknown>;
type Verb = 'GET' | 'POST' | 'DELETE';
type Endpoint = { method: Verb; path: string } | false;

/**
 * A plain resource declared once: list, read, create, update and delete with the spec's paths,
 * permission, row scope, uniqueness rules and an audit row for every change. Workflows with
 * states do not use this; they get their own service and state machine.
 */
type CrudDef<TCreate extends z.ZodObject, TFilters extends z.ZodRawShape> = {
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
  row?: z.ZodObject;
  endpoints?: Partial<Record<'list' | 'edit' | 'store' | 'update' | 'delete', Endpoint>>;
  /**
   * Files through the attachment mechanism: store and update take multipart bodies (the fields
   * and the slots' files), the answers carry each record's `files`, a delete removes them.
   */
  files?: CrudFiles;
  /**
   * A set of other records' ids kept in a join table beside each record (a ticket group's admins):
   * the body's `field` (a list of ids) replaces the set on store and update, in the record's
   * transaction and audit row; reads answer it. `check` refuses ids that may not be members (a 422
   * on the field); a delete leaves the set to the join table's cascade.
   */
  members?: {
    field: string;
    table: PgTable;
    /** The join table's keys: the record's id and the member's id. */
    owner: string;
    member: string;
    check?: (tx: Tx, ids: number[]) => Promise<void>;
  };
};
type ListResponseFilters = Record<string, { value: string | number; label: string }[]>;

const DEFAULT_ENDPOINTS = {
  list: { method: 'POST', path: '' },
  edit: { method: 'GET', path: '/edit/:id' },
  store: { method: 'POST', path: '/store' },
  update: { method: 'POST', path: '/update/:id' },
  delete: { method: 'DELETE', path: '/delete/:id' },
} as const satisfies Record<string, Endpoint>;

export function defineCrud<TCreate extends z.ZodObject, TFilters extends z.ZodRawShape>(
  def: CrudDef<TCreate, TFilters>,
) {
  return async (app: FastifyInstance, ctx: AppContext) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const ep = { ...DEFAULT_ENDPOINTS, ...def.endpoints };
    const access = { permission: def.permission };
    const tags = [def.module];
    const table = def.table;
    const tableName = (table as unknown as { [k: symbol]: string })[Symbol.for('drizzle:Name')];
    const present = def.present ?? ((row: Row) => row);
    const updateSchema = def.update ?? def.create;
    const files = def.files;
    const members = def.members && {
      ...def.members,
      owner: getTableColumns(def.members.table)[def.members.owner],
      member: getTableColumns(def.members.table)[def.members.member],
    };
    /** The records' member sets, by record id. */
    async function membersOf(db: Tx, ids: number[]) {
      const sets = new Map<number, number[]>(ids.map((id) => [id, []]));
      if (!members || !ids.length) return sets;
      const rows = await db
        .select({ owner: members.owner, member: members.member })
        .from(members.table)
        .where(inArray(members.owner, ids))
        .orderBy(members.member);
      for (const r of rows) sets.get(r.owner as number)?.push(r.member as number);
      return sets;
    }
    /** Replaces a record's member set (checked first) and answers it. */
    async function setMembers(tx: Tx, id: number, values: Row) {
      if (!members) return {};
      const ids = [...new Set((values[members.field] as number[] | undefined) ?? [])];
      await members.check?.(tx, ids);
      await tx.delete(members.table).where(eq(members.owner, id));
      if (ids.length)
        await tx
          .insert(members.table)
          .values(ids.map((m) => ({ [def.members!.owner]: id, [def.members!.member]: m })));
      return { [members.field]: ids.sort((a, b) => a - b) };
    }
    /** A write's own columns: the values without the member set. */
    const own = (values: Row) => {
      if (!members) return values;
      const { [members.field]: _, ...rest } = values;
      return rest;
    };
    /** The rows as answered: presented, with their member sets and files when the resource has any. */
    const shown = async (rows: Row[], req: FastifyRequest) => {
      const sets = members
        ? await membersOf(
            ctx.db,
            rows.map((r) => r.id as number),
          )
        : null;
      const out = rows.map((row) =>
        present(sets ? { ...row, [members!.field]: sets.get(row.id as number) ?? [] } : row, req),
      );
      return files ? withFiles(ctx.db, files, out, actorOf(req).lang) : out;
    };
    /** A write's values: the JSON body, or the multipart body's fields with its stored files. */
    const input = async (req: FastifyRequest, schema: z.ZodType, id?: number) =>
      files ? readWithFiles(req, ctx, files, schema, id) : { values: req.body as Row, saved: [] };

    const scopeWhere = (req: FastifyRequest): SQL | undefined => {
      if (!def.orgColumn) return undefined;
      const org = scopeOrg(currentUser(req));
      return org === null ? undefined : eq(def.orgColumn, org);
    };

    /** The row, locked for update when asked, or 404 when it is missing or out of scope. */
    async function find(tx: Tx, req: FastifyRequest, id: number, lock = false) {
      return findOr404(tx, table, and(eq(table.id, id), scopeWhere(req)), lock);
    }

    async function assertUnique(tx: Tx, values: Row, selfId?: number) {
      const fields: FieldErrors = {};
      for (const u of def.unique ?? []) {
        const v = values[u.field];
        if (v === undefined || v === null) continue;
        const match = typeof v === 'string' ? sql`lower(${u.column}) = lower(${v})` : eq(u.column, v);
        const [hit] = await tx
          .select({ id: sql<number>`${table.id}` })
          .from(table)
          .where(and(match, selfId ? ne(table.id, selfId) : undefined))
          .limit(1);
        if (hit) fields[u.field] = u.messageKey;
      }
      if (Object.keys(fields).length) throw AppError.invalid(fields);
    }

    const listSpec: ListSpec<Record<string, AnyColumn>> = {
      from: table,
      select: getTableColumns(table) as Record<string, AnyColumn>,
      filters: def.filters.defs,
      sorts: def.sorts,
      defaultSort: def.defaultSort,
      tiebreak: table.id,
    };
    const ListBody = ListBodyBaseSchema.extend(def.filters.schema);
    // Every route answers a declared shape; a resource with no `row` schema yet sends its rows as
    // they are (the OpenAPI document says "an object").
    const row = def.row ?? LooseRecordSchema;
    const answers = {
      list: { response: { 200: def.row ? listResponseSchema(def.row) : LooseListResponseSchema } },
      edit: { response: { 200: dataResponse(row) } },
      store: { response: { 201: messageResponse(row) } },
      update: { response: { 200: messageResponse(row) } },
      delete: { response: { 200: MessageResponseSchema } },
    };

    if (ep.list)
      r.route({
        method: ep.list.method,
        url: def.basePath + ep.list.path,
        config: { access },
        schema: {
          tags,
          querystring: ListQuerySchema,
          ...(ep.list.method === 'GET' ? {} : { body: ListBody }),
          ...answers.list,
        },
        handler: async (req) => {
          const body = (req.body ?? {}) as Record<string, unknown>;
          // A compiled list (list-compiled.ts): one prepared statement a scope, filter set and
          // sort answers the page and its count; the caller's organisation is a placeholder.
          const org = def.orgColumn ? scopeOrg(currentUser(req)) : null;
          const page = await runList(
            ctx.db,
            {
              ...listSpec,
              key: `crud:${def.basePath}:${org === null ? 'all' : 'org'}`,
              base: org === null || !def.orgColumn ? [] : [eq(def.orgColumn, sql.placeholder('org'))],
            },
            { page: req.query.page, body },
            org === null ? {} : { org },
          );
          const filters = def.filterOptions ? await def.filterOptions(req, ctx) : {};
          return listResponse({ ...page, data: await shown(page.data as Row[], req) }, filters);
        },
      });

    if (ep.edit)
      r.route({
        method: ep.edit.method,
        url: def.basePath + ep.edit.path,
        config: { access, resource: { table: tableName } },
        schema: { tags, params: idParam, ...answers.edit },
        handler: async (req) => ({ data: (await shown([await find(ctx.db, req, req.params.id)], req))[0] }),
      });

    if (ep.store)
      r.route({
        method: ep.store.method,
        url: def.basePath + ep.store.path,
        config: { access },
        schema: { tags, ...(files ? {} : { body: def.create }), ...answers.store },
        handler: async (req, reply) => {
          const { values, saved } = await input(req, def.create);
          const method = `${def.basePath}${ep.store ? (ep.store as { path: string }).path : ''}`;
          const row = await keepingFiles(saved, () =>
            ctx.db.transaction(async (tx) => {
              await assertUnique(tx, values);
              const org = def.orgColumn ? { [def.orgColumn.name]: currentUser(req).orgId } : {};
              const [created] = (await tx
                .insert(table)
                .values({ ...own(values), ...org })
                .returning()) as Row[];
              const set = await setMembers(tx, created.id as number, values);
              await audit(tx, req, {
                event: 'created',
                table: tableName,
                recordId: created.id as number,
                new: { ...created, ...set },
                module: def.module,
                method,
              });
              if (files) await attachAll(tx, req, files, created.id as number, saved, method);
              return created;
            }),
          );
          return reply.code(201).send({ message: req.t('crud.created'), data: (await shown([row], req))[0] });
        },
      });

    if (ep.update)
      r.route({
        method: ep.update.method,
        url: def.basePath + ep.update.path,
        config: { access, resource: { table: tableName } },
        schema: { tags, params: idParam, ...(files ? {} : { body: updateSchema }), ...answers.update },
        handler: async (req) => {
          // Out of scope is 404 before the body is read.
          if (files) await find(ctx.db, req, req.params.id);
          const { values, saved } = await input(req, updateSchema, req.params.id);
          let removed: string[] = [];
          const row = await keepingFiles(saved, () =>
            ctx.db.transaction(async (tx) => {
              const before = await find(tx, req, req.params.id, true);
              await assertUnique(tx, values, req.params.id);
              const old = members
                ? { ...before, [members.field]: (await membersOf(tx, [req.params.id])).get(req.params.id) }
                : before;
              const [after] = (await tx
                .update(table)
                .set({ ...own(values), ...('updated_at' in before ? { updated_at: sql`now()` } : {}) })
                .where(eq(table.id, req.params.id))
                .returning()) as Row[];
              const set = await setMembers(tx, req.params.id, values);
              await audit(tx, req, {
                event: 'updated',
                table: tableName,
                recordId: req.params.id,
                old,
                new: { ...after, ...set },
                module: def.module,
                method: `${def.basePath}/update`,
              });
              if (files)
                removed = await attachAll(tx, req, files, req.params.id, saved, `${def.basePath}/update`);
              return after;
            }),
          );
          await removeKeys(ctx, removed);
          return { message: req.t('crud.updated'), data: (await shown([row], req))[0] };
        },
      });

    if (ep.delete)
      r.route({
        method: ep.delete.method,
        url: def.basePath + ep.delete.path,
        config: { access, resource: { table: tableName } },
        schema: { tags, params: idParam, ...answers.delete },
        handler: async (req) => {
          let removed: string[] = [];
          try {
            await ctx.db.transaction(async (tx) => {
              const before = await find(tx, req, req.params.id, true);
              await tx.delete(table).where(eq(table.id, req.params.id));
              if (files) removed = await detachAll(tx, files, req.params.id);
              await audit(tx, req, {
                event: 'deleted',
                table: tableName,
                recordId: req.params.id,
                old: before,
                module: def.module,
                method: `${def.basePath}/delete`,
              });
            });
          } catch (e) {
            // Still referenced (23503; 23001 for a RESTRICT key): refused, nothing deleted.
            if (['23503', '23001'].includes(pgErrorCode(e) ?? '')) throw new AppError(422, 'crud.in_use');
            throw e;
          }
          await removeKeys(ctx, removed);
          return { message: req.t('crud.deleted') };
        },
      });
  };
}

export const optionalFilter = <T extends z.ZodType>(t: T) => z.union([t, z.literal('')]).optional();

/**
 * A handler's answer typed as its route's `response` schema: dates go out as ISO text, and the
 * serializer checks the answer against the schema (outside production, so the tests catch drift),
 * so a service's own row types (Date, a status as string) need not be the schema's.
 */
export const asAnswer = <T>(answer: unknown) => answer as T;
