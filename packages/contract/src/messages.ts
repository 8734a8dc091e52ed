import { ACCOUNTS_MESSAGES } from './accounts/accounts-messages';
import { ATTACHMENTS_MESSAGES } from './attachments-messages';
import { CAMPS_MESSAGES } from './camps/camps-messages';
import { CMS_MESSAGES } from './cms/cms-messages';
import { CONTRACTS_MESSAGES } from './contracts/contracts-messages';
import { DASHBOARDS_MESSAGES } from './dashboards/dashboards-messages';
import { DOCUMENTS_MESSAGES } from './documents/documents-messages';
import { FINANCE_MESSAGES } from './finance/finance-messages';
import { GIS_MESSAGES } from './gis/gis-messages';
import { JOBS_MESSAGES } from './jobs/jobs-messages';
import { LICENCES_MESSAGES } from './licences/licences-messages';
import { TEMP_LICENCES_MESSAGES } from './licences/temp-licences-messages';
import { fillMessage } from './message-fill';
import { ORDERS_MESSAGES } from './orders/orders-messages';
import { QUESTIONNAIRES_MESSAGES } from './questionnaires/questionnaires-messages';
import { REASSIGN_MESSAGES } from './reassign/reassign-messages';
import { REPORTS_MESSAGES } from './reports/reports-messages';
import { SECURITY_MESSAGES } from './security-messages';
import { TEMPLATES_MESSAGES } from './templates/templates.messages';
import { TICKETS_MESSAGES } from './tickets/tickets-messages';
import { VIOLATIONS_MESSAGES } from './violations/violations-messages';
import { WORKFLOW_MESSAGES } from './workflow-messages';

/**
 * Every message the server sends, in both languages. Keys are what schemas and services use;
 * `{name}` placeholders are filled in at translation time. A test fails when the two differ.
 */
export const MESSAGES = {
  ar: {
    ...ATTACHMENTS_MESSAGES.ar,
    ...CAMPS_MESSAGES.ar,
    ...WORKFLOW_MESSAGES.ar,
    ...CONTRACTS_MESSAGES.ar,
    ...JOBS_MESSAGES.ar,
    ...DOCUMENTS_MESSAGES.ar,
    ...SECURITY_MESSAGES.ar,
    ...TEMPLATES_MESSAGES.ar,
    ...ORDERS_MESSAGES.ar,
    ...LICENCES_MESSAGES.ar,
    ...TEMP_LICENCES_MESSAGES.ar,
    ...REASSIGN_MESSAGES.ar,
    ...FINANCE_MESSAGES.ar,
    ...GIS_MESSAGES.ar,
    ...QUESTIONNAIRES_MESSAGES.ar,
    ...ACCOUNTS_MESSAGES.ar,
    ...VIOLATIONS_MESSAGES.ar,
    ...TICKETS_MESSAGES.ar,
    ...CMS_MESSAGES.ar,
    ...DASHBOARDS_MESSAGES.ar,
    ...REPORTS_MESSAGES.ar,
    'error.unauthenticated': 'غير مصرح، يرجى تسجيل الدخول',
    'error.forbidden': 'ليس لديك أي صلاحية',
    'error.admin_only': 'هذا الإجراء متاح لمدير النظام فقط',
    'error.not_found': 'غير موجود',
    'error.server': 'هناك مشكلة، يرجى المحاولة مرة أخرى',
    'error.validation': 'يرجى التحقق من الأخطاء قبل الإرسال',
    'error.too_many_requests': 'طلبات كثيرة جداً، حاول مرة أخرى بعد {seconds}',
    'error.payload_too_large': 'حجم الملف أكبر من المسموح',
    'error.bad_request': 'طلب غير صالح',
    'error.multipart_required': 'يجب إرسال هذا الطلب بصيغة multipart/form-data (الحقول والملفات)',
    'error.conflict': 'تم تعديل هذا السجل من قبل مستخدم آخر',
    'sms.login_code': 'رمز الدخول إلى بوابة المشاعر: {code}. صالح لمدة {minutes}.',
    'mail.reset_subject': 'إعادة تعيين كلمة المرور',
    'mail.reset_body': 'لإعادة تعيين كلمة المرور افتح الرابط التالي خلال {minutes}: {link}',
    'crud.created': 'تمت الإضافة بنجاح',
    'crud.updated': 'تم التعديل بنجاح',
    'crud.deleted': 'تم الحذف بنجاح',
    'crud.duplicate': 'هذا العنصر موجود مسبقاً',
    'crud.in_use': 'لا يمكن الحذف لارتباطه بسجلات أخرى',
    'country.duplicate': 'الدولة موجودة مسبقاً',
    'file.required': 'الملف مطلوب',
    'file.too_large': 'حجم الملف يجب ألا يتجاوز {mb} ميجابايت',
    'file.bad_type': 'نوع الملف غير مسموح، المسموح: {types}',
    'notification.sent': 'تم إرسال الإشعار بنجاح',
    'notification.seen': 'تم تحديد الإشعار كمقروء',
    'notification.cleared': 'تم مسح الإشعارات',
    'notification.type_ids_required': 'يرجى اختيار أنواع المستخدمين',
    'notification.user_ids_required': 'يرجى اختيار المستخدمين',
    'notification.no_recipients': 'لا يوجد مستخدمون نشطون ينطبق عليهم هذا الاختيار',
    'notification.link_invalid': 'الرابط يجب أن يكون مساراً داخل البوابة يبدأ بـ /',
    'sms.account_activated': 'تم تفعيل حسابك في بوابة المشاعر، يمكنك تسجيل الدخول الآن.',
    'sms.account_rejected':
      'تم رفض طلب تسجيلك في بوابة المشاعر. السبب: {reason}. يمكنك تعديل الطلب وإعادة إرساله.',
    'sms.account_disabled': 'تم تعطيل حسابك في بوابة المشاعر، يرجى التواصل مع الإدارة.',
    'mail.account_subject': 'حالة حسابك في بوابة المشاعر',
    'mail.notice_subject': 'إشعار من بوابة المشاعر',
    'mail.notice_body': '{message}\nللاطلاع: {link}',
    'category.duplicate': 'التصنيف موجود مسبقاً',
    'validation.required': 'هذا الحقل مطلوب',
    'validation.invalid': 'القيمة غير صالحة',
    'validation.string': 'يجب أن يكون نصاً',
    'validation.number': 'يجب أن يكون رقماً',
    'validation.min_length': 'يجب ألا يقل عن {min} أحرف',
    'validation.max_length': 'يجب ألا يزيد عن {max} حرفاً',
    'validation.min_value': 'يجب ألا تقل القيمة عن {min}',
    'validation.max_value': 'يجب ألا تزيد القيمة عن {max}',
    'validation.min_items': 'يجب اختيار {min} على الأقل',
    'validation.enum': 'القيمة يجب أن تكون إحدى: {options}',
    'validation.email': 'البريد الإلكتروني غير صالح',
    'validation.password_policy':
      'كلمة المرور من 8 إلى 12 حرفاً وتحتوي على حرف صغير وحرف كبير ورقم وأحد الرموز ! @ # $',
    'validation.password_confirmation': 'تأكيد كلمة المرور غير مطابق',
    'validation.national_id': 'رقم الهوية أو الرقم الموحد يجب أن يكون 10 أرقام ويبدأ بـ 1 أو 7',
    'validation.mobile': 'رقم الجوال يجب أن يبدأ بـ 5 أو 966',
    'validation.digits': 'يسمح بالأرقام فقط',
    'validation.prefix': 'البادئة يجب أن تكون أقل من 4 أرقام',
    'validation.date': 'التاريخ غير صالح',
    'validation.date_future': 'يجب أن يكون التاريخ لاحقاً لتاريخ اليوم',
    'validation.date_not_past': 'لا يمكن أن يكون التاريخ في الماضي',
    'validation.code': 'رمز التحقق مكون من 6 أرقام',
    'validation.unknown_type': 'النوع غير موجود',
    'validation.not_found': 'العنصر المختار غير موجود',
  },
  en: {
    ...ATTACHMENTS_MESSAGES.en,
    ...CAMPS_MESSAGES.en,
    ...WORKFLOW_MESSAGES.en,
    ...CONTRACTS_MESSAGES.en,
    ...JOBS_MESSAGES.en,
    ...DOCUMENTS_MESSAGES.en,
    ...SECURITY_MESSAGES.en,
    ...TEMPLATES_MESSAGES.en,
    ...ORDERS_MESSAGES.en,
    ...LICENCES_MESSAGES.en,
    ...TEMP_LICENCES_MESSAGES.en,
    ...REASSIGN_MESSAGES.en,
    ...FINANCE_MESSAGES.en,
    ...GIS_MESSAGES.en,
    ...QUESTIONNAIRES_MESSAGES.en,
    ...ACCOUNTS_MESSAGES.en,
    ...VIOLATIONS_MESSAGES.en,
    ...TICKETS_MESSAGES.en,
    ...CMS_MESSAGES.en,
    ...DASHBOARDS_MESSAGES.en,
    ...REPORTS_MESSAGES.en,
    'error.unauthenticated': 'Not authenticated, please log in',
    'error.forbidden': 'you dont have any permission',
    'error.admin_only': 'Only the administrator may do this',
    'error.not_found': 'Not Found',
    'error.server': 'there is problem, please try again',
    'error.validation': 'Please Check errors before submit',
    'error.too_many_requests': 'Too many requests, try again in {seconds}',
    'error.payload_too_large': 'The file is larger than allowed',
    'error.bad_request': 'Bad request',
    'error.multipart_required': 'This request must be sent as multipart/form-data (fields and files)',
    'error.conflict': 'This record was changed by another user',
    'sms.login_code': 'Mashaer portal login code: {code}. Valid for {minutes}.',
    'mail.reset_subject': 'Password reset',
    'mail.reset_body': 'To reset your password open this link within {minutes}: {link}',
    'crud.created': 'Added successfully',
    'crud.updated': 'Updated successfully',
    'crud.deleted': 'Deleted successfully',
    'crud.duplicate': 'This item already exists',
    'crud.in_use': 'Cannot delete: other records use it',
    'country.duplicate': 'The country already exists',
    'file.required': 'The file is required',
    'file.too_large': 'The file must not exceed {mb} MB',
    'file.bad_type': 'File type not allowed; allowed: {types}',
    'notification.sent': 'The notification was sent',
    'notification.seen': 'The notification was marked as read',
    'notification.cleared': 'Notifications cleared',
    'notification.type_ids_required': 'Please select user types',
    'notification.user_ids_required': 'Please select users',
    'notification.no_recipients': 'No active user matches this choice',
    'notification.link_invalid': 'The link must be a path inside the portal starting with /',
    'sms.account_activated': 'Your Mashaer portal account is active; you can log in now.',
    'sms.account_rejected':
      'Your Mashaer portal registration was rejected. Reason: {reason}. You may correct it and resubmit.',
    'sms.account_disabled': 'Your Mashaer portal account was disabled; please contact the administration.',
    'mail.account_subject': 'Your Mashaer portal account status',
    'mail.notice_subject': 'A notice from the Mashaer portal',
    'mail.notice_body': '{message}\nOpen: {link}',
    'category.duplicate': 'The category already exists',
    'validation.required': 'This field is required',
    'validation.invalid': 'The value is invalid',
    'validation.string': 'Must be text',
    'validation.number': 'Must be a number',
    'validation.min_length': 'Must be at least {min} characters',
    'validation.max_length': 'Must be at most {max} characters',
    'validation.min_value': 'Must be at least {min}',
    'validation.max_value': 'Must be at most {max}',
    'validation.min_items': 'Choose at least {min}',
    'validation.enum': 'Must be one of: {options}',
    'validation.email': 'The e-mail is invalid',
    'validation.password_policy':
      'The password needs 8 to 12 characters with a lowercase letter, an uppercase letter, a digit and one of ! @ # $',
    'validation.password_confirmation': 'The password confirmation does not match',
    'validation.national_id': 'The identity or unified number must be 10 digits starting with 1 or 7',
    'validation.mobile': 'The mobile number must start with 5 or 966',
    'validation.digits': 'Digits only',
    'validation.prefix': 'The prefix must be under 4 digits',
    'validation.date': 'The date is invalid',
    'validation.date_future': 'The date must be after today',
    'validation.date_not_past': 'The date cannot be in the past',
    'validation.code': 'The verification code has 6 digits',
    'validation.unknown_type': 'Unknown type',
    'validation.not_found': 'The chosen item does not exist',
  },
} as const;

export type Lang = keyof typeof MESSAGES;
export type MessageKey = keyof (typeof MESSAGES)['ar'];

/**
 * A key put together at run time from a stored value (`readiness.status.${status}`), which the
 * compiler cannot check: the one place such a key is admitted. Missing keys translate to themselves
 * (each family is covered by its area's tests).
 */
export const runtimeKey = (key: string) => key as MessageKey;

/** The plural categories (CLDR) a `_<category>` key may carry: Arabic uses all six, English two. */
export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * A message in `lang` with its `{name}` parameters filled. With a numeric `count`, the key's
 * plural form for that number comes first (`key_few`, `key_two`…, CLDR's categories, as i18next
 * names them on the web): Arabic says «5 عقود», «11 عقدًا», «عقدان», not «5 عقد»; the key itself
 * is the form for every number without its own. Missing keys fall back to Arabic, then to the key.
 */
export function translate(lang: Lang, key: MessageKey, params?: Record<string, string | number>): string {
  return fillMessage(MESSAGES[lang], lang, key, params) ?? fillMessage(MESSAGES.ar, 'ar', key, params) ?? key;
}
