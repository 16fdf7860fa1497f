/**
 * Words of a call's rules, which the data has none of (docs/api.md, Connector tools): "page
 * limit", "word limits", and a paper's length in pages ("a 4-page paper", "eight-page papers",
 * "a 2 page abstract"); measure-words.ts says them not answered, never a subject.
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

/** The words from `at` that ask for a call's rules, if any. */
export function rulesAt(tokens: readonly Token[], at: number): { length: number; text: string } | undefined {
  const word = tokens[at]!.word;
  const next = tokens[at + 1]?.word ?? '';
  const length = RULES_FIRST.has(word) && RULES_NEXT.has(next) && word !== next ? 2 : pagesAt(tokens, at);
  return length === 0 ? undefined : { length, text: spanText(tokens, at, length) };
}
