import type { CampColorBy, MapFeature, MapLayer } from '@mashaer/contract';
import { useTranslation } from 'react-i18next';
import { CAMP_COLORS, LAYER_COLORS } from './map-style';

/** The map's legend in the reader's language: the camp colours with their counts, the layers. */
export function MapLegend({
  colorBy,
  layers,
  features,
}: {
  colorBy: CampColorBy;
  layers: MapLayer[];
  features: MapFeature[];
}) {
  const { t } = useTranslation();
  const counts = new Map<string, number>();
  for (const f of features)
    if (f.properties.layer === 'camps') {
      const v = String(f.properties.value);
      counts.set(v, (counts.get(v) ?? 0) + 1);
    }
  return (
    <div className="gis-legend" data-testid="map-legend">
      {layers.includes('camps') &&
        Object.entries(CAMP_COLORS[colorBy]).map(([value, color]) => (
          <div key={value} data-testid={`legend-${value}`}>
            <i style={{ background: color }} />
            {t(`gis.legend.${colorBy}.${value}`)} ({counts.get(value) ?? 0})
          </div>
        ))}
      {layers
        .filter((l) => !['zones', 'squares', 'camps'].includes(l))
        .map((l) => (
          <div key={l}>
            <i style={{ background: LAYER_COLORS[l], borderRadius: '50%' }} />
            {t(`gis.layers.${l}`)}
          </div>
        ))}
    </div>
  );
}
