import { crudApi, defineResource, defineResources } from '../../resources/define-resource';

/** The order catalogue (spec 001 §2 "Orders"; 000 §7 "Specialists", "Guide offices"), plain resources. */
const views = () => import('./catalogue.view').then((m) => m.views);

export const specialties = defineResource({
  key: 'specialties',
  ns: 'orders',
  path: '/specialties',
  api: crudApi('general/specialist'),
  permission: 'order-specialists-index',
  menu: { group: 'orders', position: 1 },
  labels: { edit: 'orders.actions.edit', create: 'orders.actions.add' },
  view: () => views().then((v) => v.specialties),
});

const destroy = { destroy: 'destroy' };
export const [services, serviceInputs, pledges, guides] = defineResources(
  {
    ns: 'orders',
    menu: { group: 'orders', position: 2 },
    labels: { edit: 'orders.actions.edit', delete: 'orders.actions.delete', create: 'orders.actions.add' },
    views,
  },
  [
    ['services', '/services', crudApi('general/services', destroy), 'order-service-index'],
    [
      'service_inputs',
      '/services/inputs',
      crudApi('general/services_inputs', destroy),
      'order-service-input-index',
    ],
    ['pledges', '/pledges', crudApi('general/pledges', destroy), 'order-pledge-index'],
    ['guides', '/guides', crudApi('general/guide_offices', destroy), 'order-eng-guides-index'],
  ],
);
