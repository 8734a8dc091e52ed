import { z } from 'zod';

/** Spec doc 001 §3 "Country": id, name, name_en. */
export const CountrySchema = z.object({
  name: z.string().trim().min(1).max(100),
  name_en: z.string().trim().min(1).max(100),
});
