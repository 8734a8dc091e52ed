/** The server messages of the content management area (issue 32 §2). */
export const CMS_MESSAGES = {
  ar: {
    'cms.text_required': 'هذا الحقل مطلوب',
    'cms.terms_published': 'تم نشر الشروط والأحكام، وسيُطلب من جميع المستخدمين قبولها عند الدخول التالي',
    'cms.terms_already_published': 'هذه النسخة منشورة مسبقاً',
    'cms.terms_published_locked': 'لا يمكن تعديل نسخة منشورة، أنشئ نسخة جديدة',
    'cms.news_type_required': 'نوع الخبر مطلوب',
    'cms.too_many_files': 'الحد الأقصى {max} ملفات',
  },
  en: {
    'cms.text_required': 'This field is required',
    'cms.terms_published':
      'The terms were published; every user will be asked to accept them at the next login',
    'cms.terms_already_published': 'This version is already published',
    'cms.terms_published_locked': 'A published version cannot be changed; create a new version',
    'cms.news_type_required': 'The news type is required',
    'cms.too_many_files': 'At most {max} files',
  },
} as const;
