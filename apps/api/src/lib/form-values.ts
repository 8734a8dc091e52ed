/**
 * A form's fields as the columns they are written to: `pick` takes the named fields as they are,
 * `orNull` the named optional ones with `null` where a field is absent (the column is cleared).
 */
export const pick = <T, K extends keyof T>(o: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, o[k]])) as Pick<T, K>;

export const orNull = <T, K extends keyof T>(o: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, o[k] ?? null])) as { [P in K]: Exclude<T[P], undefined> | null };
