/**
 * Queries of sadad (payment-slip) orders: the list, an order in scope with its company's names,
 * and the insert. The rules (who may, the states, the transactions) stay in sadad.service.ts.
 */
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { sadadOrders } from '../../db/schema';
import { type ListInput, runList } from '../../lib/list';
import { keyedSpec } from '../../lib/list-compiled';
import { companyRecordsList } from '../../lib/list-defaults';
import { company, companyAr, companyEn, joinCompany } from './finance.repository';

/** The sadad orders in the caller's scope (`org` null: all): a compiled list. */
export function listSadad(db: Tx, input: ListInput, org: number | null) {
  // A compiled list: one prepared statement a scope and filter set.
  const key = `sadad:${org === null ? 'all' : 'org'}`;
  return runList(
    db,
    keyedSpec(key, () => ({
      deferJoins: true,
      from: sadadOrders,
      select: { ...getTableColumns(sadadOrders), company_ar: companyAr, company_en: companyEn },
      ...companyRecordsList(sadadOrders, org, {
        joins: joinCompany(sadadOrders),
        filters: { reason: { op: 'eq', column: sadadOrders.reason } },
        search: [sadadOrders.bill_number, company.company_name_ar, company.company_name_en],
        sorts: { amount: sadadOrders.amount, due_date: sadadOrders.due_date },
      }),
    })),
    input,
    { org },
  );
}

/** The order `id` in scope with its company's names, or undefined. */
export async function findSadad(db: Tx, id: number, org: number | null) {
  const [r] = await db
    .select({ row: sadadOrders, ar: companyAr, en: companyEn })
    .from(sadadOrders)
    .innerJoin(company, eq(company.id, sadadOrders.company_id))
    .where(and(eq(sadadOrders.id, id), org === null ? undefined : eq(sadadOrders.company_id, org)));
  return r;
}

export async function insertSadad(tx: Tx, values: typeof sadadOrders.$inferInsert) {
  const [created] = await tx.insert(sadadOrders).values(values).returning();
  return created;
}
