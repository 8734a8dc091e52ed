import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** `POST general/search` (issue 29 §2): the one search box's call. */
const GlobalSearchBodySchema = z.object({
  search: z.string().max(100),
  /** Records a group shows at most (default 5). */
  limit: z.coerce.number().int().min(1).max(10).optional(),
});

/** One record found: its area (the group), its id (the screen to open), what to show. */
const GlobalSearchHitSchema = z.object({
  area: z.string(),
  id: z.number().int(),
  title: z.string().nullable(),
  subtitle: z.string().nullable(),
  status: z.string().nullable(),
  /** The status in the caller's language, as the area's screens write it. */
  status_text: z.string().nullable(),
  /** Its colour, as the area's screens show it. */
  status_color: z.string().nullable(),
});
export type GlobalSearchHit = z.infer<typeof GlobalSearchHitSchema>;

/** The records found, grouped by area in the order the areas answer, each group limited. */
const GlobalSearchResponseSchema = z.object({ data: z.array(GlobalSearchHitSchema) });

export const searchEndpoints = {
  search: defineEndpoint({
    method: 'POST',
    path: 'general/search',
    body: GlobalSearchBodySchema,
    response: GlobalSearchResponseSchema,
  }),
};
