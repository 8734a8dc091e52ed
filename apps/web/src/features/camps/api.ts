import type {
  AssignmentRecord,
  AssignmentRow,
  CampFormDataSchema,
  CampsBySquareSchema,
  FilterOption,
} from '@mashaer/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../api/client';
import { fetchListPage } from '../../api/list';

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

/** `GET general/camps/get-all-data`: the options of the camp and assignment forms. */
export const useAllData = () =>
  useQuery({
    queryKey: ['camps', 'all-data'],
    queryFn: () => api.get<z.infer<typeof CampFormDataSchema>>('general/camps/get-all-data'),
    staleTime: 60_000,
  });

/** Assignments that may be booked (awaiting appointment, or booked and not yet received). */
export const bookableQuery = () =>
  queryOptions({
    queryKey: ['camps', 'bookable'],
    queryFn: async () => {
      const [pending, booked] = await Promise.all(
        ['pending', 'appointment'].map((status) =>
          fetchListPage<AssignmentRow>(PATHS.assignments, { status, paginate: 500 }, 1),
        ),
      );
      return [...pending.data.data, ...booked.data.data];
    },
  });

type SquareCamp = z.infer<typeof CampsBySquareSchema>['data'][number];

/** `GET general/camps/camp-by-square/{id}`. */
export const useCampsOfSquare = (squareId: number | undefined) =>
  useQuery({
    queryKey: ['camps', 'camp-by-square', squareId],
    queryFn: () => api.get<{ data: SquareCamp[] }>(`general/camps/camp-by-square/${squareId}`),
    enabled: Boolean(squareId),
  });

export type Assignment = AssignmentRecord;
export type AttachmentMeta = Assignment['attachment'];

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
