/**
 * Sub-topics from what a venue is (docs/importers.md, Subjects). A tracker of one field tags nearly
 * every record with that field (sec-deadlines' `SEC` is "Cybersecurity" on ISSTA too): a sub-topic
 * on at least DOMAIN_SHARE of a source's events (of DOMAIN_MIN_EVENTS or more) is that tracker's
 * domain, and on a record it says only who lists the venue. After the merge, an edition whose
 * sub-topic only a tracker's domain gives takes its series' own sub-topics instead (those the
 * other editions' records give as their field, most agreed first), when its series has any.
 */
import { nameKey } from '../reference/fold.js';
import { namedKeys } from './field-words.js';
import type { FormatResult, ImportedEvent } from './record.js';
import { seriesGroups } from './series-groups.js';
import { namesOf } from './subject-support.js';
import type { SubjectVote } from './record.js';
import { addSubjectVotes } from './subject-votes.js';

/** The share of a source's events a sub-topic is on to be the tracker's domain. */
export const DOMAIN_SHARE = 0.6;
/** A source of fewer events has no domain: a short list may well be of one field. */
export const DOMAIN_MIN_EVENTS = 20;

/** A sub-topic's change of one edition, for the report. */
export interface SubjectChange {
  recordId: string;
  acronym: string | null;
  /** The sub-topics only a tracker's domain gave, left out. */
  dropped: string[];
  /** The series' sub-topics taken instead. */
  taken: string[];
}

/**
 * Marks on each event of a source the sub-topics that are its tracker's domain, and gives each its
 * record's vote (subject-votes.ts).
 */
export function markTrackerDomains(result: FormatResult): FormatResult {
  if (result.events.length < DOMAIN_MIN_EVENTS) return addSubjectVotes(result, []);
  const counts = new Map<string, { name: string; count: number }>();
  for (const event of result.events)
    for (const name of new Set(event.subTopics)) {
      const known = counts.get(nameKey(name));
      if (known) known.count++;
      else counts.set(nameKey(name), { name, count: 1 });
    }
  const shared = [...counts].filter(([, { count }]) => count >= DOMAIN_SHARE * result.events.length);
  const domain = new Set(shared.map(([key]) => key));
  if (domain.size === 0) return addSubjectVotes(result, []);
  const events = result.events.map((event) => {
    const marked = event.subTopics.filter((name) => domain.has(nameKey(name)));
    return marked.length === 0 ? event : { ...event, domainSubTopics: marked };
  });
  return addSubjectVotes(
    { ...result, events },
    shared.map(([, { name }]) => name),
  );
}

const fieldOf = (event: ImportedEvent): string[] => {
  const domain = new Set((event.domainSubTopics ?? []).map(nameKey));
  return event.subTopics.filter((name) => !domain.has(nameKey(name)));
};

/**
 * The domain-only sub-topics of an event after `other` is merged into it: those that each record
 * giving them gives as its tracker's domain. Called before the sub-topics are joined.
 */
export function mergedDomains(event: ImportedEvent, other: ImportedEvent): string[] | undefined {
  const fields = new Set([...fieldOf(event), ...fieldOf(other)].map(nameKey));
  const domains = [...(event.domainSubTopics ?? []), ...(other.domainSubTopics ?? [])];
  const kept = domains.filter(
    (name, i) => !fields.has(nameKey(name)) && domains.findIndex((d) => nameKey(d) === nameKey(name)) === i,
  );
  return kept.length === 0 ? undefined : kept;
}

/**
 * Each edition whose sub-topics are a tracker's domain alone takes its series' field sub-topics,
 * most given first (ties in the order first seen); the changes are returned for the report.
 */
export function settleSubjects(events: ImportedEvent[]): SubjectChange[] {
  const groups = seriesGroups(events);
  const bySeries = new Map<string, Map<string, { name: string; count: number }>>();
  for (const [at, event] of events.entries()) {
    const series = groups[at];
    if (series === null || series === undefined) continue;
    const counts = bySeries.get(series) ?? new Map<string, { name: string; count: number }>();
    for (const name of fieldOf(event)) {
      const known = counts.get(nameKey(name));
      if (known) known.count++;
      else counts.set(nameKey(name), { name, count: 1 });
    }
    bySeries.set(series, counts);
  }
  const changes: SubjectChange[] = [];
  for (const [at, event] of events.entries()) {
    const domain = event.domainSubTopics ?? [];
    const series = groups[at];
    if (domain.length === 0 || series === null || series === undefined || fieldOf(event).length > 0) continue;
    const field = [...(bySeries.get(series)?.values() ?? [])].sort((a, b) => b.count - a.count).map((f) => f.name);
    if (field.length === 0) continue;
    event.subTopics = field;
    delete event.domainSubTopics;
    changes.push({ recordId: event.source.recordId, acronym: event.acronym, dropped: domain, taken: field });
  }
  return changes;
}

/** Sub-topics this close in votes are as much given (the votes are sums of fractions). */
const SAME_VOTES = 1e-9;

/**
 * A record's vote for each of its sub-topics: one vote shared among them, a sub-topic of its
 * tracker's domain counting half a share (it says who lists the venue more than what it is).
 */
function sharesOf(vote: SubjectVote): [string, number][] {
  const domain = new Set(vote.trackerDomain.map(nameKey));
  return vote.subTopics.map((name) => [nameKey(name), (domain.has(nameKey(name)) ? 0.5 : 1) / vote.subTopics.length]);
}

function addShares(into: Map<string, number>, vote: SubjectVote): void {
  for (const [key, share] of sharesOf(vote)) into.set(key, (into.get(key) ?? 0) + share);
}

/** The mean place of each sub-topic in the records that give it (a record names its field first). */
function placesOf(votes: readonly SubjectVote[]): Map<string, number> {
  const sums = new Map<string, { sum: number; count: number }>();
  for (const vote of votes)
    vote.subTopics.forEach((name, place) => {
      const known = sums.get(nameKey(name)) ?? { sum: 0, count: 0 };
      sums.set(nameKey(name), { sum: known.sum + place, count: known.count + 1 });
    });
  return new Map([...sums].map(([key, { sum, count }]) => [key, sum / count]));
}

/**
 * Each edition's sub-topics in the order its sources give them (docs/importers.md, Subjects): first
 * those the venue's names name (field-words.ts: IJCAI is Artificial Intelligence, whatever number
 * of trackers copy one record's Machine Learning), then the others; within each, the one most of
 * its sources give first, each record's vote shared among the sub-topics it gives (a tracker's list
 * of six areas weighs a sixth each, where a record giving one weighs one); as much given, the one
 * its series' editions give more, then the one its records list earlier, then by name: never the
 * order of the sources. The first is the events row's sub-topic, which similar_to reads as the
 * venue's field.
 */
export function orderSubTopics(events: readonly ImportedEvent[]): void {
  const groups = seriesGroups(events);
  const bySeries = new Map<string, Map<string, number>>();
  for (const [at, event] of events.entries()) {
    const series = groups[at];
    if (series === null || series === undefined || event.subjectVotes === undefined) continue;
    const shares = bySeries.get(series) ?? new Map<string, number>();
    for (const vote of event.subjectVotes) addShares(shares, vote);
    bySeries.set(series, shares);
  }
  for (const [at, event] of events.entries()) {
    if (event.subTopics.length < 2) continue;
    const own = new Map<string, number>();
    for (const vote of event.subjectVotes ?? []) addShares(own, vote);
    const named = namedKeys(...namesOf(event));
    const series = bySeries.get(groups[at] ?? '');
    const places = placesOf(event.subjectVotes ?? []);
    const keyed = event.subTopics.map((name) => ({
      name,
      key: nameKey(name),
      named: named.has(nameKey(name)),
      own: own.get(nameKey(name)) ?? 0,
      series: series?.get(nameKey(name)) ?? 0,
      place: places.get(nameKey(name)) ?? Number.POSITIVE_INFINITY,
    }));
    keyed.sort((a, b) =>
      a.named !== b.named
        ? Number(b.named) - Number(a.named)
        : Math.abs(a.own - b.own) > SAME_VOTES
          ? b.own - a.own
          : Math.abs(a.series - b.series) > SAME_VOTES
            ? b.series - a.series
            : a.place !== b.place
              ? a.place - b.place
              : a.key < b.key
                ? -1
                : a.key > b.key
                  ? 1
                  : 0,
    );
    event.subTopics = keyed.map(({ name }) => name);
  }
}
