import { z } from 'zod';
import { filterId, id, optionalText, requiredId } from '../fields';
import { ListBodyBaseSchema } from '../list';

// ---------------------------------------------------------------------------------------------
// Public benefits (spec 001 §2 "Public benefits", §3 "Public benefit", §5): shared facilities
// (washroom complexes and similar) with a label number and a number of rooms, whose rooms are
// assigned to camps; the rooms assigned never add up to more than the facility has.
// ---------------------------------------------------------------------------------------------

const rooms = (key: 'benefit.rooms_required' | 'benefit.camp_rooms_required') =>
  z.coerce.number({ error: key }).int({ error: key }).min(1, { error: key }).max(10_000, { error: key });

/** `POST general/public-benefits/store` and `update/{id}`. */
export const PublicBenefitSchema = z.object({
  label_number: z
    .string({ error: 'benefit.label_required' })
    .trim()
    .min(1, { error: 'benefit.label_required' })
    .max(50),
  num_of_rooms: rooms('benefit.rooms_required'),
  square_id: z.preprocess((v) => (v === '' ? null : v), id.nullish()),
  description: optionalText(1000),
});

/** `POST general/public-benefits/camps/store`: rooms of a facility given to a camp. */
export const PublicBenefitCampStoreSchema = z.object({
  public_benefit_id: requiredId('benefit.benefit_required'),
  camp_id: requiredId('benefit.camp_required'),
  camp_num_of_rooms: rooms('benefit.camp_rooms_required'),
});

/** `POST general/public-benefits/camps?page`. */
export const PublicBenefitCampListBodySchema = ListBodyBaseSchema.extend({
  public_benefit_id: filterId,
  camp_id: filterId,
});
