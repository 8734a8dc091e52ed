import {
  CONTACT_DETAILS_SETTING,
  type MessageKey,
  READINESS_PLEDGE_SETTING,
  REGULATORY_ORDER_SETTING,
  translate,
} from '@mashaer/contract';
import type { Db } from '../client';
import { newsBar, terms, webSettings } from '../schema';

/**
 * The site texts the authority edits on /cms/settings (fixed keys): the readiness pledge (read by
 * licences), the regulatory order's legal text (the violations area's notice), the contact details
 * and the reopen window of tickets (days). Their first texts are the dictionaries'.
 */
export async function seedWebSettings(db: Db) {
  const both = (key: MessageKey) => ({ value: translate('ar', key), value_en: translate('en', key) });
  await db
    .insert(webSettings)
    .values([
      {
        key: READINESS_PLEDGE_SETTING,
        title: 'تعهد رخصة الجاهزية',
        title_en: 'Readiness licence pledge',
        ...both('readiness.pledge_text'),
      },
      {
        key: 'ticket_reopen_days',
        title: 'مدة إعادة فتح التذكرة (أيام)',
        title_en: 'Days a closed ticket may be reopened',
        value: '7',
        value_en: '7',
      },
      {
        key: REGULATORY_ORDER_SETTING,
        title: 'النص النظامي لأمر المخالفة',
        title_en: 'Legal text of a regulatory violation order',
        ...both('violation_order.legal_text'),
      },
      {
        key: CONTACT_DETAILS_SETTING,
        title: 'بيانات التواصل',
        title_en: 'Contact details',
        value: 'الهاتف: 920000000 — البريد: support@mashaer.example',
        value_en: 'Phone: 920000000 — E-mail: support@mashaer.example',
      },
    ])
    .onConflictDoNothing();
}

/**
 * The CMS demo: news bar lines (one hidden, one past its dates) and the terms' first version, the
 * usage policy the login shows (its texts were the dictionaries'), already published.
 */
export async function seedCmsContent(db: Db) {
  await db.insert(newsBar).values([
    {
      text: 'مرحباً بكم في بوابة المشاعر لموسم الحج',
      text_en: 'Welcome to the Mashaer portal for the Hajj season',
    },
    {
      text: 'آخر موعد لرفع مخططات الأعمال الإضافية نهاية الشهر',
      text_en: 'Additional works drawings are due by the end of the month',
    },
    { text: 'سطر مخفي للتجربة', text_en: 'A hidden line', visible: false },
    { text: 'إعلان منتهٍ', text_en: 'An expired notice', starts_on: '2020-01-01', ends_on: '2020-01-31' },
  ]);
  await db.insert(terms).values({
    title: translate('ar', 'auth.policy_title'),
    title_en: translate('en', 'auth.policy_title'),
    body: translate('ar', 'auth.policy_text'),
    body_en: translate('en', 'auth.policy_text'),
    published_at: new Date(),
  });
}
