/**
 * The connector search's sentence read as a search (docs/api.md, "MCP", connector tools): a
 * connector sends one sentence and cannot retry with parameters, so what the zero-result hints
 * would point to (a city, country, continent, month, year, event type or format named in q:
 * src/search's queryHints, read word by word and pair by pair) is applied as that filter, and so are
 * the calls for papers and ranks named in it (PHRASES). The words left that the search reads
 * (not its stop words) are the search's q.
 */
import { type Hint, parseQuery, queryHints, type SnapshotIndex, termCount } from '../../search/index.js';
import type { Day } from '../../util/dates.js';

/** Words of a call for papers or a rank, and the parameter each sets; longest first where they overlap. */
const PHRASES: readonly { words: readonly string[]; parameter: string; value: string }[] = [
  ...['call for papers', 'calls for papers', 'accepting submissions', 'submissions open', 'open for submissions'].map(
    (text) => ({ words: text.split(' '), parameter: 'cfp', value: 'open' }),
  ),
  ...['open call', 'open calls', 'open cfp', 'cfp open', 'cfp'].map((text) => ({
    words: text.split(' '),
    parameter: 'cfp',
    value: 'open',
  })),
  ...['a*', 'a', 'b', 'c'].map((rank) => ({
    words: ['core', rank],
    parameter: 'core_rank',
    value: rank.toUpperCase(),
  })),
  { words: ['a*'], parameter: 'core_rank', value: 'A*' },
  ...['a', 'b', 'c'].map((rank) => ({ words: ['ccf', rank], parameter: 'ccf_rank', value: rank.toUpperCase() })),
];

/** Parameters that take several values, comma-separated: every value read is kept; the others keep the first. */
const LISTS = new Set(['country', 'type', 'format', 'core_rank', 'ccf_rank']);

/** The sentence's words: letters, digits and the marks of "A*" and "state-of-the-art", lower case. */
const wordsOf = (sentence: string): string[] =>
  (sentence.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}*'’-]*/gu) ?? []).map((word) => word.replace(/[-'’]+$/, ''));

function phraseAt(words: readonly string[], at: number) {
  return PHRASES.find((phrase) => phrase.words.every((word, i) => words[at + i] === word));
}

/** The hint of exactly `text` (one word, or two read as one name), if it names something. */
function hintOf(index: SnapshotIndex, text: string, today: Day, pair: boolean): Hint | undefined {
  const hints = queryHints(index, text, today);
  const hint = hints.length === 1 ? hints[0] : undefined;
  return hint && (!pair || hint.given.includes(' ')) ? hint : undefined;
}

/** Sets `parameter` to `value` (a list parameter gains it). */
function put(parameters: Map<string, string[]>, parameter: string, value: string): void {
  const values = parameters.get(parameter) ?? [];
  if (values.includes(value) || (values.length > 0 && !LISTS.has(parameter))) return;
  parameters.set(parameter, [...values, value]);
}

/** The search parameters `sentence` means (see the top of this file). */
export function readSentence(index: SnapshotIndex, sentence: string, today: Day): Record<string, string> {
  const words = wordsOf(sentence);
  const read = new Map<string, string[]>();
  const rest: string[] = [];
  for (let at = 0; at < words.length; ) {
    const phrase = phraseAt(words, at);
    if (phrase) {
      put(read, phrase.parameter, phrase.value);
      at += phrase.words.length;
      continue;
    }
    const pair = at + 1 < words.length ? hintOf(index, `${words[at]} ${words[at + 1]}`, today, true) : undefined;
    const hint = pair ?? hintOf(index, words[at]!, today, false);
    if (hint) put(read, hint.parameter, hint.value);
    else rest.push(words[at]!.replace(/^[-']+/, ''));
    at += pair ? 2 : 1;
  }
  const parameters = Object.fromEntries([...read].map(([name, values]) => [name, values.join(',')]));
  // A month read with a year is that year's month; a month alone is its next one (as the hint says).
  if (parameters.month !== undefined && parameters.year !== undefined) {
    parameters.month = `${parameters.year}${parameters.month.slice(4)}`;
    delete parameters.year;
  }
  // The words the search would drop (in, with, an) are left out of q too.
  const q = rest.filter((word) => termCount(parseQuery(word)) > 0).join(' ');
  if (q !== '') parameters.q = q;
  return parameters;
}
