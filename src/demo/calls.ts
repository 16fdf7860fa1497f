/**
 * The editions and calls for papers of demo events (docs/source-format.md, version 3): series keys,
 * CORE and CCF ranks for a share of computer-science conferences, a few acronyms written "ICML'27"
 * or "ICML-2027", and deadline rows (abstract, paper, sometimes two rounds, notification and
 * camera-ready) in AoE, UTC, fixed offsets or IANA zones.
 *
 * Drawn from a random stream of their own, so that the rest of every row stays what earlier
 * versions of the generator wrote. What a series shares (its ranks, its zone) is a hash of its key
 * and the seed, so that every edition of a series gets the same.
 */
import type { DeadlineKind, EventType, SourceRow } from '../source/schema.js';
import { formatIsoDate, parseIsoDate, type Day } from '../util/dates.js';
import { Random, textUnit, WeightedPicker } from './random.js';
import type { DemoTopic } from './more-topics.js';
import { KNOWN_SERIES } from './series.js';

/** A row of the deadlines table as the demo writes it. */
/** One demo event: its events row, its rows of the deadlines table and of event_topics. */
export interface DemoEvent {
  row: SourceRow;
  deadlines: DemoDeadline[];
  topics?: DemoTopic[];
}

export interface DemoDeadline {
  event_id: number;
  kind: DeadlineKind;
  round: number;
  due: string;
  timezone: string | null;
}

/** The series an event's name came from, when it is a named one. */
export interface NamedSeries {
  key: string;
  core?: string;
  ccf?: string;
}

/** Share of events with a submission deadline whose deadlines are given as table rows (else submission_deadline alone). */
const IN_TABLE = 0.85;
/** Share of acronyms written in another form than "ICML 2027". */
const OTHER_ACRONYM_FORM = 0.04;
const ABSTRACT: Readonly<Record<EventType, number>> = { conference: 0.55, workshop: 0.25, seminar: 0.05, webinar: 0 };
const TWO_ROUNDS: Readonly<Record<EventType, number>> = { conference: 0.08, workshop: 0.02, seminar: 0, webinar: 0 };
const NOTIFICATION: Readonly<Record<EventType, number>> = {
  conference: 0.5,
  workshop: 0.3,
  seminar: 0.1,
  webinar: 0,
};
const CAMERA_READY = 0.7;
/** CORE ranks a ranked computer-science series gets (CORE: about 40% of them; CCF: about 30%). */
const CORE = new WeightedPicker<string | null>([
  [null, 60],
  ['A*', 2.4],
  ['A', 8.8],
  ['B', 13.6],
  ['C', 15.2],
]);
const CCF = new WeightedPicker<string | null>([
  [null, 70],
  ['A', 4.5],
  ['B', 10.5],
  ['C', 15],
]);
/** Zones deadlines are given in: AoE above all, then IANA zones, UTC and fixed offsets. */
const ZONES = new WeightedPicker<string | null>([
  ['AoE', 40],
  [null, 12],
  ['UTC', 8],
  ['UTC-12', 3],
  ['UTC+08:00', 2],
  ['UTC-07:00', 1],
  ['America/Los_Angeles', 6],
  ['America/New_York', 5],
  ['Europe/London', 3],
  ['Europe/Berlin', 5],
  ['Europe/Paris', 2],
  ['Asia/Shanghai', 4],
  ['Asia/Tokyo', 2],
  ['Asia/Kolkata', 2],
  ['Asia/Singapore', 1],
  ['Australia/Sydney', 2],
  ['America/Sao_Paulo', 1],
  ['Africa/Johannesburg', 1],
]);
/** How a due time is written: a date alone (23:59:59 in its zone) or with a time. */
const TIMES = new WeightedPicker<string>([
  ['', 70],
  ['T23:59', 18],
  ['T23:59:59', 6],
  ['T12:00', 6],
]);

/** The ranks of the well-known series by key: a plain name that spells one ("ICSE") is that series. */
const KNOWN_RANKS: ReadonlyMap<string, { core?: string; ccf?: string }> = new Map(
  Object.values(KNOWN_SERIES)
    .flat()
    .map(({ short, core, ccf }) => [short.toLowerCase(), { ...(core ? { core } : {}), ...(ccf ? { ccf } : {}) }]),
);

export class Calls {
  private readonly r: Random;

  constructor(private readonly seed: number) {
    this.r = new Random((seed ^ 0x19c0ffee) >>> 0);
  }

  /** The row with its series, ranks and acronym form filled in, and its deadline rows. */
  complete(row: SourceRow, named: NamedSeries | undefined): { row: SourceRow; deadlines: DemoDeadline[] } {
    const r = this.r;
    const key = named?.key ?? (row.acronym === null ? null : row.acronym.split(' ')[0]!.toLowerCase());
    const ranked = row.type === 'conference' && row.topic === 'Computer Science' && key !== null;
    const ranks = named ?? (ranked ? this.ranksOf(key) : {});
    const acronym = row.acronym !== null && r.chance(OTHER_ACRONYM_FORM) ? otherForm(r, row.acronym) : row.acronym;
    const completed: SourceRow = {
      ...row,
      acronym,
      series: named?.key ?? null,
      core_rank: ranked || named ? (ranks.core ?? null) : null,
      ccf_rank: ranked || named ? (ranks.ccf ?? null) : null,
    };
    return { row: completed, deadlines: this.deadlines(row, key) };
  }

  /** The ranks of a series: the same for every edition. */
  private ranksOf(key: string): { core?: string; ccf?: string } {
    const known = KNOWN_RANKS.get(key);
    if (known) return known;
    const core = CORE.at(textUnit(`core ${key}`, this.seed));
    const ccf = CCF.at(textUnit(`ccf ${key}`, this.seed));
    return { ...(core === null ? {} : { core }), ...(ccf === null ? {} : { ccf }) };
  }

  /**
   * Deadline rows around the row's submission_deadline, which stays the last paper deadline's
   * local date: an abstract a few days before each paper, sometimes an earlier first round, a
   * notification and a camera-ready deadline before the start.
   */
  private deadlines(row: SourceRow, key: string | null): DemoDeadline[] {
    const r = this.r;
    const type = row.type as EventType;
    if (row.submission_deadline === null || !r.chance(IN_TABLE)) return [];
    const paper = parseIsoDate(row.submission_deadline)!;
    const start = parseIsoDate(row.start_date)!;
    const zone = key === null ? ZONES.pick(r) : ZONES.at(textUnit(`zone ${key}`, this.seed));
    const time = TIMES.pick(r);
    const out: DemoDeadline[] = [];
    const add = (kind: DeadlineKind, round: number, day: Day, withTime = true) =>
      out.push({ event_id: row.id, kind, round, due: formatIsoDate(day) + (withTime ? time : ''), timezone: zone });
    const abstractLead = r.chance(ABSTRACT[type]) ? r.between(3, 10) : 0;
    const rounds = r.chance(TWO_ROUNDS[type]) ? [paper - r.between(56, 120), paper] : [paper];
    for (const [index, day] of rounds.entries()) {
      if (abstractLead > 0) add('abstract', index + 1, day - abstractLead);
      add('paper', index + 1, day);
    }
    const lead = start - paper;
    if (lead > 10 && r.chance(NOTIFICATION[type])) {
      const notification = paper + Math.min(r.between(21, 45), lead - 7);
      add('notification', 1, notification, false);
      const room = start - notification;
      if (room > 4 && r.chance(CAMERA_READY))
        add('camera_ready', 1, notification + Math.min(r.between(7, 21), room - 2));
    }
    return out;
  }
}

/** "ICML 2027" written "ICML'27" or "ICML-2027". */
function otherForm(r: Random, acronym: string): string {
  const space = acronym.lastIndexOf(' ');
  const [short, year] = [acronym.slice(0, space), acronym.slice(space + 1)];
  return r.chance(0.5) ? `${short}'${year.slice(2)}` : `${short}-${year}`;
}
