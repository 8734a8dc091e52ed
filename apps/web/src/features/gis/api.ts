import type {
  AnswerData,
  CampColorBy,
  DatedNamesRowSchema,
  FeatureCollectionSchema,
  gisEndpoints,
  MapLayer,
} from '@mashaer/contract';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../api/client';

type FeatureCollection = z.infer<typeof FeatureCollectionSchema>;
type Square = z.infer<typeof DatedNamesRowSchema>;

/** The GIS area's API paths (ARCHITECTURE §3; the spec does not show them). */
export const GIS = {
  zones: 'general/zones',
  features: 'general/map/features',
  campSearch: 'general/map/camp-search',
  squares: 'general/squares',
  importFile: (path: string) => `general/${path}/import`,
  exportFile: (path: string) => `general/${path}/export`,
} as const;

export const squareOptionsQuery = () =>
  queryOptions({
    queryKey: ['gis', 'squares'],
    queryFn: () =>
      api
        .post<{ data: { data: Square[] } }>(`${GIS.squares}?page=1`, { paginate: 500 })
        .then((r) => r.data.data),
    staleTime: 300_000,
  });

/** Every map features query (the map's, the drawing map's) starts with this key. */
export const FEATURES_KEY = ['gis', 'features'] as const;

export const mapFeaturesQuery = (layers: MapLayer[], colorBy: CampColorBy) =>
  queryOptions({
    queryKey: [...FEATURES_KEY, layers, colorBy],
    queryFn: () =>
      api.post<{ data: FeatureCollection; took_ms: number }>(GIS.features, { layers, color_by: colorBy }),
    staleTime: 60_000,
  });

type CampHit = AnswerData<typeof gisEndpoints.mapCampSearch>[number];

export const searchCamps = (campNumber: string) =>
  api.post<{ data: CampHit[] }>(GIS.campSearch, { camp_number: campNumber }).then((r) => r.data);
