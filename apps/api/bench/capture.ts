/**
 * Captures the SQL an endpoint runs: the real app, built in this process on the bench database,
 * answers one request while every statement `pg` sends is recorded (text, parameters, row mode,
 * start and end). The baseline server replays exactly these statements, with the same grouping:
 * statements that overlapped run in parallel, a transaction runs on one connection in order.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';

/** `name`: a prepared statement, replayed as one too (the baseline gets the same saving). */
export type Stmt = { text: string; values?: unknown[]; rowMode?: string; name?: string };
export type Segment = { kind: 'tx' | 'parallel'; stmts: Stmt[] };
export type Plan = Segment[];

type Rec = Stmt & { client: number; t0: number; t1: number };

let recording: Rec[] | null = null;
const ids = new WeakMap<object, number>();
let nextId = 0;

/** Wraps pg's Client.query once; records only between start() and stop(). */
export function installCapture() {
  const proto = pg.Client.prototype as unknown as {
    query: (...a: unknown[]) => unknown;
    __captured?: boolean;
  };
  if (proto.__captured) return;
  proto.__captured = true;
  const orig = proto.query;
  proto.query = function (this: object, config: unknown, values?: unknown, cb?: unknown) {
    if (!recording) return orig.call(this, config, values, cb);
    let id = ids.get(this);
    if (id === undefined) {
      id = ++nextId;
      ids.set(this, id);
    }
    const c = config as { text?: string; values?: unknown[]; rowMode?: string; name?: string };
    const rec: Rec = {
      client: id,
      text: typeof config === 'string' ? config : (c.text ?? ''),
      values:
        typeof config === 'string'
          ? (values as unknown[] | undefined)
          : (c.values ?? (values as unknown[] | undefined)),
      rowMode: typeof config === 'string' ? undefined : c.rowMode,
      name: typeof config === 'string' ? undefined : c.name,
      t0: performance.now(),
      t1: Number.POSITIVE_INFINITY,
    };
    recording.push(rec);
    const r = orig.call(this, config, values, cb) as Promise<unknown> | undefined;
    if (r && typeof r.then === 'function') {
      const done = () => {
        rec.t1 = performance.now();
      };
      r.then(done, done);
    }
    return r;
  };
}

export async function capture(run: () => Promise<unknown>): Promise<Plan> {
  recording = [];
  try {
    await run();
  } finally {
    // Let the last completions land.
    await new Promise((r) => setTimeout(r, 5));
  }
  const recs = recording;
  recording = null;
  return toPlan(recs);
}

function toPlan(recs: Rec[]): Plan {
  const plan: Plan = [];
  const open = new Map<number, Segment>();
  for (const r of [...recs].sort((a, b) => a.t0 - b.t0)) {
    const t = r.text.trim().toLowerCase();
    const stmt: Stmt = { text: r.text, values: r.values, rowMode: r.rowMode, name: r.name };
    if (t === 'begin' || t.startsWith('begin ') || t.startsWith('start transaction')) {
      const seg: Segment = { kind: 'tx', stmts: [stmt] };
      open.set(r.client, seg);
      plan.push(seg);
      continue;
    }
    const tx = open.get(r.client);
    if (tx) {
      tx.stmts.push(stmt);
      if (t === 'commit' || t === 'rollback') open.delete(r.client);
      continue;
    }
    const last = plan.at(-1) as (Segment & { end?: number }) | undefined;
    if (last && last.kind === 'parallel' && r.t0 < (last.end ?? 0)) {
      last.stmts.push(stmt);
      last.end = Math.max(last.end ?? 0, r.t1);
    } else {
      plan.push(Object.assign({ kind: 'parallel' as const, stmts: [stmt] }, { end: r.t1 }));
    }
  }
  return plan.map((s) => ({ kind: s.kind, stmts: s.stmts }));
}

/** Runs a plan on a pool as the app did; answers the rows of its largest result. */
export async function replay(pool: pg.Pool, plan: Plan) {
  let biggest: unknown[] = [];
  const keep = (rows: unknown[]) => {
    if (rows.length >= biggest.length) biggest = rows;
  };
  for (const seg of plan) {
    if (seg.kind === 'tx') {
      const c = await pool.connect();
      try {
        for (const s of seg.stmts) keep((await c.query(s as pg.QueryConfig)).rows);
      } finally {
        c.release();
      }
    } else {
      const rs = await Promise.all(seg.stmts.map((s) => pool.query(s as pg.QueryConfig)));
      for (const r of rs) keep(r.rows);
    }
  }
  return biggest;
}

export const statementCount = (plan: Plan) => plan.reduce((n, s) => n + s.stmts.length, 0);
