import type { CarLicenceStatus, ReadinessStatus } from './licences/licences';
import type { TempOrderStatus } from './licences/temp-licences';
import type { NotificationTarget } from './notifications/notifications';
import type { StatusColor } from './records';

// What list screens read of the contract, kept in a module with no zod: a list importing a colour
// from a module that also builds schemas (licences.ts, assignments.ts…) loaded zod and every schema
// of that module along with it (the lists' JavaScript budgets, apps/web/scripts/budget.mjs).

/** Assignment status values (spec 000 §3, `deliverd` verbatim). */
export const ASSIGNMENT_STATUSES = ['pending', 'appointment', 'answered', 'returned', 'deliverd'] as const;

export const READINESS_STATUS_COLORS: Record<ReadinessStatus, StatusColor> = {
  draft: 'default',
  pending: 'gold',
  approved: 'green',
  disapproved: 'orange',
  rejected: 'red',
  cancelled: 'default',
};

export const CAR_LICENCE_STATUS_COLORS: Record<CarLicenceStatus, StatusColor> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
};

export const TEMP_ORDER_STATUS_COLORS: Record<TempOrderStatus, StatusColor> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
  cancelled: 'default',
};

export const NOTIFICATION_TARGET_LABELS: Record<NotificationTarget, { ar: string; en: string }> = {
  all: { ar: 'جميع المستخدمين', en: 'All users' },
  types: { ar: 'أنواع مستخدمين', en: 'User types' },
  users: { ar: 'مستخدمون محددون', en: 'Selected users' },
};
