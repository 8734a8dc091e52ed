import type { ScreenRoute } from '../../routing/route-types';
import { newsBar, terms } from './resources';

/** Content management (spec 000 §2): the news bar and the terms' versions (the rest: see README). */
export const cmsRoutes: ScreenRoute[] = [...newsBar.routes, ...terms.routes];
