import type { FilterOption, TimelineEvent } from '@mashaer/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { fetchListPage } from '../../api/list';
import type { AssignRow } from './assign/assign-list';

/** The API paths of the camps area (spec §7, verbatim). */
export const PATHS = {
  squares: 'general/squares',
  cities: 'general/cities',
  camps: 'general/camps',
  assignments: 'general/camps/index',
  deliveries: 'general/deliveries',
  appointments: 'general/appointments',
  absences: 'general/absence_history',
} as const;

export type Option = FilterOption & { type_code?: string };
type AllData = {
  squares: Option[];
  cities: Option[];
  countries: Option[];
  companies: Option[];
  statuses: Option[];
};

/** `GET general/camps/get-all-data`: the options of the camp and assignment forms. */
export const useAllData = () =>
  useQuery({
    queryKey: ['camps', 'all-data'],
    queryFn: () => api.get<{ data: AllData }>('general/camps/get-all-data'),
    staleTime: 60_000,
  });

/** Assignments that may be booked (awaiting appointment, or booked and not yet received). */
export const bookableQuery = () =>
  queryOptions({
    queryKey: ['camps', 'bookable'],
    queryFn: async () => {
      const [pending, booked] = await Promise.all(
        ['pending', 'appointment'].map((status) =>
          fetchListPage<AssignRow>(PATHS.assignments, { status, paginate: 500 }, 1),
        ),
      );
      return [...pending.data.data, ...booked.data.data];
    },
  });

type SquareCamp = { id: number; camp_number: string; is_assigned: 0 | 1; status_text: string };

/** `GET general/camps/camp-by-square/{id}`. */
export const useCampsOfSquare = (squareId: number | undefined) =>
  useQuery({
    queryKey: ['camps', 'camp-by-square', squareId],
    queryFn: () => api.get<{ data: SquareCamp[] }>(`general/camps/camp-by-square/${squareId}`),
    enabled: Boolean(squareId),
  });

type TimelineEntry = TimelineEvent & {
  from_status: string | null;
  to_status: string;
  note: string | null;
  user_name: string | null;
};
export type AttachmentMeta = { id: number; original_name: string; size: number; url: string } | null;

export type Assignment = {
  id: number;
  camp_id: number;
  square_id: number;
  camp_name: string;
  square_name: string;
  company_name: string;
  company_type_code: string | null;
  receiver_company_id: number;
  receiver_cr: string;
  receiver_cr_label: 'centre_number' | 'license_number';
  country_id: number | null;
  country: string | null;
  pilgrims_count: number | null;
  notes: string | null;
  status: string;
  status_text: string;
  attachment: AttachmentMeta;
  assign_file: AttachmentMeta;
  history: TimelineEntry[];
  next_statuses: string[];
  /** The workflow actions open to the caller (the kernel's `allowed_actions`). */
  allowed_actions: string[];
  appointments: { id: number; appointment: string; status: string; status_text: string }[];
};

/** One assignment: the authority's `editCampAssign/{id}` or the company's `editCampByCompany/{id}`. */
export const assignmentKey = (id: string | undefined) => ['camps', 'assignment', id] as const;
export const useAssignment = (id: string | undefined, asCompany: boolean) =>
  useQuery({
    queryKey: assignmentKey(id),
    queryFn: () =>
      api.get<{ data: Assignment }>(
        `general/camps/${asCompany ? 'editCampByCompany' : 'editCampAssign'}/${id}`,
      ),
    enabled: Boolean(id),
  });
