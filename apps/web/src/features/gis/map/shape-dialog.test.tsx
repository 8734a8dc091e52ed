import type { Geometry, MapFeature } from '@mashaer/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../api/query-client';
import { server } from '../../../test/msw-server';
import { fastUser as user } from '../../../test/open-screen';
import { langs, renderScreen } from '../../../test/render';
import { loginAs } from '../../../test/session-fixtures';
import { byLang } from '../../../test/texts';
import { FeatureCard } from './feature-card';

// Leaflet does not draw in jsdom: the drawing map is a stand-in that "draws" a given polygon.
const ring = (x: number, y: number) => [
  [x, y],
  [x + 0.0001, y],
  [x + 0.0001, y + 0.0001],
  [x, y + 0.0001],
  [x, y],
];
const INSIDE: Geometry = { type: 'Polygon', coordinates: [ring(39.875, 21.41) as [number, number][]] };
const OUTSIDE: Geometry = { type: 'Polygon', coordinates: [ring(46.7, 24.7) as [number, number][]] };
vi.mock('./draw-map', () => ({
  default: ({ value, onChange }: { value?: Geometry; onChange: (g: Geometry) => void }) => (
    <div data-testid="draw-map" data-value={JSON.stringify(value)}>
      <button type="button" onClick={() => onChange(INSIDE)}>
        inside
      </button>
      <button type="button" onClick={() => onChange(OUTSIDE)}>
        outside
      </button>
    </div>
  ),
}));

const TEXT = byLang({
  draw: ['رسم حدوده', 'Draw its shape'],
  title: ['رسم حدود المخيم 12', 'Draw the shape of camp 12'],
  outside: ['الإحداثيات خارج حدود المشاعر', 'The coordinates are outside the holy sites'],
  open: [
    'حلقة المضلع غير مغلقة: يجب أن تطابق النقطة الأخيرة الأولى',
    'The polygon ring is not closed: its last point must equal its first',
  ],
  saved: ['تم حفظ الشكل الجغرافي', 'The geometry was saved'],
  pending: ['قيد الانتظار', 'Pending'],
});

const camp: MapFeature = {
  type: 'Feature',
  id: 'camps.7',
  geometry: { type: 'Polygon', coordinates: [ring(39.876, 21.411)] },
  properties: { layer: 'camps', id: 7, camp_number: '12', square_id: 3, value: 'pending' },
};

/** The camp-geometry endpoint: records each body, answers 422 first (when asked), then 200. */
function shapeEndpoint(lang: 'ar' | 'en', refuseFirst: boolean) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/general/map/camp-geometry/7', async ({ request }) => {
      bodies.push(await request.json());
      if (refuseFirst && bodies.length === 1)
        return HttpResponse.json(
          { message: 'invalid', errors: { geometry: [TEXT[lang].open] } },
          { status: 422 },
        );
      return HttpResponse.json({ message: TEXT[lang].saved, data: { id: 7 } });
    }),
  );
  return bodies;
}

const errorsShown = () =>
  [...document.querySelectorAll('.ant-modal .ant-form-item-explain-error')].map((e) => e.textContent);

describe.each(langs)('drawing a camp from its map card (%s)', (lang) => {
  it('only a holder of dashboard-gis-1 is offered to draw; the value in the legend’s words', async () => {
    loginAs('gov', ['dashboard-map-3']);
    await renderScreen(<FeatureCard feature={camp} colorBy="assignment" onClose={() => {}} />, { lang });
    expect(await screen.findByTestId('map-card')).toHaveTextContent(TEXT[lang].pending);
    expect(screen.queryByTestId('map-card-draw')).not.toBeInTheDocument();
  });

  it("the contract's check and the server's 422 under the field; saved, the map's features fetched again", async () => {
    loginAs('admin', ['dashboard-gis-1']);
    const bodies = shapeEndpoint(lang, true);
    const queryClient = createQueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const u = user();
    await renderScreen(<FeatureCard feature={camp} onClose={() => {}} />, { lang, queryClient });
    await u.click(await screen.findByText(TEXT[lang].draw));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(TEXT[lang].title)).toBeInTheDocument();
    // The current shape is the drawing map's value; nothing to save until something is drawn.
    const map = await within(dialog).findByTestId('draw-map');
    expect(JSON.parse(map.dataset.value ?? 'null')).toEqual(camp.geometry);
    expect(screen.getByTestId('shape-save')).toBeDisabled();

    // Outside the site: said under the field before any call.
    await u.click(within(dialog).getByText('outside'));
    await u.click(screen.getByTestId('shape-save'));
    await waitFor(() => expect(errorsShown()).toEqual([TEXT[lang].outside]));
    expect(bodies).toEqual([]);

    // The server refuses (422): its words under the field, the dialog stays open.
    await u.click(within(dialog).getByText('inside'));
    await u.click(screen.getByTestId('shape-save'));
    await waitFor(() => expect(errorsShown()).toEqual([TEXT[lang].open]));
    expect(bodies).toEqual([{ geometry: INSIDE }]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    // Saved: the server's message, the dialog closed, the map's features asked again.
    await u.click(screen.getByTestId('shape-save'));
    expect(await screen.findByText(TEXT[lang].saved, {}, { timeout: 20_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toHaveLength(2);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['gis', 'features'] });
  });
});
