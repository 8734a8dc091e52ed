import type { CarLicenceRow, CarLicenceView } from '@mashaer/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { fetchListPage } from '../../api/list';

/** The API path of car entry licences (spec 001 §7, under licenseCarOrder). */
export const CAR = 'general/licenseCarOrder';

/** The answers as the API sends them (the contract's response schemas). */
export type CarRow = CarLicenceRow & Record<string, unknown>;
type CarView = CarLicenceView;

/** The camps a car licence can be asked for: the list's `camp_id` filter options (one row fetched). */
export const carCampsQuery = () =>
  queryOptions({ queryKey: ['car', 'camps'], queryFn: () => fetchListPage<CarRow>(CAR, { paginate: 1 }, 1) });
export const carViewQuery = (id: string) =>
  queryOptions({
    queryKey: ['car', 'view', id],
    queryFn: () => api.get<{ data: CarView }>(`${CAR}/view/${id}`),
    gcTime: 0,
  });
