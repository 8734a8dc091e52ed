import {
  dataResponse,
  idParam,
  ListBodyBaseSchema,
  ListQuerySchema,
  listResponseSchema,
  MessageResponseSchema,
  messageResponse,
} from '@mashaer/contract';
import { type AnyColumn, and, eq, getTableColumns, ne, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { actorOf, currentUser, scopeOrg } from './actor';
import { AppError, type FieldErrors, pgErrorCode } from './app-error';
import { audit } from './audit';
import { type CrudDef, DEFAULT_ENDPOINTS } from './crud-def';
import { attachAll, detachAll, keepingFiles, readWithFiles, removeKeys, withFiles } from './crud-files';
import { crudMembers } from './crud-members';
import { extend } from './extend';
import { type ListSpec, listResponse, runList } from './list';
import { compiledFind, lockInScope } from './scope';

type Row = Record<string, unknown>;

/** The routes of a plain resource (its declaration: CrudDef in lib/crud-def). */
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
    const members = def.members && crudMembers(def.members);
    const membersOf = (db: Tx, ids: number[]) => members?.of(db, ids) ?? new Map<number, number[]>();
    const setMembers = async (tx: Tx, id: number, values: Row) => members?.set(tx, id, values) ?? {};
    const own = (values: Row) => members?.own(values) ?? values;
    /** The rows as answered: presented, with their member sets and files when the resource has any. */
    const shown = async (rows: Row[], req: FastifyRequest) => {
      const sets = members
        ? await membersOf(
            ctx.db,
            rows.map((r) => r.id as number),
          )
        : null;
      const out = rows.map((row) =>
        present(sets ? extend(row, { [members!.field]: sets.get(row.id as number) ?? [] }) : row, req),
      );
      return files ? withFiles(ctx.db, files, out, actorOf(req).lang) : out;
    };
    /** A write's values: the JSON body, or the multipart body's fields with its stored files. */
    const input = async (req: FastifyRequest, schema: z.ZodType, id?: number) =>
      files ? readWithFiles(req, ctx, files, schema, id) : { values: req.body as Row, saved: [] };

    /** The caller's organisation when the resource has one and the caller is not an authority. */
    const orgOf = (req: FastifyRequest) => (def.orgColumn ? scopeOrg(currentUser(req)) : null);
    const read = compiledFind(table, def.orgColumn);

    /** The row, locked for update when asked, or 404 when it is missing or out of scope. */
    async function find(tx: Tx, req: FastifyRequest, id: number, lock = false) {
      return lock ? lockInScope(tx, table, id, currentUser(req), def.orgColumn) : read(tx, id, orgOf(req));
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

    // A compiled list (list-compiled.ts) per scope: one prepared statement a scope, filter set and
    // sort answers the page and its count; the caller's organisation is a placeholder.
    const listSpec = (scope: 'all' | 'org'): ListSpec<Record<string, AnyColumn>> => ({
      key: `crud:${def.basePath}:${scope}`,
      from: table,
      select: getTableColumns(table) as Record<string, AnyColumn>,
      filters: def.filters.defs,
      sorts: def.sorts,
      defaultSort: def.defaultSort,
      tiebreak: table.id,
      base: scope === 'org' ? [eq(def.orgColumn!, sql.placeholder('org'))] : [],
    });
    const listSpecs = { all: listSpec('all'), org: def.orgColumn ? listSpec('org') : null };
    const ListBody = ListBodyBaseSchema.extend(def.filters.schema);
    const answers = {
      list: { response: { 200: listResponseSchema(def.row) } },
      edit: { response: { 200: dataResponse(def.row) } },
      store: { response: { 201: messageResponse(def.row) } },
      update: { response: { 200: messageResponse(def.row) } },
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
          const org = orgOf(req);
          const page = await runList(
            ctx.db,
            org === null ? listSpecs.all : listSpecs.org!,
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
