import type { PermissionName } from '../permissions';

// Kept apart from finance.ts (which builds zod schemas and workflows at load): the web app's route
// table reads these, and whatever it imports lands in the login route's initial JavaScript.

/** Every department that can vote, with its permission; `CLEARANCE_VOTERS` picks the required ones. */
export const CLEARANCE_VOTER_DEFS = {
  invoices: {
    permission: 'clearance-invoices-index',
    kind: 'bills',
    label: { ar: 'الفواتير', en: 'Invoices' },
  },
  sadad: {
    permission: 'clearance-sadad-index',
    kind: 'bills',
    label: { ar: 'طلبات سداد', en: 'Sadad orders' },
  },
  sharer: {
    permission: 'clearance-sharer-index',
    kind: 'department',
    label: { ar: 'الشركاء', en: 'Partners' },
  },
  electricity: {
    permission: 'clearance-electricity-index',
    kind: 'product',
    label: { ar: 'الكهرباء', en: 'Electricity' },
  },
  water: { permission: 'clearance-water-index', kind: 'product', label: { ar: 'المياه', en: 'Water' } },
  waste: { permission: 'clearance-waste-index', kind: 'product', label: { ar: 'النفايات', en: 'Waste' } },
} as const satisfies Record<
  string,
  { permission: PermissionName; kind: 'bills' | 'department' | 'product'; label: { ar: string; en: string } }
>;
export type ClearanceVoter = keyof typeof CLEARANCE_VOTER_DEFS;
export const CLEARANCE_VOTERS = Object.keys(CLEARANCE_VOTER_DEFS) as ClearanceVoter[];
/** The products among the voters: each has its screen `/clearance-{product}`. */
export const CLEARANCE_PRODUCTS = CLEARANCE_VOTERS.filter((v) => CLEARANCE_VOTER_DEFS[v].kind === 'product');
