/**
 * An API path that ends with a record's id, for the areas' path tables:
 * `withId('general/sadad/details')(7)` is `general/sadad/details/7`.
 */
export const withId =
  (prefix: string) =>
  (id: string | number): string =>
    `${prefix}/${id}`;
