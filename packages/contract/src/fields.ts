import { z } from 'zod';

/**
 * The small field rules every area's schemas share, defined once. Ids are PostgreSQL `integer`s;
 * forms send '' for an empty choice and '' or null for an empty text.
 */
const INT32_MAX = 2_147_483_647;
export const id = z.coerce.number().int().positive().max(INT32_MAX);
/** A required id whose every failure (absent, not a number, out of int32) says one message key. */
export const requiredId = (error: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number({ error }).int({ error }).positive({ error }).max(INT32_MAX, { error }),
  );
/** An optional id: '' and null are absent. */
export const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), id.optional());
/** A list filter on an id: '' means "any". */
export const filterId = z.union([id, z.literal('')]).optional();
/** A list filter on any value: '' means "any". */
export const emptyOr = <T extends z.ZodType>(s: T) => z.union([s, z.literal('')]).optional();
/** An optional text of at most `max` characters, trimmed; '' is stored as null. */
export const optionalText = (max: number) =>
  z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(max).nullish());
/** An optional text kept as sent ('' stays ''), trimmed. */
export const nullishText = (max: number) => z.string().trim().max(max).nullish();
/** A list of ids of at most `max` entries. */
export const idList = (max: number) => z.array(id).max(max);
