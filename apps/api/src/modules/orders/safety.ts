/**
 * The handover (tsleem) safety checklist of an order (`find-safty/{id}`): the general checks every
 * camp passes, then one check for each service the order carries. The handover confirms them all.
 */
import { sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client';

type SafetyCheck = { key: string; label: string; label_en: string };

const GENERAL: SafetyCheck[] = [
  { key: 'exits', label: 'مخارج الطوارئ مفتوحة ومعلّمة', label_en: 'Emergency exits open and marked' },
  {
    key: 'extinguishers',
    label: 'طفايات الحريق في أماكنها وصالحة',
    label_en: 'Fire extinguishers in place and in date',
  },
  {
    key: 'electrical',
    label: 'اللوحات والتمديدات الكهربائية مغطاة ومؤرضة',
    label_en: 'Electrical panels and wiring covered and earthed',
  },
  { key: 'site_clean', label: 'الموقع نظيف وخالٍ من مخلفات العمل', label_en: 'Site clean of works debris' },
];

export async function safetyChecks(db: Tx, orderId: number): Promise<SafetyCheck[]> {
  const services = await query<{ id: number; name: string; name_en: string }>(
    db,
    sql`select s.id, v.name, v.name_en from order_services s join services v on v.id = s.service_id
         where s.order_id = ${orderId} order by s.id`,
  );
  return [
    ...GENERAL,
    ...services.map((s) => ({
      key: `service_${s.id}`,
      label: `تنفيذ «${s.name}» مطابق للرخصة وآمن`,
      label_en: `“${s.name_en}” done as licensed and safe`,
    })),
  ];
}
