/**
 * The tracks and kinds of paper a question names (docs/api.md, Connector tools): no subject. No
 * filter takes one, so a question naming none of its editions says it not answered
 * (measure-words.ts); of an edition named, each title gives the track's deadlines
 * (deadline-titles.ts), named as the trackers name tracks (src/source/track-names.ts).
 */
import { LABEL_TRACK_NAMES, MAIN_TRACK } from '../../source/track-names.js';
import { spanText, type Token } from './tokens.js';

/**
 * Kinds of paper a call may take ("a tool paper", "short papers", "an industry track"): no subject.
 * Not "vision" nor "experience", which end a subject ("computer vision papers", "user experience").
 */
const PAPER_KINDS: ReadonlySet<string> = new Set(
  'tool tools demo demos short position industry industrial artifact artefact poster posters sok student doctoral phd'.split(
    ' ',
  ),
);
/** Papers of the main call ("full papers", "a long paper"), whose paper deadline every answer gives: nothing to say. */
const MAIN_KINDS: ReadonlySet<string> = new Set(['full', 'long', 'regular']);
const PAPER: ReadonlySet<string> = new Set(['paper', 'papers']);
/** "doctoral consortium", "doctoral symposium", "PhD forum": the tracks trackers name so (src/source/track-names.ts). */
const PAPER_KIND_NEXT: ReadonlySet<string> = new Set([
  'paper',
  'papers',
  'track',
  'tracks',
  'consortium',
  'consortia',
  'symposium',
  'colloquium',
  'forum',
  'work',
  'results',
  'abstract',
  'abstracts',
]);
/** Tracks named alone ("CHI 2027 posters", "the NeurIPS 2026 tutorials", "conferences that take demos"). */
const TRACKS_ALONE: ReadonlySet<string> = new Set(['poster', 'posters', 'tutorial', 'tutorials', 'demo', 'demos']);
/** Calls for proposals a track takes ("workshop proposals", "tutorial proposal"): no event of that type. */
const PROPOSED: ReadonlySet<string> = new Set(['workshop', 'workshops', 'tutorial', 'tutorials']);
const PROPOSALS: ReadonlySet<string> = new Set(['proposal', 'proposals']);

/**
 * The track or kind of paper asked for at `at` ("industry track", "posters"): its words, if any;
 * `main` of the main call's papers.
 */
export function trackAt(
  tokens: readonly Token[],
  at: number,
): { length: number; text: string; main?: true } | undefined {
  const { word, text } = tokens[at]!;
  const next = tokens[at + 1]?.word ?? '';
  if (MAIN_KINDS.has(word) && PAPER.has(next))
    return { length: 2, text: `${text} ${tokens[at + 1]!.text}`, main: true };
  // "a student research competition": the track trackers name so (src/source/track-names.ts).
  if (word === 'student' && next === 'research' && /^competitions?$/.test(tokens[at + 2]?.word ?? ''))
    return { length: 3, text: spanText(tokens, at, 3) };
  // "late-breaking work", "late breaking results": the track trackers name Late-Breaking Results.
  const late = word === 'late-breaking' ? 1 : word === 'late' && next === 'breaking' ? 2 : 0;
  if (late > 0) {
    const length = late + (PAPER_KIND_NEXT.has(tokens[at + late]?.word ?? '') ? 1 : 0);
    return { length, text: spanText(tokens, at, length) };
  }
  if ((PAPER_KINDS.has(word) && PAPER_KIND_NEXT.has(next)) || (PROPOSED.has(word) && PROPOSALS.has(next)))
    return { length: 2, text: `${text} ${tokens[at + 1]!.text}` };
  return TRACKS_ALONE.has(word) ? { length: 1, text } : undefined;
}

/**
 * The tracks of an edition the words ask of, as the data names them ("the poster deadline of CHI
 * 2027": Posters; "short papers": Short Papers).
 */
export function tracksAsked(tokens: readonly Token[]): string[] {
  const names = new Set<string>();
  for (let at = 0; at < tokens.length; at++) {
    const track = trackAt(tokens, at);
    const name = track && LABEL_TRACK_NAMES.find(([re]) => re.test(track.text))?.[1];
    if (name !== undefined && name !== MAIN_TRACK) names.add(name);
  }
  return [...names];
}
