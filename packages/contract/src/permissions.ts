/**
 * The permission catalogue: every permission name of §6 of both specification documents, verbatim
 * (typos included), grouped by area for the role editor, with a label in both languages.
 */
type Entry = readonly [name: string, ar: string, en: string];

const AREAS = {
  templates: {
    ar: 'النماذج',
    en: 'Templates',
    items: [
      ['tamplate-form', 'قسم النماذج', 'Templates section'],
      ['tamplate-question-index', 'الأسئلة', 'Questions'],
      ['tamplate-question_category-index', 'تصنيفات الأسئلة', 'Question categories'],
      ['tamplate-form-index', 'النماذج', 'Forms'],
    ],
  },
  delivery: {
    ar: 'تسليم المخيمات',
    en: 'Camp delivery',
    items: [
      ['delivery', 'قسم التسليم', 'Delivery section'],
      ['delivery-camp-tafweej', 'تفويج المخيمات', 'Camp tafweej'],
      ['delivery-camp-index', 'المخيمات', 'Camps'],
      ['delivery-square-index', 'المربعات', 'Squares'],
      ['delivery-countries-index', 'الدول', 'Countries'],
      ['delivery-assign-index', 'تخصيص المخيمات', 'Camp assignment'],
      ['delivery-appointment-index', 'المواعيد', 'Appointments'],
      ['delivery-appointment-creat-index', 'إنشاء موعد', 'Create appointment'],
      ['absence-history', 'سجل الغياب', 'Absence history'],
      ['delivery-signature-index', 'التوقيعات', 'Signatures'],
      ['gis-electrical-meter-index', 'العدادات الكهربائية', 'Electrical meters'],
    ],
  },
  dashboards: {
    ar: 'لوحات المعلومات',
    en: 'Dashboards',
    items: [
      ['dashboard', 'لوحة المعلومات', 'Dashboard'],
      ['dashboard-power-bi-1', 'لوحة الأعمال', 'Business dashboard'],
      ['dashboard-gis-1', 'خريطة المعلومات الجغرافية', 'GIS map'],
      ['dashboard-additions-stage', 'مراحل الإضافات', 'Additions stages'],
      ['dashboard-civil-defense', 'لوحة الدفاع المدني', 'Civil defence dashboard'],
      ['dashboard-report-violations', 'لوحة المخالفات', 'Violations dashboard'],
      ['dashboard-reassign', 'لوحة إعادة التخصيص', 'Re-assign dashboard'],
      ['dashboard-map-3', 'الخريطة 3', 'Map 3'],
    ],
  },
  users: {
    ar: 'المستخدمون',
    en: 'Users',
    items: [
      ['user', 'قسم المستخدمين', 'Users section'],
      ['user-index', 'المستخدمون', 'Users'],
      ['user-create', 'إضافة مستخدم', 'Create user'],
      ['user-request', 'طلبات التسجيل', 'Registration requests'],
      ['user-type-index', 'أنواع المستخدمين', 'User types'],
      ['user-employee-index', 'الموظفون', 'Employees'],
      ['user-role-index', 'الأدوار', 'Roles'],
      ['user-category-index', 'التصنيفات', 'Categories'],
      ['alliance-index', 'التحالفات', 'Alliances'],
      ['user-contact-index', 'جهات الاتصال', 'User contacts'],
    ],
  },
  reports: {
    ar: 'التقارير',
    en: 'Reports',
    items: [
      ['reports-system-log', 'سجل النظام', 'System log'],
      ['reports-log', 'السجلات', 'Logs'],
      ['reports-sms', 'الرسائل النصية', 'SMS report'],
    ],
  },
  tickets: {
    ar: 'التذاكر',
    en: 'Tickets',
    items: [
      ['ticket', 'قسم التذاكر', 'Tickets section'],
      ['ticket-subject-index', 'مواضيع التذاكر', 'Ticket subjects'],
      ['ticket-index', 'التذاكر', 'Tickets'],
    ],
  },
  cms: {
    ar: 'إدارة المحتوى',
    en: 'Content management',
    items: [
      ['cms-newscenter-index', 'المركز الإعلامي', 'News centre'],
      ['cms-newsbar-index', 'شريط الأخبار', 'News bar'],
      ['cms-settings', 'إعدادات الموقع', 'Site settings'],
      ['cms-EngGuide-index', 'الأدلة الهندسية', 'Engineering guides'],
      ['terms-index', 'الشروط والأحكام', 'Terms and conditions'],
    ],
  },
  archive: {
    ar: 'الأرشيف',
    en: 'Archive',
    items: [['archive-index', 'أرشيف قواعد البيانات', 'Database archives']],
  },
  orders: {
    ar: 'الطلبات',
    en: 'Orders',
    items: [
      ['order', 'قسم الطلبات', 'Orders section'],
      ['order-specialists-index', 'التخصصات', 'Specialties'],
      ['order-service-index', 'الخدمات', 'Services'],
      ['order-service-input-index', 'مدخلات الخدمات', 'Service inputs'],
      ['order-pledge-index', 'التعهدات', 'Pledges'],
      ['order-eng-guides-index', 'الأدلة', 'Guides'],
      ['order-index', 'الطلبات', 'Orders'],
      ['order-consulting-index', 'طلبات الإشراف', 'Consulting orders'],
      ['order-report-index', 'تقارير الإنجاز', 'Achievement reports'],
      ['order-cancel-request-index', 'طلبات الإلغاء', 'Cancel requests'],
      ['order-create', 'إنشاء طلب', 'Create order'],
      ['order-update', 'تعديل طلب', 'Update order'],
      ['order-re-assign', 'إعادة تخصيص الطلب', 'Re-customise order'],
      ['order-details', 'تفاصيل الطلب', 'Order details'],
      ['order-processing-tsleem', 'معالجة التسليم', 'Handover processing'],
      ['order-prepare', 'تجهيز الطلب', 'Prepare order'],
      ['order-tracking', 'تتبع الطلب', 'Order tracking'],
      ['order-re-assign-index', 'طلبات إعادة التسليم', 'Re-assign orders'],
      ['order-re-assign-signature', 'توقيع إعادة التسليم', 'Re-assign signature'],
      ['order-lock', 'قسم الإقفال', 'Lock section'],
      ['order-lock-index', 'طلبات الإقفال', 'Lock orders'],
      ['order-lock-signature', 'توقيع الإقفال', 'Lock signature'],
    ],
  },
  licences: {
    ar: 'التراخيص',
    en: 'Licences',
    items: [
      ['carLicense-index', 'تصاريح المركبات', 'Car licences'],
      ['order-tmp-license-index', 'التراخيص المؤقتة', 'Temporary licences'],
      ['temp', 'قسم التراخيص المؤقتة', 'Temporary licences section'],
      ['temp-tamplate-form-index', 'نماذج التراخيص المؤقتة', 'Temporary licence forms'],
      ['temp-licenses-order-index', 'طلبات التراخيص المؤقتة', 'Temporary licence orders'],
      ['readiness-license', 'قسم رخص الجاهزية', 'Readiness licence section'],
      ['readiness-license-index', 'رخص الجاهزية', 'Readiness licences'],
      ['readiness-license-create', 'طلب رخصة جاهزية', 'Request readiness licence'],
      ['readiness-license-pledge', 'تعهد رخصة الجاهزية', 'Readiness licence pledge'],
    ],
  },
  violations: {
    ar: 'المخالفات',
    en: 'Violations',
    items: [
      ['violationorder', 'قسم المخالفات التنظيمية', 'Regulatory violations section'],
      ['violationorder-index', 'المخالفات التنظيمية', 'Regulatory violations'],
      ['view-violations', 'المخالفات', 'Violations'],
      ['view-violation-form', 'نموذج المخالفة', 'Violation form'],
      ['view-violation-levels', 'مستويات المخالفات', 'Violation levels'],
    ],
  },
  finance: {
    ar: 'المالية والإخلاء',
    en: 'Finance and clearance',
    items: [
      ['clearance', 'قسم إخلاء الطرف', 'Clearance section'],
      ['clearance-invoices-index', 'الفواتير', 'Invoices'],
      ['clearance-sadad-index', 'طلبات سداد', 'Sadad orders'],
      ['clearance-sharer-index', 'إخلاء طرف الشركاء', 'Partner clearance'],
      ['clearance-{product}-index', 'إخلاء طرف المنتجات', 'Product clearance'],
      ['clearance-electricity-index', 'إخلاء طرف الكهرباء', 'Electricity clearance'],
      ['clearance-water-index', 'إخلاء طرف المياه', 'Water clearance'],
      ['clearance-waste-index', 'إخلاء طرف النفايات', 'Waste clearance'],
    ],
  },
  questionnaires: {
    ar: 'الاستبيانات',
    en: 'Questionnaires',
    items: [
      ['view-questionnaires', 'الاستبيانات', 'Questionnaires'],
      ['view-questionnaire-question', 'أسئلة الاستبيانات', 'Questionnaire questions'],
      ['view-questionnaire-group', 'مجموعات الاستبيانات', 'Questionnaire groups'],
      ['view-users-questionnaire', 'استبيانات المستخدمين', 'Users questionnaires'],
      ['view-my-questionnaires', 'استبياناتي', 'My questionnaires'],
    ],
  },
  publicBenefits: {
    ar: 'المنافع العامة',
    en: 'Public benefits',
    items: [
      ['view-public-benefits', 'المنافع العامة', 'Public benefits'],
      ['view-public-benefits-assignments', 'تخصيص المنافع العامة', 'Public benefit assignments'],
    ],
  },
  notifications: {
    ar: 'الإشعارات',
    en: 'Notifications',
    items: [['notification-index', 'الإشعارات', 'Notifications']],
  },
} as const satisfies Record<string, { ar: string; en: string; items: readonly Entry[] }>;

type PermissionArea = keyof typeof AREAS;
export type PermissionName = (typeof AREAS)[PermissionArea]['items'][number][0];

type PermissionDef = { name: PermissionName; area: PermissionArea; ar: string; en: string };

export const PERMISSION_AREAS: { area: PermissionArea; ar: string; en: string }[] = Object.entries(AREAS).map(
  ([area, a]) => ({ area: area as PermissionArea, ar: a.ar, en: a.en }),
);

export const PERMISSIONS: PermissionDef[] = Object.entries(AREAS).flatMap(([area, a]) =>
  a.items.map(([name, ar, en]) => ({ name: name as PermissionName, area: area as PermissionArea, ar, en })),
);

export const PERMISSION_NAMES = PERMISSIONS.map((p) => p.name);
