/**
 * Words of travel a question asks about (docs/api.md, Connector tools): air travel ("direct flights
 * from London", "fly from New York", "visa requirements"), with the place a trip starts from, which
 * is where the asker is, no place of the events. The data has no travel information, so the
 * reading says them not answered (measure-words.ts) rather than searching them.
 */
import type { Token } from './tokens.js';
import { FILLER } from './vocabulary.js';

/** Words of air travel ("direct flights from London"); never a subject. */
const TRAVEL: ReadonlySet<string> = new Set(
  'flights nonstop non-stop layover layovers airfare airfares airport airports visa visas'.split(' '),
);
/** Words after "visa" that are of it ("visa requirements", "visa invitation letters"). */
const VISA_AFTER: ReadonlySet<string> = new Set(
  'requirement requirements application letter invitation issue issues problem problems restrictions'.split(' '),
);
/** Words of travel only beside "from", "to" or "direct" ("fly from Boston", not "flight control"). */
const TRAVEL_BESIDE: ReadonlySet<string> = new Set(['flight', 'fly', 'flying']);
/** Words that end no place's name, with the filler ("new york in", "San Francisco next"). */
const JOINING: ReadonlySet<string> = new Set(['in', 'on', 'at', 'to', 'for', 'and', 'or', 'with', 'by', 'of']);
/** Most words of the place a trip starts from ("from New York City"). */
const FROM_WORDS = 3;

/**
 * The words of the place a trip starts from at `at`: the longest that names a place (`isPlace`), else
 * a name written in capitals (up to FROM_WORDS words), else one word.
 */
function fromPlace(tokens: readonly Token[], at: number, isPlace: (text: string) => boolean): number {
  for (let length = FROM_WORDS; length >= 1; length--) {
    const words = tokens.slice(at, at + length);
    const last = words.at(-1)?.word ?? '';
    if (words.length < length || JOINING.has(last) || FILLER.has(last)) continue;
    if (isPlace(words.map((token) => token.text).join(' '))) return length;
  }
  let length = 0;
  while (length < FROM_WORDS && /^\p{Lu}/u.test(tokens[at + length]?.text ?? '')) length++;
  return Math.max(1, Math.min(length, tokens.length - at));
}

/**
 * Air travel asked for at `at` ("direct flights", "fly from New York", "near an airport"), with the
 * place it starts from: where the asker is, no place of the events.
 */
export function travelAt(
  tokens: readonly Token[],
  at: number,
  isPlace: (text: string) => boolean,
): { length: number; text: string } | undefined {
  const word = (i: number) => tokens[i]?.word ?? '';
  // "direct flights", "near an airport": the words before the travel word are of it.
  let before = ['direct', 'cheap', 'near'].includes(word(at)) ? 1 : 0;
  if (word(at) === 'near' && ['a', 'an', 'the'].includes(word(at + 1))) before = 2;
  const travel = word(at + before);
  let end = at + before + 1;
  // "visa requirements": the words of a visa are of it, no subject ("requirements engineering").
  if (travel.startsWith('visa') && VISA_AFTER.has(word(end))) end++;
  // "fly to from New York": the place after "from" is where the trip starts.
  if (word(end) === 'to' && ['from', 'out'].includes(word(end + 1))) end++;
  const from = ['from', 'out'].includes(word(end));
  const beside = from || word(end) === 'to' || (before === 1 && word(at) !== 'near');
  if (!TRAVEL.has(travel) && !(TRAVEL_BESIDE.has(travel) && beside)) return undefined;
  if (from) {
    const start = end + (word(end) === 'out' && word(end + 1) === 'of' ? 2 : 1);
    end = start < tokens.length ? start + fromPlace(tokens, start, isPlace) : start;
  }
  const words = tokens.slice(at, end).map((token) => token.text);
  return { length: words.length, text: words.join(' ') };
}

/** Whether a word is one of air travel ("cheaper flights": the measure is of the travel, said as travel). */
export const isTravelWord = (word: string): boolean => TRAVEL.has(word) || TRAVEL_BESIDE.has(word);
