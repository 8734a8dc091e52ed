/**
 * What the lists of named resources (a name in Arabic and in English) declare alike, written once:
 * the search box, sorting by either name, and both names unique.
 */
import type { MessageKey } from '@mashaer/contract';
import type { AnyColumn } from 'drizzle-orm';
import { z } from 'zod';

/** The search box's field in a list's filter schema. */
export const searchField = z.string().max(100).optional();

/** A list whose only filter is the search box, over these columns. */
export const searchOnly = (...columns: AnyColumn[]) => ({
  schema: { search: searchField },
  defs: { search: { op: 'search' as const, columns } },
});

type Named = { id: AnyColumn; name: AnyColumn; name_en: AnyColumn };

/** Sorting by id or by either name. */
export const nameSorts = (t: Named) => ({ id: t.id, name: t.name, name_en: t.name_en });

/** Both names unique (case-insensitively), each reported on its own field with the same message. */
export const uniqueNames = (t: Named, messageKey: MessageKey) => [
  { column: t.name, field: 'name', messageKey },
  { column: t.name_en, field: 'name_en', messageKey },
];
