/**
 * What a deadline's label says (docs/importers.md, Labels of deadlines), read alike for every
 * importer: its kind, the track it belongs to when it is no call for new papers of the edition
 * ("(Paper) Resubmit Deadline" is the revisions' round, "Poster Submission" the posters'), its round
 * ("Round 2", "(2nd cycle)"), or that it is no deadline at all ("Reviews Released", "Supplementary
 * Material Submission"). A round of a track never opens the edition's call for papers.
 *
 * Written by hand: the labels are free text in a few hundred spellings (the tests hold those of the
 * public trackers), read by their words.
 */
import { readKindWord } from './deadline-kinds.js';
import type { DeadlineKind } from './schema.js';
import { LABEL_TRACK_NAMES, MAIN_TRACK } from './track-names.js';

export interface LabelReading {
  /** The kind of deadline; null when the label (and the type) names none. */
  kind: DeadlineKind | null;
  /** The track the round belongs to; null for the edition's own call (or a label that says none). */
  track: string | null;
  /** The round a label numbers ("Round 2", "(2nd cycle)"); null when it numbers none. */
  round: number | null;
  /** Why the label is no deadline of the source format; null when it is one. */
  skipped: string | null;
}

const REVIEWS = 'reviews sent to authors';

/** Labels of what is no deadline of the source format, and why. */
const NOT_DEADLINES: readonly (readonly [RegExp, string])[] = [
  [/\bsupplement(?:ary|al)\b/i, 'supplementary material'],
  [/\bvideo\b/i, 'a video'],
  [/\bvolunteers?\b|\bapplications?\b|\baward\b/i, 'an application'],
  [/\bwithdrawal\b/i, 'a withdrawal'],
  [/\breviewers?\b(?! ?-? ?author)|\breview deadline\b/i, "the reviewers' deadline"],
  [
    /\bhotel\b|\bearly[\s-]+bird\b|\b(?:early|final|author) registration\b|\bregistration and early\b/i,
    'a registration to attend',
  ],
  [/\breviews?\b.*\b(?:released?|available|results)\b|\bmeta[\s-]?review\b/i, REVIEWS],
  [/\b(?:starts?|begins?)\b(?!.*\b(?:end|due|deadline)\b)|\bopens?$|\bperiod$/i, 'the start of a period'],
  [/\bupdate\b|\bupload and conflicts\b/i, 'an update of a submitted paper'],
];

/** Types of the Hugging Face form that name no deadline: the start of a period, reviews sent, material. */
const NOT_A_DEADLINE_TYPE_RE = /(?:^|[_-])(?:start|begin|open)s?$|review_?releas|supplement|withdraw|reviewer/i;

/** Phrases read before the single words: each with the kind it names. */
const PHRASES: readonly (readonly [RegExp, DeadlineKind])[] = [
  [/\b(?:paper|contribution|mandatory paper) registration\b|\bsubmission form\b|\bmetadata\b/i, 'abstract'],
  [/\bfinal (?:paper|version|manuscript)\b|\brevised version\b/i, 'camera_ready'],
  [/\bearly[\s-]+reject(?:ion)?\b|\bfinal decisions?\b|\breject\b/i, 'notification'],
  [/\bdiscussion period end|\bdiscussion end|\bauthor (?:response|feedback)\b/i, 'rebuttal'],
];

/** The words of a kind other than a paper; the first found decides. */
const KIND_WORDS_RE =
  /\b(abstracts?|title and abstract|registration|camera[\s-]*ready|rebuttals?|notifications?|notices|decisions?|acceptance|accepted|commitment)\b/i;
/** The words of a paper deadline. */
const PAPER_WORDS_RE =
  /\b(?:resubmi\w*|revisions?|revised|submissions?|submit\w*|papers?|deadlines?|due|manuscripts?)\b/i;

const KIND_OF_WORD: readonly (readonly [RegExp, DeadlineKind])[] = [
  [/^(?:abstracts?|title and abstract|registration)$/i, 'abstract'],
  [/^camera/i, 'camera_ready'],
  [/^rebuttals?$/i, 'rebuttal'],
  [/^(?:notifications?|notices|decisions?|acceptance|accepted)$/i, 'notification'],
  [/^commitment$/i, 'commitment'],
];

/** Words that say a round is a revision of a paper already submitted, not a new paper. */
const REVISION_RE = /\bresubmi\w*|\b(?:major|minor)[\s-]+revisions?\b|\brevis(?:ion|ions|ed)\b(?! version)/i;

/** Qualifiers that name the edition's own call: "(Paper)", "(Main Conference)", "(Full & Short Paper)". */
const MAIN_RE =
  /\b(?:main|regular|full|long|research(?:[\s-]+papers?)?(?:[\s-]+track)?|conference(?:[\s-]+(?:track|papers?))?|technical papers?|papers?|all tracks|both rounds)\b/i;

/** A round or cycle: "Round 2", "(2nd round)", "(Cycle 1)", "1st cycle", "Phase I". */
const ROUND_RES: readonly RegExp[] = [
  /\b(?:round|cycle|phase|issue|r)\s*(\d{1,2})\b/i,
  /\b(\d)(?:st|nd|rd|th)\s+(?:round|cycle|call|phase)\b/i,
];
const ORDINALS: Readonly<Record<string, number>> = { first: 1, second: 2, third: 3, fourth: 4 };
const ORDINAL_RE = /\b(first|second|third|fourth)\s+(?:round|cycle|call|review cycle)\b/i;

/** The round a label numbers; null when it numbers none. */
function roundOf(label: string): number | null {
  for (const re of ROUND_RES) {
    const found = re.exec(label);
    if (found) return Number(found[1]) || null;
  }
  const ordinal = ORDINAL_RE.exec(label);
  return ordinal ? ORDINALS[ordinal[1]!.toLowerCase()]! : null;
}

/**
 * The kind a label names by its words: a phrase, else the first word of a kind other than a paper
 * (outside parentheses first: "(Full Paper) Abstract Submission" is an abstract), else a paper
 * when it says submission, paper or deadline; `specific` is false for a paper named only so.
 */
function kindOfLabel(label: string): { kind: DeadlineKind; specific: boolean } | null {
  for (const [re, kind] of PHRASES) if (re.test(label)) return { kind, specific: true };
  const outside = label.replace(/\([^()]*\)/g, ' ');
  const word = KIND_WORDS_RE.exec(outside)?.[1] ?? KIND_WORDS_RE.exec(label)?.[1];
  for (const [re, kind] of KIND_OF_WORD) if (word !== undefined && re.test(word)) return { kind, specific: true };
  return PAPER_WORDS_RE.test(label) ? { kind: 'paper', specific: false } : null;
}

/**
 * The kind of a label and a type: the label's when it names one of a kind other than a paper, the
 * type's when the label says only "submission" or "deadline" ("Final paper submission" of a
 * camera-ready type), and a submission's type keeps a label that also names its decision
 * ("Resubmission of Major Revision / Minor Revision Decision").
 */
function kindOf(label: string, typed: DeadlineKind | null): DeadlineKind | null {
  const named = label === '' ? null : kindOfLabel(label);
  if (named === null) return typed;
  if (typed === null) return named.kind;
  if (!named.specific) return typed;
  return typed === 'paper' && named.kind === 'notification' ? typed : named.kind;
}

/** The first track of the table a text names, by where it is named; null when it names none. */
function namedTrack(text: string): string | null {
  let first: { at: number; track: string } | null = null;
  for (const [re, track] of LABEL_TRACK_NAMES) {
    const at = re.exec(text)?.index;
    if (at !== undefined && (first === null || at < first.at)) first = { at, track };
  }
  return first?.track ?? null;
}

/**
 * Words of a label that name neither a program of the edition nor a track: kinds, rounds, cycles,
 * seasons, qualifiers of a deadline. A label of a submission with other words ("Appy Hour
 * deadline", "Technical Communications Submission") is a program of its own.
 */
const FILLER_RE =
  /^(?:submissions?|submit\w*|deadlines?|due|dates?|papers?|abstracts?|registration|title|form|metadata|coi|declaration|conflicts|open|openreview|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|the|of|for|and|to|on|at|by|in|&|extended|firm|hard|aoe|cmt|arr|pdf|only|mandatory|final|initial|direct|new|call|calls|first|second|third|fourth|round|rounds|cycle|cycles|review|reviews|total|phase|issue|online|electronic|spring|summer|fall|autumn|winter|january|february|march|april|may|june|july|august|september|october|november|december|conference|main|regular|full|long|research|technical|contribution|contributions|upload|track|papers|title|\d+(?:st|nd|rd|th)?|r\d+|i{1,3}|iv)$/i;

/** The words of a label left once kinds, fillers and the edition's own acronym are taken out. */
function programWords(label: string, edition: readonly string[]): string[] {
  return label
    .replace(/\([^()]*\)/g, ' ')
    .split(/[\s,/:;.()'"-]+/)
    .filter((word) => word !== '' && !FILLER_RE.test(word) && !edition.includes(word.toLowerCase()));
}

/**
 * The track a label names: the revisions, a track of the table (the first named), a program named
 * by the label's own words, else none (the edition's own call). `edition` holds the words of the
 * edition's acronym ("STOC Paper Submission" is STOC's own call). Without `programs`, only the
 * table's tracks and the revisions are read: a comment beside a deadline is a note, not a name.
 */
export function labelTrack(
  label: string,
  kind: DeadlineKind | null,
  edition: readonly string[] = [],
  programs = true,
): string | null {
  const text = label.replace(/\s+/g, ' ').trim();
  if (kind === 'paper' && REVISION_RE.test(text)) return 'Revisions';
  // "Minor Revision Notification", not "Notification of Accept/Reject/Revision" (every paper's).
  if (kind === 'notification' && /\b(?:major|minor)[\s-]+revision/i.test(text) && !/\breject/i.test(text))
    return 'Revisions';
  const qualifiers = [...text.matchAll(/\(([^()]*)\)/g)].map((match) => match[1]!);
  // "(Main Conference & Industry Track & System Demonstration) Author Notification" is the main call's.
  if (qualifiers.some((part) => MAIN_RE.test(part))) return null;
  // "Full & Short Paper", "Regular & System Demo": the main call takes every kind of paper.
  const main = /\b(?:full|regular|main|research|long)\b/i.test(text);
  const track = namedTrack(text);
  if (track !== null) return track === MAIN_TRACK || main ? null : track;
  // A label that names a paper is the edition's call; a note ("Paper Submissions Open on OpenReview").
  if (!programs || main || /\bpapers?\b/i.test(text) || (kind !== 'paper' && kind !== 'abstract')) return null;
  const words = programWords(text, edition);
  if (words.length === 0) return null;
  const program = text
    .replace(/\([^()]*\)/g, ' ')
    .replace(/\b(?:submissions?|deadlines?|due|dates?|abstracts?|registration)\b|\s-\s/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return program.slice(0, 60).trim();
}

/**
 * Reads a deadline's label and, when it has one, its type ("submission", "final_decision"): the
 * label decides the kind when it names one, except that a type naming a kind other than a paper
 * keeps it ("Final paper submission" of a camera-ready type is the camera-ready version).
 * `edition` holds the words of the edition's acronym, lower-cased.
 */
export function readDeadlineLabel(
  label: string | null,
  type: string | null = null,
  edition: readonly string[] = [],
): LabelReading {
  const text = (label ?? '').replace(/\s+/g, ' ').trim();
  if (type !== null && NOT_A_DEADLINE_TYPE_RE.test(type)) {
    return { kind: null, track: null, round: null, skipped: `a type that names no deadline (${type})` };
  }
  const typed = type === null ? null : readKindWord(type);
  // "ARR Reviews released & Commitment Deadline" is the commitment: reviews are skipped only alone.
  const namesKind = KIND_WORDS_RE.test(text);
  for (const [re, why] of NOT_DEADLINES) {
    if (why === REVIEWS && namesKind) continue;
    if (text !== '' && re.test(text) && !(typed === 'rebuttal' && /\bend|due|deadline\b/i.test(text))) {
      return { kind: null, track: null, round: null, skipped: why };
    }
  }
  const kind = kindOf(text, typed);
  return { kind, track: text === '' ? null : labelTrack(text, kind, edition), round: roundOf(text), skipped: null };
}

/** Whether a round of this reading is a call for new papers of the edition itself (it opens the call). */
export const callsForNewPapers = (reading: LabelReading): boolean =>
  reading.track === null && (reading.kind === 'paper' || reading.kind === 'abstract');
