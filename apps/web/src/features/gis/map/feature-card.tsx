import type { MapFeature, MapLayer } from '@mashaer/contract';
import { Button, Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LAYER_PATHS } from './map-style';

const SHOWN = ['title', 'camp_number', 'name', 'name_en', 'square_id', 'camp_id', 'condition', 'value'];

/** A clicked feature's card, with a link to its record's screen. */
export function FeatureCard({ feature, onClose }: { feature: MapFeature; onClose: () => void }) {
  const { t } = useTranslation();
  const p = feature.properties;
  const layer = p.layer as MapLayer;
  const base = LAYER_PATHS[layer];
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
            {k === 'condition' ? t(`gis.options.${p[k]}`) : String(p[k])}
          </Descriptions.Item>
        ))}
      </Descriptions>
      {base && (
        <Link to={`${base}/update/${p.id}`} data-testid="map-card-link">
          {t('gis.map.open')}
        </Link>
      )}
    </Card>
  );
}
