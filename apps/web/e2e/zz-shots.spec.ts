import { test } from '@playwright/test';
import { bearer, openAs, PASSWORD, PDF, PNG, session } from './support';

test('screenshots', async ({ page, request }) => {
  test.setTimeout(600_000);
  const admin = session('admin');
  const email = `shot-${Date.now()}@e2e.mashaer.sa`;
  const file = (n: string, pdf = true) => ({
    name: pdf ? `${n}.pdf` : `${n}.png`,
    mimeType: pdf ? 'application/pdf' : 'image/png',
    buffer: pdf ? PDF : PNG,
  });
  const reg = await request.post('/api/auth/register', {
    multipart: {
      type_id: '4',
      first_name: 'Salem',
      last_name: 'Harbi',
      name: 'Salem Co',
      company_name_ar: 'شركة سالم',
      company_name_en: 'Salem Company',
      email,
      phone: '501234567',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      vat_number: '300000000000003',
      commercial_register_number: '1010101010',
      commercial_register_expiry: '2031-01-01',
      unified_number: '7001234567',
      owner_name: 'Salem Harbi',
      owner_identity_number: '1012345678',
      national_address: 'Makkah, Al Aziziyah 24243',
      delegate_identity_number: '1098765432',
      vat_file: file('vat'),
      commercial_register_file: file('cr'),
      delegation_letter: file('delegation'),
      nda_document: file('nda'),
      stamp: file('stamp', false),
    },
  });
  const id = (await reg.json()).data.id;
  await request.post(`/api/users/switch-gov/${id}`, { headers: bearer(admin), data: {} });
  const shots: [string, string, string?][] = [
    ['users', '/users'],
    ['users-create', '/users/create'],
    ['users-view', `/users/view/${id}`],
    ['users-update', `/users/update/${id}`],
    ['users-history', `/users/history/${id}`],
    ['requests', '/users/request'],
    ['roles', '/roles'],
    ['roles-create', '/roles/create'],
    ['roles-edit', '/roles/1'],
    ['type', '/type'],
    ['type-update', '/type/update/2'],
    ['categories', '/categories'],
    ['categories-create', '/categories/create'],
    ['alliances', '/alliances'],
    ['contacts', '/user-contacts'],
    ['employees', '/employees', 'raft_company'],
    ['employees-create', '/employees/create', 'raft_company'],
  ];
  for (const lang of ['ar', 'en'] as const) {
    for (const [name, path, who] of shots) {
      await openAs(page, session(who ?? 'admin'), path, lang);
      await page.waitForTimeout(2500);
      await page.waitForTimeout(400);
      await page.screenshot({
        path: `/tmp/shots/${lang}-${name}.png`,
        fullPage: name.includes('view') || name.includes('roles-'),
      });
    }
    await openAs(page, admin, '/users/request', lang);
    await page.waitForTimeout(2500);
    await page.getByTestId('row-action-approve').first().click();
    await page.getByTestId('decision-ok').click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots/${lang}-approve-dialog.png` });
    await page.keyboard.press('Escape');
    await page.getByTestId('row-action-reject').first().click();
    await page.getByTestId('decision-ok').click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots/${lang}-reject-dialog.png` });
    await openAs(page, admin, '/alliances', lang);
    await page.waitForTimeout(2500);
    await page.getByTestId('alliance-create').click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots/${lang}-alliance-create.png` });
    await openAs(page, admin, '/roles/create', lang);
    await page.getByTestId('permission-search').fill(lang === 'ar' ? 'Users' : 'المستخدمين');
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/shots/${lang}-roles-search.png` });
  }
});
