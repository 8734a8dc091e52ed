import { type Geometry, shapeEndpoints } from '@mashaer/contract';
import { call } from '../../../api/call';
import type { ShapeLayer } from './map-style';

// Drawing a camp's or a square's polygon (issue 34 §3): in the drawing dialog's own chunk, since
// the endpoints' schemas bring zod, which the map itself does not need.

/** The contract's check of a drawn shape (the form's rule, before the call). */
export const shapeBody = shapeEndpoints.camps.body;

/** Saves a camp's or a square's polygon: the server's message, or a 422 with `geometry`'s errors. */
export const saveShape = (layer: ShapeLayer, id: number, geometry: Geometry) =>
  call(shapeEndpoints[layer], { params: { id }, body: { geometry } });
