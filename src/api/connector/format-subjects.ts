/**
 * A format word that is a word of a subject (docs/api.md, Connector tools): "remote sensing",
 * "online learning", "conferences on virtual reality". The data may hold no event of the phrase
 * (no tracker lists a remote sensing venue), so the phrases a field is known by are listed here,
 * and a format word right after a word that introduces a subject ("on", "about") is one too.
 */
import { ABOUT } from './subjects.js';
import type { Token } from './tokens.js';
import { FILLER, NO_SUBJECT } from './vocabulary.js';

/** Fields named by a format word and the word after it, written by hand from their usual names. */
const SUBJECT_PHRASES: ReadonlySet<string> = new Set([
  'remote sensing',
  'online learning',
  'online algorithms',
  'online social',
  'hybrid systems',
  'physical layer',
  'virtual machines',
  'virtual machine',
  'virtual worlds',
  'virtual environments',
  'virtual humans',
  'virtual agents',
]);
/**
 * Format words that name a field before any word of one ("cyber physical systems", "physical AI",
 * "physical design"): the format only before an event word or OF_FORMAT ("physical conferences").
 */
const SUBJECT_FIRST: ReadonlySet<string> = new Set(['physical']);
/** Words after SUBJECT_FIRST that keep it the events' format ("physical attendance"). */
const OF_ATTENDING: ReadonlySet<string> = new Set(
  'conference conferences venue venues workshop workshops symposium symposia meeting meetings attendance presence participation'.split(
    ' ',
  ),
);
/** Words after a format word that keep it the events' format ("conferences on online or hybrid formats"). */
const OF_FORMAT: ReadonlySet<string> = new Set(['or', 'and', 'format', 'formats', 'only', 'events', 'event']);

/** Whether the format word at `at` is a word of a subject, with the word after it. */
export function formatSubjectAt(tokens: readonly Token[], at: number): boolean {
  const next = tokens[at + 1];
  if (next === undefined || next.opens || next.listed) return false;
  if (SUBJECT_PHRASES.has(`${tokens[at]!.word} ${next.word}`)) return true;
  const before = tokens[at - 1]?.word ?? '';
  const first = SUBJECT_FIRST.has(tokens[at]!.word) && !OF_ATTENDING.has(next.word);
  return (
    // After a word that names a subject: "conferences on remote sensing", "about online learning".
    (first || before === 'on' || ABOUT.has(before)) &&
    !OF_FORMAT.has(next.word) &&
    !FILLER.has(next.word) &&
    !NO_SUBJECT.has(next.word) &&
    /\p{L}/u.test(next.word)
  );
}
