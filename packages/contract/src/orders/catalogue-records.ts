/** The orders catalogue's rows (plain resources: list rows, and the record `edit`, `store`, `update` answer). */
import { z } from 'zod';
import { id } from '../fields';
import { instant, int, maybe, text } from '../records';

const written = { created_at: instant, updated_at: instant };

/** A specialty (`general/specialist`); doc 000 §3: its flags also in words. */
export const SpecialistRowSchema = z.object({
  id,
  name: text,
  name_en: text,
  note: maybe(text),
  is_req: int,
  active: int,
  cat_id: maybe(id),
  ...written,
  status_text: text,
  is_req_text: text,
});

/** A service of a specialty (`general/services`); `price` in halalas. */
export const ServiceRowSchema = z.object({
  id,
  specialist_id: id,
  name: text,
  name_en: text,
  days_count: int,
  price: maybe(int),
  needs_attachment: int,
  active: int,
  ...written,
});

/** An input a service asks for (`general/services_inputs`). */
export const ServiceInputRowSchema = z.object({
  id,
  service_id: id,
  label: text,
  label_en: text,
  type: text,
  required: int,
  options: maybe(text),
  ...written,
});

/** A pledge a service requires (`general/pledges`). */
export const PledgeRowSchema = z.object({
  id,
  service_id: id,
  title: text,
  title_en: text,
  body: text,
  required: int,
  ...written,
});

/** A guide office (`general/guide_offices`). */
export const GuideOfficeRowSchema = z.object({
  id,
  name: text,
  name_en: text,
  phone: maybe(text),
  email: maybe(text),
  license_number: maybe(text),
  active: int,
  ...written,
});

/** `general/services/specialities-services/{id}`: the active services of one specialty. */
export const CatalogueServicesAnswerSchema = z.object({ data: z.array(ServiceRowSchema) });
