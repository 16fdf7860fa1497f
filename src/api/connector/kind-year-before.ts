/**
 * A window ahead of a kind of deadline that opens no call (docs/api.md, Connector tools), its page
 * short: trackers date a notification or a camera-ready deadline late, most of them once the call
 * has closed, so "Which conferences have a camera-ready deadline in January 2027?" found none where
 * WACV, IUI, Eurographics, FG and WWW had one in January 2026. The events of the same window a year
 * earlier, one of each series, answer after the page, each by its series' edition a year on (or by
 * itself, when that edition is not listed yet and the series meets every year), its title saying
 * the date a year on and whose it is taken from: "IUI 2027 — … (camera-ready about 2027-01-23, a
 * year after IUI 2026's)". An edition a year on with a date of that kind announced is not one: its
 * date is known, outside the window (WACV 2027's camera-ready, of November 2026).
 */
import type { HandlerContext } from '../operation.js';
import { seriesOf } from '../../search/index.js';
import { type Day, formatIsoDate, parseIsoDate, yearsOn } from '../../util/dates.js';
import type { KindWindow } from './date-words.js';
import { seriesCycle } from './projected-deadlines.js';
import { OTHER_KINDS } from './deadline-titles.js';
import { DEADLINE_NAMES } from './edition-deadlines.js';
import { resultsOf } from './result-titles.js';
import { kindSearchOf, type Page, type Parameters, pageEvents, refusedAs } from './searches.js';
import { seriesEdition } from './series-lookups.js';

/** Events of the window a year earlier read: of one date each, the soonest first. */
export const EARLIER_READ = 200;
/** Series looked up a year on, at most: each costs a search or a few (seriesCycle). */
const MOST_TRIED = 30;

/** How a title says a date of each kind: the value a question asks of it (result-titles.ts), else the kind. */
const titleWord = (kind: KindWindow['kind']): string =>
  Object.entries(OTHER_KINDS).find(([, of]) => of === kind)?.[0] ?? kind;

/** The window's first and last day, of today on; undefined when it ended or has no end. */
function daysOf(window: KindWindow, today: Day): readonly [Day, Day] | undefined {
  const last = window.to === undefined ? null : parseIsoDate(window.to);
  if (last === null || last < today) return undefined;
  const first = window.from === undefined ? today : (parseIsoDate(window.from) ?? today);
  return [Math.max(first, today), last];
}

/**
 * The events of `kind` estimated in the window a year after their series' edition's date of that
 * kind, past the series `page` shows, at most `room`: their page and each title's note by id.
 */
export function kindYearBefore(
  parameters: Parameters,
  window: KindWindow,
  page: Page,
  room: number,
  context: HandlerContext,
): { page: Page; notes: ReadonlyMap<number, string> } | undefined {
  const days = daysOf(window, context.today);
  if (days === undefined || room <= 0) return undefined;
  const [first, last] = days.map((day) => yearsOn(day, -1)) as [Day, Day];
  const earlier = kindSearchOf(
    parameters,
    { ...window, from: formatIsoDate(first), to: formatIsoDate(last) },
    context,
    EARLIER_READ,
  );
  const store = context.index.store;
  const seen = new Set(page.positions.map((position) => seriesOf(store, position)));
  const dated = pageEvents(earlier, context).flatMap((event, at) => {
    const ofKind = event.deadlines.filter(({ kind, day }) => kind === window.kind && day >= first && day <= last);
    if (ofKind.length === 0) return [];
    return [{ event, position: earlier.positions[at]!, day: yearsOn(Math.min(...ofKind.map(({ day }) => day)), 1) }];
  });
  dated.sort((a, b) => a.day - b.day);
  const positions: number[] = [];
  const notes = new Map<number, string>();
  let tried = 0;
  for (const { event, position, day } of dated) {
    const series = seriesOf(store, position);
    if (positions.length === room || tried === MOST_TRIED) break;
    if (series === null || seen.has(series)) continue;
    seen.add(series);
    tried += 1;
    const next = refusedAs(undefined, () => yearOn(series, event.year, window.kind, context));
    if (next === undefined) continue;
    const at = next === 'latest' ? position : next;
    positions.push(at);
    const [shown] = pageEvents({ positions: [at], total: 1 }, context);
    const about = `${titleWord(window.kind)} about ${formatIsoDate(day)}, a year after`;
    const named = event.acronym ?? event.name;
    // Its latest edition stands for the next, not listed yet, as projected-deadlines.ts says it.
    const note =
      next === 'latest'
        ? `${named} ${event.year! + 1} not listed yet: ${about} this edition's`
        : `${about} ${named} ${event.year}'s`;
    notes.set(shown!.id, note);
  }
  return positions.length === 0 ? undefined : { page: { positions, total: positions.length }, notes };
}

/**
 * The position of `series`' edition a year after `year`, listed with no date of `kind`; 'latest'
 * when none is listed and the edition of `year` is its latest of a series that meets every year;
 * else undefined.
 */
function yearOn(series: string, year: number | null, kind: KindWindow['kind'], context: HandlerContext) {
  if (year === null) return undefined;
  const found = seriesEdition(series, year + 1, context);
  if (found === undefined) {
    const cycle = seriesCycle(series, context);
    return cycle?.year === year && cycle.gap === 1 ? ('latest' as const) : undefined;
  }
  return found.edition.deadlines.some((deadline) => deadline.kind === kind) ? undefined : found.position;
}

/** The results of kindYearBefore's page: each title its note, not "no notification date known" again. */
export function yearBeforeResults(
  earlier: { page: Page; notes: ReadonlyMap<number, string> },
  context: HandlerContext,
) {
  const titleValues = context.titleValues?.filter((value) => !(value in OTHER_KINDS));
  return resultsOf(earlier.page, { ...context, ...(titleValues && { titleValues }) }, earlier.notes);
}

/** "3 more events have a notification foreseen in the window, a year after the edition before's". */
export function yearBeforeCount(count: number, shown: number, kind: KindWindow['kind']): string {
  const events = `${count.toLocaleString('en')}${shown > 0 ? ' more' : ''} ${count === 1 ? 'event has' : 'events have'}`;
  return `${events} a ${DEADLINE_NAMES[kind]} foreseen in the window, a year after the edition before's, none announced yet`;
}
