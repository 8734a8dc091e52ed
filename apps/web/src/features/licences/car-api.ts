import type { CarLicenceListRow } from '@mashaer/contract';
import { queryOptions } from '@tanstack/react-query';
import { fetchListPage } from '../../api/list';

/** The API path of car entry licences (spec 001 §7, under licenseCarOrder). */
export const CAR = 'general/licenseCarOrder';

/** The answers as the API sends them (the contract's response schemas). */
export type CarRow = CarLicenceListRow & Record<string, unknown>;

/** The camps a car licence can be asked for: the list's `camp_id` filter options (one row fetched). */
export const carCampsQuery = () =>
  queryOptions({ queryKey: ['car', 'camps'], queryFn: () => fetchListPage<CarRow>(CAR, { paginate: 1 }, 1) });
