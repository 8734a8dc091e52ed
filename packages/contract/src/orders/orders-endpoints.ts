import { dataResponse, defineEndpoint } from '../endpoint';
import { ListQuerySchema, listResponseSchema } from '../list';
import { CatalogueServicesAnswerSchema } from './catalogue-records';
import { orderFilesEndpoints } from './order-files-endpoints';
import {
  OrderDecisionSchema,
  OrderListBodySchema,
  OrderPartiesSchema,
  OrderReceiverSchema,
  OrderSignSchema,
  OrderStoreSchema,
  SquareByCampSchema,
} from './orders';
import {
  OrderFormOptionsSchema,
  OrderLogAnswerSchema,
  OrderNoticeSchema,
  OrderSignAnswerSchema,
  OrderSignStateAnswerSchema,
  OrderWriteAnswerSchema,
  SquareOfCampSchema,
} from './orders-answers';
import { OrderDetailsSchema, OrderRowSchema, PrintableSchema } from './orders-records';

const B = 'general/orders';
/** A path under `general/orders`. */
const at = <const P extends string>(p: P) => `${B}/${p}` as `${typeof B}/${P}`;

const list = (path: 'list' | 'consulting-list') =>
  defineEndpoint({
    method: 'POST',
    path: at(path),
    query: ListQuerySchema,
    body: OrderListBodySchema,
    response: listResponseSchema(OrderRowSchema),
  });
const read = <const P extends string>(path: P) =>
  defineEndpoint({ method: 'GET', path: at(`${path}/{id}`), response: dataResponse(OrderDetailsSchema) });
/** A lifecycle action on the order `{id}` (no body). */
const act = <const P extends string>(path: P) =>
  defineEndpoint({ method: 'POST', path: at(`${path}/{id}`), response: OrderWriteAnswerSchema });
/** A decision on the order named in the body. */
const decide = <const P extends string>(path: P) =>
  defineEndpoint({
    method: 'POST',
    path: at(path),
    body: OrderDecisionSchema,
    response: OrderWriteAnswerSchema,
  });
/** The order's consultant and/or contractor. */
const parties = <const P extends string>(path: P) =>
  defineEndpoint({
    method: 'POST',
    path: at(path),
    body: OrderPartiesSchema,
    response: OrderWriteAnswerSchema,
  });
const SIGN = 'general/order_sign';

/**
 * Spec 001 §7 "Orders (under general/orders)", paths verbatim (typos included): reads and basic
 * writes, the lifecycle, contractors and consultants, the log, signing and the printable order; the
 * files and specialists are `orderFilesEndpoints`.
 */
export const ordersEndpoints = {
  list: list('list'),
  consultingList: list('consulting-list'),
  details: read('details'),
  getOrder: read('get-order'),
  edit: read('edit'),
  create: defineEndpoint({ method: 'GET', path: at('create'), response: OrderFormOptionsSchema }),
  squareByCamp: defineEndpoint({
    method: 'POST',
    path: at('square-by-camp'),
    body: SquareByCampSchema,
    response: SquareOfCampSchema,
  }),
  store: defineEndpoint({
    method: 'POST',
    path: at('store'),
    body: OrderStoreSchema,
    status: 201,
    response: OrderWriteAnswerSchema,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: at('update/{id}'),
    body: OrderStoreSchema,
    response: OrderWriteAnswerSchema,
  }),
  updateReceiver: defineEndpoint({
    method: 'POST',
    path: at('update-receiver/{id}'),
    body: OrderReceiverSchema,
    response: OrderWriteAnswerSchema,
  }),
  destroy: defineEndpoint({ method: 'DELETE', path: at('destroy/{id}'), response: OrderNoticeSchema }),
  send: act('send'),
  resend: act('resend'),
  cancel: act('cancel'),
  approve: decide('approve'),
  disapprove: decide('disapprove'),
  consulting: decide('consulting'),
  contracting: decide('contracting'),
  log: defineEndpoint({ method: 'POST', path: 'general/order_log/{id}', response: OrderLogAnswerSchema }),
  updateConsulting: parties('updateConsulting'),
  updateContracter: parties('updateContracter'),
  updateBoth: parties('updateBoth'),
  updateContractorsList: parties('updateContractorsList'),
  ...orderFilesEndpoints,
  sign: defineEndpoint({
    method: 'POST',
    path: `${SIGN}/sign/{id}`,
    body: OrderSignSchema,
    response: OrderSignAnswerSchema,
  }),
  unsign: defineEndpoint({ method: 'POST', path: `${SIGN}/unsign/{id}`, response: OrderSignAnswerSchema }),
  checkSign: defineEndpoint({
    method: 'POST',
    path: `${SIGN}/check-sign/{id}`,
    response: OrderSignStateAnswerSchema,
  }),
  printable: defineEndpoint({
    method: 'POST',
    path: `${SIGN}/{id}`,
    response: dataResponse(PrintableSchema),
  }),
  /** The active services of one specialty (for the order form). */
  specialitiesServices: defineEndpoint({
    method: 'GET',
    path: 'general/services/specialities-services/{id}',
    response: CatalogueServicesAnswerSchema,
  }),
};
