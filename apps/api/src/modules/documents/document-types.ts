import type { DocumentDefs } from '../../lib/documents';
import { contractDocument } from '../contracts/contract.document';
import { finalDisclaimerDocument } from '../finance/final-disclaimer.document';
import { carLicenceDocument } from '../licences/car-licence.workflow';
import { readinessDocument } from '../licences/readiness.document';
import { tempLicenceDocument } from '../licences/temp-licence.workflow';
import { orderDocument } from '../orders/order.document';
import { orderLicenceDocument } from '../orders/order-licence.document';
import { redeliveryDocument } from '../reassign/redelivery.document';
import { fillingDocument } from '../templates/filling.document';
import { violationOrderDocument } from '../violations/violation-order.document';

/**
 * Every document type's declaration, by its name in DOCUMENT_TYPES (packages/contract): a type
 * missing here fails the build. The declarations live with their areas.
 */
export const DOCUMENT_DEFS: DocumentDefs = {
  contract: contractDocument,
  form_filling: fillingDocument,
  order: orderDocument,
  readiness_license: readinessDocument,
  final_disclaimer: finalDisclaimerDocument,
  car_licence: carLicenceDocument,
  reassign_redelivery: redeliveryDocument,
  order_license: orderLicenceDocument,
  temp_license: tempLicenceDocument,
  violation_order: violationOrderDocument,
};
