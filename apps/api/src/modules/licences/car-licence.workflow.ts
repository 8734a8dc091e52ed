/** The entry (car) licence workflow's server side (declaration: CAR_LICENCE_WORKFLOW in the contract). */
import { CAR_LICENCE_STATUS_COLORS, CAR_LICENCE_WORKFLOW, translate } from '@mashaer/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { carLicences } from '../../db/schema';
import type { DocumentDef } from '../../lib/documents';
import { isoOrNull } from '../../lib/iso';
import { ownedBy, workflowSearch } from '../../lib/search';
import { serverWorkflow } from '../../lib/workflow-types';
import { issueLicenceDocument } from './licence-steps';

export type CarLicence = typeof carLicences.$inferSelect;

/** What an entry permit certifies: the vehicle, its driver, the camp and the validity. */
async function carLicenceContent(db: Tx, id: number) {
  const [r] = await db.select().from(carLicences).where(eq(carLicences.id, id));
  if (!r) return null;
  return {
    permit: r.id,
    company: r.company_id,
    camp: r.camp_id,
    plate: r.plate_number,
    driver: r.driver_name,
    identity: r.driver_identity,
    approval_date: isoOrNull(r.approval_date),
    expire_date: isoOrNull(r.expire_date),
  };
}

export const carLicenceDocument: DocumentDef = {
  content: carLicenceContent,
  async describe(_db: Tx, id: number, lang: 'ar' | 'en') {
    return { number: String(id), title: translate(lang, 'car_licence.title') };
  },
};

export const carLicenceWorkflow = serverWorkflow<CarLicence, typeof CAR_LICENCE_WORKFLOW>({
  def: CAR_LICENCE_WORKFLOW,
  table: carLicences,
  module: 'licences',
  method: (a) => `general/licenseCarOrder/${a}`,
  after: {
    /** The approved permit is issued as a verifiable document a checkpoint scans. */
    issue_permit: issueLicenceDocument<CarLicence>('car_licence', carLicenceContent, (r) => ({
      from: r.approval_date,
      until: r.expire_date,
    })),
  },
  notice: async ({ row }) => ({
    link: `/request-licenses/view/${row.id}`,
    params: { plate: row.plate_number },
  }),
});

/** The one search box (issue 29 §2): an entry licence by its number (id) or the vehicle's plate. */
export const carLicenceSearch = workflowSearch(carLicenceWorkflow, CAR_LICENCE_STATUS_COLORS, {
  area: 'car_licences',
  permission: 'carLicense-index',
  number: carLicences.id,
  columns: [carLicences.plate_number],
  title: carLicences.plate_number,
  subtitle: carLicences.driver_name,
  scope: ownedBy(carLicences.company_id),
});
