/**
 * Two subjects of a list that the data names as one phrase (docs/api.md, Connector tools): "AI and
 * law" is a field of its own as well as two, and the events whose names hold "AI and Law" (the
 * Tübingen Conference for AI and Law, the International Conference on Artificial Intelligence and
 * Law) answer it first, then each subject's in turn; "economics and
 * computation" (EC), "security and privacy" likewise; when none of them is in the window of dates
 * asked, they do still, found without it. A list whose phrase no name holds ("machine learning and
 * robotics"), or joined otherwise ("AI or law"), is read as before.
 */
import { nameKey } from '../../reference/fold.js';
import { SYNONYMS } from '../../text/synonyms.js';
import type { HandlerContext } from '../operation.js';
import { EVENT_DATES } from './date-words.js';
import { type Found, listedSearches } from './listed-search.js';
import type { Reading } from './reading.js';
import { refusedAs, seriesSearchOf } from './searches.js';
import { RESULTS } from './vocabulary.js';

/** Phrases a side's spellings make at most: each is a check of the names that hold its words. */
const SPELLINGS = 2;

/**
 * The ways of writing a subject, itself first, then the other of an initialism and its phrase the
 * synonym table gives ("ai": "artificial intelligence"), for a quoted phrase reads no synonym: the
 * International Conference on Artificial Intelligence and Law holds "AI and law" too.
 */
const spellings = (subject: string): string[] => {
  const entry = SYNONYMS.find(({ same }) => same.includes(subject));
  return [subject, ...(entry?.same ?? []).filter((one) => one !== subject)].slice(0, SPELLINGS);
};

/**
 * The searches of a list's subjects (listedSearches), after the search of the two as one phrase, as
 * `question` writes them ("AI or law" is no phrase), when it finds events.
 */
export function phraseAndListed(
  reading: Reading,
  context: HandlerContext,
  question: string,
): { subject: string; found: Found }[] {
  const found = listedSearches(reading, context);
  const subjects = reading.anyOf ?? [];
  const { acronym, similar_to } = reading.parameters;
  if (subjects.length !== 2 || acronym !== undefined || similar_to !== undefined) return found;
  const phrase = `${subjects[0]} and ${subjects[1]}`;
  if (!` ${nameKey(question)} `.includes(` ${phrase} `)) return found;
  const phrases = spellings(subjects[0]!).flatMap((one) => spellings(subjects[1]!).map((two) => `"${one} and ${two}"`));
  const parameters = { ...reading.parameters, q: phrases.join(' OR ') };
  const page = refusedAs(undefined, () => seriesSearchOf(parameters, context, RESULTS).page);
  if (page === undefined) return found;
  if (page.positions.length > 0) return [{ subject: phrase, found: { page, total: page.total } }, ...found];
  // "AI and law conferences in 2027", none then: the phrase's events of other dates first, said so,
  // not the events of AI or of law alone.
  const dates = Object.entries(parameters).filter(([name]) => EVENT_DATES.includes(name));
  if (dates.length === 0) return found;
  const undated = Object.fromEntries(
    Object.entries(parameters).filter(([name]) => !EVENT_DATES.includes(name) && name !== 'date_match'),
  );
  const wider = refusedAs(undefined, () => seriesSearchOf(undated, context, RESULTS).page);
  if (wider === undefined || wider.positions.length === 0) return found;
  const note = `found without ${dates.map(([name, value]) => `${name}=${value}`).join(', ')}`;
  return [{ subject: phrase, found: { page: wider, note, total: 0 } }, ...found];
}
