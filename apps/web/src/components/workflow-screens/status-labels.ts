import { translate, type WorkflowDef } from '@mashaer/contract';
import { isServerKey } from '../../i18n/server-text';

// Reached through i18n/server-text (the contract's dictionary as the web already loads it) so this
// module shares that chunk rather than splitting the dictionary into a chunk of its own.
const text = (label: WorkflowDef['labels'][string], lang: 'ar' | 'en') =>
  typeof label !== 'string' ? label[lang] : isServerKey(label) ? translate(lang, label) : label;

/** Every status's label in both languages, from the contract (its message keys translated). */
export const statusLabels = (w: WorkflowDef) =>
  Object.fromEntries(
    w.statuses.map((s) => [s, { ar: text(w.labels[s], 'ar'), en: text(w.labels[s], 'en') }]),
  ) as Record<string, { ar: string; en: string }>;
