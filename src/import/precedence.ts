/**
 * The field precedence of a merge (docs/importers.md, Merging): what an event keeps when another
 * record of the same edition is merged into it. The event holds what the earlier sources (in the
 * order of --from) gave; a later record fills what is missing, gives dates or a city that are more
 * exact, and adds to every list.
 */
import { nameKey } from '../reference/fold.js';
import { acronymKey, splitAcronym } from '../source/acronym.js';
import type { DatePrecision } from '../source/date-text.js';
import { sameDeadline } from '../source/deadlines.js';
import { parseZone } from '../source/zones.js';
import type { ImportedAlias, ImportedDeadline, ImportedEvent, ImportedRank } from './record.js';
import { mergedDomains } from './subjects.js';
import { mergedVotes } from './subject-votes.js';

/** A field both records gave, with different values: the value kept and the other. */
export interface Conflict {
  field: string;
  kept: string;
  other: string;
}

const EXACTNESS: Record<DatePrecision, number> = { day: 2, month: 1, unknown: 0 };

/** Fields that the first record giving one decides; a later record only fills them when empty. */
const FIRST_GIVEN = ['name', 'acronym', 'series', 'website', 'venue', 'coreRank', 'ccfRank', 'format'] as const;

/** Adds the names of a list that fold unlike every name already in it. */
function addNames(list: string[], more: readonly string[]): void {
  for (const name of more) if (!list.some((known) => nameKey(known) === nameKey(name))) list.push(name);
}

function addAlias(list: ImportedAlias[], alias: ImportedAlias): void {
  if (!list.some((known) => nameKey(known.alias) === nameKey(alias.alias))) list.push(alias);
}

/** The other record's names of the series, as aliases of the event's: its acronym and its full name. */
function namesAsAliases(event: ImportedEvent, other: ImportedEvent): void {
  const bare = (acronym: string | null) => (acronym === null ? null : splitAcronym(acronym).bare);
  const [mine, theirs] = [bare(event.acronym), bare(other.acronym)];
  if (theirs !== null && (mine === null || acronymKey(mine) !== acronymKey(theirs))) {
    addAlias(event.aliases, { alias: theirs, kind: 'acronym' });
  }
  if (event.series !== null && other.series !== null && nameKey(event.series) !== nameKey(other.series)) {
    addAlias(event.aliases, { alias: other.series, kind: 'acronym' });
  }
  if (nameKey(event.name) !== nameKey(other.name)) addAlias(event.aliases, { alias: other.name, kind: 'name' });
}

/** A rank as a conflict names it: "h5-index 91", "CORE 2026 A*". */
const rankText = ({ system, edition, value }: ImportedRank): string =>
  `${system}${edition === null ? '' : ` ${edition}`} ${value}`;

/**
 * A later record's ranks: one of a system and edition the event has none of is added; the same
 * rank adds its address when the event's has none; another value of a system and edition the event
 * has is a conflict, the first source's kept (two trackers' h5-index of other years, neither dated).
 */
function mergeRanks(event: ImportedEvent, other: ImportedEvent, conflicts: Conflict[]): void {
  for (const rank of other.ranks) {
    const mine = event.ranks.find((r) => r.system === rank.system && r.edition === rank.edition);
    if (mine === undefined) event.ranks.push(rank);
    else if (mine.value !== rank.value) conflicts.push({ field: 'rank', kept: rankText(mine), other: rankText(rank) });
    else mine.sourceUrl ??= rank.sourceUrl;
  }
}

/** Dates to the day that are one day inside the other's range: "December 6, 2026" within 6-12 December. */
const dayWithin = (day: ImportedEvent, range: ImportedEvent): boolean =>
  day.precision === 'day' &&
  range.precision === 'day' &&
  day.start !== null &&
  day.start === day.end &&
  range.start !== null &&
  range.end !== null &&
  range.start !== range.end &&
  range.start <= day.start &&
  day.start <= range.end;

/**
 * Dates, for the time of the merge: the more exact reading (a month over dates not known, days over
 * a month, a range of days over one day inside it); on a tie the event's. What every source gave is
 * a vote, settled once the edition's records are all merged (date-votes.ts), and reported there.
 */
function mergeDates(event: ImportedEvent, other: ImportedEvent): void {
  if (dayWithin(event, other)) Object.assign(event, { start: other.start, end: other.end });
  else if (EXACTNESS[other.precision] > EXACTNESS[event.precision]) {
    Object.assign(event, { start: other.start, end: other.end, precision: other.precision });
  }
}

/** The place: a record with a city wins over one without, in the same country; else the event's. */
function mergePlace(event: ImportedEvent, other: ImportedEvent, conflicts: Conflict[]): void {
  if (event.city === null && other.city !== null && (event.country === null || event.country === other.country)) {
    Object.assign(event, { city: other.city, region: other.region, country: other.country });
    return;
  }
  event.region ??= event.country === other.country ? other.region : null;
  const where = (e: ImportedEvent) => [e.city, e.country].filter((part) => part !== null).join(', ');
  if (other.city !== null && nameKey(where(event)) !== nameKey(where(other))) {
    conflicts.push({ field: 'place', kept: where(event), other: where(other) });
  }
}

/** The instant of a deadline, to compare two that write one instant apart ("UTC-12:00" and "AoE"). */
export function instantOf({ due, zone }: Pick<ImportedDeadline, 'due' | 'zone'>): number | null {
  const local = Date.parse(`${due.length === 10 ? `${due}T23:59:59` : due}Z`) / 1000;
  return Number.isNaN(local) ? null : (parseZone(zone)?.instant(local) ?? null);
}

/**
 * Two deadlines of one instant: a minute or less apart (23:59, 23:59:59 and 24:00 of one day close
 * it alike: sameDeadline), or written alike when either cannot be read.
 */
function sameInstant(a: ImportedDeadline, b: ImportedDeadline): boolean {
  const [x, y] = [instantOf(a), instantOf(b)];
  return x === null || y === null ? a.due === b.due && a.zone === b.zone : sameDeadline(x, y);
}

/**
 * The rounds of two sources aligned by their papers: when a paper of one is due on the day of a
 * paper of the other numbered higher (each tracker writes its zone) (one source lists a round the other does not), the one
 * numbered lower has its rounds moved up to match ("CSCW (July cycle)" and "(January cycle)" of one
 * tracker are rounds 1 and 2; another gives January alone, as round 1). Nothing moves when the
 * sources share a round number already, or disagree on the shift.
 */
function alignRounds(event: ImportedEvent, other: ImportedEvent): ImportedDeadline[] {
  const papers = (list: ImportedDeadline[]) => list.filter((one) => one.kind === 'paper');
  const shifts = new Set<number>();
  for (const theirs of papers(other.deadlines))
    for (const mine of papers(event.deadlines))
      if (theirs.due.slice(0, 10) === mine.due.slice(0, 10)) shifts.add(theirs.round - mine.round);
  const [shift] = [...shifts];
  const moved = (list: ImportedDeadline[], by: number) => list.map((one) => ({ ...one, round: one.round + by }));
  if (shifts.size !== 1 || shift === 0 || shift === undefined) return other.deadlines;
  if (shift > 0) event.deadlines = moved(event.deadlines, shift);
  return shift < 0 ? moved(other.deadlines, -shift) : other.deadlines;
}

/**
 * Deadlines: every kind and round of either, rounds aligned (alignRounds); the event's where both
 * have one. A round the other gives whole (an abstract on or before its paper) where the event
 * gives a lone paper due before that abstract is the other's: an abstract of one source never
 * stands after another's paper.
 */
function mergeDeadlines(event: ImportedEvent, other: ImportedEvent, conflicts: Conflict[]): void {
  const theirs = alignRounds(event, other);
  for (const paper of theirs) {
    if (paper.kind !== 'paper') continue;
    const of = (list: ImportedDeadline[], kind: string) =>
      list.find((known) => known.kind === kind && known.round === paper.round);
    const [abstract, mine] = [of(theirs, 'abstract'), of(event.deadlines, 'paper')];
    if (!abstract || !mine || of(event.deadlines, 'abstract')) continue;
    const [a, p, m] = [instantOf(abstract), instantOf(paper), instantOf(mine)];
    if (a === null || p === null || m === null || a > p || a <= m) continue;
    conflicts.push({
      field: `deadline paper round ${paper.round}`,
      kept: `${paper.due} ${paper.zone}`,
      other: `${mine.due} ${mine.zone}`,
    });
    event.deadlines = event.deadlines.map((known) => (known === mine ? paper : known));
  }
  for (const deadline of theirs) {
    const mine = event.deadlines.find((known) => known.kind === deadline.kind && known.round === deadline.round);
    if (!mine) event.deadlines.push(deadline);
    else if (!sameInstant(mine, deadline)) {
      const field = `deadline ${deadline.kind} round ${deadline.round}`;
      conflicts.push({ field, kept: `${mine.due} ${mine.zone}`, other: `${deadline.due} ${deadline.zone}` });
    }
  }
}

/** Tracks: every track of either, each kind and round of a track once (the event's where both have one). */
function mergeTracks(event: ImportedEvent, other: ImportedEvent): void {
  if (!other.tracks?.length) return;
  const tracks = (event.tracks = (event.tracks ?? []).map((track) => ({ ...track, deadlines: [...track.deadlines] })));
  for (const track of other.tracks) {
    const mine = tracks.find((known) => nameKey(known.name) === nameKey(track.name));
    if (!mine) tracks.push({ name: track.name, deadlines: [...track.deadlines] });
    else
      for (const deadline of track.deadlines)
        if (!mine.deadlines.some((d) => d.kind === deadline.kind && d.round === deadline.round))
          mine.deadlines.push(deadline);
  }
}

/** Merges a later record of the same edition into an event; returns the fields on which they disagreed. */
export function mergeInto(event: ImportedEvent, other: ImportedEvent): Conflict[] {
  const conflicts: Conflict[] = [];
  for (const field of FIRST_GIVEN) {
    const [kept, given] = [event[field], other[field]];
    if (kept === null) Object.assign(event, { [field]: given });
    else if (given !== null && field !== 'name' && nameKey(kept) !== nameKey(given)) {
      conflicts.push({ field, kept, other: given });
    }
  }
  event.year ??= other.year;
  // Each source vouches for its record on its date: the event was last checked on the later one.
  if (other.lastVerified && (!event.lastVerified || other.lastVerified > event.lastVerified)) {
    event.lastVerified = other.lastVerified;
  }
  namesAsAliases(event, other);
  mergeDates(event, other);
  mergePlace(event, other, conflicts);
  mergeDeadlines(event, other, conflicts);
  mergeTracks(event, other);
  event.domainSubTopics = mergedDomains(event, other);
  event.subjectVotes = mergedVotes(event, other);
  addNames(event.topics, other.topics);
  addNames(event.subTopics, other.subTopics);
  for (const alias of other.aliases) addAlias(event.aliases, alias);
  mergeRanks(event, other, conflicts);
  for (const source of other.sources) {
    const known = event.sources.some(
      (mine) => mine.name === source.name && mine.recordId === source.recordId && mine.url === source.url,
    );
    if (!known) event.sources.push(source);
  }
  return conflicts;
}
