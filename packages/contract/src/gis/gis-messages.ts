/**
 * The server messages of the GIS registers, zones, map and GeoJSON import (issue 34); a register
 * record's condition in the words the web's `gis.options.<condition>` uses (the one search box).
 */
export const GIS_MESSAGES = {
  ar: {
    'gis.geometry_invalid': 'الشكل الجغرافي غير صالح: نقطة أو مضلع بصيغة GeoJSON',
    'gis.geometry_ring_open': 'حلقة المضلع غير مغلقة: يجب أن تطابق النقطة الأخيرة الأولى',
    'gis.geometry_ring_short': 'حلقة المضلع تحتاج إلى أربع نقاط على الأقل',
    'gis.geometry_outside': 'الإحداثيات خارج حدود المشاعر',
    'gis.total_mismatch': 'إجمالي صنابير المياه يجب أن يساوي الداخلية + الخارجية',
    'gis.shared_camps_required': 'اختر المخيمات التي تشترك في العداد',
    'gis.color_invalid': 'اللون بصيغة #RRGGBB',
    'gis.duplicate': 'القيمة مستخدمة مسبقاً',
    'gis.import_rejected': 'رُفض الملف كاملاً: {count} من المعالم غير صالحة، لم يُحفظ شيء',
    'gis.import_feature': 'المَعلم رقم {n}: {field}: {error}',
    'gis.import_empty': 'الملف لا يحتوي على معالم',
    'gis.imported': 'تم استيراد {count} من المعالم',
    'gis.geometry_saved': 'تم حفظ الشكل الجغرافي',
    'gis.condition.working': 'يعمل',
    'gis.condition.maintenance': 'تحت الصيانة',
    'gis.condition.out_of_service': 'خارج الخدمة',
  },
  en: {
    'gis.geometry_invalid': 'The geometry is invalid: a GeoJSON point or polygon',
    'gis.geometry_ring_open': 'The polygon ring is not closed: its last point must equal its first',
    'gis.geometry_ring_short': 'A polygon ring needs at least four points',
    'gis.geometry_outside': 'The coordinates are outside the holy sites',
    'gis.total_mismatch': 'The total water taps must equal internal + external',
    'gis.shared_camps_required': 'Choose the camps that share the meter',
    'gis.color_invalid': 'The colour is #RRGGBB',
    'gis.duplicate': 'The value is already used',
    'gis.import_rejected': 'The file was rejected whole: {count} invalid features, nothing was saved',
    'gis.import_feature': 'Feature {n}: {field}: {error}',
    'gis.import_empty': 'The file holds no features',
    'gis.imported': '{count} features imported',
    'gis.geometry_saved': 'The geometry was saved',
    'gis.condition.working': 'Working',
    'gis.condition.maintenance': 'Under maintenance',
    'gis.condition.out_of_service': 'Out of service',
  },
} as const;
