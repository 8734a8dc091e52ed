import {
  type FieldSpec,
  GIS_REGISTERS,
  REGISTER_KEYS,
  type RegisterKey,
  registerRowSchema,
  registerSchema,
} from '@mashaer/contract';
import type { AnyColumn } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { REGISTER_TABLES } from '../../db/schema';
import { defineCrud, optionalFilter } from '../../lib/crud';
import { equalTo, type FilterDef } from '../../lib/list-filters';
import { searchField } from '../../lib/named-resource';
import { registerIoRoutes } from './register-io.routes';
import { searchableColumns } from './registers.service';

/**
 * Spec 000 §2 "GIS and site pages": the nine registers, each the generic CRUD over its table
 * (ARCHITECTURE §3 paths: `POST general/<path>?page`, `GET …/edit/{id}`, `POST …/store`,
 * `POST …/update/{id}`, `DELETE …/delete/{id}`), declared from the contract's `GIS_REGISTERS`.
 */
function registerCrud(key: RegisterKey) {
  const decl = GIS_REGISTERS[key];
  const table = REGISTER_TABLES[key];
  const cols = table as unknown as Record<string, AnyColumn>;
  const fields = Object.entries(decl.fields as Record<string, FieldSpec>);
  const defs: Record<string, FilterDef> = {
    search: { op: 'search', columns: searchableColumns(key) },
    ...equalTo({ square_id: table.square_id, camp_id: table.camp_id, condition: table.condition }),
  };
  return defineCrud({
    module: `gis-${decl.path}`,
    table,
    basePath: `/general/${decl.path}`,
    permission: decl.permission,
    create: registerSchema(key),
    row: registerRowSchema(key),
    orgColumn: table.org_id,
    filters: {
      schema: {
        search: searchField,
        square_id: optionalFilter(z.coerce.number().int().positive()),
        camp_id: optionalFilter(z.coerce.number().int().positive()),
        condition: optionalFilter(z.string().max(20)),
      },
      defs: defs as Record<'search' | 'square_id' | 'camp_id' | 'condition', FilterDef>,
    },
    sorts: { id: table.id, [decl.title]: cols[decl.title], created_at: table.created_at },
    defaultSort: { by: 'id', dir: 'desc' },
    unique: fields
      .filter(([, f]) => f.kind === 'text' && f.unique)
      .map(([k]) => ({ column: cols[k], field: k, messageKey: 'gis.duplicate' as const })),
  });
}

export async function registersRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const key of REGISTER_KEYS) {
    await registerCrud(key)(app, ctx);
    registerIoRoutes(app, ctx, key);
  }
}
