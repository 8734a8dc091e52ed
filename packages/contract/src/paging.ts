// Apart from list.ts, which builds zod schemas at load: the web's entry reads this constant, and
// whatever module it comes from lands in the login route's initial JavaScript with its imports.

/** The largest page a list call may ask for (`paginate`). */
export const MAX_PAGE_SIZE = 500;
