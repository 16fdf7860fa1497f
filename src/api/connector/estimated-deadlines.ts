/**
 * The events of a question's deadline window whose paper deadline is only estimated there, from
 * their series' past editions (docs/api.md, Connector tools, and Estimated deadlines). Months
 * ahead, most editions have no deadline announced yet, and no deadline filter reads an estimate:
 * "NLP conferences with deadlines in February 2027" found nothing while ACL 2027's deadline is
 * estimated for 2027-02-20. A connector cannot ask again, so its answer adds them after the
 * announced ones, each title saying the estimated date.
 */
import type { HandlerContext } from '../operation.js';
import { type Day, formatIsoDate } from '../../util/dates.js';
import { estimatedSearchOf, oneOfEachSeries, type Page, type Parameters, pageEvents } from './searches.js';
import { RESULTS } from './vocabulary.js';
import { projectedDeadlines } from './projected-deadlines.js';
import { referenceField } from './reference-field.js';

/** The events found by their estimated deadline, and the note each one's title carries, by id. */
export interface Estimated {
  page: Page;
  titles: ReadonlyMap<number, string>;
  /** The positions of venues answered by their latest edition, their next not listed yet: to come, though ended. */
  foreseen: ReadonlySet<number>;
  /** How many of the total are so (projected-deadlines.ts). */
  foreseenCount: number;
  /** The day of each position's estimate, the next call of a venue answered by its latest edition. */
  days: ReadonlyMap<number, Day>;
}

/**
 * The question's deadline window from today on, when its end has not passed; undefined without a
 * window. An open call, which an estimate never makes true, asks of the deadlines ahead: its
 * estimated ones are those of a call not announced yet ("NLP conferences I can still submit to":
 * ACL 2027, its deadline estimated for February).
 */
export function windowAhead(parameters: Parameters, context: HandlerContext): Parameters | undefined {
  const { cfp, ...rest } = parameters;
  const { deadline_from: from, deadline_to: to } = rest;
  if (from === undefined && to === undefined && cfp === undefined) return undefined;
  const today = formatIsoDate(context.today);
  if (to !== undefined && to < today) return undefined;
  return { ...rest, deadline_from: from === undefined || from < today ? today : from };
}

/** `positions` in place, the events filed first under `field` before the others, each in their order. */
function ownFirst(positions: number[], field: string | undefined, context: HandlerContext): void {
  if (field === undefined) return;
  const own = pageEvents({ positions, total: positions.length }, context).map(
    ({ subtopics }) => subtopics[0] === field,
  );
  const sorted = [...positions.filter((_, at) => own[at]), ...positions.filter((_, at) => !own[at])];
  positions.splice(0, positions.length, ...sorted);
}

/**
 * Events read to order by their estimated deadline: no order reads an estimate, and the search's
 * (the soonest start first) is close to it, as an estimate lies a series' usual time before the start.
 */
const READ = 50;

/**
 * The events of the question whose estimated paper deadline is in its window ahead, the soonest
 * estimate first; undefined when none.
 */
export function estimatedDeadlines(parameters: Parameters, context: HandlerContext): Estimated | undefined {
  const window = windowAhead(parameters, context);
  if (window === undefined) return undefined;
  const read = estimatedSearchOf(window, context, READ);
  const called = parameters.cfp === undefined ? '' : 'call not announced; ';
  const events = new Map(
    pageEvents(read, context).map((event, at) => {
      const day = event.deadlines.find(({ estimated }) => estimated)?.day ?? Number.POSITIVE_INFINITY;
      return [
        read.positions[at]!,
        { id: event.id, day, note: `${called}paper deadline estimated: ${formatIsoDate(day)}` },
      ];
    }),
  );
  // Venues whose next edition is not listed yet, by the call it most likely has (projected-deadlines.ts).
  const projected = projectedDeadlines(window, context);
  for (const { position, ...one } of projected) if (!events.has(position)) events.set(position, one);
  if (events.size === 0) return undefined;
  // Events alike another keep the search's order, the most alike first, those of its field before
  // the others ("like MobiSys": INFOCOM and NSDI, whose next editions are not listed yet, before ACM MM).
  const order = [...events.keys()];
  if (window.similar_to === undefined) order.sort((a, b) => events.get(a)!.day - events.get(b)!.day);
  else ownFirst(order, referenceField(window.similar_to, context), context);
  // Of a series, its soonest estimate: the next call ("IJCAI 2027", not IJCAI 2028 beside it),
  // counted once ("upcoming deadlines for ACL and EMNLP": 2 events, not 4 with their 2028 editions);
  // those beyond the ones read are counted each, their series not known.
  const series = oneOfEachSeries({ positions: order, total: read.total }, context);
  const total = series.length + Math.max(0, read.total - read.positions.length);
  const positions = series.slice(0, RESULTS);
  const titles = new Map(positions.map((position) => [events.get(position)!.id, events.get(position)!.note] as const));
  const foreseen = new Set(
    projected.map(({ position }) => position).filter((position) => positions.includes(position)),
  );
  const projectedAt = new Set(projected.map(({ position }) => position));
  const foreseenCount = series.filter((position) => projectedAt.has(position)).length;
  const days = new Map(positions.map((position) => [position, events.get(position)!.day] as const));
  return { page: { positions, total }, titles, foreseen, foreseenCount, days };
}
