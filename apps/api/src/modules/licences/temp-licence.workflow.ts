/**
 * The temporary licence order workflow's server side (declaration: TEMP_ORDER_WORKFLOW in the
 * contract) and the issued licence's verifiable document (`temp_license`).
 */
import { TEMP_ORDER_WORKFLOW, translate } from '@mashaer/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { formAnswers, tempLicenseOrders, tempLicenses } from '../../db/schema';
import { type DocumentDef, describedBy, issueDocument } from '../../lib/documents';
import { ownedBy, type SearchDecl } from '../../lib/search';
import { siteTimeZone } from '../../lib/site-time';
import { serverWorkflow } from '../../lib/workflow-types';
import { formFilled } from './licence-steps';

export type TempOrder = typeof tempLicenseOrders.$inferSelect;
export type TempLicence = typeof tempLicenses.$inferSelect;

/** Today in the site's zone, as `YYYY-MM-DD`. */
const siteToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: siteTimeZone() }).format(new Date());

/** `YYYY-MM-DD` plus `days`. */
export function addDays(day: string, days: number) {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** What an issued temporary licence certifies: number, holder, activity, period and conditions. */
async function tempLicenceContent(db: Tx, id: number) {
  const [r] = await db.select().from(tempLicenses).where(eq(tempLicenses.id, id));
  if (!r) return null;
  return {
    number: r.license_number,
    order: r.temp_license_order_id,
    company: r.company_id,
    camp: r.camp_id,
    activity: r.activity,
    period: r.period,
    starts_at: r.starts_at,
    ends_at: r.ends_at,
    conditions: r.conditions ?? null,
  };
}

export const tempLicenceDocument: DocumentDef = {
  content: tempLicenceContent,
  describe: describedBy(tempLicenses, tempLicenses.license_number, 'temp_licence.title'),
};

/** Issues (or re-issues, after an edit) the licence's document, valid over its period. */
export async function issueTempLicenceDocument(tx: Tx, id: number, issuedBy: number | null) {
  const [r] = await tx.select().from(tempLicenses).where(eq(tempLicenses.id, id));
  await issueDocument(tx, {
    type: 'temp_license',
    recordId: id,
    content: await tempLicenceContent(tx, id),
    validFrom: new Date(`${r.starts_at}T00:00:00Z`),
    validUntil: new Date(`${r.ends_at}T00:00:00Z`),
    issuedBy,
  });
}

/** Writes a licence row and its number (`TL-000001`, from its id). */
export async function insertTempLicence(
  tx: Tx,
  v: Omit<typeof tempLicenses.$inferInsert, 'id' | 'license_number' | 'ends_at'>,
) {
  const [r] = await tx
    .insert(tempLicenses)
    .values({ ...v, ends_at: addDays(v.starts_at, v.period) })
    .returning({ id: tempLicenses.id });
  const [row] = await tx
    .update(tempLicenses)
    .set({ license_number: `TL-${String(r.id).padStart(6, '0')}` })
    .where(eq(tempLicenses.id, r.id))
    .returning();
  return row;
}

export const tempOrderWorkflow = serverWorkflow<TempOrder, typeof TEMP_ORDER_WORKFLOW>({
  def: TEMP_ORDER_WORKFLOW,
  table: tempLicenseOrders,
  module: 'licences',
  method: (a) => `general/temp_license_order/${a === 'cancel' ? 'destroy' : a}`,
  guards: {
    /** "form not filled": form 7 has answers. */
    form_filled: formFilled('temp_licence.form_not_filled'),
  },
  after: {
    /**
     * The approval issues the licence: a `temp_licenses` row (number, period from today,
     * conditions) linked both ways, and its verifiable document.
     */
    issue_licence: async ({ tx, actor, after, input }) => {
      const activity = await activityOf(tx, after);
      const lic = await insertTempLicence(tx, {
        temp_license_order_id: after.id,
        company_id: after.company_id,
        camp_id: after.camp_id,
        activity,
        period: Number(input.days),
        starts_at: siteToday(),
        conditions: typeof input.conditions === 'string' && input.conditions ? input.conditions : null,
        created_by: actor.id,
      });
      await tx
        .update(tempLicenseOrders)
        .set({ temp_license_id: lic.id })
        .where(eq(tempLicenseOrders.id, after.id));
      after.temp_license_id = lic.id;
      await issueTempLicenceDocument(tx, lic.id, actor.id);
    },
  },
  notice: async ({ tx, row }) => {
    const [l] = await tx
      .select({ n: tempLicenses.license_number })
      .from(tempLicenses)
      .where(eq(tempLicenses.temp_license_order_id, row.id));
    return { link: `/temp-licenses-order/view/${row.id}`, params: { id: row.id, number: l?.n ?? '' } };
  },
});

/** The licence's activity: form 7's first text answer, else the form's name. */
async function activityOf(tx: Tx, order: TempOrder) {
  if (order.filling_id !== null) {
    const rows = await tx
      .select({ value: formAnswers.value })
      .from(formAnswers)
      .where(eq(formAnswers.filling_id, order.filling_id))
      .orderBy(formAnswers.id);
    const text = rows.map((r) => r.value).find((v) => typeof v === 'string' && v.trim() !== '');
    if (typeof text === 'string') return text.slice(0, 200);
  }
  return translate('ar', 'temp_licence.title');
}

/** The one search box (issue 29 §2): issued temporary licences by number, a company's own only. */
export const tempLicenceSearch: SearchDecl = {
  area: 'temp_licenses',
  permission: 'order-tmp-license-index',
  from: tempLicenses,
  id: tempLicenses.id,
  columns: [tempLicenses.license_number],
  title: tempLicenses.license_number,
  subtitle: tempLicenses.activity,
  scope: ownedBy(tempLicenses.company_id),
};
