/**
 * User-type codes of spec §1 (both documents). The numeric ids are stable: the spec's entry rules
 * speak of "user type 1" (admin), and ticket subjects of "type 4".
 */
export const USER_TYPES = [
  { id: 1, code: 'admin', ar: 'مدير النظام', en: 'Administrator', authority: true, registrable: false },
  {
    id: 2,
    code: 'raft_office',
    ar: 'مكتب الرفادة',
    en: 'Rifada office',
    authority: false,
    registrable: true,
  },
  {
    id: 3,
    code: 'raft_company',
    ar: 'شركة الرفادة',
    en: 'Rifada company',
    authority: false,
    registrable: true,
  },
  {
    id: 4,
    code: 'service_provider',
    ar: 'مقدم خدمة',
    en: 'Service provider',
    authority: false,
    registrable: true,
  },
  { id: 5, code: 'kdana', ar: 'كدانة', en: 'Kdana', authority: true, registrable: false },
  {
    id: 6,
    code: 'design_office',
    ar: 'مكتب تصميم',
    en: 'Design office',
    authority: false,
    registrable: true,
  },
  { id: 7, code: 'gov', ar: 'جهة حكومية', en: 'Government body', authority: true, registrable: false },
  { id: 8, code: 'consultant', ar: 'استشاري', en: 'Consultant', authority: false, registrable: true },
  { id: 9, code: 'contractor', ar: 'مقاول', en: 'Contractor', authority: false, registrable: true },
  { id: 10, code: 'specialist', ar: 'أخصائي', en: 'Specialist', authority: false, registrable: true },
  {
    id: 11,
    code: 'waste_contractor',
    ar: 'مقاول نفايات',
    en: 'Waste contractor',
    authority: false,
    registrable: true,
  },
] as const;

export type UserTypeCode = (typeof USER_TYPES)[number]['code'];
export const ADMIN_TYPE_ID = 1;

/** Types whose users see every organisation's records (within their permissions). */
export const AUTHORITY_TYPE_CODES: readonly UserTypeCode[] = USER_TYPES.filter((t) => t.authority).map(
  (t) => t.code,
);
/** Types a company may register itself as (spec §3 "Company or user registration data"). */
export const REGISTRABLE_TYPE_IDS: readonly number[] = USER_TYPES.filter((t) => t.registrable).map(
  (t) => t.id,
);
/** Spec §6: the notification bell shows only for these types. */
export const BELL_TYPE_CODES: readonly UserTypeCode[] = [
  'raft_office',
  'raft_company',
  'service_provider',
  'kdana',
  'admin',
  'design_office',
];

export const USER_STATUSES = ['active', 'pending', 'review', 'rejected', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_STATUS_LABELS: Record<UserStatus, { ar: string; en: string }> = {
  active: { ar: 'نشط', en: 'Active' },
  pending: { ar: 'قيد الانتظار', en: 'Pending' },
  review: { ar: 'قيد المراجعة', en: 'In review' },
  rejected: { ar: 'مرفوض', en: 'Rejected' },
  disabled: { ar: 'معطل', en: 'Disabled' },
};

export const SITES = ['mena', 'arafat', 'muzdalifah'] as const;
export type Site = (typeof SITES)[number];
