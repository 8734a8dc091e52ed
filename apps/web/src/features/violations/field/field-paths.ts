/**
 * The calls the field screens make (api.ts's VIOLATIONS, spec 001 §7; field-paths.test.ts keeps
 * them equal). Not imported from api.ts: a module this build shared with the desk screens was
 * merged into the entry, which every route loads.
 */
export const FIELD_PATHS = {
  list: 'general/violation_forms',
  create: 'general/violation_forms/create',
  store: 'general/violation_forms/store',
  edit: (id: number | string) => `general/violation_forms/edit/${id}`,
  action: (id: number | string, action: 'object' | 'answer') => `general/violation_forms/${action}/${id}`,
  upload: (id: number | string, slot: string) => `general/violation_forms/attachments/${id}/${slot}`,
} as const;

/** The field screens' own paths (under /violations/field: the API serves field.html for them). */
export const FIELD_PAGES = {
  form: '/violations/field',
  list: '/violations/field/list',
  details: (id: number | string) => `/violations/field/${id}`,
} as const;
