import { type Geometry, geometryIssue } from '@mashaer/contract';
import { Button, Input, Space } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The drawing map (Leaflet) is its own chunk, fetched only when someone draws.
const DrawMap = lazy(() => import('./map/draw-map'));

type Props = {
  value?: Geometry | string;
  onChange?: (v: Geometry | string | undefined) => void;
  /** The shape a new record usually has (the register's declaration). */
  kind: 'Point' | 'Polygon';
};

const asText = (v: Props['value']) => (v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));

/**
 * The one geometry field of the GIS forms: GeoJSON text (pasted, or as the map draws it) and a
 * map to draw on. What cannot be read stays text, so the schema's rule says why under the field.
 */
export function GeometryField({ value, onChange, kind }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(asText(value));
  const [drawing, setDrawing] = useState(false);
  useEffect(() => setText(asText(value)), [value]);
  const change = (s: string) => {
    setText(s);
    if (!s.trim()) return onChange?.(undefined);
    try {
      onChange?.(JSON.parse(s) as Geometry);
    } catch {
      onChange?.(s);
    }
  };
  const geometry = typeof value === 'object' && !geometryIssue(value) ? value : undefined;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Input.TextArea
        dir="ltr"
        rows={3}
        value={text}
        onChange={(e) => change(e.target.value)}
        placeholder='{"type":"Point","coordinates":[39.89,21.414]}'
        data-testid="geometry"
      />
      <Button onClick={() => setDrawing((d) => !d)} data-testid="geometry-draw">
        {t(drawing ? 'gis.geometry.hide' : 'gis.geometry.draw')}
      </Button>
      {drawing && (
        <Suspense fallback={null}>
          <DrawMap kind={kind} value={geometry} onChange={(g) => change(JSON.stringify(g))} />
        </Suspense>
      )}
    </Space>
  );
}
