import { expect, test } from '@playwright/test';
import { bearer, type LoginAnswer, openAs, session } from './support';

/**
 * GIS (issue 34): kdana registers a washroom with its counts (a wrong total refused under its
 * field), drawn as a polygon at the map's centre; the map (its own Leaflet chunk) draws the 3,000
 * camps plus the registers — the time is measured and printed, not asserted — and a click at the
 * centre opens the washroom's card with a link to its screen; camps coloured by assignment status
 * count as the assignments list does; a GeoJSON file with one bad feature is refused whole with
 * the feature named. In Arabic; the map's legend also checked in English.
 */
let kdana: LoginAnswer;
test.beforeAll(() => {
  kdana = session('kdana');
});

const C = [39.889, 21.414];
const ring = (d: number) => [
  [C[0] - d, C[1] - d],
  [C[0] + d, C[1] - d],
  [C[0] + d, C[1] + d],
  [C[0] - d, C[1] + d],
  [C[0] - d, C[1] - d],
];

test('washroom created, drawn, found on the map; camps by assignment; a bad GeoJSON refused whole', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const wc = `WC-E2E-${Date.now() % 1_000_000}`;
  // Only the map's routes load Leaflet.
  const chunks: string[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.js')) chunks.push(r.url());
  });
  await openAs(page, kdana, '/washrooms/create', 'ar');
  await page.getByTestId('wc_number').fill(wc);
  await page.getByTestId('wc_category').click();
  await page.locator('.ant-select-item-option[title="رجال"]').click();
  await page.getByTestId('internal_water_tapes_count').fill('3');
  await page.getByTestId('external_water_tapes_count').fill('2');
  await page.getByTestId('total_water_tapes_count').fill('6');
  await page.getByTestId('geometry').fill(JSON.stringify({ type: 'Polygon', coordinates: [ring(0.0002)] }));
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('إجمالي صنابير المياه يجب أن يساوي الداخلية + الخارجية')).toBeVisible();
  await page.getByTestId('total_water_tapes_count').fill('5');
  await page.getByTestId('form-submit').click();
  await expect(page).toHaveURL(/\/washrooms$/);
  expect(chunks.some((u) => /leaflet|map-page/i.test(u))).toBe(false);

  // The map: every camp and the washrooms, timed from the data's arrival to the first frame.
  const started = Date.now();
  await openAs(page, kdana, '/map', 'ar');
  await expect(page.getByTestId('map-render-ms')).toContainText(/\d/, { timeout: 30_000 });
  console.info(
    `map: ${await page.getByTestId('map-render-ms').innerText()}; page to drawn ${Date.now() - started} ms`,
  );
  const box = (await page.getByTestId('map').boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByTestId('map-card')).toContainText(wc);
  await expect(page.getByTestId('map-card-link')).toHaveAttribute('href', /\/washrooms\/update\/\d+$/);

  // Camps coloured by assignment status: the legend's counts are the assignments list's.
  for (const status of ['pending', 'deliverd'] as const) {
    const res = await request.post('/api/general/camps/index?page=1', {
      headers: bearer(kdana),
      data: { status, paginate: 1 },
    });
    const total = ((await res.json()) as { data: { total: number } }).data.total;
    await expect(page.getByTestId(`legend-${status}`)).toContainText(`(${total})`);
  }

  // A GeoJSON file with one bad feature: nothing stored, the feature named.
  await openAs(page, kdana, '/washrooms', 'ar');
  const feature = (n: string, coords: number[][]) => ({
    type: 'Feature',
    geometry: { type: 'Polygon', coordinates: [coords] },
    properties: { wc_number: n, wc_category: 'women' },
  });
  const file = {
    type: 'FeatureCollection',
    features: [feature(`${wc}-A`, ring(0.0001)), feature(`${wc}-B`, ring(0.0001).slice(0, 4))],
  };
  await page
    .getByTestId('geojson-import')
    .locator('xpath=ancestor::span[contains(@class,"ant-upload")]//input[@type="file"]')
    .setInputFiles({
      name: 'wc.geojson',
      mimeType: 'application/geo+json',
      buffer: Buffer.from(JSON.stringify(file)),
    });
  const errors = page.getByTestId('import-errors');
  await expect(errors).toContainText('رُفض الملف كاملاً');
  await expect(errors).toContainText(`المَعلم رقم 2 (${wc}-B)`);
  const list = await request.post('/api/general/washrooms?page=1', {
    headers: bearer(kdana),
    data: { search: `${wc}-A`, paginate: 5 },
  });
  expect(((await list.json()) as { data: { total: number } }).data.total).toBe(0);

  // The legend in English.
  await openAs(page, kdana, '/map', 'en');
  await expect(page.getByTestId('map-legend')).toContainText('Unassigned');
});

test("a camp's polygon drawn from its map card: found by number, drawn with clicks, saved", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = session('admin');
  const [camp] = (
    (await (
      await request.post('/api/general/map/camp-search', {
        headers: bearer(admin),
        data: { camp_number: '37' },
      })
    ).json()) as { data: { id: number }[] }
  ).data;
  const campShape = async () => {
    const res = await request.post('/api/general/map/features', {
      headers: bearer(admin),
      data: { layers: ['camps'], color_by: 'assignment' },
    });
    const features = ((await res.json()) as { data: { features: { id: string; geometry: unknown }[] } }).data
      .features;
    return features.find((f) => f.id === `camps.${camp.id}`)?.geometry as {
      type: string;
      coordinates: number[][][];
    };
  };
  const before = await campShape();

  await openAs(page, admin, '/map', 'ar');
  await expect(page.getByTestId('map-render-ms')).toContainText(/\d/, { timeout: 30_000 });
  await page.getByTestId('map-search').locator('input').fill('37');
  await page.getByTestId('map-search').locator('input').press('Enter');
  await expect(page.getByTestId('map-card')).toContainText('37');
  await page.getByTestId('map-card-draw').click();
  const dialog = page.getByTestId('shape-dialog');
  await expect(dialog).toContainText('رسم حدود المخيم 37');
  await expect(page.getByTestId('shape-save')).toBeDisabled();

  // Four corners around the camp (the drawing map opens on it), then the ring closed.
  const map = dialog.getByTestId('draw-map');
  await expect(map).toBeVisible();
  const box = (await map.boundingBox())!;
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  for (const [dx, dy] of [
    [-60, -50],
    [60, -50],
    [70, 50],
    [-60, 50],
  ])
    await page.mouse.click(cx + dx, cy + dy);
  await dialog.getByTestId('draw-close').click();
  await page.getByTestId('shape-save').click();
  await expect(page.getByText('تم حفظ الشكل الجغرافي')).toBeVisible();
  await expect(dialog).toBeHidden();

  // What was drawn is what the map now serves: a closed ring of the four corners, over the camp.
  const after = await campShape();
  const saved = after.coordinates[0];
  expect(after.type).toBe('Polygon');
  expect(saved).toHaveLength(5);
  expect(saved[4]).toEqual(saved[0]);
  expect(after).not.toEqual(before);
  const corners = before.coordinates[0].slice(0, -1);
  const [lng, lat] = [0, 1].map((i) => corners.reduce((s, p) => s + p[i], 0) / corners.length);
  // Clockwise on the screen from the top-left (x grows east, y south): W/N, E/N, E/S, W/S of the camp.
  const [nw, ne, se, sw] = saved;
  expect(nw[0]).toBeLessThan(lng);
  expect(nw[1]).toBeGreaterThan(lat);
  expect(ne[0]).toBeGreaterThan(lng);
  expect(se[1]).toBeLessThan(lat);
  expect(sw[0]).toBeLessThan(lng);
  for (const [x, y] of saved) {
    expect(Math.abs(x - lng)).toBeLessThan(0.002);
    expect(Math.abs(y - lat)).toBeLessThan(0.002);
  }
});
