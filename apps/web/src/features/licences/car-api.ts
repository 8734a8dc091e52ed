import type { CarLicenceStatus } from '@mashaer/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { fetchListPage } from '../../api/list';
import type { TimelineEvent } from '../../components/timeline/timeline';

/** The API path of car entry licences (spec 001 §7, under licenseCarOrder). */
export const CAR = 'general/licenseCarOrder';

export type CarRow = {
  id: number;
  camp_id: number;
  camp_number: string;
  square_name: string;
  company_name: string;
  plate_number: string;
  driver_name: string;
  driver_identity: string;
  period: number;
  visit_cause: string;
  status: CarLicenceStatus;
  status_text: string;
  allowed_actions: string[];
  reject_cause: string | null;
  approval_date: string | null;
  expire_date: string | null;
  created_at: string;
} & Record<string, unknown>;
export type CarView = CarRow & {
  title: string;
  timeline: TimelineEvent[];
  document: { url: string | null; validity: string; validity_text: string | null } | null;
};

/** The camps a car licence can be asked for: the list's `camp_id` filter options (one row fetched). */
export const carCampsQuery = () =>
  queryOptions({ queryKey: ['car', 'camps'], queryFn: () => fetchListPage<CarRow>(CAR, { paginate: 1 }, 1) });
export const carViewQuery = (id: string) =>
  queryOptions({
    queryKey: ['car', 'view', id],
    queryFn: () => api.get<{ data: CarView }>(`${CAR}/view/${id}`),
    gcTime: 0,
  });
