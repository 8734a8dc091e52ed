import type {
  TempOrderListRow as ContractTempOrderRow,
  FilterOption,
  TempCreateData,
  TempLicenceRecord,
  TempLicenceRow,
  TempOrderView,
} from '@mashaer/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { dataQuery } from '../../api/data-query';
import { withId } from '../../api/paths';

/** The API paths of temporary licences (spec 001 §7 "Temporary licences"; inferred ones noted). */
export const TEMP = {
  orders: 'general/temp_license_order',
  create: 'general/temp_license_order/create',
  store: 'general/temp_license_order/store',
  view: withId('general/temp_license_order/view'),
  /** Inferred: the approved order's printable licence. */
  ready: withId('general/temp_license_order/ready'),
  update: withId('general/temp_license_order/update'),
  destroy: withId('general/temp_license_order/destroy'),
  action: (id: string | number) => (a: string) => `general/temp_license_order/${a}/${id}`,
  kroky: (id: string | number) =>
    `general/temp_license_order_kroky_documents/store?temp_license_order_id=${id}`,
  attachments: withId('general/temp_license_order/attachments'),
  krokyDelete: withId('general/temp_license_order_kroky_documents/delete'),
  licences: 'general/temp_licenses',
  forms: 'general/temp_license_forms',
} as const;

/** The answers as the API sends them (the contract's response schemas). */
export type TempOrderRow = ContractTempOrderRow & Record<string, unknown>;
export type { TempLicenceRecord, TempLicenceRow };

export const tempViewQuery = (id: string, ready = false) =>
  dataQuery<TempOrderView>(
    ['temp-order', ready ? 'ready' : 'view', id],
    ready ? TEMP.ready(id) : TEMP.view(id),
    { fresh: true },
  );
export const tempCreateQuery = () => dataQuery<TempCreateData>(['temp-order', 'create'], TEMP.create);

/** The companies a temporary licence can be issued to (its form's options). */
export const tempLicenceCreateQuery = () =>
  dataQuery<{ companies: FilterOption[] }>(['temp-licences', 'create'], `${TEMP.licences}/create`);
/** The questions a temporary licence form can ask. */
export const tempFormDataQuery = () =>
  queryOptions({
    queryKey: ['temp-forms', 'get-data'],
    queryFn: () =>
      api.get<{ data: { questions: { id: number; title: string; title_en: string }[] } }>(
        `${TEMP.forms}/get-data`,
      ),
  });
