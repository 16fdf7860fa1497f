/**
 * An edition's dates from several sources (docs/importers.md, Merging): each record's dates are a
 * vote, settled once every record of the edition is merged. The dates most records agree with are
 * kept. A record agrees with the dates it gives; with dates it holds, when it is less exact ("May
 * 2027" agrees with May 3-6, 2027; dates not known yet with any); and with a range of days, of at
 * most AGREEING_DAYS, that holds its days (December 12-14, the main days a tracker gives, agrees with
 * December 10-16, the whole event; December 6 with December 6-12). As many agreeing, the more exact
 * dates are kept (days over a month, a month over none), then the first source's. Each edition
 * whose records gave other dates is reported (`dates[]`): what each record gave, the dates kept and
 * why.
 */
import type { DatePrecision } from '../source/date-text.js';
import { parseIsoDate } from '../util/dates.js';
import { type EventRef, ref } from './near-misses.js';
import type { DateValue, ImportedEvent } from './record.js';

/** A range of days longer than this (a tracker's placeholder) is not agreed with by the days it holds. */
export const AGREEING_DAYS = 31;
/** The distinct dates of one edition compared (each source gives one; a merge of more is hostile). */
const VALUES_COMPARED = 64;

const EXACTNESS: Record<DatePrecision, number> = { day: 2, month: 1, unknown: 0 };

/** The dates an edition's records gave, with the records that gave each and the records that agree with it. */
export interface DatesGiven {
  dates: string;
  precision: DatePrecision;
  records: string[];
  agreeing: number;
}

/** An edition whose records gave other dates: what each gave, the dates kept and why. */
export interface DateChoice {
  record: EventRef;
  acronym: string | null;
  kept: string;
  /**
   * `given`: the others were a tracker's guess; `agreement`: more records agree with the dates kept;
   * `precision`: as many, the more exact; `first`: the first source's.
   */
  by: 'given' | 'agreement' | 'precision' | 'first';
  given: DatesGiven[];
}

/** The dates an event holds, as one record's vote. */
export const dateValueOf = (event: ImportedEvent): DateValue => ({
  start: event.start,
  end: event.end,
  precision: event.precision,
  recordId: event.source.recordId,
  ...(event.datesGuessed ? { guessed: true } : {}),
});

interface Candidate {
  value: DateValue;
  records: string[];
  from: number | null;
  to: number | null;
  /** Every record that gave these dates guessed them. */
  guessed: boolean;
}

const sameDates = (a: DateValue, b: DateValue) => a.start === b.start && a.end === b.end && a.precision === b.precision;

/** Whether days `a` lie within `b`. */
const within = (a: Candidate, b: Candidate) =>
  a.from !== null && a.to !== null && b.from !== null && b.to !== null && b.from <= a.from && a.to <= b.to;

/** Whether days `a` are a range (of at most AGREEING_DAYS) that holds days `b`: the whole event, and its main days. */
const holds = (a: Candidate, b: Candidate) =>
  a.value.precision === 'day' &&
  b.value.precision === 'day' &&
  a.to! - a.from! < AGREEING_DAYS &&
  within(b, a) &&
  !within(a, b);

/**
 * Whether a record that gave `given` agrees with the dates `kept`: the same; less exact and holding
 * them; or days that a range `kept` holds.
 */
function agrees(given: Candidate, kept: Candidate): boolean {
  // A tracker's guess agrees with any dates, as dates not known yet do.
  if (given === kept || given.guessed) return true;
  const [g, k] = [EXACTNESS[given.value.precision], EXACTNESS[kept.value.precision]];
  return (g < k && (g === 0 || within(kept, given))) || holds(kept, given);
}

/** Dates a record gave, not guessed and known: a guess gives way to them, not to dates not known yet, which agree with it. */
const givenDates = (candidate: Candidate): boolean => !candidate.guessed && candidate.value.precision !== 'unknown';

/** The distinct dates of the values, in the order first given. */
function candidatesOf(values: readonly DateValue[]): Candidate[] {
  const candidates: Candidate[] = [];
  for (const value of values) {
    const known = candidates.find((one) => sameDates(one.value, value));
    if (known) {
      known.records.push(value.recordId);
      known.guessed &&= value.guessed === true;
    } else if (candidates.length < VALUES_COMPARED) {
      const [from, to] = [value.start, value.end].map((day) => (day === null ? null : parseIsoDate(day)));
      const guessed = value.guessed === true;
      candidates.push({ value, records: [value.recordId], from: from ?? null, to: to ?? null, guessed });
    }
  }
  return candidates;
}

/**
 * Settles the dates of one event from its records' votes: sets them, and returns the choice to
 * report when the records gave other dates.
 */
function settle(event: ImportedEvent, values: readonly DateValue[]): DateChoice | null {
  const candidates = candidatesOf(values);
  if (candidates.length < 2) return null;
  const agreeing = candidates.map((kept) =>
    candidates.reduce((sum, given) => sum + (agrees(given, kept) ? given.records.length : 0), 0),
  );
  /** Whether candidate i comes before j: dates given over guessed ones, more agreeing, then more exact. */
  const before = (i: number, j: number): DateChoice['by'] | null => {
    const [a, b] = [candidates[i]!, candidates[j]!];
    if (givenDates(a) && b.guessed) return 'given';
    if (a.guessed && givenDates(b)) return null;
    if (agreeing[i]! !== agreeing[j]!) return agreeing[i]! > agreeing[j]! ? 'agreement' : null;
    const exact = EXACTNESS[a.value.precision] - EXACTNESS[b.value.precision];
    return exact > 0 ? 'precision' : null;
  };
  let best = 0;
  for (let i = 1; i < candidates.length; i++) if (before(i, best) !== null) best = i;
  // The reason the dates kept beat the others: the weakest over any of them.
  const reasons = candidates.flatMap((_, i) => (i === best ? [] : [before(best, i) ?? 'first']));
  const by = (['first', 'precision', 'agreement', 'given'] as const).find((reason) => reasons.includes(reason))!;
  const kept = candidates[best]!.value;
  const record = ref(event);
  Object.assign(event, { start: kept.start, end: kept.end, precision: kept.precision });
  return {
    record,
    acronym: event.acronym,
    kept: `${kept.start} ${kept.end}`,
    by,
    given: candidates.map((one, i) => ({
      dates: `${one.value.start} ${one.value.end}`,
      precision: one.value.precision,
      records: one.records,
      agreeing: agreeing[i]!,
    })),
  };
}

/** The dates of every merged event settled from its records' votes; the choices, for the report. */
export function settleDates(events: readonly ImportedEvent[]): DateChoice[] {
  const choices: DateChoice[] = [];
  for (const event of events) {
    const values = event.dateValues;
    delete event.dateValues;
    if (values === undefined) continue;
    const choice = settle(event, values);
    if (choice !== null) choices.push(choice);
  }
  return choices;
}
