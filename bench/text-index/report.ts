/**
 * The text-index comparison's report (markdown): build figures of both indexes, then per query
 * the totals and latencies, whether both found the same events, the terms after each side's
 * folding, and the semantics that can make them differ.
 */
import { cpus, loadavg, platform, totalmem } from 'node:os';
import type { Task } from 'tinybench';
import type { Corpus, Row } from './corpus.js';
import type { FlexBuilt } from './flexsearch.js';
import { count, mib, micros, seconds } from './format.js';
import { ITERATIONS, TIME_MS } from './measure.js';
import type { OursBuilt } from './ours.js';

function stats(task: Task | undefined): { median: string; p99: string; samples: number } {
  const result = task?.result;
  if (!result || (result.state !== 'completed' && result.state !== 'aborted-with-statistics'))
    return { median: '-', p99: '-', samples: 0 };
  return { median: micros(result.latency.p50), p99: micros(result.latency.p99), samples: result.latency.samplesCount };
}

export interface ReportInput {
  corpus: Corpus;
  rows: readonly Row[];
  ours: OursBuilt;
  flex: Pick<FlexBuilt, 'ms' | 'heap'>;
  flexsearchVersion: string;
  /** The 1-minute load average when the run started (the one at its end is read here). */
  loadAtStart: number;
}

/** Date, machine, versions, load and command. */
function headerLines({ corpus, flexsearchVersion, loadAtStart }: ReportInput): string[] {
  const { events, store } = corpus;
  const cpu = cpus();
  const machine = `${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${platform()}`;
  return [
    '# Text index: ours (Roaring posting lists) vs FlexSearch',
    '',
    `- Date: ${new Date().toISOString().slice(0, 10)}`,
    `- Machine: ${machine}`,
    `- Node ${process.version}, FlexSearch ${flexsearchVersion}, tinybench (time ${TIME_MS} ms, at least ${ITERATIONS} runs per task)`,
    `- Load average (1 min) at start / end: ${loadAtStart.toFixed(2)} / ${loadavg()[0]!.toFixed(2)} ` +
      '(anything above 0 means other processes shared the cores; slow tasks have few samples and vary from run to run)',
    `- Events: ${count(events)} of the pinned ${count(store.size)}-event snapshot; indexed text per event: name + topic + sub-topic`,
    `- Command: \`npm run bench:text${events === store.size ? '' : ` -- --events ${events}`}\``,
    '',
  ];
}

function buildLines({ ours, flex }: ReportInput): string[] {
  return [
    '## Build',
    '',
    '| Index | Build | Heap growth | Notes |',
    '| --- | ---: | ---: | --- |',
    `| Ours (TextIndexBuilder) | ${seconds(ours.ms)} s | ${mib(ours.heap)} MiB | ${count(ours.terms)} terms, ` +
      `${count(ours.prefixes)} precomputed prefix unions; the bitmaps live off the JS heap: ` +
      `${mib(ours.bitmapBytes)} MiB serialized, and are loaded from the snapshot rather than built at start-up |`,
    `| FlexSearch \`Index({ tokenize: "forward" })\` | ${seconds(flex.ms)} s | ${mib(flex.heap)} MiB | default encoder; built on every start (or imported from its own export format) |`,
    '',
  ];
}

function queryLines(rows: readonly Row[]): string[] {
  const lines = [
    '## Queries',
    '',
    'Latency in µs (median / p99). Ours: `search(store, { q, limit: 10, sort: "date" })`, which counts ' +
      'the exact total and reads the first page by date. FlexSearch "all": `index.search(q, { limit: N })` ' +
      'with N = the event count, so that the result length is the exact total; "limit 10": `{ limit: 10 }` for ' +
      "reference (it returns no total and the 10 ids are in FlexSearch's relevance order, not by date). " +
      'Ours is timed before the FlexSearch index is built, so that its garbage collections do not also mark ' +
      "FlexSearch's heap; FlexSearch is timed with its index alive, as it would run. The p99 of ours is set by " +
      'garbage collections that the native bitmap allocations trigger, not by the intersections.',
    '',
    '| Query | Kind | Ours total | FlexSearch total | Ours median | Ours p99 | FlexSearch all median | FlexSearch all p99 | FlexSearch limit 10 median | FlexSearch limit 10 p99 |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const row of rows) {
    const ours = stats(row.timings.ours);
    const all = stats(row.timings.flexAll);
    const ten = stats(row.timings.flex10);
    const flexTotal = row.note === '' ? count(row.flexTotal) : `**${count(row.flexTotal)}**`;
    lines.push(
      `| \`${row.q}\` | ${row.kind} | ${count(row.oursTotal)} | ${flexTotal} | ${ours.median} | ${ours.p99} | ` +
        `${all.median} | ${all.p99} | ${ten.median} | ${ten.p99} |`,
    );
  }
  lines.push('');
  return lines;
}

/** Whether both found the same events, the terms after each side's folding, and the semantics. */
function comparisonLines(rows: readonly Row[]): string[] {
  const lines: string[] = [];
  const disagreements = rows.filter((row) => row.note !== '');
  if (disagreements.length === 0) {
    lines.push('Both indexes return exactly the same events for every query (compared id by id, not only the totals).');
  } else {
    lines.push('Disagreements (compared id by id):', '');
    for (const row of disagreements) {
      lines.push(`- \`${row.q}\`: ours ${count(row.oursTotal)}, FlexSearch ${count(row.flexTotal)}; ${row.note}`);
    }
  }
  lines.push(
    '',
    "Query terms after each side's folding (ours drops stop words; FlexSearch's default encoder lower-cases, strips diacritics and collapses repeated letters):",
    '',
  );
  for (const row of rows) {
    lines.push(`- \`${row.q}\`: ours [${row.oursTerms.join(', ')}], FlexSearch [${row.flexTerms.join(', ')}]`);
  }
  lines.push(
    '',
    'Semantics: ours matches every query word but the last as a whole word and the last as a prefix; ' +
      "FlexSearch's forward tokenizer indexes every prefix of every word, so each query word matches as a prefix. " +
      'Its default encoder keeps stop words in the query ("on" then needs a word starting with "on" in the event) and ' +
      'collapses repeated letters on both sides ("cell" becomes "cel", a prefix of "celebration") and splits numbers ' +
      'into groups of three digits ("2026" becomes "202" and "6"). Each can make the ' +
      'totals differ; the comparison above shows whether they do for this query set.',
    '',
    'Cost not included for FlexSearch: its ids come in relevance order, so serving a page by date (what the API ' +
      'does) would still need the whole result sorted by date, whereas ours reads the page straight from the bitmap.',
    '',
  );
  const samples = rows
    .flatMap((row) => [row.timings.ours, row.timings.flexAll, row.timings.flex10])
    .map((task) => stats(task).samples);
  lines.push(
    `Samples per task: ${Math.min(...samples)} to ${Math.max(...samples)} (p99 of a slow task with few samples is close to its maximum).`,
  );
  return lines;
}

export function textIndexReport(input: ReportInput): string {
  const lines = [
    ...headerLines(input),
    ...buildLines(input),
    ...queryLines(input.rows),
    ...comparisonLines(input.rows),
  ];
  return `${lines.join('\n')}\n`;
}
