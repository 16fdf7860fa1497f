/**
 * How a connector result's title says an edition's deadlines (docs/api.md, Connector tools): one
 * round's abstract and paper deadlines, their hour and the zone asked when asked, or the date of
 * its notification, rebuttal or camera-ready version.
 */
import type { HandlerContext } from '../operation.js';
import { endOfDay, seriesOf } from '../../search/index.js';
import { formatIsoDate, yearsOn } from '../../util/dates.js';
import { pageEvents } from './searches.js';
import { seriesEdition } from './series-lookups.js';
import { ownZoneTime, zoneTime } from '../views/deadline-words.js';
import { wordTable } from './word-tables.js';

/** What a title reads of a deadline of an edition (its values as the detail gives them). */
interface Deadline {
  kind: string;
  round: number;
  estimated: boolean;
  /** The instant it is due. */
  at: string;
  /** Its date in its own zone. */
  date: string;
  /** Its zone as the source gives it ("AoE", "UTC-12:00", "Europe/Berlin"). */
  timezone: string;
}

/** Whether a deadline's date is in the window the question asks of (context.deadlineWindow); never without one. */
function inWindowOf(context: HandlerContext): (one: { date: string }) => boolean {
  const window = context.deadlineWindow;
  if (window === undefined) return () => false;
  const { from = '', to = '9999-12-31' } = window;
  return ({ date }) => date >= from && date <= to;
}

/** Of the deadlines announced of `kind`, the first in `inWindow`, else the next ahead, else the last. */
function announcedOf(
  deadlines: readonly Deadline[],
  kind: string,
  ahead: (one: Deadline) => boolean,
  inWindow: (one: Deadline) => boolean = () => false,
): Deadline | undefined {
  const announced = deadlines.filter((one) => !one.estimated && one.kind === kind);
  return announced.find(inWindow) ?? announced.find(ahead) ?? announced.at(-1);
}

/** Of the last edition's paper deadlines, at most this many dates are said. */
export const LAST_DATES = 3;

/**
 * "no deadline known; the 2026 edition's paper deadlines were 2026-01-14, 2026-04-29": of an
 * edition with no deadline announced nor estimated (its dates known to the month alone: CCS 2027),
 * the last edition's, so that a question of the deadline hears when it was.
 */
function unknownDeadline(context: HandlerContext, position: number): string {
  const last = context.index.itemValues().editionValues.lastPaperDeadlines(position);
  if (last === undefined) return 'no deadline known';
  const { year, dates } = last;
  const said = dates.length > LAST_DATES ? [...dates.slice(0, LAST_DATES), '…'] : dates;
  const were = dates.length === 1 ? 'deadline was' : 'deadlines were';
  return `no deadline known; the ${year} edition's paper ${were} ${said.join(', ')}`;
}

/**
 * "abstract deadline passed 2026-09-19, paper deadline 2027-01-15": of each kind a call has, the
 * first deadline announced in the window the question asks of ("deadlines in February": a later
 * round's), else the next, else the last, passed, each by its date in its own zone; with none
 * announced, the paper deadline estimated ("paper deadline estimated: 2027-01-28", ", passed" once
 * it has), else "no deadline known" and the last edition's (unknownDeadline): a question of the
 * deadline hears that the data has none.
 * With `hour`, each is its date and hour in its zone ("paper deadline 2026-12-08 23:59 AoE").
 */
export function deadlineOf(context: HandlerContext, position: number, hour = false): string[] {
  const now = context.now ?? endOfDay(context.today);
  const deadlines = context.index.itemValues().editionValues.deadlines(position);
  const ahead = ({ at }: { at: string }) => Date.parse(at) / 1000 >= now;
  const inWindow = inWindowOf(context);
  // Its date, or its date and hour in its zone when the question asks the hour, and in the zone named.
  const dayOf = (one: Deadline) => (hour ? zonedTimes(one, context.deadlineZone) : one.date);
  // One round's abstract and paper (VLDB's monthly rounds: the abstract of the paper said, not the next
  // round's): the round of the first in the window, else of the next paper deadline, else of the last.
  const calls = deadlines.filter((one) => !one.estimated && (one.kind === 'abstract' || one.kind === 'paper'));
  const round = (
    calls.find(inWindow) ??
    calls.find((one) => one.kind === 'paper' && ahead(one)) ??
    calls.find(ahead) ??
    calls.findLast((one) => one.kind === 'paper')
  )?.round;
  const said = (['abstract', 'paper'] as const).flatMap((kind) => {
    const one =
      calls.find((call) => call.kind === kind && call.round === round) ?? announcedOf(deadlines, kind, ahead, inWindow);
    if (one === undefined) return [];
    const when = dayOf(one);
    return [ahead(one) ? `${kind} deadline ${when}` : `${kind} deadline passed ${when}`];
  });
  if (said.length > 0) return [said.join(', ')];
  const estimated = deadlines.find((one) => one.estimated);
  if (estimated === undefined) return [unknownDeadline(context, position)];
  const when = dayOf(estimated);
  return [`paper deadline estimated: ${when}${ahead(estimated) ? '' : ', passed'}`];
}

/** "2026-12-05 23:59 AoE = 2026-12-06 03:59 America/Los_Angeles": a deadline's hour in its zone, then in the one named. */
function zonedTimes(one: Deadline, asked: HandlerContext['deadlineZone']): string {
  const own = ownZoneTime(one);
  const there =
    asked === undefined || asked.name === one.timezone ? undefined : zoneTime(one.at, asked.zone, asked.name);
  return there === undefined ? own : `${own} = ${there}`;
}

/** The kind of deadline of each value that asks for one other than the submission's. */
export const OTHER_KINDS = {
  notification: 'notification',
  rebuttal: 'rebuttal',
  'camera-ready': 'camera_ready',
} as const;

/**
 * "notification 2027-01-22", "rebuttal passed 2026-08-03", "no camera-ready date known": the first
 * date of that kind announced in the window asked of ("notify in January": a later round's), else
 * the next, else the last, passed.
 */
export const kindOf =
  (value: keyof typeof OTHER_KINDS) =>
  (context: HandlerContext, position: number): string[] => {
    const now = context.now ?? endOfDay(context.today);
    const deadlines = context.index.itemValues().editionValues.deadlines(position);
    const ahead = ({ at }: { at: string }) => Date.parse(at) / 1000 >= now;
    const one = announcedOf(deadlines, OTHER_KINDS[value], ahead, inWindowOf(context));
    if (one === undefined) return [yearBeforeOf(context, position, value) ?? `no ${value} date known`];
    return [ahead(one) ? `${value} ${one.date}` : `${value} passed ${one.date}`];
  };

/**
 * "notification about 2027-01-25, a year after ICLR 2026's": of an edition with none of that kind
 * announced (trackers date notifications late), the first of its series' edition a year before, a
 * year on, as kind-year-before.ts foresees a window of them; undefined when that has none.
 */
function yearBeforeOf(context: HandlerContext, position: number, value: keyof typeof OTHER_KINDS) {
  const [edition] = pageEvents({ positions: [position], total: 1 }, context);
  const series = seriesOf(context.index.store, position);
  const last = edition?.year == null ? undefined : edition.year - 1;
  const before = last === undefined || series === null ? undefined : seriesEdition(series, last, context)?.edition;
  const was = before?.deadlines.find((one) => !one.estimated && one.kind === OTHER_KINDS[value])?.day;
  if (was === undefined) return undefined;
  const on = yearsOn(was, 1);
  const passed = on < context.today ? ', passed' : '';
  return `${value} about ${formatIsoDate(on)}${passed}, a year after ${before!.acronym ?? 'its edition'} ${last}'s`;
}

/** How a title says a track's deadline of each kind. */
const TRACK_KINDS: Readonly<Record<string, string>> = wordTable({
  abstract: 'abstract deadline',
  paper: 'paper deadline',
  rebuttal: 'rebuttal',
  notification: 'notification',
  camera_ready: 'camera-ready',
});

/**
 * "Posters: paper deadline 2027-01-21, notification 2027-02-18": the deadlines of the edition's
 * track asked of ("the CHI 2027 poster deadline"), of each kind the next, else the last, passed;
 * "no Posters deadline known" when it has no such track or none dated.
 */
export const trackDeadlines =
  (name: string) =>
  (context: HandlerContext, position: number): string[] => {
    const now = context.now ?? endOfDay(context.today);
    const tracks = context.index.itemValues().editionValues.tracks(position);
    const deadlines = tracks.find((track) => track.name === name)?.deadlines ?? [];
    const ahead = ({ at }: { at: string }) => Date.parse(at) / 1000 >= now;
    const said = Object.entries(TRACK_KINDS).flatMap(([kind, words]) => {
      const one = announcedOf(
        deadlines.map((deadline) => ({ ...deadline, estimated: false })),
        kind,
        ahead,
      );
      if (one === undefined) return [];
      return [ahead(one) ? `${words} ${one.date}` : `${words} passed ${one.date}`];
    });
    return said.length === 0 ? [`no ${name} deadline known`] : [`${name}: ${said.join(', ')}`];
  };
