import { crudApi, defineResource } from '../../resources/define-resource';

/** The order catalogue (spec 001 §2 "Orders"; 000 §7 "Specialists", "Guide offices"), plain resources. */
const view = () => import('./catalogue.view');
const labels = { edit: 'orders.actions.edit', delete: 'orders.actions.delete', create: 'orders.actions.add' };

export const specialties = defineResource({
  key: 'specialties',
  ns: 'orders',
  path: '/specialties',
  api: crudApi('general/specialist'),
  permission: 'order-specialists-index',
  menu: { group: 'orders', position: 1 },
  labels: { edit: labels.edit, create: labels.create },
  view: () => view().then((m) => m.specialties),
});

export const services = defineResource({
  key: 'services',
  ns: 'orders',
  path: '/services',
  api: crudApi('general/services', { destroy: 'destroy' }),
  permission: 'order-service-index',
  menu: { group: 'orders', position: 2 },
  labels,
  view: () => view().then((m) => m.services),
});

export const serviceInputs = defineResource({
  key: 'service_inputs',
  ns: 'orders',
  path: '/services/inputs',
  api: crudApi('general/services_inputs', { destroy: 'destroy' }),
  permission: 'order-service-input-index',
  menu: { group: 'orders', position: 3 },
  labels,
  view: () => view().then((m) => m.serviceInputs),
});

export const pledges = defineResource({
  key: 'pledges',
  ns: 'orders',
  path: '/pledges',
  api: crudApi('general/pledges', { destroy: 'destroy' }),
  permission: 'order-pledge-index',
  menu: { group: 'orders', position: 4 },
  labels,
  view: () => view().then((m) => m.pledges),
});

export const guides = defineResource({
  key: 'guides',
  ns: 'orders',
  path: '/guides',
  api: crudApi('general/guide_offices', { destroy: 'destroy' }),
  permission: 'order-eng-guides-index',
  menu: { group: 'orders', position: 5 },
  labels,
  view: () => view().then((m) => m.guides),
});
