import { PERMISSION_AREAS, PERMISSIONS } from '@mashaer/contract';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fastUser as user } from '../../../test/open-screen';
import { langs, renderScreen } from '../../../test/render';
import { PermissionPicker } from './permission-picker';
import { type Area, fold, searchCatalogue } from './permission-search';

/** The catalogue as `GET roles/permissions` answers it. */
const CATALOGUE: Area[] = PERMISSION_AREAS.map((a) => ({
  ...a,
  permissions: PERMISSIONS.filter((p) => p.area === a.area).map(({ name, ar, en }) => ({ name, ar, en })),
}));
const usersArea = CATALOGUE.find((a) => a.area === 'users')!;

let last: string[] = [];
function Harness({ initial = [] as string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <PermissionPicker
      catalogue={CATALOGUE}
      value={value}
      onChange={(v) => {
        last = v;
        setValue(v);
      }}
    />
  );
}

/** Pastes the text (typing letter by letter re-filters 94 checkboxes per key: slow for nothing). */
async function typeIn(u: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await u.click(input);
  await u.paste(text);
}

const groups = () =>
  screen.queryAllByTestId(/^permission-group-/).map((g) => g.getAttribute('data-testid')!.slice(17));

describe('permission search', () => {
  it('matches either language whatever the interface language, and the permission name', () => {
    expect(searchCatalogue(CATALOGUE, 'Roles').flatMap((a) => a.permissions.map((p) => p.name))).toEqual([
      'user-role-index',
    ]);
    expect(searchCatalogue(CATALOGUE, 'الأدوار').flatMap((a) => a.permissions.map((p) => p.name))).toEqual([
      'user-role-index',
    ]);
    expect(searchCatalogue(CATALOGUE, 'user role').flatMap((a) => a.permissions.map((p) => p.name))).toEqual([
      'user-role-index',
    ]);
  });

  it('folds Arabic letter variants and case; an area matching by its own name keeps everything', () => {
    expect(fold('الأدوار')).toBe(fold('الادوار'));
    expect(fold('تذكرة')).toBe(fold('تذكره'));
    const byArea = searchCatalogue(CATALOGUE, 'users');
    expect(byArea.find((a) => a.area === 'users')?.permissions).toHaveLength(usersArea.permissions.length);
    expect(searchCatalogue(CATALOGUE, 'zzz-nothing')).toEqual([]);
    expect(searchCatalogue(CATALOGUE, '  ')).toBe(CATALOGUE);
  });
});

describe.each(langs)('PermissionPicker (%s)', (lang) => {
  it('shows every area with its labels in the interface language only', async () => {
    await renderScreen(<Harness />, { lang });
    expect(groups()).toEqual(CATALOGUE.map((a) => a.area));
    const box = screen.getByTestId('permission-group-users');
    expect(screen.getByTestId('permission-all-users').closest('label')).toHaveTextContent(
      lang === 'ar' ? 'المستخدمون' : 'Users',
    );
    expect(within(box).getByTestId('permission-user-role-index')).toBeInTheDocument();
    expect(box).toHaveTextContent(lang === 'ar' ? 'الأدوار' : 'Roles');
    // No English in Arabic mode and no Arabic in English mode (issue 15 item 6).
    expect(box.textContent).not.toMatch(lang === 'ar' ? /[A-Za-z]/ : /[\u0600-\u06FF]/);
  });

  it('searches in both languages, whatever the interface language', async () => {
    const u = user();
    await renderScreen(<Harness />, { lang });
    const search = screen.getByTestId('permission-search');
    await typeIn(u, search, 'Tickets');
    expect(groups()).toEqual(['tickets']);
    await u.clear(search);
    await typeIn(u, search, 'الادوار');
    expect(groups()).toEqual(['users']);
    expect(within(screen.getByTestId('permission-group-users')).getAllByRole('checkbox')).toHaveLength(2);
    await u.clear(search);
    await typeIn(u, search, 'no such thing');
    expect(groups()).toEqual([]);
    expect(
      screen.getByText(lang === 'ar' ? 'لا توجد صلاحية مطابقة للبحث' : 'No permission matches the search'),
    ).toBeInTheDocument();
  });

  it('selects and clears a whole group, shows it partly chosen, and counts', async () => {
    const u = user();
    last = [];
    await renderScreen(<Harness initial={['dashboard']} />, { lang });
    const all = screen.getByTestId('permission-all-users');
    await u.click(all);
    expect(last).toEqual(['dashboard', ...usersArea.permissions.map((p) => p.name)]);
    expect(screen.getByTestId('permission-count')).toHaveTextContent(
      lang === 'ar'
        ? `تم اختيار ${last.length} من ${PERMISSIONS.length}`
        : `${last.length} of ${PERMISSIONS.length}`,
    );
    await u.click(screen.getByTestId('permission-user-role-index'));
    expect(last).not.toContain('user-role-index');
    // partly chosen: indeterminate
    expect(all.closest('.ant-checkbox-wrapper')?.querySelector('.ant-checkbox-indeterminate')).not.toBeNull();
    await u.click(all);
    expect(last).toEqual(['dashboard', ...usersArea.permissions.map((p) => p.name)]);
    await u.click(all);
    expect(last).toEqual(['dashboard']);
  });

  it('"select all" under a search takes only the permissions shown', async () => {
    const u = user();
    last = [];
    await renderScreen(<Harness />, { lang });
    await typeIn(u, screen.getByTestId('permission-search'), 'Employees');
    await u.click(screen.getByTestId('permission-all-users'));
    expect(last).toEqual(['user-employee-index']);
  });
});
