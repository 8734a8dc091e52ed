import type {
  ViolationDetails,
  ViolationFormDataSchema,
  ViolationOrderDetailsSchema,
  ViolationRow,
} from '@mashaer/contract';
import type { z } from 'zod';
import { dataQuery } from '../../api/data-query';

// Paths, not the contract's endpoint objects (which keep every schema and zod in the chunk).

export type { ViolationDetails, ViolationRow };

/** Spec 001 §7 "Violations", verbatim. */
export const VIOLATIONS = {
  list: 'general/violation_forms',
  create: 'general/violation_forms/create',
  store: 'general/violation_forms/store',
  edit: (id: string | number) => `general/violation_forms/edit/${id}`,
  update: (id: string | number) => `general/violation_forms/update/${id}`,
  destroy: (id: string | number) => `general/violation_forms/${id}`,
  action: (id: string | number) => (a: string) => `general/violation_forms/${a}/${id}`,
  upload: (id: string | number, slot: string) => `general/violation_forms/attachments/${id}/${slot}`,
  assigns: 'general/violation_forms_assigns',
  assignStore: 'general/violation_forms_assigns/store',
  unassign: (id: string | number) => `general/violation_forms_assigns/${id}`,
  levels: 'general/violation_form_levels',
} as const;

/** Spec 001 §7 "Regulatory violations". */
export const ORDERS = {
  list: 'general/regulatory-violation-order',
  show: (id: string | number) => `general/regulatory-violation-order/${id}`,
  store: 'general/regulatory-violation-order/store',
} as const;

/** Spec 001 §7 "Public benefits". */
export const BENEFITS = {
  list: 'general/public-benefits',
  camps: 'general/public-benefits/camps',
  campStore: 'general/public-benefits/camps/store',
  campDelete: (id: string | number) => `general/public-benefits/camps/${id}`,
} as const;

export type ViolationFormData = z.infer<typeof ViolationFormDataSchema>;
export const violationFormQuery = () =>
  dataQuery<ViolationFormData>(['violations', 'create'], VIOLATIONS.create);

export type ViolationOrder = z.infer<typeof ViolationOrderDetailsSchema>;
export const orderQuery = (id: string) =>
  dataQuery<ViolationOrder>(['violations', 'order', id], ORDERS.show(id), { fresh: true });
