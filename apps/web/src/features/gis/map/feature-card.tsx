import type { CampColorBy, MapFeature, MapLayer } from '@mashaer/contract';
import { Button, Card, Descriptions, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../../session/can';
import { isShapeLayer, LAYER_PATHS } from './map-style';

// The drawing dialog (its form, the endpoint's schema, Leaflet's drawing map) loads when opened.
const ShapeDialog = lazy(() => import('./shape-dialog'));

const SHOWN = ['title', 'camp_number', 'name', 'name_en', 'square_id', 'camp_id', 'condition', 'value'];

/**
 * A clicked feature's card, with a link to its record's screen; a camp's or a square's also offers
 * to draw its polygon to whoever may (`dashboard-gis-1`, as the server asks).
 */
export function FeatureCard({
  feature,
  colorBy,
  onClose,
}: {
  feature: MapFeature;
  /** What the camps are coloured by: a camp's `value` is shown in the legend's words. */
  colorBy?: CampColorBy;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const [drawing, setDrawing] = useState(false);
  const p = feature.properties;
  const layer = p.layer as MapLayer;
  const base = LAYER_PATHS[layer];
  const drawable = isShapeLayer(layer) && can('dashboard-gis-1');
  return (
    <Card
      size="small"
      className="gis-card"
      title={t(`gis.layers.${layer}`)}
      extra={
        <Button size="small" type="text" onClick={onClose} aria-label={t('gis.map.close')}>
          ×
        </Button>
      }
      data-testid="map-card"
    >
      <Descriptions size="small" column={1}>
        {SHOWN.filter((k) => p[k] !== undefined && p[k] !== null).map((k) => (
          <Descriptions.Item key={k} label={t(`gis.fields.${k}`)}>
            {k === 'condition'
              ? t(`gis.options.${p[k]}`)
              : k === 'value' && colorBy
                ? t(`gis.legend.${colorBy}.${p[k]}`)
                : String(p[k])}
          </Descriptions.Item>
        ))}
      </Descriptions>
      <Space wrap>
        {base && (
          <Link to={`${base}/update/${p.id}`} data-testid="map-card-link">
            {t('gis.map.open')}
          </Link>
        )}
        {drawable && (
          <Button size="small" onClick={() => setDrawing(true)} data-testid="map-card-draw">
            {t('gis.shape.draw')}
          </Button>
        )}
      </Space>
      {drawable && drawing && (
        <Suspense fallback={null}>
          <ShapeDialog feature={feature} layer={layer} onClose={() => setDrawing(false)} />
        </Suspense>
      )}
    </Card>
  );
}
