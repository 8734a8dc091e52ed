import type { Geometry, MapFeature, Position } from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Typography } from 'antd';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mapFeaturesQuery } from '../api';
import { SITE_CENTER, SITE_ZOOM } from './map-style';
import { useLeafletMap } from './use-leaflet-map';
import './map.css';

type Props = { kind: 'Point' | 'Polygon'; value?: Geometry; onChange: (g: Geometry) => void };
type GeoJsonObject = Parameters<typeof L.geoJSON>[0];

/**
 * Drawing a geometry on the register forms: over the site's squares and camps, a click sets the
 * point, or adds a vertex of the polygon that "close" finishes (the ring closed on its first point).
 */
export default function DrawMap({ kind, value, onChange }: Props) {
  const { t } = useTranslation();
  const el = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const shape = useRef<L.Layer | null>(null);
  const [vertices, setVertices] = useState<Position[]>([]);
  // The vertices as clicked, ahead of the render that draws them: "close" right after a click
  // (before React renders it) closes the ring with every vertex, not the ones drawn so far.
  const clicked = useRef<Position[]>([]);
  const setClicked = (v: Position[]) => {
    clicked.current = v;
    setVertices(v);
  };
  const base = useQuery(mapFeaturesQuery(['zones', 'squares', 'camps'], 'assignment'));
  // The shape there was when the map opened: the view starts on it (a camp is a few metres wide).
  const initial = useRef(value);

  useLeafletMap(el, map, {}, (m) => {
    const start = initial.current && L.geoJSON(initial.current as GeoJsonObject).getBounds();
    if (start?.isValid()) m.fitBounds(start, { maxZoom: 19, padding: [48, 48] });
    else m.setView(SITE_CENTER, SITE_ZOOM + 1);
  });

  useEffect(() => {
    const m = map.current;
    const data = base.data?.data.features;
    if (!m || !data) return;
    const layer = L.geoJSON({ type: 'FeatureCollection', features: data as MapFeature[] } as GeoJsonObject, {
      style: { color: '#8c8c8c', weight: 0.5, fillOpacity: 0.1 },
      interactive: false,
    }).addTo(m);
    return () => {
      layer.remove();
    };
  }, [base.data]);

  useEffect(() => {
    const m = map.current;
    if (!m) return;
    const click = (e: L.LeafletMouseEvent) => {
      const p: Position = [Number(e.latlng.lng.toFixed(7)), Number(e.latlng.lat.toFixed(7))];
      if (kind === 'Point') onChange({ type: 'Point', coordinates: p });
      else {
        clicked.current = [...clicked.current, p];
        setVertices(clicked.current);
      }
    };
    m.on('click', click);
    return () => {
      m.off('click', click);
    };
  }, [kind, onChange]);

  useEffect(() => {
    const m = map.current;
    if (!m) return;
    shape.current?.remove();
    const latlngs = (ps: Position[]) => ps.map(([lng, lat]) => L.latLng(lat, lng));
    if (vertices.length) shape.current = L.polyline(latlngs(vertices), { color: '#f5222d' }).addTo(m);
    else if (value?.type === 'Point')
      shape.current = L.circleMarker(latlngs([value.coordinates])[0], { radius: 7, color: '#f5222d' }).addTo(
        m,
      );
    else if (value?.type === 'Polygon')
      shape.current = L.polygon(latlngs(value.coordinates[0]), { color: '#f5222d' }).addTo(m);
  }, [value, vertices]);

  const close = () => {
    const v = clicked.current;
    if (v.length < 3) return;
    onChange({ type: 'Polygon', coordinates: [[...v, v[0]]] });
    setClicked([]);
  };

  return (
    <div>
      <Typography.Text type="secondary">
        {t(kind === 'Point' ? 'gis.geometry.click_point' : 'gis.geometry.click_polygon')}
      </Typography.Text>
      <div ref={el} className="gis-map" style={{ height: 320, minHeight: 320 }} data-testid="draw-map" />
      {kind === 'Polygon' && (
        <Space style={{ marginTop: 8 }}>
          <Button onClick={close} disabled={vertices.length < 3} data-testid="draw-close">
            {t('gis.geometry.close_ring')}
          </Button>
          <Button onClick={() => setClicked([])}>{t('gis.geometry.clear')}</Button>
        </Space>
      )}
    </div>
  );
}
