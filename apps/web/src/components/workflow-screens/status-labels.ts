import type { WorkflowDef } from '@mashaer/contract';
import { serverTextIn } from '../../i18n/server-text';

const text = (label: WorkflowDef['labels'][string], lang: 'ar' | 'en') =>
  typeof label !== 'string' ? label[lang] : (serverTextIn(lang, label) ?? label);

/** Every status's label in both languages, from the contract (its message keys translated). */
export const statusLabels = (w: WorkflowDef) =>
  Object.fromEntries(
    w.statuses.map((s) => [s, { ar: text(w.labels[s], 'ar'), en: text(w.labels[s], 'en') }]),
  ) as Record<string, { ar: string; en: string }>;
