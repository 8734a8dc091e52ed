import { VIOLATION_STATUS_LABELS, type ViolationStatus } from '@mashaer/contract';

/**
 * A status as a small tag in the caller's language, its colour from field.css by status. The
 * contract's labels: their module carries no zod, so the field build stays light.
 */
export function StatusTag({ status, lang }: { status: ViolationStatus; lang: string }) {
  const label = VIOLATION_STATUS_LABELS[status];
  return (
    <span className={`field-status s-${status}`} data-testid="field-status" data-status={status}>
      {lang === 'en' ? label.en : label.ar}
    </span>
  );
}
