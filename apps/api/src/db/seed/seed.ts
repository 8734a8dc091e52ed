import { PERMISSIONS, type PermissionName, USER_TYPES, type UserTypeCode } from '@mashaer/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../../lib/password';
import { refreshOrderStays } from '../../modules/dashboard/order-stays.service';
import { backfillDocuments } from '../../modules/documents/backfill';
import type { Db } from '../client';
import {
  allianceMembers,
  alliances,
  notifications,
  outbox,
  permissions,
  rolePermissions,
  roles,
  userRoles,
  users,
  userTypes,
} from '../schema';
import { seedCamps } from './camps';
import { seedCmsContent, seedWebSettings } from './cms';
import { seedDelivery } from './delivery';
import type { SeedFiles } from './files';
import { seedFinance } from './finance';
import { seedGis } from './gis';
import { seedLicences } from './licences';
import { seedOrders } from './orders';
import { seedProfileMarks } from './profile-marks';
import { seedQuestionnaires } from './questionnaires';
import { seedReassign } from './reassign';
import { seedTempLicences } from './temp-licences';
import { seedTemplates } from './templates';
import { seedTickets } from './tickets';
import { seedViolations } from './violations';

const DEMO_PASSWORD = 'Demo@1234';
export const demoEmail = (code: string) => `${code}@demo.mashaer.sa`;

/**
 * Reference data every database needs, demo or not: the user types and the permission
 * catalogue (upserted at every start, so a permission added to the contract appears at once).
 */
export async function seedBase(db: Db) {
  for (const t of USER_TYPES) {
    await db
      .insert(userTypes)
      .values({
        id: t.id,
        code: t.code,
        name_ar: t.ar,
        name_en: t.en,
        is_authority: t.authority,
        is_registrable: t.registrable,
      })
      .onConflictDoUpdate({
        target: userTypes.id,
        set: { code: t.code, is_authority: t.authority, is_registrable: t.registrable },
      });
  }
  await db
    .insert(permissions)
    .values(PERMISSIONS.map((p) => ({ name: p.name, area: p.area, label_ar: p.ar, label_en: p.en })))
    .onConflictDoUpdate({
      target: permissions.name,
      set: { area: sql`excluded.area`, label_ar: sql`excluded.label_ar`, label_en: sql`excluded.label_en` },
    });
}

const COMPANY: PermissionName[] = [
  'dashboard',
  'delivery',
  'delivery-assign-index',
  'delivery-appointment-index',
  'delivery-signature-index',
  'order',
  'order-index',
  'order-create',
  'order-details',
  'order-tracking',
  'order-re-assign-index',
  'order-re-assign-signature',
  'order-lock',
  'order-lock-index',
  'order-lock-signature',
  'readiness-license',
  'readiness-license-index',
  'readiness-license-create',
  'readiness-license-pledge',
  'clearance',
  'clearance-invoices-index',
  'clearance-sadad-index',
  'view-my-questionnaires',
  'ticket',
  'ticket-index',
  'user',
  'user-employee-index',
  'alliance-index',
  'view-violations',
  'violationorder-index',
];
const PARTNER: PermissionName[] = [
  'dashboard',
  'order',
  'order-index',
  'order-details',
  'view-my-questionnaires',
  'ticket',
  'ticket-index',
];

/** The demo role of each user type: what a person trying the portal as that type can do. */
const DEMO_ROLES: Record<UserTypeCode, { ar: string; en: string; perms: PermissionName[] | 'all' }> = {
  admin: { ar: 'مدير النظام', en: 'Administrator', perms: 'all' },
  kdana: {
    ar: 'موظف كدانة',
    en: 'Kdana staff',
    perms: PERMISSIONS.map((p) => p.name).filter((n) => !n.startsWith('user-role') && n !== 'archive-index'),
  },
  gov: {
    ar: 'جهة حكومية',
    en: 'Government body',
    perms: [
      'dashboard',
      'dashboard-civil-defense',
      'dashboard-report-violations',
      'violationorder',
      'violationorder-index',
      'view-violations',
      'view-violation-form',
      'ticket',
      'ticket-index',
    ],
  },
  raft_office: { ar: 'مكتب الرفادة', en: 'Rifada office', perms: COMPANY },
  raft_company: { ar: 'شركة الرفادة', en: 'Rifada company', perms: COMPANY },
  service_provider: { ar: 'مقدم خدمة', en: 'Service provider', perms: COMPANY },
  design_office: {
    ar: 'مكتب تصميم',
    en: 'Design office',
    perms: [...PARTNER, 'readiness-license', 'readiness-license-index'],
  },
  consultant: {
    ar: 'استشاري',
    en: 'Consultant',
    perms: [...PARTNER, 'order-consulting-index', 'order-report-index'],
  },
  contractor: { ar: 'مقاول', en: 'Contractor', perms: [...PARTNER, 'order-report-index'] },
  specialist: { ar: 'أخصائي', en: 'Specialist', perms: PARTNER },
  waste_contractor: { ar: 'مقاول نفايات', en: 'Waste contractor', perms: PARTNER },
};

const DEMO_PEOPLE: Record<
  UserTypeCode,
  { name: string; company_ar: string; company_en: string; phone: string }
> = {
  admin: {
    name: 'عبدالله الحربي',
    company_ar: 'هيئة المشاعر',
    company_en: 'Mashaer Authority',
    phone: '500000001',
  },
  raft_office: {
    name: 'خالد الغامدي',
    company_ar: 'مكتب الرفادة للحجاج',
    company_en: 'Al Rifada Hajj Office',
    phone: '500000002',
  },
  raft_company: {
    name: 'فهد القحطاني',
    company_ar: 'شركة الضيافة للحج',
    company_en: 'Al Diyafa Hajj Company',
    phone: '500000003',
  },
  service_provider: {
    name: 'سعد العتيبي',
    company_ar: 'شركة خدمات الحجاج',
    company_en: 'Pilgrim Services Co.',
    phone: '500000004',
  },
  kdana: {
    name: 'ماجد الزهراني',
    company_ar: 'شركة كدانة للتنمية',
    company_en: 'Kdana Development',
    phone: '500000005',
  },
  design_office: {
    name: 'نورة الشهري',
    company_ar: 'مكتب التصميم الهندسي',
    company_en: 'Engineering Design Office',
    phone: '500000006',
  },
  gov: {
    name: 'سلمان الدوسري',
    company_ar: 'المديرية العامة للدفاع المدني',
    company_en: 'Civil Defence Directorate',
    phone: '500000007',
  },
  consultant: {
    name: 'هند المالكي',
    company_ar: 'بيت الخبرة الاستشاري',
    company_en: 'Expertise House Consultants',
    phone: '500000008',
  },
  contractor: {
    name: 'تركي الشمري',
    company_ar: 'مؤسسة البناء الحديث',
    company_en: 'Modern Building Est.',
    phone: '500000009',
  },
  specialist: {
    name: 'ريم السبيعي',
    company_ar: 'مركز السلامة المتخصص',
    company_en: 'Specialist Safety Centre',
    phone: '500000010',
  },
  waste_contractor: {
    name: 'بندر الرشيدي',
    company_ar: 'شركة النظافة البيئية',
    company_en: 'Eco Cleaning Company',
    phone: '500000011',
  },
};

/**
 * Demo data, loaded on the first start of an empty database (never in production). `files.storage`
 * is the app's store: the demo's receipts, signatures and stamps are stored there as uploads are.
 */
export async function seedDemoIfEmpty(db: Db, files: SeedFiles, log?: FastifyBaseLogger) {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if (n > 0) return false;
  const hash = await hashPassword(DEMO_PASSWORD);
  const permRows = await db.select({ id: permissions.id, name: permissions.name }).from(permissions);
  const permId = new Map(permRows.map((p) => [p.name, p.id]));
  const ids: Partial<Record<UserTypeCode, number>> = {};
  await db.transaction(async (tx) => {
    for (const t of USER_TYPES) {
      const r = DEMO_ROLES[t.code];
      const [role] = await tx
        .insert(roles)
        .values({ name: r.ar, name_en: r.en, type_ids: [t.id] })
        .returning({ id: roles.id });
      const names = r.perms === 'all' ? permRows.map((p) => p.name) : r.perms;
      await tx
        .insert(rolePermissions)
        .values(names.map((name) => ({ role_id: role.id, permission_id: permId.get(name)! })));
      const p = DEMO_PEOPLE[t.code];
      const [first, last] = p.name.split(' ');
      const [u] = await tx
        .insert(users)
        .values({
          name: p.name,
          email: demoEmail(t.code),
          phone: p.phone,
          password_hash: hash,
          type_id: t.id,
          status: 'active',
          is_government: t.code === 'gov',
          // The admin type never sees the policy; the others accept it at their first login.
          is_acknowledged: t.code === 'admin',
          first_name: first,
          last_name: last,
          company_name_ar: p.company_ar,
          company_name_en: p.company_en,
        })
        .returning({ id: users.id });
      ids[t.code] = u.id;
      await tx.insert(userRoles).values({ user_id: u.id, role_id: role.id });
    }
    const [alliance] = await tx
      .insert(alliances)
      .values({ name: 'تحالف خدمات المشاعر', leader_id: ids.raft_company! })
      .returning({ id: alliances.id });
    await tx.insert(allianceMembers).values([
      { alliance_id: alliance.id, member_id: ids.raft_company! },
      { alliance_id: alliance.id, member_id: ids.service_provider! },
    ]);
    const welcome = 'مرحباً بكم في بوابة المشاعر لموسم الحج';
    await tx.insert(notifications).values(
      (['admin', 'raft_office', 'raft_company', 'service_provider', 'kdana', 'design_office'] as const).map(
        (c) => ({
          user_id: ids[c]!,
          message: welcome,
          link: '/dashboard',
        }),
      ),
    );
    // An employee of the raft company, to show organisation scope.
    const [employeeRole] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.name, DEMO_ROLES.raft_company.ar));
    const [emp] = await tx
      .insert(users)
      .values({
        name: 'عمر الحارثي',
        email: 'employee@demo.mashaer.sa',
        phone: '500000012',
        password_hash: hash,
        type_id: USER_TYPES.find((t) => t.code === 'raft_company')!.id,
        parent_id: ids.raft_company!,
        status: 'active',
        is_acknowledged: true,
        first_name: 'عمر',
        last_name: 'الحارثي',
      })
      .returning({ id: users.id });
    await tx.insert(userRoles).values({ user_id: emp.id, role_id: employeeRole.id });
    await seedCamps(tx, ids as Record<UserTypeCode, number>);
  });
  await seedTemplates(db);
  await seedDelivery(db);
  await seedOrders(db);
  await seedReassign(db);
  await seedFinance(db, files);
  await seedWebSettings(db);
  await seedLicences(db);
  await seedTempLicences(db);
  await seedProfileMarks(db, files, ids as Record<UserTypeCode, number>, log);
  await seedViolations(db, files);
  await seedGis(db);
  await seedTickets(db, files);
  await seedCmsContent(db);
  await seedQuestionnaires(db);
  // The demo writes its signed contracts and forms directly: issue their documents (QR checks).
  await backfillDocuments(db);
  await refreshOrderStays(db);
  // The demo loads history, not news: the texts and e-mails its workflow calls queued are not sent.
  await db.delete(outbox);
  const count = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(inArray(users.status, ['active']));
  log?.info({ users: count[0].n }, 'demo data loaded');
  return true;
}
