/** The bench's settings (from the environment) and what every stage shares: the log, the API's production environment. */
import type { CallDef } from './calls';

export const DURATION = Number(process.env.BENCH_DURATION ?? 10);
export const SUSTAIN = Number(process.env.BENCH_SUSTAIN ?? 60);
export const SUSTAIN_RUNS = Number(process.env.BENCH_SUSTAIN_RUNS ?? 3);
export const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
export const ONLY = new Set((process.env.BENCH_ONLY ?? '').split(',').filter(Boolean));
export const REUSE = process.env.BENCH_REUSE_DB === '1';
/**
 * The steady-rate calls (issues 29 and 35 ask a p95 at a modest rate, which autocannon's saturating
 * load does not give): each alone at BENCH_PACED_RATE req/s (default 30) for BENCH_PACED_S seconds
 * (default 20), evenly paced (paced.ts), after its autocannon load.
 */
export const PACED_RATE = Number(process.env.BENCH_PACED_RATE ?? 30);
export const PACED_S = Number(process.env.BENCH_PACED_S ?? 20);
export const isPaced = (c: CallDef) => c.id === 'global-search' || c.id?.startsWith('dash-') === true;
export const CONNECTIONS = 50;
export const CODE_SECRET = 'bench-code-secret-0123456789abcdef';
/** BENCH_DB_NAME: another name, so two worktrees' runs on one server do not drop each other's. */
export const DB_NAME = process.env.BENCH_DB_NAME ?? 'mashaer_bench';
export const IDENTITIES = 50;
export const log = (...a: unknown[]) => console.log(...a);

export function prodEnv(extra: Record<string, string>) {
  return {
    NODE_ENV: 'production',
    CODE_SECRET,
    PUBLIC_URL: 'https://mena.example.test',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    SEED_DEMO: 'true',
    DATABASE_POOL_MAX: '20',
    ...extra,
  };
}
