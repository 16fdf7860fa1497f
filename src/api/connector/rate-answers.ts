/**
 * A question of selective venues ("the most selective security conferences", "AI conferences with
 * an acceptance rate below 20%"; docs/api.md, Connector tools): no parameter of the search reads
 * acceptance rates, so the answer reads the events of the question's search whose series has one
 * (at most RATES_READ, in its usual order), keeps the first edition of each series with its rate
 * (its own, else its series' latest before it, as its title says: result-titles.ts), those within
 * the bound asked, and gives them lowest rate first ("a high acceptance rate": highest first).
 */
import type { HandlerContext } from '../operation.js';
import { placeAlternatives } from './place-alternatives.js';
import type { Reading } from './reading.js';
import { knownRate } from './result-titles.js';
import { oneOfEachSeries, type Page, pageEvents, readEvents } from './searches.js';
import { askWords } from './rate-words.js';
import { RESULTS } from './vocabulary.js';

/** The events of a question's search read for their rates, at most: each is one edition's rate. */
export const RATES_READ = 10_000;

/**
 * The answer's page and note for a question of selective venues, or only a note when none of the
 * events read has a rate in the bound; undefined when the question asks none.
 */
export function rateAnswer(reading: Reading, context: HandlerContext): { page?: Page; note: string } | undefined {
  const ask = reading.rate;
  if (ask === undefined) return undefined;
  // "in Tokyo or Korea": places searched apart, each alone, which this answer does not do.
  if (placeAlternatives(reading.parameters, context.index))
    return { note: `${askWords(ask)} not read: the question names places searched apart` };
  const read = readEvents(reading.parameters, context, RATES_READ, true);
  const firsts = oneOfEachSeries(read, context);
  const years = pageEvents({ ...read, positions: firsts }, context).map((event) => event.year);
  const rated = firsts
    .map((position, at) => ({ position, rate: knownRate(context, position, years[at])?.rate }))
    .filter((one): one is { position: number; rate: number } => one.rate !== undefined)
    .filter(
      ({ rate }) =>
        (ask.max === undefined || rate * 100 <= ask.max) && (ask.min === undefined || rate * 100 >= ask.min),
    )
    .sort((a, b) => (ask.order === 'low' ? a.rate - b.rate : b.rate - a.rate));
  const cut =
    read.total > read.positions.length ? ` (the first ${read.positions.length.toLocaleString('en')} read)` : '';
  if (rated.length === 0) return { note: `${askWords(ask)}: no venue of the search has one known${cut}` };
  const page = { positions: rated.slice(0, RESULTS).map(({ position }) => position), total: rated.length };
  return { page, note: `${askWords(ask)}: ${rated.length} venues have one known${cut}` };
}
