import { PERMISSION_NAMES } from '@mashaer/contract';
import { describe, expect, it } from 'vitest';
import { MENU, visibleMenu } from './menu-config';

const all = [...PERMISSION_NAMES];
const paths = (groups: ReturnType<typeof visibleMenu>) => groups.flatMap((g) => g.entries.map((e) => e.path));

describe('sidebar menu config', () => {
  it('every permission key is one of the catalogue', () => {
    const used = MENU.flatMap((g) => [g.permission, ...g.entries.map((e) => e.permission)]).filter(Boolean);
    expect(used.filter((p) => !all.includes(p as (typeof all)[number]))).toEqual([]);
  });

  it('shows only built entries, each with its permission', () => {
    const shown = paths(visibleMenu({ permissions: all, typeCode: 'kdana' }));
    const built = MENU.flatMap((g) => g.entries.filter((e) => e.built).map((e) => e.path));
    expect(shown.sort()).toEqual(built.sort());
    expect(paths(visibleMenu({ permissions: ['dashboard'], typeCode: 'kdana' }))).toEqual(['/dashboard']);
    expect(paths(visibleMenu({ permissions: [], typeCode: 'kdana' }))).toEqual([]);
  });

  it('hides the /users and employees entries from admin-type users', () => {
    const menu = MENU.map((g) => ({ ...g, entries: g.entries.map((e) => ({ ...e, built: true })) }));
    const admin = paths(visibleMenu({ permissions: all, typeCode: 'admin' }, menu));
    const other = paths(visibleMenu({ permissions: all, typeCode: 'kdana' }, menu));
    expect(other).toEqual(expect.arrayContaining(['/users', '/employees']));
    expect(admin).not.toContain('/users');
    expect(admin).not.toContain('/employees');
  });

  it('paths are unique', () => {
    const every = MENU.flatMap((g) => g.entries.map((e) => e.path));
    expect(new Set(every).size).toBe(every.length);
  });
});
