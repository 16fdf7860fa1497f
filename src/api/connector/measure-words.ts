/**
 * Words that ask for a measure no filter takes (docs/api.md, Connector tools): said as not
 * answered, never searched. Most are measures the data has none of ("smaller", "cheaper"), or a
 * review policy ("double-blind"), travel ("direct flights from London", its place the asker's),
 * publishing ("Springer LNCS", "indexed in Scopus"), grants and fees ("student travel grants",
 * "a student discount") or the people of an event ("the general chairs", "keynotes");
 * a venue's selectivity ("selective", "acceptance rate below 25%") the data has as acceptance
 * rates by year, which `fetch` gives (a question of no edition is answered by them:
 * rate-answers.ts), and a rebuttal ("with a rebuttal
 * phase") as a deadline of that kind, which `fetch` lists, but no filter reads them, so the note
 * says where they are; "rolling deadlines" are none of the data's, whose deadlines are dated. A
 * question naming an edition asks of its rebuttal, which its answer gives.
 */
import type { Token } from './tokens.js';
import { h5At, rateAt, selectiveAt, sizeAt } from './bounded-measures.js';
import { isTravelWord, travelAt } from './travel-words.js';
import { rollingAt, roundsAt } from './round-words.js';
import { trackAt } from './track-words.js';
import { rulesAt } from './rule-words.js';
import { durationAt, frequencyAt } from './duration-words.js';
import { phraseAt } from './phrase-claims.js';
import { REGISTRATION } from './registration-words.js';

/** Words that ask for what the data has no measure of ("but cheaper", "somewhere warm"). */
const NO_MEASURE: ReadonlySet<string> = new Set(
  'cheaper closer nearer cheapest closest nearest friendlier cheap affordable inexpensive expensive warm warmer sunny sunnier'.split(
    ' ',
  ),
);
/** What a measure asks for: one the data lacks, an acceptance rate, a rebuttal or a review policy (WHY's keys). */
type Kind = keyof typeof WHY;
export interface Measure {
  length: number;
  text: string;
  kind: Kind;
  /** Of a track, whether it is the main call's ("full papers"): read, never said unanswered. */
  main?: true;
}

/** Why each kind is not answered, as the note says it. */
const WHY = {
  measure: 'the data has no such measure',
  rate: "no filter takes acceptance rates; each title gives the latest known, fetch each venue's by year",
  h5: "each title gives its venue's, fetch its ranks",
  size: 'the data has no attendance; each title gives the papers submitted and accepted when known',
  rebuttal: "no filter takes a rebuttal; fetch lists an event's rebuttal deadline when it has one",
  review: 'the data has no review policy',
  travel: 'the data has no travel information',
  publishing: 'the data has no publisher or indexing',
  support: 'the data has no grants or fees',
  change: 'no filter takes a change; the getChanges tool lists the deadlines extended or moved',
  rolling: "the data has dated deadlines only; fetch lists an event's rounds",
  rounds: "no filter takes how many rounds a call has; fetch lists an event's deadlines by round",
  people: "the data has no chairs or keynotes; fetch gives the event's website",
  rules: "the data has no page limits or templates; fetch gives the event's website",
  track: "no filter takes a kind of paper; fetch gives the event's website, which lists its tracks",
  journal: 'the data lists events, no journals',
  registration: "the data has no registration dates; fetch gives the event's website",
  weekday: 'no filter takes a day of the week; each title gives the date',
  duration: 'no filter takes how long an event lasts; each title gives its dates',
  frequency: "no filter takes how often a venue meets; fetch gives each venue's editions by year",
} as const satisfies Readonly<Record<string, string>>;
/** Days of the week in general ("deadlines that fall on a weekend", "on Fridays"): "on Friday" is that day. */
const ANY_DAY: ReadonlySet<string> = new Set(
  'weekend weekday monday tuesday wednesday thursday friday saturday sunday'.split(' '),
);

/** A day of the week in general asked for at `at`: "on a weekend", "on weekends", "on a Friday", "on Fridays". */
function weekdayAt(tokens: readonly Token[], at: number): Measure | undefined {
  const word = (i: number) => tokens[i]?.word ?? '';
  if (word(at) !== 'on') return undefined;
  const article = word(at + 1) === 'a' ? 1 : 0;
  const day = word(at + 1 + article);
  if (article === 0 ? !ANY_DAY.has(day.replace(/s$/, '')) || !day.endsWith('s') : !ANY_DAY.has(day)) return undefined;
  const words = tokens.slice(at, at + 2 + article).map((token) => token.text);
  return { length: words.length, text: words.join(' '), kind: 'weekday' };
}
/** Words after one of registering to attend that are of it ("registration opens"). */
const REGISTRATION_AFTER: ReadonlySet<string> = new Set(
  'open opens opening close closes closing deadline deadlines date dates period'.split(' '),
);
/** Roles of the people of an event ("the general chairs of KDD 2027"); "speaker" is a field's word ("speaker recognition"). */
const PEOPLE: ReadonlySet<string> = new Set(['chair', 'chairs', 'co-chair', 'co-chairs', 'keynote', 'keynotes']);
/** Words before a role that are of it ("general chairs", "program chair"). */
const PEOPLE_BEFORE: ReadonlySet<string> = new Set(['general', 'program', 'pc', 'local', 'steering', 'publicity']);
/** Words after a role that are of it ("keynote speakers"). */
const PEOPLE_AFTER: ReadonlySet<string> = new Set(['speaker', 'speakers', 'talk', 'talks']);

/** The people of an event asked for at `at` ("general chairs", "keynote speakers"), if any. */
function peopleAt(tokens: readonly Token[], at: number): Measure | undefined {
  const before = PEOPLE_BEFORE.has(tokens[at]!.word) && PEOPLE.has(tokens[at + 1]?.word ?? '') ? 1 : 0;
  if (!PEOPLE.has(tokens[at + before]?.word ?? '')) return undefined;
  const after = PEOPLE_AFTER.has(tokens[at + before + 1]?.word ?? '') ? 1 : 0;
  const words = tokens.slice(at, at + before + 1 + after).map((token) => token.text);
  return { length: words.length, text: words.join(' '), kind: 'people' };
}
/** Venues the data has none of: it lists events ("top journals in machine learning"). */
const JOURNALS: ReadonlySet<string> = new Set(['journal', 'journals', 'magazine', 'magazines']);
/** Words of a change to a deadline ("whose deadline was extended"), unless of a paper's kind ("extended abstracts"). */
const CHANGE: ReadonlySet<string> = new Set([
  'extended',
  'extension',
  'extensions',
  'postponed',
  'moved',
  'rescheduled',
  'delayed',
]);
const NOT_CHANGE: ReadonlySet<string> = new Set(['abstract', 'abstracts', 'version', 'versions', 'paper', 'papers']);
/** Publishers, proceedings series and indexes ("Springer LNCS", "indexed in Scopus"). */
const PUBLISHING: ReadonlySet<string> = new Set(
  'lncs lnai lnbip ccis ceur ceur-ws springer elsevier scopus compendex xplore wos dblp proceedings'.split(' '),
);
/** Words before "digital library" that make it a publisher's ("the ACM Digital Library", "IEEE Xplore digital library"). */
export const LIBRARY_OF: ReadonlySet<string> = new Set(['the', 'acm', 'ieee', 'xplore', 'computer', 'springer']);
/** Grants and fees ("student travel grants", "registration fee waivers"). */
const SUPPORT: ReadonlySet<string> = new Set(
  'grant grants scholarship scholarships stipend stipends bursary bursaries fee fees waiver waivers discount discounts cost costs price prices'.split(
    ' ',
  ),
);

/**
 * Publishing ("published by Springer LNCS", "indexed in Scopus") or support ("travel grants",
 * "registration fees") asked for at `at`: the run of such words, with "published by" or
 * "indexed in" before a publisher and "travel" or "registration" before a grant or fee.
 */
function publishingAt(tokens: readonly Token[], at: number): Measure | undefined {
  const word = (i: number) => tokens[i]?.word ?? '';
  // "the ACM Digital Library": a library of papers, no subject ("digital library conferences": one).
  if (word(at) === 'digital' && ['library', 'libraries'].includes(word(at + 1)) && LIBRARY_OF.has(word(at - 1)))
    return { length: 2, text: `${tokens[at]!.text} ${tokens[at + 1]!.text}`, kind: 'publishing' };
  const lead = ['published', 'indexed'].includes(word(at)) && ['by', 'in'].includes(word(at + 1)) ? 2 : 0;
  const before = lead === 0 && ['travel', 'registration'].includes(word(at)) && SUPPORT.has(word(at + 1)) ? 1 : 0;
  const set = PUBLISHING.has(word(at + lead))
    ? PUBLISHING
    : SUPPORT.has(word(at + lead + before))
      ? SUPPORT
      : undefined;
  if (set === undefined || (lead > 0 && set !== PUBLISHING)) return undefined;
  let end = at + lead + before;
  while (end < tokens.length && set.has(word(end))) end++;
  // "Scopus indexed": the index's verb after it.
  if (set === PUBLISHING && ['indexed', 'indexing'].includes(word(end))) end++;
  const words = tokens.slice(at, end).map((token) => token.text);
  return { length: words.length, text: words.join(' '), kind: set === PUBLISHING ? 'publishing' : 'support' };
}
/** Event words "free" asks about the fee of, after a format word or not ("free online workshops"). */
const FREE_EVENTS: ReadonlySet<string> = new Set(
  'conference conferences event events workshop workshops webinar webinars seminar seminars summit summits meetup meetups'.split(
    ' ',
  ),
);
const FREE_FORMATS: ReadonlySet<string> = new Set(['online', 'virtual', 'hybrid']);
/** Words after "free" that ask for no fee: "free to attend", "free of charge", "free registration". */
const FREE_NOUNS: ReadonlySet<string> = new Set(['registration', 'entry', 'admission', 'attendance']);
const FREE_AFTER: ReadonlySet<string> = new Set(['to', 'of', ...FREE_NOUNS]);

/**
 * A fee asked about at `at`: "free" before an event word ("free online workshops"), or before
 * "to attend", "of charge", "registration"; "free software" is a subject, read as q.
 */
function freeAt(tokens: readonly Token[], at: number): Measure | undefined {
  if (tokens[at]?.word !== 'free') return undefined;
  const next = tokens[at + 1]?.word ?? '';
  const event = FREE_EVENTS.has(FREE_FORMATS.has(next) ? (tokens[at + 2]?.word ?? '') : next);
  if (!event && !FREE_AFTER.has(next)) return undefined;
  // "free registration", "free entry": the fee's noun is of it.
  const words = tokens.slice(at, at + (FREE_NOUNS.has(next) ? 2 : 1)).map((token) => token.text);
  return { length: words.length, text: words.join(' '), kind: 'support' };
}

/** Review policies, in one word or two ("double-blind", "double blind"), and systems ("ARR", "OpenReview"). */
const REVIEW: ReadonlySet<string> = new Set([
  'double-blind',
  'single-blind',
  'triple-blind',
  'anonymous-review',
  'arr',
  'openreview',
]);
const REVIEW_FIRST: ReadonlySet<string> = new Set(['double', 'single', 'triple']);
const REVIEW_NOUNS: ReadonlySet<string> = new Set([
  'review',
  'reviews',
  'reviewing',
  'reviewed',
  'submission',
  'submissions',
  'policy',
  'policies',
]);
/** Words of a policy on papers under review elsewhere ("dual submissions", "concurrent submission"). */
const DUAL: ReadonlySet<string> = new Set(['dual', 'double', 'concurrent', 'simultaneous', 'parallel']);
const DUAL_NOUNS: ReadonlySet<string> = new Set(['submission', 'submissions', 'submitting']);
/** Words that ask for a rebuttal, and those after it that name its time ("rebuttal phase"). */
const REBUTTAL: ReadonlySet<string> = new Set(['rebuttal', 'rebuttals']);
const REBUTTAL_TIME: ReadonlySet<string> = new Set(['phase', 'phases', 'period', 'periods', 'stage', 'round']);

/** A review policy or a rebuttal asked for at `at`, if one. */
function policyAt(tokens: readonly Token[], at: number): Measure | undefined {
  const { word } = tokens[at]!;
  const second = tokens[at + 1]?.word ?? '';
  // "double blind", "dual submission" (the policy on papers under review elsewhere): two words.
  const pair = (REVIEW_FIRST.has(word) && second === 'blind') || (DUAL.has(word) && DUAL_NOUNS.has(second));
  const blind = REVIEW.has(word) ? 1 : pair ? 2 : 0;
  if (blind > 0) {
    // "double-blind review": the policy's noun is no subject either.
    const length = blind + (REVIEW_NOUNS.has(tokens[at + blind]?.word ?? '') ? 1 : 0);
    const text = tokens.slice(at, at + length).map((token) => token.text);
    return { length, text: text.join(' '), kind: 'review' };
  }
  const author = word === 'author' && tokens[at + 1]?.word === 'response' ? 1 : 0;
  if (!REBUTTAL.has(word) && author === 0) return undefined;
  const time = REBUTTAL_TIME.has(tokens[at + author + 1]?.word ?? '') ? 1 : 0;
  const words = tokens.slice(at, at + author + 1 + time).map((token) => token.text);
  return { length: words.length, text: words.join(' '), kind: 'rebuttal' };
}

/**
 * The measure asked for at `at` (see the top of this file), if one. "Acceptance rate" asks for a
 * bound only with a level before it or a number in the words after it: "the acceptance rate of
 * CHI" asks for CHI's rates, which the answer's events carry.
 */
export function measureAt(
  tokens: readonly Token[],
  at: number,
  isPlace: (text: string) => boolean,
): Measure | undefined {
  const { word, text } = tokens[at]!;
  // A phrase it opens is read as one ("the nearest deadlines": the soonest, vocabulary.ts).
  const phrase = phraseAt(tokens, at) !== undefined;
  if (NO_MEASURE.has(word) && !isTravelWord(tokens[at + 1]?.word ?? '') && !phrase)
    return { length: 1, text, kind: 'measure' };
  const size = sizeAt(tokens, at);
  if (size) return { ...size, kind: 'size' };
  const selective = selectiveAt(tokens, at);
  if (selective) return { ...selective, kind: 'rate' };
  const h5 = h5At(tokens, at);
  if (h5) return { ...h5, kind: 'h5' };
  if (JOURNALS.has(word)) return { length: 1, text, kind: 'journal' };
  const rules = rulesAt(tokens, at);
  if (rules) return { ...rules, kind: 'rules' };
  const track = trackAt(tokens, at);
  if (track) return { ...track, kind: 'track' };
  const people = peopleAt(tokens, at);
  if (people) return people;
  if (CHANGE.has(word) && !NOT_CHANGE.has(tokens[at + 1]?.word ?? '')) return { length: 1, text, kind: 'change' };
  // "registration fees" are support (publishingAt), read below; "registration open(s)" no call.
  if (REGISTRATION.has(word) && !SUPPORT.has(tokens[at + 1]?.word ?? '')) {
    const after = REGISTRATION_AFTER.has(tokens[at + 1]?.word ?? '') ? 1 : 0;
    const words = tokens.slice(at, at + 1 + after).map((token) => token.text);
    return { length: words.length, text: words.join(' '), kind: 'registration' };
  }
  const rolling = rollingAt(tokens, at);
  if (rolling) return { ...rolling, kind: 'rolling' };
  const rounds = roundsAt(tokens, at);
  if (rounds) return { ...rounds, kind: 'rounds' };
  const travel = travelAt(tokens, at, isPlace);
  if (travel) return { ...travel, kind: 'travel' };
  const policy = policyAt(tokens, at) ?? publishingAt(tokens, at) ?? freeAt(tokens, at) ?? weekdayAt(tokens, at);
  if (policy) return policy;
  const lasting = durationAt(tokens, at);
  if (lasting) return { ...lasting, kind: 'duration' };
  const often = frequencyAt(tokens, at);
  if (often) return { ...often, kind: 'frequency' };
  const rate = rateAt(tokens, at);
  return rate && { ...rate, kind: 'rate' };
}

/**
 * The note of the measures asked for, one per kind; none when none was asked for. `named`: the
 * question names an edition, whose answer gives its rebuttal.
 */
export function measureNotes(measures: readonly Measure[], named: boolean): string[] {
  const kinds = Object.keys(WHY) as Kind[];
  return kinds.flatMap((kind) => {
    const asked = measures.filter((measure) => measure.kind === kind && measure.main === undefined);
    // Of an edition named, its title gives its rebuttal and the tracks asked of (deadline-titles.ts).
    if (asked.length === 0 || ((kind === 'rebuttal' || kind === 'track') && named)) return [];
    const said = [...new Set(asked.map(({ text }) => `"${text}"`))];
    return [`not answered: ${said.join(', ')} (${WHY[kind]})`];
  });
}
