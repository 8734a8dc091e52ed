import { defineEndpoint } from '../endpoint';
import { DocumentCheckAnswerSchema, DocumentCodeParamSchema } from './documents';

/** The public check behind a printed document's QR code. */
const checkQr = <P extends string>(path: P) =>
  defineEndpoint({
    method: 'GET',
    path,
    params: DocumentCodeParamSchema,
    response: DocumentCheckAnswerSchema,
  });

/** `general/documents/check-qr/{code}` and the orders area's `general/orders/check-qr/{code}` (spec 001 §7). */
export const documentsEndpoints = {
  checkQr: checkQr('general/documents/check-qr/{code}'),
  ordersCheckQr: checkQr('general/orders/check-qr/{code}'),
};
