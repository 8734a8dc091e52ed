import type { ViolationStatus } from '@mashaer/contract';

/**
 * The contract's status labels (VIOLATION_WORKFLOW.labels; field-status.test.ts keeps them equal).
 * Not imported: the workflow carries its actions' zod schemas, and zod is not in the field build.
 */
export const FIELD_STATUS_LABELS: Record<ViolationStatus, { ar: string; en: string }> = {
  created: { ar: 'جديدة', en: 'Created' },
  assigned: { ar: 'مسندة للشركة', en: 'Assigned' },
  viewed: { ar: 'اطلعت عليها الشركة', en: 'Viewed' },
  rejected: { ar: 'معترض عليها', en: 'Objected' },
  reject_answered: { ar: 'تم الرد على الاعتراض', en: 'Objection answered' },
  completed: { ar: 'مكتملة', en: 'Completed' },
  cancelled: { ar: 'ملغاة', en: 'Cancelled' },
  locked: { ar: 'مقفلة', en: 'Locked' },
};

/** A status as a small tag in the caller's language (its colour from field.css by status). */
export function StatusTag({ status, lang }: { status: ViolationStatus; lang: string }) {
  const label = FIELD_STATUS_LABELS[status];
  return (
    <span className={`field-status s-${status}`} data-testid="field-status" data-status={status}>
      {lang === 'en' ? label.en : label.ar}
    </span>
  );
}
