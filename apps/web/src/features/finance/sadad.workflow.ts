import { SADAD_STATUS_COLORS } from '@mashaer/contract';
import { SADAD } from './api';
import { billScreens } from './bill.workflow';

/** Payment-slip orders: the list at /sadad, a bill's details at /sadad/details/:id. */
export const sadadScreens = billScreens({
  name: 'sadad',
  key: 'sadad',
  one: 'sadad',
  workflow: () => import('./sadad.flow').then((m) => m.workflow),
  colors: SADAD_STATUS_COLORS,
  api: { list: SADAD.list, details: SADAD.details },
  permission: 'clearance-sadad-index',
});
