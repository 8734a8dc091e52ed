import { describe, expect, it } from 'vitest';
import { PATHS as USERS } from '../features/accounts/api';
import { PATHS as CAMPS } from '../features/camps/api';
import { SADAD } from '../features/finance/api';
import { NOTIFICATIONS_LIST } from '../features/notifications/api';
import { PATHS as ORDERS } from '../features/orders/api';
import { SCREENS } from './screens';

// Route tables are read outside the bundle too (the a11y end-to-end spec), so they name their list
// paths as text rather than importing the features' api modules: kept equal here.
describe('list routes', () => {
  it.each([
    ['/users', USERS.users],
    ['/camps', CAMPS.camps],
    ['/orders', ORDERS.list],
    ['/sadad', SADAD.list],
    ['/notifications', NOTIFICATIONS_LIST],
  ])('%s prefetches the list its screen shows', (path, list) => {
    expect(SCREENS.find((s) => s.path === path)?.list).toBe(list);
  });
});
