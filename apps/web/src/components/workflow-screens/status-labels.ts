import messages from 'virtual:client-messages';
import type { WorkflowDef } from '@mashaer/contract';
import { fillMessage } from '@mashaer/contract';

// The same messages module as i18n/server-text (one chunk, not a second copy of the dictionary).
const text = (label: WorkflowDef['labels'][string], lang: 'ar' | 'en') =>
  typeof label !== 'string' ? label[lang] : (fillMessage(messages[lang], lang, label) ?? label);

/** Every status's label in both languages, from the contract (its message keys translated). */
export const statusLabels = (w: WorkflowDef) =>
  Object.fromEntries(
    w.statuses.map((s) => [s, { ar: text(w.labels[s], 'ar'), en: text(w.labels[s], 'en') }]),
  ) as Record<string, { ar: string; en: string }>;
