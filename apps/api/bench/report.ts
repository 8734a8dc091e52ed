/** The run's report: the goals judged, latest.json's shape and latest.md. */
import {
  type explains,
  type PacedResult,
  pacedResults,
  type Result,
  results,
  type SKIPPED_SUSTAINED,
} from './collect';
import type { machine } from './lib';
import type { argon2Ceiling } from './load';
import type { archiveAtScale } from './postgres-run';
import type { webSide } from './web-side';

export function goals(sustained: { p99: number; non2xx: number; errors: number; runs?: unknown[] }) {
  const pgr = results.filter((r) => r.db === 'postgres');
  const lists = pgr.filter((r) => /list|bell/.test(r.call) && r.ratio !== undefined);
  const write = pgr.find((r) => r.call.startsWith('write'));
  return [
    // Issue 15: every list ≥ 0.9 of its bare-SQL baseline and ≥ 800 req/s.
    ...lists.map((r) => ({
      goal: `${r.call}: ≥ 90 % of baseline req/s`,
      value: `${Math.round((r.ratio ?? 0) * 100)} %`,
      met: (r.ratio ?? 0) >= 0.9,
    })),
    ...lists.map((r) => ({
      goal: `${r.call}: ≥ 800 req/s`,
      value: `${r.rps} req/s`,
      met: r.rps >= 800,
    })),
    {
      goal: 'p99 ≤ 50 ms at 300 req/s, every one of the consecutive runs',
      value: `${sustained.p99} ms (worst of ${sustained.runs?.length ?? 1})`,
      met: sustained.p99 <= 50,
    },
    {
      goal: '0 errors at 300 req/s',
      value: `${sustained.non2xx + sustained.errors}`,
      met: sustained.non2xx + sustained.errors === 0,
    },
    { goal: 'write ≥ 1,000 req/s', value: `${write?.rps ?? 0} req/s`, met: (write?.rps ?? 0) >= 1000 },
    // Issue 29: the global search's p95 at a steady rate.
    ...pacedResults
      .filter((r) => r.call.startsWith('global search'))
      .map((r) => ({
        goal: `global search p95 ≤ 50 ms at ${r.rate} req/s (PostgreSQL)`,
        value: `${r.p95} ms`,
        met: r.p95 <= 50 && r.non2xx + r.errors === 0,
      })),
    // Issue 35: every dashboard's p95, as served and cold.
    ...pacedResults
      .filter((r) => r.call.startsWith('dashboard '))
      .map((r) => ({
        goal: `${r.call}: p95 ≤ 100 ms at ${r.rate} req/s (PostgreSQL)`,
        value: `${r.p95} ms`,
        met: r.p95 <= 100 && r.non2xx + r.errors === 0,
      })),
  ];
}

export const dataLine = (d: { table: string; rows: number; ms: number; skipped?: string }) =>
  `${d.table}: ${d.skipped ? `skipped (${d.skipped})` : `${d.rows.toLocaleString('en')} rows in ${(d.ms / 1000).toFixed(1)} s`}`;

export function explainLine(e: (typeof explains)[number]) {
  const large = e.seq_scans_large.length ? `**${e.seq_scans_large.join(', ')}**` : 'none';
  const small = e.seq_scans_small.length ? ` (small: ${e.seq_scans_small.join(', ')})` : '';
  const stmt = e.statement.slice(0, 160).replace(/\|/g, '\\|');
  const indexes = (e.indexes ?? []).join(', ') || '—';
  return `| ${e.call} | ${e.ms} | ${large}${small} | ${indexes} | \`${stmt}\` |`;
}

/** What a run writes to `latest.json`, and `latest.md` reads. */
export type Report = {
  date: string;
  machine: ReturnType<typeof machine> & { loadavg_at_start: number[]; loadavg_at_end: number[] };
  settings: { connections: number; duration_s: number; sustained_s: number; api: string; baseline: string };
  data: { postgres: Parameters<typeof dataLine>[0][]; pglite: Parameters<typeof dataLine>[0][] | null };
  results: Result[];
  sustained: typeof SKIPPED_SUSTAINED & { runs?: { p99: number }[] };
  archive: Awaited<ReturnType<typeof archiveAtScale>> | null;
  paced: PacedResult[];
  explain: typeof explains;
  argon2: Awaited<ReturnType<typeof argon2Ceiling>>;
  web: Awaited<ReturnType<typeof webSide>> | null;
  goals: ReturnType<typeof goals>;
  notes: string[];
};

export function markdown(r: Report): string {
  const m = r.machine;
  const lines = [
    '# Benchmarks — latest run',
    '',
    `Date: ${r.date}. Machine: ${m.nproc} cores (${m.cpu}), ${m.memory_gib} GiB, Node ${m.node}, ${m.postgres}. Load average at start ${m.loadavg_at_start.join(' ')}, at end ${m.loadavg_at_end.join(' ')} (other work on the machine shows here).`,
    '',
    `API: ${r.settings.api}. Baseline: ${r.settings.baseline}. autocannon, ${r.settings.connections} connections, ${r.settings.duration_s} s a call after a 2 s warm-up (PostgreSQL: API and baseline alternate in eight slices, A B B A B A A B; req/s is the mean, p99 the worst slice).`,
    '',
    '| database | call | req/s | p50 ms | p99 ms | non-2xx | baseline req/s | baseline p99 | ratio | SQL stmts |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...r.results.map(
      (x) =>
        `| ${x.db} | ${x.call}${x.note ? ` ¹` : ''} | ${x.rps} | ${x.p50} | ${x.p99} | ${x.non2xx} | ${x.baseline_rps ?? '—'} | ${x.baseline_p99 ?? '—'} | ${x.ratio ?? '—'} | ${x.statements ?? '—'} |`,
    ),
    '',
    ...r.results.filter((x) => x.note).map((x) => `¹ ${x.db}, ${x.call}: ${x.note}`),
    '',
    `Sustained (PostgreSQL): target ${r.sustained.target_rps} req/s, ${r.sustained.mix}, ${r.settings.sustained_s} s → ${r.sustained.rps} req/s, p50 ${r.sustained.p50} ms, **p99 ${r.sustained.p99} ms**, ${r.sustained.non2xx} non-2xx, ${r.sustained.errors} errors, ${r.sustained.total} requests${r.sustained.runs ? ` (the worst of ${r.sustained.runs.length} consecutive runs; p99 of each: ${r.sustained.runs.map((x: { p99: number }) => `${x.p99} ms`).join(', ')})` : ''}.`,
    '',
    ...(r.paced.length
      ? [
          '## Steady rate (p95)',
          '',
          `Each call alone on the API, evenly paced (open loop: a late answer counts from when its request was due), after its autocannon load: issue 29 asks the global search's p95, issue 35 the dashboards' (a dashboard also cold: the baseline replaying, on every call, the SQL of the request that computed its shared answer).`,
          '',
          '| call | rate req/s | s | delivered req/s | p50 ms | p90 ms | **p95 ms** | p99 ms | non-2xx | errors |',
          '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
          ...r.paced.map(
            (x) =>
              `| ${x.call} | ${x.rate} | ${x.seconds} | ${x.rps} | ${x.p50} | ${x.p90} | **${x.p95}** | ${x.p99} | ${x.non2xx} | ${x.errors} |`,
          ),
          '',
        ]
      : []),
    `argon2id at ${r.argon2.memory_kib} KiB, t=${r.argon2.time_cost}: ${r.argon2.verifications_per_s} verifications/s on this machine (the ceiling of any login).`,
    '',
    '## Goals',
    '',
    '| goal | measured | met |',
    '|---|---|---|',
    ...r.goals.map((g) => `| ${g.goal} | ${g.value} | ${g.met ? 'yes' : '**no**'} |`),
    '',
    ...(r.archive
      ? [
          '## Season archive (PostgreSQL, the whole season)',
          '',
          `${r.archive.rows} rows of ${r.archive.tables} tables written in ${r.archive.seconds} s (${r.archive.rows_per_s} rows/s), ${r.archive.mib} MiB gzip, SHA-256 computed on the way.`,
          '',
        ]
      : []),
    '## Data',
    '',
    ...r.data.postgres.map((d) => `- PostgreSQL ${dataLine(d)}`),
    ...(r.data.pglite ? r.data.pglite.map((d) => `- PGlite ${dataLine(d)}`) : []),
    '',
    '## EXPLAIN (ANALYZE) of every captured select',
    '',
    '| call | ms | seq scan on a large table | indexes | statement |',
    '|---|---:|---|---|---|',
    ...r.explain.map((e) => explainLine(e)),
    '',
  ];
  if (r.web) {
    lines.push('## Web', '');
    if (r.web.note) lines.push(r.web.note, '');
    lines.push('| route (lazy chunk) | JS files | gzip KiB | raw KiB |', '|---|---:|---:|---:|');
    for (const x of r.web.routes) lines.push(`| ${x.route} | ${x.files} | ${x.gzip_kib} | ${x.raw_kib} |`);
    lines.push(
      '',
      '| Lighthouse page | form | performance | FCP ms | LCP ms | speed index ms | TBT ms | CLS | accessibility | note |',
      '|---|---|---:|---:|---:|---:|---:|---:|---:|---|',
    );
    for (const x of r.web.lighthouse) {
      const m = x.metrics;
      lines.push(
        `| ${x.page} | ${x.form} | ${x.performance ?? '—'} | ${m ? `${m.fcp} | ${m.lcp} | ${m.si} | ${m.tbt} | ${m.cls}` : '— | — | — | — | —'} | ${x.accessibility ?? '—'} | ${x.note ?? ''} |`,
      );
    }
    lines.push('');
  }
  if (r.notes.length) lines.push('## Notes', '', ...r.notes.map((n: string) => `- ${n}`), '');
  return lines.join('\n');
}
