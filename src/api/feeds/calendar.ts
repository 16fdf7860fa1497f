/**
 * A search's events as an iCalendar feed (RFC 5545; docs/api.md, "Calendar feeds"), written by
 * ical-generator, which writes the properties and escapes text: one all-day VEVENT per event with
 * dates and, with deadlines, one VEVENT per deadline of any kind at its UTC instant with two
 * VALARMs (an estimated one says so in its SUMMARY).
 * Every UID is stable across snapshots: it is made of the event's id (and the deadline's kind and
 * round) and the host of PUBLIC_BASE_URL. Lines are folded here (line-folding.ts), not by the library.
 */
import ical, {
  type ICalAlarm,
  ICalAlarmType,
  type ICalCalendar,
  ICalEvent,
  escape as escapeText,
} from 'ical-generator';
import { type CalendarDeadline, type CalendarEvent, LONG_VALUE_MAX, TYPE_NAMES } from '../../search/index.js';
import { valueCut } from '../views/cut-text.js';
import { locationWords } from '../views/event-words.js';
import { formatIsoDate, formatIsoInstant } from '../../util/dates.js';
import { formatZonedInstant } from '../../util/local-time.js';
import type { Steps } from '../../util/sliced.js';
import { FoldedWriter } from './line-folding.js';

const DAY_MS = 86_400_000;
const DAY_S = 86_400;
/** What clients are asked to wait between refreshes (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
const FEED_REFRESH_SECONDS = 12 * 3600;
/** Reminders before each deadline, in days. */
export const ALARM_DAYS = [7, 1] as const;

export interface CalendarOptions {
  /** The host of PUBLIC_BASE_URL, the right side of every UID. */
  host: string;
  /** The search in words (X-WR-CALNAME). */
  name: string;
  /** X-WR-CALDESC: what the feed holds, and the events it leaves out. */
  description: string;
  events: boolean;
  deadlines: boolean;
  /** DTSTAMP of every entry: when the snapshot was built, so that a feed's text changes only with its data. */
  stamp: Date;
  /** With tz: the zone each deadline's instant is also written in (as Intl spells it), and its name as given. */
  zone?: { id: string; name: string };
  /** When each changed event last changed, by id (the change log's newest change of it, feed.ts). */
  revised?: ReadonlyMap<number, Date>;
}

/** SEQUENCE of a change at `at`: whole minutes since 2020, so it grows with every later change. */
const sequenceAt = (at: Date): number => Math.max(0, Math.floor((at.getTime() - Date.UTC(2020, 0, 1)) / 60_000));

export const KIND_NAMES: Record<CalendarDeadline['kind'], string> = {
  abstract: 'Abstract',
  paper: 'Paper',
  rebuttal: 'Rebuttal',
  notification: 'Notification',
  commitment: 'Commitment',
  camera_ready: 'Camera-ready',
};

/** "Paper deadline", "Paper deadline (estimated)". */
const deadlineName = (deadline: CalendarDeadline): string =>
  `${KIND_NAMES[deadline.kind]} deadline${deadline.estimated ? ' (estimated)' : ''}`;

const dateOf = (day: number): Date => new Date(day * DAY_MS);

/**
 * The event's name with its acronym and year, each added in parentheses unless the name shows it:
 * "International Conference on Machine Learning (ICML 2027)", "ICML 2027", "NeurIPS Workshop (2027)".
 */
function summaryOf(event: Pick<CalendarEvent, 'name' | 'acronym' | 'year'>): string {
  const { name, acronym, year } = event;
  const missing = [
    ...(acronym === null || name.toLowerCase().includes(acronym.toLowerCase()) ? [] : [acronym]),
    ...(year === null || new RegExp(`(^|\\D)${year}(\\D|$)`).test(name) ? [] : [String(year)]),
  ];
  return missing.length === 0 ? name : `${name} (${missing.join(' ')})`;
}

/** The place's parts said once ("Berlin, Germany" for the region Berlin), "Online", else none: a place not known yet is not online. */
function locationOf(event: CalendarEvent): string | null {
  return (
    locationWords(event.venue, event.city, event.region, event.country) || (event.format === 'online' ? 'Online' : null)
  );
}

/**
 * "Paper deadline 2027-02-01 (AoE), 2027-02-02T11:59:59Z", with tz ", 2027-02-02T12:59:59+01:00
 * (Europe/Berlin)", and for an estimate ", estimated from the series' earlier editions".
 */
function deadlineText(deadline: CalendarDeadline, zone: CalendarOptions['zone']): string {
  const local = zone ? `, ${formatZonedInstant(deadline.at, zone.id)} (${zone.name})` : '';
  const estimate = deadline.estimated ? ", estimated from the series' earlier editions" : '';
  return (
    `${deadlineName(deadline)} ${formatIsoDate(deadline.day)} (${deadline.zone}), ` +
    `${formatIsoInstant(deadline.at)}${local}${estimate}`
  );
}

/** Topic, type, format, rank and the next deadline, one per line. */
function descriptionOf(event: CalendarEvent, zone: CalendarOptions['zone']): string {
  const topics = event.topics.join(', ');
  const topic = event.subtopics.length === 0 ? topics : `${topics} / ${event.subtopics.join(', ')}`;
  const ranks = [event.rank.core && `CORE ${event.rank.core}`, event.rank.ccf && `CCF ${event.rank.ccf}`].filter(
    (rank): rank is string => typeof rank === 'string',
  );
  return [
    `${event.topics.length + event.subtopics.length > 2 ? 'Topics' : 'Topic'}: ${topic}`,
    `Type: ${TYPE_NAMES[event.type]}, ${event.format}`,
    ...(ranks.length > 0 ? [`Rank: ${ranks.join(', ')}`] : []),
    ...(event.next ? [`Next: ${deadlineText(event.next, zone)}`] : []),
    ...(event.nameCut === null
      ? []
      : [valueCut({ id: event.id, field: 'name', shown: LONG_VALUE_MAX.name, of: event.nameCut }).message]),
  ].join('\n');
}

/** An event's summary and description, worked out once for its entry and its deadlines'. */
interface EventTexts {
  summary: string;
  description: string;
}

/** SEQUENCE and LAST-MODIFIED of a changed event, so calendar apps show the change; nothing for another. */
function revision(at: Date | undefined): { sequence?: number; lastModified?: Date } {
  return at === undefined ? {} : { sequence: sequenceAt(at), lastModified: at };
}

/**
 * An event's entry: all day, from its first day to the day after its last (DTEND is exclusive);
 * none for an event whose dates are not known to the day: a month alone would fill the month.
 */
function eventEntry(calendar: ICalCalendar, event: CalendarEvent, texts: EventTexts, options: CalendarOptions): string {
  if (event.start === null || event.end === null || !event.toTheDay) return '';
  return new ICalEvent(
    {
      id: `event-${event.id}@${options.host}`,
      stamp: options.stamp,
      allDay: true,
      start: dateOf(event.start),
      end: dateOf(event.end + 1),
      summary: texts.summary,
      location: locationOf(event),
      description: texts.description,
      categories: [...event.topics, ...event.subtopics, TYPE_NAMES[event.type]].map((name) => ({ name })),
      url: event.website,
      ...revision(options.revised?.get(event.id)),
    },
    calendar,
  ).toString();
}

/**
 * The deadlines' entry: one ICalEvent with its two alarms, made once a feed and given each
 * deadline's values through the library's setters before it writes it. A feed has about 1,100
 * deadlines; an entry made for each, with its alarms (and the random UID the library gives every
 * new entry before it takes ours), was a third of the feed's garbage.
 */
class DeadlineEntry {
  readonly #entry: ICalEvent;
  readonly #alarms: readonly ICalAlarm[];
  readonly #host: string;
  readonly #zone: CalendarOptions['zone'];

  constructor(calendar: ICalCalendar, options: CalendarOptions) {
    this.#host = options.host;
    this.#zone = options.zone;
    this.#entry = new ICalEvent(
      {
        stamp: options.stamp,
        // Each deadline's own instant replaces it.
        start: options.stamp,
        alarms: ALARM_DAYS.map((days) => ({ type: ICalAlarmType.display, triggerBefore: days * DAY_S })),
      },
      calendar,
    );
    this.#alarms = this.#entry.alarms();
  }

  /**
   * The entry of one deadline of `event`: at its UTC instant, with an alarm 7 days and 1 day before.
   * An estimated paper deadline has the UID the announced one will have, so that a calendar
   * replaces the estimate with it.
   */
  text(event: CalendarEvent, deadline: CalendarDeadline, texts: EventTexts): string {
    const round = deadline.round > 1 ? ` (round ${deadline.round})` : '';
    const title = `${deadlineName(deadline)}: ${texts.summary}${round}`;
    this.#entry
      .id(`deadline-${event.id}-${deadline.kind}-${deadline.round}@${this.#host}`)
      .start(new Date(deadline.at * 1000))
      .summary(title)
      .description(`${deadlineText(deadline, this.#zone)}\n${texts.description}`)
      .url(event.website);
    ALARM_DAYS.forEach((days, i) => {
      this.#alarms[i]!.description(`${title} in ${days === 1 ? '1 day' : `${days} days`}`);
    });
    return this.#entry.toString();
  }
}

const END = 'END:VCALENDAR';

/**
 * Writers no feed is using. A feed is written in slices with the event loop turning between them
 * (feed.ts), so feeds being written at once each hold a writer; the few kept here are reused, so
 * that a feed's buffer is not grown again each time.
 */
const idleWriters: FoldedWriter[] = [];
const IDLE_WRITERS_KEPT = 2;

/**
 * The feed's iCalendar text, as UTF-8, in steps: one per event, so that a feed of 1,000 events
 * (15 to 30 ms of CPU) can be written in slices (util/sliced.ts). The calendar's properties as
 * ical-generator writes an empty calendar, then each entry as it writes it (ICalEvent.toString,
 * unfolded), folded here (line-folding.ts: the library folds the whole text with an encoder made per
 * character, 1.5 s for a feed of 1,000 events with deadlines). Each entry's text goes into the
 * writer's buffer as it is written, never held beside the others nor joined into one string of the
 * whole feed.
 */
export function* calendarSteps(events: Iterable<CalendarEvent>, options: CalendarOptions): Steps<Buffer> {
  const head = ical({
    prodId: { company: 'conference-directory', product: 'feeds', language: 'EN' },
    // ical-generator writes the calendar's name and description as given: escaped here.
    name: escapeText(options.name, false),
    description: escapeText(options.description, false),
    ttl: FEED_REFRESH_SECONDS,
  }).toString();
  // Each entry written as soon as it is made: the library's objects die young, so a feed of 1,000
  // events never holds thousands of them (less garbage collection, a smaller heap).
  const calendar = ical();
  const deadlineEntry = new DeadlineEntry(calendar, options);
  const writer = idleWriters.pop() ?? new FoldedWriter();
  try {
    writer.write(head.slice(0, head.lastIndexOf(END)));
    for (const event of events) {
      const texts = { summary: summaryOf(event), description: descriptionOf(event, options.zone) };
      if (options.events) writer.write(eventEntry(calendar, event, texts, options));
      if (options.deadlines) {
        for (const deadline of event.deadlines) writer.write(deadlineEntry.text(event, deadline, texts));
      }
      yield;
    }
    writer.write(`${END}\r\n`);
    return writer.take();
  } finally {
    // Also when the feed failed half-way: what it wrote is dropped.
    writer.restart();
    if (idleWriters.length < IDLE_WRITERS_KEPT) idleWriters.push(writer);
  }
}
