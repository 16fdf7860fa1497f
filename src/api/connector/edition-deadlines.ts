/**
 * An edition's deadline as the side of a window (docs/api.md, Connector tools): "after the ICRA
 * 2027 deadline", "before the ACL abstract deadline" bound the deadlines by that deadline's day;
 * without a year, the edition whose deadline is the next to come; of one not listed yet, its
 * series' next call, foreseen (around-editions.ts takes the day as a side of its window).
 */
import type { CalendarDeadline, CalendarEvent } from '../../search/index.js';
import type { DeadlineKind } from '../../source/schema.js';
import type { HandlerContext } from '../operation.js';
import { type Day, formatIsoDate, yearsOn } from '../../util/dates.js';
import { seriesOf } from '../../search/index.js';
import { foreseenCall, seriesCycle } from './projected-deadlines.js';
import { type AcronymRead, writtenAcronym as nameOf } from './acronym-words.js';
import type { Estimated } from './estimated-deadlines.js';
import type { Reading } from './reading.js';
import { namedEdition, pageEvents, searchOf } from './searches.js';
import { seriesEdition, seriesOfAcronym } from './series-lookups.js';

/** "ICML 2027": the edition `read` names, by its acronym and year. */
export function saidOf(edition: Pick<CalendarEvent, 'acronym' | 'year'>, read: AcronymRead): string {
  const acronym = edition.acronym ?? read.bare;
  return edition.year === null ? acronym : `${acronym} ${edition.year}`;
}

/** The cycle of the series whose acronym `read` names (seriesCycle); undefined when none. */
export function cycleOf(read: AcronymRead, context: HandlerContext) {
  const series = seriesOfAcronym(read.bare, context);
  return series === null ? undefined : seriesCycle(series, context);
}

/**
 * The paper deadline the next edition of the series `read` names most likely calls, when it is
 * ahead and that edition not listed (of the year named, if one is): its latest's, as many years on
 * as the last two lie apart (foreseenCall), as `deadlineDays` gives a deadline.
 */
function foreseenCallOf(read: AcronymRead, told: string, context: HandlerContext) {
  const cycle = cycleOf(read, context);
  if (cycle === undefined || (read.year !== null && cycle.next !== read.year)) return undefined;
  const call = foreseenCall(cycle.latest, cycle.gap);
  if (call === undefined || call.day < context.today) return undefined;
  const [said, day] = [`${cycle.latest.acronym ?? read.bare} ${cycle.next}`, formatIsoDate(call.day)];
  const after = `${cycle.after} after ${saidOf(cycle.latest, read)}'s`;
  return {
    start: call.day,
    end: call.day,
    // Its latest edition stands for it, as its title foresees that call.
    id: cycle.latest.id,
    said: saidOf(cycle.latest, read),
    note: `${said} not listed yet: its paper deadline about ${day}, ${after}: the deadlines ${told}`,
  };
}

/** How a note names a deadline of each kind. */
export const DEADLINE_NAMES: Readonly<Record<DeadlineKind, string>> = {
  paper: 'paper deadline',
  abstract: 'abstract deadline',
  rebuttal: 'rebuttal',
  notification: 'notification',
  commitment: 'commitment deadline',
  camera_ready: 'camera-ready deadline',
};

/** The editions read to find the one whose deadline is the next to come (the soonest first). */
const NEXT_EDITIONS = 3;

/**
 * The deadlines of `kind` of an edition, in order: the announced ones, else the estimated; a
 * paper deadline's words with no paper deadline known read its abstract's.
 */
function roundsOf(edition: CalendarEvent, kind: DeadlineKind): readonly CalendarDeadline[] {
  const ofKind = (wanted: DeadlineKind) => {
    const all = edition.deadlines.filter((deadline) => deadline.kind === wanted);
    const announced = all.filter((deadline) => !deadline.estimated);
    return announced.length > 0 ? announced : all;
  };
  const rounds = ofKind(kind);
  return rounds.length > 0 || kind !== 'paper' ? rounds : ofKind('abstract');
}

/**
 * The day of the deadline of `kind` of the edition `read` names, as `editionDays` gives an
 * edition's (start and end that day, and the edition): of several rounds (roundsOf) the first not
 * passed today, else the last. `told` says the window of `side` ("within 7 days of it" of `during`).
 */
export function deadlineDays(
  read: AcronymRead,
  side: 'after' | 'before' | 'during',
  kind: DeadlineKind,
  missed: boolean,
  context: HandlerContext,
  told = `${side} it`,
): { start?: Day; end?: Day; id?: number; said?: string; note: string } {
  const asked = `"${side === 'during' ? 'around' : side} the ${nameOf(read)} ${DEADLINE_NAMES[kind]}"`;
  // Without a year, the edition whose deadline is the next to come: in November, "the NeurIPS
  // deadline" is next year's edition's, not that of the edition held in December; when it was
  // missed, the one whose deadline passed last.
  const editions =
    read.year === null ? pageEvents(searchOf({ acronym: read.bare }, context, NEXT_EDITIONS), context) : [];
  const lastPassed = (one: CalendarEvent) =>
    Math.max(...roundsOf(one, kind).map(({ day }) => (day < context.today ? day : Number.NEGATIVE_INFINITY)));
  const passed = missed
    ? editions
        .filter((one) => lastPassed(one) > Number.NEGATIVE_INFINITY)
        .sort((a, b) => lastPassed(b) - lastPassed(a))[0]
    : undefined;
  const ahead = passed ?? editions.find((one) => roundsOf(one, kind).some(({ day }) => day >= context.today));
  const edition = ahead ?? namedEdition(read, context);
  // One not listed yet, or, before one without a year, every listed one's call passed: the series'
  // next call ("submit before the RecSys deadline"); after it, the deadlines still to come (below).
  const next = !missed && kind === 'paper' && (edition === undefined || (read.year === null && side !== 'after'));
  const foreseen = next && ahead === undefined ? foreseenCallOf(read, told, context) : undefined;
  if (foreseen !== undefined) return foreseen;
  // One not listed yet: its series' edition a year before's date of that kind, a year on.
  const unlisted = edition === undefined && !missed ? yearBeforeRound(read, read.year, kind, context) : undefined;
  if (unlisted !== undefined) {
    const about = `${unlisted.said}'s ${DEADLINE_NAMES[kind]} was ${formatIsoDate(unlisted.was)}, so about ${formatIsoDate(unlisted.day)}`;
    return {
      start: unlisted.day,
      end: unlisted.day,
      note: `${nameOf(read)} not listed yet; ${about}: the deadlines ${told}`,
    };
  }
  if (edition === undefined) return { note: `${asked} not read: no event has ${nameOf(read)}` };
  const said = saidOf(edition, read);
  const rounds = roundsOf(edition, kind);
  // Of a kind trackers date late, none known yet ("after the ICLR 2027 notification"): the edition a
  // year before's, a year on, as kind-year-before.ts foresees a window of such dates.
  const before = rounds.length === 0 && !missed ? yearBeforeRound(read, edition.year, kind, context) : undefined;
  if (before !== undefined) {
    const unknown = `${said} has no ${DEADLINE_NAMES[kind]} known yet`;
    const about = `${before.said}'s was ${formatIsoDate(before.was)}, so about ${formatIsoDate(before.day)}`;
    return {
      start: before.day,
      end: before.day,
      id: edition.id,
      said,
      note: `${unknown}; ${about}: the deadlines ${told}`,
    };
  }
  // After a deadline that follows the paper's, not known yet ("after the ICML notification"): after
  // the paper deadline, which comes before it.
  const earlier = rounds.length === 0 && side === 'after' && kind !== 'abstract' ? roundsOf(edition, 'paper') : [];
  const first = (of: readonly CalendarDeadline[]) =>
    missed
      ? (of.findLast(({ day }) => day < context.today) ?? of.at(-1))
      : (of.find(({ day }) => day >= context.today) ?? of.at(-1));
  const deadline = first(rounds) ?? first(earlier);
  const unknown = `${said} has no ${DEADLINE_NAMES[kind]} known yet`;
  if (deadline === undefined) return { note: `${asked} not read: ${unknown}` };
  const day = formatIsoDate(deadline.day);
  const is = deadline.estimated ? `is estimated for ${day} from its earlier editions` : `is ${day}`;
  const whose = rounds.length === 0 ? `${unknown}; its` : `${said}'s`;
  return {
    start: deadline.day,
    end: deadline.day,
    id: edition.id,
    said,
    note: `${whose} ${DEADLINE_NAMES[deadline.kind]} ${is}: the deadlines ${told}`,
  };
}

/**
 * Of a notification, rebuttal or camera-ready deadline, the first of the series' edition of the
 * year before `year` (`was`), a year on (`day`), when that is today or later; undefined else.
 */
function yearBeforeRound(read: AcronymRead, year: number | null, kind: DeadlineKind, context: HandlerContext) {
  if (kind === 'paper' || kind === 'abstract' || year === null) return undefined;
  const series = seriesOfAcronym(read.bare, context);
  if (series === null) return undefined;
  const before = seriesEdition(series, year - 1, context)?.edition;
  const was = before === undefined ? undefined : roundsOf(before, kind)[0]?.day;
  if (was === undefined) return undefined;
  const day = yearsOn(was, 1);
  return day < context.today ? undefined : { was, day, said: saidOf(before!, read) };
}

/**
 * Deadlines estimated in a window one of whose sides is a venue's deadline, without that venue's:
 * "recommender systems, where can we submit before the RecSys 2027 deadline?" asks of others than
 * RecSys (relaxing.ts: dropped the window's end, RecSys 2026's next call alone was found); undefined
 * when none is left.
 */
export function besideSides(reading: Reading, estimated: Estimated | undefined, context: HandlerContext) {
  const { around } = reading;
  if (estimated === undefined || around?.deadlineOf === undefined) return estimated;
  const named = new Set(
    (['before', 'after', 'during'] as const).flatMap((side) => {
      const read = around.deadlineOf?.[side] === undefined ? undefined : around[side];
      return read === undefined ? [] : [seriesOfAcronym(read.bare, context)];
    }),
  );
  named.delete(null);
  const positions = estimated.page.positions.filter((at) => !named.has(seriesOf(context.index.store, at)));
  if (positions.length === estimated.page.positions.length) return estimated;
  const left = estimated.page.positions.length - positions.length;
  return positions.length === 0 ? undefined : { ...estimated, page: { positions, total: estimated.page.total - left } };
}
