/**
 * One demo event row at a time from a seeded random stream: the same seed and anchor give the
 * same rows, so every draw below happens in a fixed order.
 */
import type { EventFormat, EventType, SourceRow } from '../source/schema.js';
import { formatIsoDate, type Day } from '../util/dates.js';
import { Calls, type DemoEvent, type NamedSeries } from './calls.js';
import { asciiSlug, type Context } from './context.js';
import { DESCRIPTIONS, ONLINE_DESCRIPTIONS, ORGANIZER_TEMPLATES, physicalVenue, type Organizer } from './details.js';
import { ATTENDANCE, formatColumn, inCountry, locationColumns } from './location-columns.js';
import { NAME_TEMPLATES, symbolNaming } from './event-names.js';
import { type City, type Place, weightedPlaces } from './host-places.js';
import { Random, WeightedPicker } from './random.js';
import { MoreTopics } from './more-topics.js';
import { Relistings } from './relisting.js';
import { SYMBOL_SUB_TOPIC } from './series.js';
import { type SubTopic, TOPICS, type Topic } from './topic-words.js';

/** Days on each side of the anchor over which start dates spread (about 3 years). */
const DATE_SPAN_DAYS = 1096;
const EMAIL_PREFIXES = ['info', 'info', 'contact', 'secretariat', 'registration', 'events'];
/** Share of events listed a second time under another topic, and how many ids later at most. */
const RELISTED = 0.02;
const RELISTED_WITHIN = 5000;
/** Share of Computer Science conferences and workshops named after a programming language with a symbol. */
const SYMBOL_NAMED = 0.005;
/** Share of acronyms also written in the name: "International Conference on Machine Learning (ICML 2027)". */
const ACRONYM_IN_NAME = 0.4;
/** Share of events without a call for papers, per type. */
const NO_DEADLINE: Readonly<Record<EventType, number>> = {
  conference: 0.03,
  workshop: 0.05,
  seminar: 0.5,
  webinar: 0.8,
};
/** Days from the submission deadline to the start: mostly one to four months. */
const DEADLINE_LEAD = new WeightedPicker<readonly [number, number]>([
  [[30, 120], 85],
  [[14, 29], 8],
  [[121, 200], 7],
]);

const TYPE_PICKER = new WeightedPicker<EventType>([
  ['conference', 50],
  ['workshop', 20],
  ['seminar', 15],
  ['webinar', 15],
]);

// Extra days after the start date, per type; a few long events (schools, congresses) up to 14 days.
const EXTRA_DAYS: Readonly<Record<EventType, WeightedPicker<number>>> = {
  conference: new WeightedPicker([
    [0, 8],
    [1, 22],
    [2, 35],
    [3, 20],
    [4, 13],
    [-1, 2],
  ]),
  workshop: new WeightedPicker([
    [0, 40],
    [1, 35],
    [2, 18],
    [3, 4],
    [4, 2],
    [-1, 1],
  ]),
  seminar: new WeightedPicker([
    [0, 60],
    [1, 25],
    [2, 9],
    [3, 3],
    [4, 2],
    [-1, 1],
  ]),
  webinar: new WeightedPicker([[0, 1]]),
};

interface Subject extends Omit<Context, 'year'> {
  attendance: EventFormat;
  /** False for an online event held in no country. */
  inPlace: boolean;
  site: City | null;
  symbolNamed: boolean;
}

export class EventFactory {
  private readonly r: Random;
  private readonly anchor: Day;
  private readonly places: WeightedPicker<Place>;
  private readonly topics: WeightedPicker<Topic>;
  /** Where the symbol-named events are listed: Computer Science, Software Engineering. */
  private readonly symbolTopic: Topic;
  private readonly symbolSub: SubTopic;
  private readonly relistings = new Relistings();
  private readonly calls: Calls;
  private readonly moreTopics: MoreTopics;

  constructor(seed: number, anchor: Day) {
    this.r = new Random(seed);
    this.calls = new Calls(seed);
    this.moreTopics = new MoreTopics(seed);
    this.anchor = anchor;
    this.topics = new WeightedPicker(TOPICS.map((t) => [t, t.weight] as const));
    this.places = new WeightedPicker(weightedPlaces());
    this.symbolTopic = TOPICS.find((t) => t.subTopics.some((s) => s.name === SYMBOL_SUB_TOPIC))!;
    this.symbolSub = this.symbolTopic.subTopics.find((s) => s.name === SYMBOL_SUB_TOPIC)!;
  }

  /** The event with this id; ids must be asked for in increasing order. */
  event(id: number): DemoEvent {
    const relisted = this.relistings.take(id);
    if (relisted) return relisted;
    const r = this.r;
    const subject = this.subject();
    const { row, series } = this.freshRow(id, subject);
    const event: DemoEvent = { ...this.calls.complete(row, series), topics: this.moreTopics.of(row, subject.topic) };
    if (r.chance(RELISTED)) {
      // The due id is drawn before the other topic, in the order the rows have always been drawn.
      const due = id + r.between(1, RELISTED_WITHIN);
      this.relistings.add(due, { ...event, row: this.underOtherTopic(event.row, subject) });
    }
    return event;
  }

  private freshRow(id: number, subject: Subject): { row: SourceRow; series: NamedSeries | undefined } {
    const r = this.r;
    const { type, topic, sub, place, site, attendance } = subject;
    const { start, extra } = this.dates(type);
    const startIso = formatIsoDate(start);
    const year = Number(startIso.slice(0, 4));

    const c: Context = { ...subject, year };
    const naming = subject.symbolNamed ? symbolNaming(r, type, year) : NAME_TEMPLATES[type].pick(r)(r, c);
    const short = naming.acronym !== null && naming.acronym.length >= 2 ? naming.acronym : null;
    const format = formatColumn(r, type, attendance);
    const online = attendance === 'online';
    const organizer = ORGANIZER_TEMPLATES.pick(r)(r, c);
    const { website, email } = this.contact(c, naming.host, short, organizer);
    const description = online ? r.pick(ONLINE_DESCRIPTIONS)(c) : r.pick(DESCRIPTIONS)(c, extra + 1);
    const venue = online ? 'Online' : physicalVenue(r, c);
    const deadline = this.deadline(type, start);
    const { city, country } = locationColumns(r, place, site, subject.inPlace);
    const row: SourceRow = {
      id,
      name: this.nameWith(naming.name, short, year),
      acronym: short === null ? null : `${short} ${year}`,
      type,
      topic: topic.name,
      sub_topic: sub.name,
      start_date: startIso,
      end_date: formatIsoDate(start + extra),
      city,
      country,
      venue,
      organizer: organizer.name,
      website,
      format,
      submission_deadline: deadline,
      contact_email: email,
      description,
      series: null,
      core_rank: null,
      ccf_rank: null,
      region: null,
      date_precision: null,
      last_verified: null,
    };
    return { row, series: naming.series };
  }

  /** The name, with the acronym in parentheses now and then unless the name already holds it. */
  private nameWith(name: string, short: string | null, year: number): string {
    if (short === null || name.includes(short) || !this.r.chance(ACRONYM_IN_NAME)) return name;
    return `${name} (${short} ${year})`;
  }

  /** Type, attendance, topic, two sub-topics, two focus phrases and the place of an event. */
  private subject(): Subject {
    const r = this.r;
    const type = TYPE_PICKER.pick(r);
    const attendance = ATTENDANCE[type].pick(r);
    const topic = this.topics.pick(r);
    const symbolNamed =
      topic === this.symbolTopic && (type === 'conference' || type === 'workshop') && r.chance(SYMBOL_NAMED);
    const sub = symbolNamed ? this.symbolSub : r.pick(topic.subTopics);
    const sub2 = this.otherSubTopic(topic, sub);
    const focusIndex = r.int(sub.focus.length);
    const focus = sub.focus[focusIndex]!;
    const focus2 = sub.focus[(focusIndex + 1 + r.int(sub.focus.length - 1)) % sub.focus.length]!;
    const place = this.places.pick(r);
    const inPlace = inCountry(r, type, attendance);
    const site = attendance === 'online' ? null : place.cities ? place.cities.pick(r) : place.fallbackCity;
    return {
      type,
      attendance,
      topic,
      sub,
      sub2,
      focus,
      focus2,
      place,
      inPlace,
      site,
      city: site?.name ?? null,
      symbolNamed,
    };
  }

  /** A sub-topic of `topic` other than `sub`. */
  private otherSubTopic(topic: Topic, sub: SubTopic): SubTopic {
    const other = this.r.pick(topic.subTopics);
    return other !== sub ? other : topic.subTopics[(topic.subTopics.indexOf(sub) + 1) % topic.subTopics.length]!;
  }

  /** The same event under another sub-topic: of the same topic half the time, else of any topic. */
  private underOtherTopic(row: SourceRow, subject: Subject): SourceRow {
    const r = this.r;
    const topic = r.chance(0.5) ? subject.topic : this.topics.pick(r);
    return { ...row, topic: topic.name, sub_topic: this.otherSubTopic(topic, subject.sub).name };
  }

  /** The start day and the extra days after it: 60% uniform over the span, 40% triangular around the anchor. */
  private dates(type: EventType): { start: Day; extra: number } {
    const r = this.r;
    const offset = r.chance(0.6)
      ? r.between(-DATE_SPAN_DAYS, DATE_SPAN_DAYS)
      : Math.round((r.next() + r.next() - 1) * DATE_SPAN_DAYS);
    let extra = EXTRA_DAYS[type].pick(r);
    if (extra < 0) extra = r.between(5, 13);
    return { start: this.anchor + offset, extra };
  }

  /**
   * Website and e-mail: on the series' own host; for an event with an acronym on its own host under
   * the organizer's domain ("icml2027.imls.org"); else a page of the organizer's site.
   */
  private contact(
    c: Context,
    seriesHost: string | undefined,
    short: string | null,
    organizer: Organizer,
  ): { website: string; email: string } {
    const r = this.r;
    const prefix = c.type === 'webinar' ? 'webinars' : r.pick(EMAIL_PREFIXES);
    if (seriesHost !== undefined)
      return { website: `https://${seriesHost}/${c.year}/`, email: `${prefix}@${seriesHost}` };
    if (short !== null) {
      const host = `${short.toLowerCase()}${c.year}.${organizer.domain}`;
      return { website: `https://${host}`, email: `${prefix}@${host}` };
    }
    const slug = asciiSlug(`${c.focus} ${c.type}`);
    return {
      website: `https://www.${organizer.domain}/events/${c.year}/${slug}`,
      email: `${prefix}@${organizer.domain}`,
    };
  }

  /** A submission deadline, mostly one to four months ahead of the start; none for most webinars and seminars. */
  private deadline(type: EventType, start: Day): string | null {
    const r = this.r;
    if (r.chance(NO_DEADLINE[type])) return null;
    const [least, most] = DEADLINE_LEAD.pick(r);
    return formatIsoDate(start - r.between(least, most));
  }
}
