import type { CampColorBy, MapLayer } from '@mashaer/contract';

/** The colour of each value a camp may be coloured by (the legend lists them in this order). */
export const CAMP_COLORS: Record<CampColorBy, Record<string, string>> = {
  assignment: {
    unassigned: '#d9d9d9',
    pending: '#faad14',
    appointment: '#1677ff',
    answered: '#722ed1',
    deliverd: '#52c41a',
  },
  readiness: {
    none: '#d9d9d9',
    draft: '#bfbfbf',
    pending: '#faad14',
    approved: '#52c41a',
    rejected: '#f5222d',
  },
  violations: { '0': '#52c41a', '1': '#faad14', many: '#f5222d' },
};

/** Each register layer's colour on the map and in the legend. */
export const LAYER_COLORS: Record<MapLayer, string> = {
  zones: '#8c8c8c',
  squares: '#595959',
  camps: '#1677ff',
  locations: '#13c2c2',
  kitchens: '#fa541c',
  tents: '#a0d911',
  containers: '#2f54eb',
  plots: '#eb2f96',
  establishments: '#fa8c16',
  waterTapes: '#1890ff',
  washrooms: '#9254de',
  electricalMeters: '#fadb14',
};

/** A register layer's screen path (the card's link). */
export const LAYER_PATHS: Partial<Record<MapLayer, string>> = {
  camps: '/camps',
  locations: '/locations',
  kitchens: '/kitchens',
  tents: '/tents',
  containers: '/containers',
  plots: '/plots',
  establishments: '/establishments',
  waterTapes: '/water-tapes',
  washrooms: '/washrooms',
  electricalMeters: '/electrical-meters',
};

/** The site's centre (Mina) and a zoom that shows the valley. */
export const SITE_CENTER: [number, number] = [21.414, 39.889];
export const SITE_ZOOM = 15;

/** The layers whose polygons are drawn on the map itself (issue 34 §3: camps and squares). */
const SHAPE_LAYERS = ['camps', 'squares'] as const;
export type ShapeLayer = (typeof SHAPE_LAYERS)[number];
export const isShapeLayer = (layer: unknown): layer is ShapeLayer => SHAPE_LAYERS.some((l) => l === layer);
