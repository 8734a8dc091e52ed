import {
  CAMP_COLOR_BY,
  CAMP_COLOR_BY_PERMISSIONS,
  type CampColorBy,
  MAP_LAYERS,
  type MapFeature,
  type MapLayer,
} from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Card, Checkbox, Input, Select, Space, Typography } from 'antd';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../session/can';
import { mapFeaturesQuery, searchCamps } from '../api';
import { clusterLayer } from './cluster';
import { FeatureCard } from './feature-card';
import { MapLegend } from './map-legend';
import { CAMP_COLORS, LAYER_COLORS, SITE_CENTER, SITE_ZOOM } from './map-style';
import { useLeafletMap } from './use-leaflet-map';
import './map.css';

const TILES = (import.meta.env as Record<string, string | undefined>).VITE_MAP_TILES_URL;
type GeoJsonObject = Parameters<typeof L.geoJSON>[0];

function polygonStyle(f: MapFeature, colorBy: CampColorBy): L.PathOptions {
  const layer = f.properties.layer as MapLayer;
  if (layer === 'camps') {
    const fill = CAMP_COLORS[colorBy][String(f.properties.value)] ?? '#d9d9d9';
    return { color: '#434343', weight: 0.5, fillColor: fill, fillOpacity: 0.8 };
  }
  if (layer === 'zones')
    return { color: String(f.properties.color ?? '#8c8c8c'), weight: 2, fillOpacity: 0.06, dashArray: '6 4' };
  if (layer === 'squares') return { color: '#595959', weight: 1, fillColor: '#f0f0f0', fillOpacity: 0.5 };
  return { color: LAYER_COLORS[layer], weight: 1.5, fillOpacity: 0.5 };
}

/** Spec 000 §2 /map: the site drawn from our own data (no outside tiles unless configured). */
export function MapPage({ initialColorBy = 'assignment' }: { initialColorBy?: CampColorBy }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const rtl = i18n.dir() === 'rtl';
  const [layers, setLayers] = useState<MapLayer[]>([
    'zones',
    'squares',
    'camps',
    'washrooms',
    'electricalMeters',
  ]);
  const [colorBy, setColorBy] = useState<CampColorBy>(initialColorBy);
  // The themes this user may see (a /map-gis-3 user: the violations alone).
  const can = useCan();
  const themes = CAMP_COLOR_BY.filter((c) => CAMP_COLOR_BY_PERMISSIONS[c].some(can));
  const [selected, setSelected] = useState<MapFeature | null>(null);
  const [renderMs, setRenderMs] = useState<number>();
  const features = useQuery(mapFeaturesQuery(layers, colorBy));
  const el = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const drawn = useRef<L.LayerGroup | null>(null);

  useLeafletMap(el, map, { zoomControl: false }, (m) => {
    m.setView(SITE_CENTER, SITE_ZOOM);
    if (TILES) L.tileLayer(TILES, { maxZoom: 20 }).addTo(m);
  });

  useEffect(() => {
    const m = map.current;
    if (!m) return;
    const zoom = L.control.zoom({ position: rtl ? 'topleft' : 'topright' }).addTo(m);
    return () => {
      zoom.remove();
    };
  }, [rtl]);

  useEffect(() => {
    const m = map.current;
    const data = features.data?.data.features;
    if (!m || !data) return;
    const started = performance.now();
    const polys = data.filter((f) => f.geometry.type === 'Polygon');
    const points = data.filter((f) => f.geometry.type === 'Point');
    const draw = () => {
      drawn.current?.remove();
      const group = L.layerGroup().addTo(m);
      L.geoJSON({ type: 'FeatureCollection', features: polys } as GeoJsonObject, {
        style: (f) => polygonStyle(f as unknown as MapFeature, colorBy),
        onEachFeature: (f, l) => l.on('click', () => setSelected(f as unknown as MapFeature)),
      }).addTo(group);
      const byLayer = new Map<MapLayer, MapFeature[]>();
      for (const f of points) {
        const k = f.properties.layer as MapLayer;
        byLayer.set(k, [...(byLayer.get(k) ?? []), f]);
      }
      for (const [layer, list] of byLayer) {
        const pts = list.map((f) => ({
          latlng: L.latLng(Number(f.geometry.coordinates[1]), Number(f.geometry.coordinates[0])),
          onClick: () => setSelected(f),
        }));
        clusterLayer(m, pts, LAYER_COLORS[layer]).addTo(group);
      }
      drawn.current = group;
    };
    draw();
    requestAnimationFrame(() => setRenderMs(Math.round(performance.now() - started)));
    m.on('zoomend', draw);
    return () => {
      m.off('zoomend', draw);
    };
  }, [features.data, colorBy]);

  // The card follows its record when the features are fetched again (a polygon just drawn).
  useEffect(() => {
    const fresh = features.data?.data.features;
    if (fresh) setSelected((s) => (s && fresh.find((f) => f.id === s.id)) || s);
  }, [features.data]);

  const onSearch = async (value: string) => {
    if (!value.trim()) return;
    const hits = await searchCamps(value.trim());
    if (!hits.length) return void message.warning(t('gis.map.not_found'));
    const [lng, lat] = hits[0].center;
    map.current?.setView([lat, lng], 18);
    const hit = features.data?.data.features.find((f) => f.id === `camps.${hits[0].id}`);
    if (hit) setSelected(hit);
  };

  return (
    <Card
      title={t('gis.routes.map')}
      extra={
        <Typography.Text type="secondary" data-testid="map-render-ms">
          {renderMs !== undefined &&
            t('gis.map.drawn', { count: features.data?.data.features.length ?? 0, ms: renderMs })}
        </Typography.Text>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          placeholder={t('gis.map.search')}
          aria-label={t('gis.map.search')}
          onSearch={onSearch}
          allowClear
          style={{ width: 220 }}
          data-testid="map-search"
        />
        <Select
          value={colorBy}
          onChange={setColorBy}
          style={{ width: 220 }}
          aria-label={t(`gis.map.color_by.${colorBy}`)}
          data-testid="map-color-by"
          options={themes.map((c) => ({ value: c, label: t(`gis.map.color_by.${c}`) }))}
        />
      </Space>
      <Checkbox.Group
        value={layers}
        onChange={(v) => setLayers(v as MapLayer[])}
        options={MAP_LAYERS.map((l) => ({ value: l, label: t(`gis.layers.${l}`) }))}
        data-testid="map-layers"
      />
      <div className="gis-map-wrap">
        <div ref={el} className="gis-map" data-testid="map" />
        <MapLegend colorBy={colorBy} layers={layers} features={features.data?.data.features ?? []} />
        {selected && <FeatureCard feature={selected} colorBy={colorBy} onClose={() => setSelected(null)} />}
      </div>
    </Card>
  );
}

/** The dashboards' thematic maps (issue 35): this map, first coloured by delivery, readiness, violations. */
export const DeliveryMapPage = () => <MapPage initialColorBy="assignment" />;
export const ReadinessMapPage = () => <MapPage initialColorBy="readiness" />;
export const ViolationsMapPage = () => <MapPage initialColorBy="violations" />;
