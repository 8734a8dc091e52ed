/**
 * Queries of temporary licence orders: the list (with the licence an approval issued), form 7's
 * row, the issued licence of an order, and the writes. The rules stay in
 * temp-licence-orders.service.ts.
 */
import type { Lang } from '@mashaer/contract';
import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { camps, forms, tempLicenseOrders, tempLicenses } from '../../db/schema';
import { type ListInput, runList } from '../../lib/list';
import { insertRow, touchRow, updateRow } from '../../lib/rows';
import { company, placeColumns, placedRecordsList, placeJoins } from './licences.repository';

/** The orders in the caller's scope (`org` null: all). */
export function listTempOrders(db: Tx, input: ListInput, org: number | null, lang: Lang) {
  return runList(
    db,
    {
      from: tempLicenseOrders,
      joins: (q) =>
        placeJoins(tempLicenseOrders)(q).leftJoin(
          tempLicenses,
          eq(tempLicenses.id, tempLicenseOrders.temp_license_id),
        ) as unknown as PgSelect,
      select: {
        id: tempLicenseOrders.id,
        company_id: tempLicenseOrders.company_id,
        camp_id: tempLicenseOrders.camp_id,
        form_id: tempLicenseOrders.form_id,
        status: tempLicenseOrders.status,
        reject_reason: tempLicenseOrders.reject_reason,
        temp_license_id: tempLicenseOrders.temp_license_id,
        license_number: tempLicenses.license_number,
        ends_at: tempLicenses.ends_at,
        created_at: tempLicenseOrders.created_at,
        ...placeColumns(lang),
      },
      ...placedRecordsList(tempLicenseOrders, org, {
        compiled: false,
        search: [
          camps.camp_number,
          tempLicenses.license_number,
          company.company_name_ar,
          company.company_name_en,
        ],
      }),
    },
    input,
  );
}

/** The form `id`'s row (form 7 must exist before an order is filed), or undefined. */
export async function formRow(tx: Tx, id: number) {
  const [form] = await tx.select({ id: forms.id }).from(forms).where(eq(forms.id, id));
  return form;
}

/** The issued licence `id`, or undefined. */
export async function tempLicence(db: Tx, id: number) {
  const [l] = await db.select().from(tempLicenses).where(eq(tempLicenses.id, id));
  return l;
}

export const insertTempOrder = (tx: Tx, values: typeof tempLicenseOrders.$inferInsert) =>
  insertRow(tx, tempLicenseOrders, values);

export const setOrderFilling = (tx: Tx, id: number, fillingId: number) =>
  updateRow(tx, tempLicenseOrders, id, { filling_id: fillingId });

/** Marks an order changed (its answers live in the filling). */
export const touchTempOrder = (tx: Tx, id: number) => touchRow(tx, tempLicenseOrders, id);
