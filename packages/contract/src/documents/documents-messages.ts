/** The server messages of verifiable documents and signing (both languages, same keys). */
export const DOCUMENTS_MESSAGES = {
  ar: {
    'document.issuer': 'هيئة المشاعر',
    'document.not_live': 'الوثيقة ملغاة أو مستبدلة ولا يمكن تعديلها',
    'document.valid_until_invalid': 'تاريخ نهاية الصلاحية يجب أن يكون لاحقاً لتاريخ بدايتها',
    'signing.password_wrong': 'كلمة المرور غير صحيحة',
  },
  en: {
    'document.issuer': 'Mashaer Authority',
    'document.not_live': 'The document is cancelled or replaced and cannot be changed',
    'document.valid_until_invalid': 'The end of validity must be after its start',
    'signing.password_wrong': 'The password is incorrect',
  },
} as const;
