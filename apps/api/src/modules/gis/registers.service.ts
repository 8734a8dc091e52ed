import {
  type FieldSpec,
  GIS_REGISTERS,
  type REGISTER_CONDITIONS,
  REGISTER_KEYS,
  type RegisterDecl,
  type RegisterKey,
  translate,
} from '@mashaer/contract';
import { type AnyColumn, eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { REGISTER_TABLES, squares } from '../../db/schema';
import { ownedBy, type SearchDecl } from '../../lib/search';

// What the registers offer beyond their generic CRUD (registers.routes.ts): the columns they are
// searched by, and their places in the one search box (modules/search lists them).

type Condition = (typeof REGISTER_CONDITIONS)[number];

/** A register's searchable text fields (each with its trigram index, db/schema/gis.ts). */
export function searchableColumns(key: RegisterKey): AnyColumn[] {
  const cols = REGISTER_TABLES[key] as unknown as Record<string, AnyColumn>;
  return (Object.entries(GIS_REGISTERS[key].fields) as [string, FieldSpec][])
    .filter(([, f]) => f.kind === 'text' && f.search)
    .map(([k]) => cols[k]);
}

/** The group a register's records answer under in the one search box: its path, `_` for `-`. */
export const registerSearchArea = (key: RegisterKey) => GIS_REGISTERS[key].path.replace(/-/g, '_');

/**
 * A register in the one search box (issue 29 §2), from its contract declaration: found by the
 * columns its list searches, shown by its title field, its square and its condition (in the words
 * of the web's `gis.options`), to the holders of its permission, in the row scope its CRUD
 * applies (`orgColumn`: a non-authority sees its organisation's records only).
 */
function registerSearch(key: RegisterKey): SearchDecl {
  const decl: RegisterDecl = GIS_REGISTERS[key];
  const table = REGISTER_TABLES[key];
  return {
    area: registerSearchArea(key),
    permission: decl.permission,
    from: table,
    id: table.id,
    columns: searchableColumns(key),
    title: (table as unknown as Record<string, AnyColumn>)[decl.title],
    subtitle: squares.name,
    status: table.condition,
    statusText: (c, lang) => translate(lang, `gis.condition.${c as Condition}`),
    joins: (q) => q.leftJoin(squares, eq(squares.id, table.square_id)) as unknown as PgSelect,
    scope: ownedBy(table.org_id),
  };
}

/** The nine registers' places in the one search box, in the menu's order. */
export const registerSearches: readonly SearchDecl[] = REGISTER_KEYS.map(registerSearch);
