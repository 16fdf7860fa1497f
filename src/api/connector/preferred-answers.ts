/**
 * The answer to a question that prefers a place (preferences.ts): the events there first and,
 * when they are fewer than the answer holds, the others after them, each said as found without the
 * place. A preference weighs less than the rest of the question: when no event there is as asked,
 * those elsewhere that are come first ("chemistry conferences in 2026, preferably in France": the
 * 2026 ones elsewhere before a Paris edition of 2028); when none anywhere is, those not ended do
 * ("computational biology in 2027, ideally in Europe": BIBM 2026 in Dallas before ISBRA 2025 in
 * Helsinki).
 */
import { eventPosition } from '../../search/index.js';
import type { HandlerContext } from '../operation.js';
import type { Reading } from './reading.js';
import { RESULTS } from './vocabulary.js';
import { foundWithout } from './title-notes.js';
import { listText } from './list-text.js';

interface Answered<R> {
  results: R[];
  reading?: string;
  /** Found without part of the question (answers.ts). */
  wider?: true;
}

/** `strict`, the answer with the place, and after its events those of `answer` without it (see the top of this file). */
export function withPreferred<R extends { id: string; title: string }, A extends Answered<R>>(
  reading: Reading,
  strict: A,
  context: HandlerContext,
  answer: (reading: Reading) => A,
  readingText: (reading: Reading) => string,
): A | Answered<R> {
  const { preferred } = reading;
  const limit = reading.count ?? RESULTS;
  if (preferred === undefined || strict.results.length >= limit) return strict;
  const parameters = Object.fromEntries(
    Object.entries(reading.parameters).filter(([name]) => !preferred.includes(name)),
  );
  const loose = answer({ ...reading, parameters, preferred: undefined });
  const shown = new Set(strict.results.map((result) => result.id));
  const without = preferred
    .flatMap((name) =>
      reading.parameters[name] === undefined ? [] : [`${name}=${listText(reading.parameters[name])}`],
    )
    .join(', ');
  const elsewhere = loose.results
    .filter((result) => !shown.has(result.id))
    .map((result) => ({ ...result, title: foundWithout(result.title, without) }));
  if (elsewhere.length === 0) return strict;
  // Found only without part of the question there, the events elsewhere found as asked come first;
  // none found as asked anywhere, those not ended first, unless an order is asked for.
  const said = strict.reading ?? readingText(reading);
  if (strict.wider && !loose.wider)
    return { results: [...elsewhere, ...strict.results].slice(0, limit), reading: said };
  const both = [...strict.results, ...elsewhere];
  const notOver = context.index.notOver(context.today);
  const ahead = (result: { id: string }) => notOver.has(eventPosition(context.index, Number(result.id)));
  const results =
    strict.wider && reading.parameters.sort === undefined
      ? [...both.filter((result) => ahead(result)), ...both.filter((result) => !ahead(result))]
      : both;
  return { results: results.slice(0, limit), reading: said };
}
