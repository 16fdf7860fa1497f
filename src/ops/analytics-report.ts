/**
 * `npm run analytics -- --from URL...`: the search analytics of several replicas
 * (search-analytics.ts, GET /analytics on each one's metrics port), added up into one report (each
 * window and surface's sketches merged, util/space-saving.ts) and written as text or JSON. A
 * replica's answer is untrusted: read within a size bound and checked against its shape (bounded
 * lists and texts) before it is added.
 */
import { z } from 'zod';
import { mergeSummaries, type Summary } from '../util/space-saving.js';
import {
  type AnalyticsReport,
  SKETCH_CAPACITY,
  type SurfaceReport,
  WINDOWS,
  type WindowName,
  type WindowReport,
} from './search-analytics.js';

/** The most bytes of one replica's answer read. */
const ANSWER_MAX_BYTES = 8 * 2 ** 20;
const count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const summary = z.object({
  seen: count,
  floor: count,
  entries: z.array(z.object({ item: z.string().max(1000), count, error: count })).max(SKETCH_CAPACITY),
});
const surfaceReport = z.object({
  searches: count,
  found_nothing: count,
  top: summary,
  top_found_nothing: summary,
});
const windowReport = z.object({
  since: z.string().max(40),
  surfaces: z.record(z.string().max(40), surfaceReport).refine((surfaces) => Object.keys(surfaces).length <= 16),
});
const analyticsReport = z.object({
  at: z.string().max(40),
  windows: z.object({ hour: windowReport, day: windowReport }),
});

/** The /analytics URL of a replica given by its metrics port's base URL (or by that URL itself). */
function analyticsUrl(replica: string): string {
  const trimmed = replica.replace(/\/+$/, '');
  return trimmed.endsWith('/analytics') ? trimmed : `${trimmed}/analytics`;
}

/** One replica's report, or why it could not be had. */
export async function askAnalytics(replica: string, timeoutMs: number): Promise<AnalyticsReport | { error: string }> {
  try {
    const answer = await fetch(analyticsUrl(replica), { signal: AbortSignal.timeout(timeoutMs) });
    if (!answer.ok) return { error: `HTTP ${answer.status}` };
    const length = Number(answer.headers.get('content-length') ?? 0);
    if (length > ANSWER_MAX_BYTES) return { error: `answer of ${length} bytes, over ${ANSWER_MAX_BYTES}` };
    const text = await answer.text();
    if (text.length > ANSWER_MAX_BYTES) return { error: `answer over ${ANSWER_MAX_BYTES} bytes` };
    const parsed = analyticsReport.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : { error: 'not an analytics report' };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { error: cause?.code ?? (error instanceof Error ? error.message : String(error)) };
  }
}

function mergeWindow(windows: readonly WindowReport[], keep: number): WindowReport {
  const names = [...new Set(windows.flatMap((window) => Object.keys(window.surfaces)))].sort();
  const surfaces: Record<string, SurfaceReport> = {};
  for (const name of names) {
    const parts = windows.flatMap((window) => window.surfaces[name] ?? []);
    const top = mergeSummaries(
      parts.map((part) => part.top),
      keep,
    );
    const none = mergeSummaries(
      parts.map((part) => part.top_found_nothing),
      keep,
    );
    surfaces[name] = {
      searches: parts.reduce((sum, part) => sum + part.searches, 0),
      found_nothing: parts.reduce((sum, part) => sum + part.found_nothing, 0),
      top,
      top_found_nothing: none,
    };
  }
  const since = windows.map((window) => window.since).sort()[0] ?? new Date(0).toISOString();
  return { since, surfaces };
}

/** The reports of several replicas as one, each list cut to its `keep` most counted. */
export function mergeReports(reports: readonly AnalyticsReport[], keep: number): AnalyticsReport {
  const windows = {} as Record<WindowName, WindowReport>;
  for (const name of Object.keys(WINDOWS) as WindowName[])
    windows[name] = mergeWindow(
      reports.map((report) => report.windows[name]),
      keep,
    );
  const at =
    reports
      .map((report) => report.at)
      .sort()
      .at(-1) ?? new Date(0).toISOString();
  return { at, windows };
}

const WINDOW_TITLES: Record<WindowName, string> = { hour: 'Last hour', day: 'Last day' };

function listLines(title: string, list: Summary): string[] {
  if (list.entries.length === 0) return [`    ${title}: none`];
  const width = String(list.entries[0]!.count).length;
  return [
    `    ${title}:`,
    ...list.entries.map(({ item, count, error }) => {
      const bound = error > 0 ? ` (at least ${count - error})` : '';
      return `      ${String(count).padStart(width)}  ${item === '' ? '(no filters)' : item}${bound}`;
    }),
  ];
}

/** The merged report as text: per window and surface, the counts, then both lists. */
export function renderReport(report: AnalyticsReport, replicas: number): string {
  const lines: string[] = [];
  for (const name of Object.keys(WINDOWS) as WindowName[]) {
    const window = report.windows[name];
    lines.push(`${WINDOW_TITLES[name]} (since ${window.since}, ${replicas} replica${replicas === 1 ? '' : 's'}):`);
    const surfaces = Object.entries(window.surfaces);
    if (surfaces.length === 0) lines.push('  no searches');
    for (const [surface, part] of surfaces) {
      lines.push(`  ${surface}: ${part.searches} searches, ${part.found_nothing} found nothing`);
      lines.push(
        ...listLines('most frequent', part.top),
        ...listLines('most frequent that found nothing', part.top_found_nothing),
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
