import { READINESS_PLEDGE_SETTING, translate } from '@mashaer/contract';
import type { Db } from '../client';
import { webSettings } from '../schema';

/** The site texts the authority edits on /cms/settings (the readiness pledge first). */
export async function seedWebSettings(db: Db) {
  await db
    .insert(webSettings)
    .values({
      key: READINESS_PLEDGE_SETTING,
      title: 'تعهد رخصة الجاهزية',
      title_en: 'Readiness licence pledge',
      value: translate('ar', 'readiness.pledge_text'),
      value_en: translate('en', 'readiness.pledge_text'),
    })
    .onConflictDoNothing();
}
