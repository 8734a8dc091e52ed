/** What the camps area answers (issue 13 §3): countries and camps. */
import { z } from 'zod';
import { id } from '../fields';
import { ASSIGNMENT_STATUSES } from '../list-constants';
import { DatedNamesRowSchema, flag, instant, int, maybe, type StatusColor, text } from '../records';
import type { AppointmentStatus } from './appointments';
import type { AssignmentStatus } from './assignments';
import { CAMP_STATUSES, type CampStatus } from './camps';

/** A country (`general/countries`, spec §7): its names and when it was written. */
export const CountryRowSchema = DatedNamesRowSchema;

/**
 * A camp as `POST general/camps` lists it and `edit/{id}` reads it: its columns (`is_developed` as
 * 1/0), its square and city, its active assignment and holder, labels in the caller's language.
 */
export const CampRowSchema = z.object({
  id,
  uuid: text,
  square_id: id,
  city_id: maybe(id),
  camp_number: text,
  camp_name: text,
  status: z.enum(CAMP_STATUSES),
  status_text: text,
  is_developed: flag,
  mina_label: maybe(text),
  mina_plot_number: maybe(text),
  tents_count: int,
  size: int,
  created_at: instant,
  updated_at: instant,
  square_name: text,
  square_name_en: text,
  city_name: maybe(text),
  city_name_en: maybe(text),
  assign_camp_id: maybe(id),
  assign_status: maybe(z.enum(ASSIGNMENT_STATUSES)),
  assign_status_text: maybe(text),
  company_id: maybe(id),
  company_name: maybe(text),
  company_name_en: maybe(text),
});
export type CampRow = z.infer<typeof CampRowSchema>;

export const ASSIGNMENT_STATUS_COLORS: Record<AssignmentStatus, StatusColor> = {
  pending: 'gold',
  appointment: 'blue',
  answered: 'purple',
  deliverd: 'green',
  returned: 'default',
};

export const APPOINTMENT_STATUS_COLORS: Record<AppointmentStatus, StatusColor> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
};

export const CAMP_STATUS_COLORS: Record<CampStatus, StatusColor> = { ready: 'green', notready: 'orange' };
