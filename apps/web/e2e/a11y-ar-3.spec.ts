import { sweep } from './a11y-sweep';

// A quarter of the screens (a11y-sweep.ts: the shards keep both workers busy to the end).
sweep('ar', 3, 4);
