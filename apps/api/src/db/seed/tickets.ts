import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Actor } from '../../lib/actor';
import type { MultipartReader } from '../../lib/uploads';
import * as ticketComments from '../../modules/tickets/ticket-comments';
import * as tickets from '../../modules/tickets/tickets.service';
import type { Db } from '../client';
import { ticketGroupAdmins, ticketGroups, ticketSubjects, ticketSubjectUsers, users } from '../schema';
import { demoActor } from './actors';
import { bufferUpload, receiptPdf, type SeedFiles } from './files';
import { demoEmail } from './seed';

/** A multipart body of fields and, when given, one PDF `file` (as the ticket forms send). */
const form =
  (fields: Record<string, string>, pdf?: string[]): MultipartReader =>
  async (store, specs) => {
    const files = pdf ? (await bufferUpload('ticket.pdf', receiptPdf(pdf))(store, specs)).files : new Map();
    return { fields, files };
  };

/**
 * The help desk's demo (issue 32): two admin groups (technical support: kdana; operations: gov
 * and kdana), four subjects (the fourth, type 4, allowed to the raft company only) and tickets of
 * the raft company and the raft office in every state, each moved by the kernel's actions.
 */
export async function seedTickets(db: Db, files: SeedFiles) {
  const idOf = async (code: string) =>
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, demoEmail(code)))
    )[0].id;
  const [kdana, gov, raft, office] = await Promise.all(
    ['kdana', 'gov', 'raft_company', 'raft_office'].map(async (c) => demoActor(db, await idOf(c))),
  );
  const [support, operations] = await db
    .insert(ticketGroups)
    .values([
      { name: 'الدعم الفني', name_en: 'Technical support' },
      { name: 'التشغيل والخدمات', name_en: 'Operations and services' },
    ])
    .returning();
  await db.insert(ticketGroupAdmins).values([
    { group_id: support.id, user_id: kdana.id },
    { group_id: operations.id, user_id: kdana.id },
    { group_id: operations.id, user_id: gov.id },
  ]);
  const subjects = await db
    .insert(ticketSubjects)
    .values([
      { subject: 'استفسار عام', subject_en: 'General enquiry', type_id: 1, group_id: support.id },
      {
        subject: 'مشكلة تقنية في البوابة',
        subject_en: 'Portal technical issue',
        type_id: 2,
        group_id: support.id,
      },
      {
        subject: 'الفواتير والسداد',
        subject_en: 'Invoices and payments',
        type_id: 3,
        group_id: operations.id,
      },
      {
        subject: 'تسليم المخيمات للشركات',
        subject_en: 'Camp handover to companies',
        note: 'للشركات المحددة فقط',
        type_id: 4,
        group_id: operations.id,
      },
    ])
    .returning();
  await db.insert(ticketSubjectUsers).values({ subject_id: subjects[3].id, user_id: raft.id });
  const ctx = { db, storage: files.storage } as AppContext;

  const open = async (who: Actor, subject: number, content: string, importance: string, pdf?: string[]) => {
    const r = await tickets.store(
      ctx,
      who,
      form({ subject_id: String(subject), content, importance_level: importance }, pdf),
    );
    return r.data.id;
  };
  const reply = (who: Actor, id: number, comment: string, wait = false) =>
    ticketComments.commentStore(
      ctx,
      who,
      form({ ticket_id: String(id), comment, wait_for_company: wait ? '1' : '0' }),
    );

  // open, with a file
  await open(raft, subjects[1].id, 'لا يظهر زر رفع المخطط في طلب الأعمال الإضافية', 'high', [
    'Screenshot',
    'upload',
  ]);
  // in progress: the handler answered
  const t2 = await open(raft, subjects[0].id, 'ما هي مواعيد تسليم المخيمات لهذا الموسم؟', 'medium');
  await reply(kdana, t2, 'نعمل على جدول التسليم وسنوافيكم به خلال يومين');
  // waiting for the company
  const t3 = await open(raft, subjects[3].id, 'نطلب تقديم موعد تسليم المخيم رقم 12', 'high');
  await reply(gov, t3, 'يرجى إرفاق خطاب الطلب الموقع من الشركة', true);
  // closed, with its resolution
  const t4 = await open(raft, subjects[2].id, 'تم السداد ولم تتغير حالة الفاتورة', 'medium');
  await reply(kdana, t4, 'تم اعتماد السداد، يرجى التحقق');
  await reply(raft, t4, 'تم التحقق، شكراً لكم');
  await tickets.close(ctx, kdana, t4, { resolution: 'اعتُمد السداد وتحدثت حالة الفاتورة' });
  // forwarded to operations, in progress there
  const t5 = await open(raft, subjects[0].id, 'نحتاج تصريح دخول لمركبات التوريد', 'low');
  await tickets.forward(ctx, kdana, { ticket_id: t5, group_id: operations.id, note: 'من اختصاص التشغيل' });
  await tickets.changeImportance(ctx, gov, { ticket_id: t5, importance_level: 'high' });
  await reply(gov, t5, 'تم رفع الطلب لإدارة الحركة');
  // another organisation's ticket (scope)
  await open(office, subjects[0].id, 'كيف نضيف موظفاً جديداً إلى حساب المكتب؟', 'low');
}
