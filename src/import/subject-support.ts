/**
 * Sub-topics by agreement (docs/importers.md, Subjects). A sub-topic is supported by each tracker
 * that gives it to an edition of the venue's series, and by the venue's own names when they name
 * its field (field-words.ts). A tracker that tags a venue with many areas (khongsomeo/ai-deadlines
 * gives SIGMOD Machine Learning, Natural Language Processing, Information Retrieval, Security and
 * Privacy and Human-Computer Interaction) says what it accepts, not what it is: a sub-topic that
 * one source alone supports is dropped from an edition that has a sub-topic two or more support.
 * Forks copying one record, the trackers of one site (a fork that keeps its origin's title and
 * description: mpc-deadlines' "MPC Deadlines Hub", whose Theory tags EuroSys and SIGMOD), and the
 * trackers of one domain, are one source; a tag of a tracker's domain supports nothing. An edition
 * none of whose sub-topics its names name takes the named field its series' trackers give
 * (tobna/ai-deadlines' SIGIR 2027, "Data Mining" and "Natural Language Processing", takes
 * Information Retrieval).
 */
import { nameKey } from '../reference/fold.js';
import { splitAcronym } from '../source/acronym.js';
import { fieldsNamed, namedKeys } from './field-words.js';
import type { ImportedEvent } from './record.js';
import { seriesGroups } from './series-groups.js';
import type { SubjectVote } from './record.js';

/** Sources that agree on a sub-topic: two trackers, or a tracker and the venue's name. */
export const AGREEING = 2;
/** Names of an edition read for its fields: its own and its records' (a merge of more is hostile). */
const NAMES_READ = 16;

/** A sub-topic dropped from an edition, for the report. */
export interface WeakSubject {
  /** The position of the edition among the events written (its id is given when they are). */
  index: number;
  recordId: string;
  acronym: string | null;
  subTopic: string;
  /**
   * The trackers that gave it: one source (a tracker, two forks copying one record, or the trackers
   * of one domain); those of its series' editions when it was taken from them.
   */
  trackers: string[];
  /** The edition's sub-topics kept. */
  kept: string[];
}

/** A sub-topic an edition took from its names and its series' trackers, for the report. */
export interface NamedSubject {
  index: number;
  recordId: string;
  acronym: string | null;
  subTopic: string;
}

/** The texts that name an edition: its name, its acronym and its records' names and acronyms. */
export function namesOf(event: ImportedEvent): string[] {
  const bare = event.acronym === null ? null : splitAcronym(event.acronym).bare;
  const others = event.aliases.filter((alias) => alias.kind === 'name' || alias.kind === 'acronym');
  return [event.name, ...(bare === null ? [] : [bare]), ...others.map((alias) => alias.alias)].slice(0, NAMES_READ);
}

/**
 * The votes of an edition that are no copy: a vote of two or more sub-topics that another tracker,
 * first in name order, gives alike is the family's forks copying one record (huggingface's and
 * yuki-tashiro's CVPR), one opinion.
 */
function ownVotes(votes: readonly SubjectVote[]): SubjectVote[] {
  const sorted = [...votes].sort((a, b) => (a.tracker < b.tracker ? -1 : a.tracker > b.tracker ? 1 : 0));
  const seen = new Map<string, string>();
  return sorted.filter((vote) => {
    if (vote.subTopics.length < 2) return true;
    const key = [...new Set(vote.subTopics.map(nameKey))].sort().join('\n');
    const first = seen.get(key);
    if (first === undefined) seen.set(key, vote.tracker);
    return first === undefined || first === vote.tracker;
  });
}

/**
 * The source a vote speaks for: its tracker, or for a tracker with a domain (subjects.ts) that
 * domain, whichever tracker of it (sec-deadlines and its fork Alfusainey/sec-deadlines.github.io,
 * which lists other years of the same workshops, are one security tracker).
 */
const voiceOf = (vote: SubjectVote): string => {
  const domain = vote.trackerDomain.map(nameKey).sort();
  return domain.length === 0 ? (vote.site === undefined ? vote.tracker : `site ${vote.site}`) : `domain ${domain[0]}`;
};

/**
 * The sources that give each sub-topic in `votes`, added to `givers`; a tag of a tracker's domain
 * says who lists the venue and supports nothing.
 */
function addGivers(givers: Map<string, Set<string>>, votes: readonly SubjectVote[]): Map<string, Set<string>> {
  for (const vote of ownVotes(votes)) {
    const domain = new Set(vote.trackerDomain.map(nameKey));
    for (const name of vote.subTopics.filter((given) => !domain.has(nameKey(given)))) {
      const voices = givers.get(nameKey(name)) ?? new Set<string>();
      voices.add(voiceOf(vote));
      givers.set(nameKey(name), voices);
    }
  }
  return givers;
}

/** Per series, the sources that give each sub-topic to any of its editions. */
function seriesGivers(
  events: readonly ImportedEvent[],
  groups: readonly (string | null)[],
): Map<string, Map<string, Set<string>>> {
  const bySeries = new Map<string, Map<string, Set<string>>>();
  for (const [at, event] of events.entries()) {
    const series = groups[at];
    if (series === null || series === undefined || event.subjectVotes === undefined) continue;
    bySeries.set(series, addGivers(bySeries.get(series) ?? new Map<string, Set<string>>(), event.subjectVotes));
  }
  return bySeries;
}

/** The trackers that gave each sub-topic to an edition. */
function trackersOf(votes: readonly SubjectVote[]): Map<string, string[]> {
  const trackers = new Map<string, string[]>();
  for (const vote of votes)
    for (const key of new Set(vote.subTopics.map(nameKey))) {
      const list = trackers.get(key) ?? [];
      if (!list.includes(vote.tracker)) list.push(vote.tracker);
      trackers.set(key, list);
    }
  return trackers;
}

/**
 * Adds the field an edition's names name when none of its sub-topics is one its names name and its
 * series' trackers give that field; then drops each sub-topic that one source alone supports, when
 * the edition has one that two or more support. Returns both for the report.
 */
export function settleBySupport(events: ImportedEvent[]): { weak: WeakSubject[]; named: NamedSubject[] } {
  const groups = seriesGroups(events);
  const bySeries = seriesGivers(events, groups);
  const weak: WeakSubject[] = [];
  const named: NamedSubject[] = [];
  events.forEach((event, index) => {
    const votes = event.subjectVotes;
    if (votes === undefined || votes.length === 0) return;
    const series = bySeries.get(groups[index] ?? '') ?? new Map<string, Set<string>>();
    const names = namesOf(event);
    const supported = namedKeys(...names);
    const { recordId } = event.source;
    if (!event.subTopics.some((name) => supported.has(nameKey(name)))) {
      const field = fieldsNamed(...names).find((name) => (series.get(nameKey(name))?.size ?? 0) > 0);
      if (field !== undefined) {
        event.subTopics = [...event.subTopics, field];
        named.push({ index, recordId, acronym: event.acronym, subTopic: field });
      }
    }
    const support = (key: string) => (series.get(key)?.size ?? 0) + (supported.has(key) ? 1 : 0);
    const givers = trackersOf(votes);
    // Every sub-topic a source gives is judged, one taken from the series' editions too (settleSubjects).
    const judged = event.subTopics.filter((name) =>
      [supported, givers, series].some((known) => known.has(nameKey(name))),
    );
    const weakOnes = judged.filter((name) => support(nameKey(name)) < AGREEING);
    if (weakOnes.length === 0 || weakOnes.length === judged.length) return;
    const dropped = new Set(weakOnes.map(nameKey));
    event.subTopics = event.subTopics.filter((name) => !dropped.has(nameKey(name)));
    if (event.domainSubTopics) event.domainSubTopics = event.domainSubTopics.filter((n) => !dropped.has(nameKey(n)));
    for (const subTopic of weakOnes) {
      const trackers = givers.get(nameKey(subTopic)) ?? [...(series.get(nameKey(subTopic)) ?? [])];
      weak.push({ index, recordId, acronym: event.acronym, subTopic, trackers, kept: [...event.subTopics] });
    }
  });
  return { weak, named };
}
