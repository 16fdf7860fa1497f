/**
 * What people write for the kind of a deadline (docs/source-format.md, Deadlines), read by the
 * builder for the `kind` column and by the importers for each format's own words: "deadline",
 * "paper" and "submission" are a paper deadline; "author response" is the rebuttal; "camera-ready"
 * in any spelling is camera_ready.
 */
import { closestValue } from './fixes.js';
import { DEADLINE_KINDS, type DeadlineKind } from './schema.js';

/**
 * The words of each kind, as normalised by kindWord (lower case, words joined by "_", a trailing
 * "deadline", "date" or "due" dropped). Each kind's own name is one of them.
 */
const KIND_WORDS: Readonly<Record<DeadlineKind, readonly string[]>> = {
  paper: [
    'paper',
    'deadline',
    'submission',
    'paper_submission',
    'full_paper',
    'full_paper_submission',
    'manuscript',
    'main',
  ],
  abstract: ['abstract', 'abstract_submission', 'abstract_registration', 'paper_registration'],
  rebuttal: [
    'rebuttal',
    'rebuttal_end',
    'rebuttal_period_end',
    'rebuttal_and_revision',
    'author_response',
    'author_response_end',
  ],
  notification: [
    'notification',
    'author_notification',
    'first_notification',
    'final_notification',
    'acceptance',
    'acceptance_notification',
    'decision',
    'final_decision',
  ],
  commitment: ['commitment', 'arr_commitment'],
  camera_ready: ['camera_ready', 'camera', 'final', 'final_version', 'camera_ready_version'],
};

const BY_WORD: ReadonlyMap<string, DeadlineKind> = new Map(
  DEADLINE_KINDS.flatMap((kind) => KIND_WORDS[kind].map((word) => [word, kind] as const)),
);

/** A kind as written, normalised: "Camera-ready deadline" -> "camera_ready". */
function kindWord(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .replace(/_(?:deadline|date|due)$/, '');
}

/** The kind a text names, in any of the words of KIND_WORDS; null when it names none. */
export function readKindWord(text: string): DeadlineKind | null {
  return BY_WORD.get(kindWord(text)) ?? null;
}

/** The closest kind to a text that names none, for the report's suggestion. */
export function suggestKind(text: string): string | undefined {
  return closestValue(kindWord(text), DEADLINE_KINDS);
}
