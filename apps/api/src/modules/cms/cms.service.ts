import { type Lang, type MessageKey, translate } from '@mashaer/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { webSettings } from '../../db/schema';

/**
 * A web setting's text in the caller's language (`cms/web-settings`, edited on /cms/settings) while
 * it is visible; else the dictionary's `fallback` (e.g. the regulatory order's legal text:
 * `settingText(db, REGULATORY_ORDER_SETTING, lang, 'violation_order.legal_text')`).
 */
export async function settingText(db: Tx, key: string, lang: Lang, fallback: MessageKey) {
  const [row] = await db
    .select({ value: webSettings.value, value_en: webSettings.value_en })
    .from(webSettings)
    .where(and(eq(webSettings.key, key), eq(webSettings.visible, true)));
  return row ? (lang === 'en' ? row.value_en : row.value) : translate(lang, fallback);
}
