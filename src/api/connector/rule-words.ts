/**
 * Words of a call's rules, which the data has none of (docs/api.md, Connector tools): "page
 * limit", "word limits", and a paper's length in pages ("a 4-page paper", "eight-page papers",
 * "a 2 page abstract", "how many pages", "how long are ICML papers"); measure-words.ts says them not
 * answered, never a subject.
 */
import { spanText, type Token } from './tokens.js';

/** A call's rules the data has none of: "page limit", "word limits", "page length". */
const RULES_FIRST: ReadonlySet<string> = new Set(['page', 'word', 'length', 'space']);
const RULES_NEXT: ReadonlySet<string> = new Set(['limit', 'limits', 'count', 'length']);
/** A paper's length in pages ("a 4-page paper", "eight-page papers", "2 page abstract"): a call's rule too. */
const PAGE_COUNT = /^(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)$/;
const PAGED: ReadonlySet<string> = new Set(
  'paper papers abstract abstracts submission submissions version versions limit limits'.split(' '),
);

/** The length in pages asked for at `at`, with the thing it measures after it, if any. */
function pagesAt(tokens: readonly Token[], at: number): number {
  const [count, page] = tokens[at]!.word.split('-');
  const joined = page !== undefined && PAGE_COUNT.test(count!) && /^pages?$/.test(page) ? 1 : 0;
  const apart = PAGE_COUNT.test(tokens[at]!.word) && /^pages?$/.test(tokens[at + 1]?.word ?? '') ? 2 : 0;
  const length = joined + apart;
  return length === 0 ? 0 : length + (PAGED.has(tokens[at + length]?.word ?? '') ? 1 : 0);
}

/** Most words between "how long" and the paper it asks of ("how long are NeurIPS papers"). */
const LONG_REACH = 4;

/**
 * A paper's length asked ("how many pages", "how long can ICML papers be", "the maximum length"),
 * how many words; "how long is NeurIPS" asks of the event's days (duration-words.ts).
 */
function lengthAskedAt(tokens: readonly Token[], at: number): number {
  const word = (i: number) => tokens[i]?.word ?? '';
  if (word(at) === 'how' && word(at + 1) === 'many' && /^pages?$/.test(word(at + 2))) return 3;
  if (['maximum', 'max'].includes(word(at)) && ['length', 'pages'].includes(word(at + 1))) return 2;
  if (word(at) !== 'how' || word(at + 1) !== 'long') return 0;
  for (let next = at + 2; next <= at + 1 + LONG_REACH && tokens[next] !== undefined && !tokens[next]!.opens; next++)
    if (PAGED.has(word(next)) && !/^limits?$/.test(word(next))) return 2;
  return 0;
}

/** The words from `at` that ask for a call's rules, if any. */
export function rulesAt(tokens: readonly Token[], at: number): { length: number; text: string } | undefined {
  const word = tokens[at]!.word;
  const next = tokens[at + 1]?.word ?? '';
  const rule = RULES_FIRST.has(word) && RULES_NEXT.has(next) && word !== next ? 2 : pagesAt(tokens, at);
  const length = rule || lengthAskedAt(tokens, at);
  return length === 0 ? undefined : { length, text: spanText(tokens, at, length) };
}
