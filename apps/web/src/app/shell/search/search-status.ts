import {
  CAR_LICENCE_WORKFLOW,
  INVOICE_WORKFLOW,
  ORDER_WORKFLOW,
  READINESS_WORKFLOW,
  REASSIGN_WORKFLOW,
  SADAD_WORKFLOW,
  USER_STATUS_LABELS,
  type WorkflowDef,
} from '@mashaer/contract';
import type { TFunction } from 'i18next';
import { statusLabels } from '../../../components/workflow-screens/status-labels';
import type { Lang } from '../../../i18n/i18n';

type Label = (status: string, lang: Lang, t: TFunction) => string;

const byWorkflow = (w: WorkflowDef): Label => {
  let labels: ReturnType<typeof statusLabels> | undefined;
  return (status, lang) => {
    labels ??= statusLabels(w);
    return labels[status]?.[lang] ?? status;
  };
};

const LABELS: Record<string, Label> = {
  orders: byWorkflow(ORDER_WORKFLOW),
  order_licences: byWorkflow(ORDER_WORKFLOW),
  readiness_licenses: byWorkflow(READINESS_WORKFLOW),
  car_licences: byWorkflow(CAR_LICENCE_WORKFLOW),
  reassign_orders: byWorkflow(REASSIGN_WORKFLOW),
  lock_orders: byWorkflow(REASSIGN_WORKFLOW),
  invoices: byWorkflow(INVOICE_WORKFLOW),
  sadad: byWorkflow(SADAD_WORKFLOW),
  camps: (s, _lang, t) => t(`camps.camp_status.${s}`, { defaultValue: s }),
  users: (s, lang) => USER_STATUS_LABELS[s as keyof typeof USER_STATUS_LABELS]?.[lang] ?? s,
};

/** A hit's status as its area's screens write it (loaded by the search panel once it has results). */
export function searchStatusText(area: string, status: string, lang: Lang, t: TFunction): string {
  return LABELS[area]?.(status, lang, t) ?? status;
}
