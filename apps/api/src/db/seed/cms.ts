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
  // How many days a company may reopen its closed ticket (the tickets area reads it).
  await db
    .insert(webSettings)
    .values({
      key: 'ticket_reopen_days',
      title: 'مدة إعادة فتح التذكرة (أيام)',
      title_en: 'Days a closed ticket may be reopened',
      value: '7',
      value_en: '7',
    })
    .onConflictDoNothing();
}
