/**
 * Sub-topics from the trackers that know a venue (docs/importers.md, Subjects). Each record's
 * sub-topics are a vote, kept with its tracker and the tracker's domain (subjects.ts) through the
 * merge. A tracker with a domain is foreign to an edition it tags with that domain, when trackers
 * without one list the edition and none of them gives a sub-topic of that domain: a
 * machine-learning tracker that tags ICSE Machine Learning, where ccf-deadlines files it under
 * Software Engineering, lists it for its own field's people, and its tags (Machine Learning,
 * Human-Computer Interaction...) say what ICSE accepts, not what it is. The sub-topics only
 * foreign trackers give are reported, with the trackers that gave each.
 */
import { nameKey } from '../reference/fold.js';
import type { FormatResult, ImportedEvent, SubjectVote } from './record.js';

/** A sub-topic of an edition that only trackers foreign to it give, for the report. */
export interface ForeignTag {
  /** The position of the edition among the events written (its id is given when they are). */
  index: number;
  recordId: string;
  acronym: string | null;
  subTopic: string;
  /** The trackers that gave it. */
  trackers: string[];
}

/** A record's address on GitHub names its tracker: "https://github.com/OWNER/NAME/blob/...". */
const GITHUB_RE = /^https:\/\/github\.com\/([^/]+\/[^/]+)\//;
/** Votes read per edition: an edition has a record per source (a merge of more is hostile). */
const VOTES_READ = 256;

/** Each event of a source with its record's vote: its sub-topics, its tracker and the tracker's domain. */
export function addSubjectVotes(result: FormatResult, domain: readonly string[]): FormatResult {
  const events = result.events.map((event) => {
    if (event.subTopics.length === 0) return event;
    const tracker = GITHUB_RE.exec(event.source.url ?? '')?.[1] ?? result.path;
    const vote = { tracker, subTopics: [...event.subTopics], trackerDomain: [...domain] };
    return { ...event, subjectVotes: [result.site === undefined ? vote : { ...vote, site: result.site }] };
  });
  return { ...result, events };
}

/** The votes of two records merged: every one of either. */
export const mergedVotes = (event: ImportedEvent, other: ImportedEvent): SubjectVote[] | undefined =>
  event.subjectVotes === undefined && other.subjectVotes === undefined
    ? undefined
    : [...(event.subjectVotes ?? []), ...(other.subjectVotes ?? [])].slice(0, VOTES_READ);

/** Words that name no field on their own ("General Python" is of Python, "Computer Networks" of networks). */
const GENERIC_WORDS = new Set([
  'and',
  'of',
  'for',
  'the',
  'in',
  'on',
  'general',
  'computer',
  'computing',
  'science',
  'engineering',
]);

/** The words of a sub-topic that say its field. */
const fieldWords = (name: string): string[] =>
  nameKey(name)
    .split(' ')
    .filter((word) => word !== '' && !GENERIC_WORDS.has(word));

/**
 * The votes of trackers foreign to an edition: a record that tags it with its tracker's domain (it
 * lists the venue for its own field's people), where trackers without a domain list the edition
 * and none of them gives a sub-topic of that domain's field (one that shares a word with it:
 * confs.tech's "Python" is of python-deadlines' "General Python"). A record that gives a narrower
 * tag of its own and not the domain (hci-deadlines' "Visualization" for IEEE VIS) says what the
 * venue is, and is not foreign.
 */
function foreignVotes(votes: readonly SubjectVote[]): Set<SubjectVote> {
  const plain = votes.filter((vote) => vote.trackerDomain.length === 0);
  const given = new Set(plain.flatMap((vote) => vote.subTopics.flatMap(fieldWords)));
  const foreign = new Set<SubjectVote>();
  if (plain.length === 0) return foreign;
  for (const vote of votes) {
    const domain = new Set(vote.trackerDomain.map(nameKey));
    if (!vote.subTopics.some((name) => domain.has(nameKey(name)))) continue;
    if (!vote.trackerDomain.some((name) => fieldWords(name).some((word) => given.has(word)))) foreign.add(vote);
  }
  return foreign;
}

/** The sub-topics of each edition that only foreign trackers give, with those trackers. */
export function foreignTags(events: readonly ImportedEvent[]): ForeignTag[] {
  const found: ForeignTag[] = [];
  events.forEach((event, index) => {
    const votes = event.subjectVotes ?? [];
    const foreign = foreignVotes(votes);
    if (foreign.size === 0) return;
    const kept = new Set(votes.filter((vote) => !foreign.has(vote)).flatMap((vote) => vote.subTopics.map(nameKey)));
    for (const subTopic of event.subTopics) {
      if (kept.has(nameKey(subTopic))) continue;
      const givers = [...foreign].filter((vote) => vote.subTopics.some((name) => nameKey(name) === nameKey(subTopic)));
      if (givers.length === 0) continue;
      const trackers = [...new Set(givers.map((vote) => vote.tracker))];
      found.push({ index, recordId: event.source.recordId, acronym: event.acronym, subTopic, trackers });
    }
  });
  return found;
}
