/**
 * Queries of the answering endpoints: the fillings list, a form by id, the recipients a general
 * form is sent to, and the file row of an uploaded answer. Which fillings a caller may read is
 * decided in fillings.service.ts (fillings-access.ts) and handed in as conditions.
 */
import type { SubjectType } from '@mashaer/contract';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { files, formFillings, forms, users } from '../../db/schema';
import { equalTo, type ListInput, runList } from '../../lib/list';

/** `general/forms/fillings?page` with the caller's scope and readable subjects as `base`. */
export function listFillings(db: Tx, input: ListInput, base: (SQL | undefined)[]) {
  return runList(
    db,
    {
      from: formFillings,
      joins: (q) => q.innerJoin(forms, eq(forms.id, formFillings.form_id)),
      select: {
        id: formFillings.id,
        form_id: formFillings.form_id,
        form_name: forms.name,
        form_name_en: forms.name_en,
        form_type: forms.type,
        subject_type: formFillings.subject_type,
        subject_id: formFillings.subject_id,
        company_id: formFillings.company_id,
        status: formFillings.status,
        total_halalas: formFillings.total_halalas,
        updated_at: formFillings.updated_at,
        created_at: formFillings.created_at,
      },
      filters: {
        ...equalTo({
          form_id: formFillings.form_id,
          status: formFillings.status,
          subject_type: formFillings.subject_type,
        }),
      },
      sorts: { id: formFillings.id, status: formFillings.status, updated_at: formFillings.updated_at },
      defaultSort: { by: 'id', dir: 'desc' },
      tiebreak: formFillings.id,
      base,
    },
    input,
  );
}

/** Fillings of these subject types, or of this organisation among the `owned` types. */
export const fillingsOf = (types: SubjectType[], org: number, owned: SubjectType[]) =>
  or(
    types.length ? inArray(formFillings.subject_type, types) : sql`false`,
    and(eq(formFillings.company_id, org), inArray(formFillings.subject_type, owned)),
  );

export const fillingsOfCompany = (org: number) => eq(formFillings.company_id, org);

export async function findForm(tx: Tx, id: number) {
  const [form] = await tx.select().from(forms).where(eq(forms.id, id));
  return form;
}

/** The active, not deleted users among these, with their organisation (parent or self). */
export const activeRecipients = (tx: Tx, ids: number[]) =>
  tx
    .select({ id: users.id, org: sql<number>`coalesce(${users.parent_id}, ${users.id})` })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.status, 'active'), sql`${users.deleted_at} is null`));

/** The file row of an answer's upload (`field` names the question). */
export async function insertAnswerFile(tx: Tx, v: Omit<typeof files.$inferInsert, 'entity'>) {
  const [row] = await tx
    .insert(files)
    .values({ ...v, entity: 'form_filling' })
    .returning({ id: files.id });
  return row.id;
}
