/**
 * A violation's statuses and their labels (spec 001 §4 "Violation"), apart from the workflow and its
 * zod schemas: the phone's field screens show them and carry no zod.
 */
export const VIOLATION_STATUSES = [
  'created',
  'assigned',
  'viewed',
  'rejected',
  'reject_answered',
  'completed',
  'cancelled',
  'locked',
] as const;
export type ViolationStatus = (typeof VIOLATION_STATUSES)[number];

export const VIOLATION_STATUS_LABELS: Record<ViolationStatus, { ar: string; en: string }> = {
  created: { ar: 'جديدة', en: 'Created' },
  assigned: { ar: 'مسندة للشركة', en: 'Assigned' },
  viewed: { ar: 'اطلعت عليها الشركة', en: 'Viewed' },
  rejected: { ar: 'معترض عليها', en: 'Objected' },
  reject_answered: { ar: 'تم الرد على الاعتراض', en: 'Objection answered' },
  completed: { ar: 'مكتملة', en: 'Completed' },
  cancelled: { ar: 'ملغاة', en: 'Cancelled' },
  locked: { ar: 'مقفلة', en: 'Locked' },
};
