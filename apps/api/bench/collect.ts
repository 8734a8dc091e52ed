/** What a run collects as it goes: each call's result, the steady-rate results, the EXPLAINs, the notes. */
export type Result = {
  db: 'postgres' | 'pglite';
  call: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  baseline_rps?: number;
  baseline_p99?: number;
  ratio?: number;
  statements?: number;
  note?: string;
};

export const SKIPPED_SUSTAINED = {
  target_rps: 300,
  mix: 'skipped',
  rps: 0,
  p50: 0,
  p99: 0,
  non2xx: 0,
  errors: 0,
  total: 0,
};
export const results: Result[] = [];
export type PacedResult = {
  call: string;
  rate: number;
  seconds: number;
  rps: number;
  p50: number;
  p90: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
};
export const pacedResults: PacedResult[] = [];
export const explains: {
  call: string;
  statement: string;
  ms: number;
  seq_scans_large: string[];
  seq_scans_small: string[];
  /** The indexes the plan reads (Index, Index Only and Bitmap Index scans), in plan order. */
  indexes: string[];
  plan: string;
}[] = [];
export const notes: string[] = [];
