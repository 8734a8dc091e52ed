import type { DocumentDefs } from '../../lib/documents';
import { contractDocument } from '../contracts/contract.document';
import { carLicenceDocument } from '../licences/car-licence.workflow';
import { readinessDocument } from '../licences/readiness.document';
import { fillingDocument } from '../templates/filling.document';

/**
 * Every document type's declaration, by its name in DOCUMENT_TYPES (packages/contract): a type
 * missing here fails the build. The declarations live with their areas.
 */
export const DOCUMENT_DEFS: DocumentDefs = {
  contract: contractDocument,
  form_filling: fillingDocument,
  readiness_license: readinessDocument,
  car_licence: carLicenceDocument,
};
