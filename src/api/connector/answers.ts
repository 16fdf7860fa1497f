/**
 * The answers of the connector tools search and fetch (docs/api.md, "MCP", connector tools), in
 * the shapes ChatGPT's connectors and deep research read: search's results are the best matches of
 * the question read as a search (reading.ts), each with a title a person recognises ("ACL 2027 —
 * Vienna, Austria": result-titles.ts) and the URL that cites it (citation.ts). When that search finds nothing, a
 * wider one that keeps the question's subject is answered, each title saying what was left out
 * (relaxing.ts: a connector cannot retry, and its results' shape has no other place for it); when
 * none finds anything, the answer is empty and its `message` says why. Fetch's answer is
 * fetch-document.ts.
 */
import type { HandlerContext, OperationInput } from '../operation.js';
import { resultsOf } from './result-titles.js';
import { type Found, inTurn, askedFirst, placeSearches, windowSearches, withLike } from './listed-search.js';
import { countNote, readingText } from './reading-text.js';
import type { Reading } from './reading.js';
import { readRespelt } from './respelling.js';
import { NAMED_READ, type Page, searchOf, seriesSearchOf } from './searches.js';
import { RESULTS } from './vocabulary.js';
import {
  alikeAnswer,
  alikeOfNone,
  alikeTopUp,
  callsOwnFirst,
  likedFirst,
  ownFieldFirst,
  pageAndMore,
  withoutLiked,
} from './alike-results.js';
import { nothingAsked } from './empty-answers.js';
import { foreseenNext, foreseenOfEnded } from './projected-deadlines.js';
import { missingAcronyms, unknownNotes } from './missing-acronyms.js';
import { colocatedSearch } from './colocated.js';
import { comparedPerSeries, ownRates, ownRatesAsked, rateAnswer } from './rate-answers.js';
import { relaxedSearch } from './relaxing.js';
import { deadlineSearchOf, deadlinesAheadFirst, deadlinesPerSeries } from './compared-deadlines.js';
import { ofNamedFields } from './named-fields.js';
import { EITHER, eitherSearches } from './acronym-or-subject.js';
import { asksWhenHeld, valuesAsked } from './title-words.js';
import { countAsked, titleContext } from './title-context.js';
import { withMost } from './most-words.js';
import { tokensOf } from './tokens.js';
import { pageWithoutBesides, withAround } from './around-editions.js';
import { alikeOfExcluded, withExcluded } from './excluded-editions.js';
import { estimatedNote, estimatedOf } from './estimated-answers.js';
import { placeAlternatives, SPLIT_PLACES } from './place-alternatives.js';
import { searchFilterText } from '../search-seen.js';
import { withNextEditions } from './next-editions.js';
import { kindWindowAnswer } from './kind-windows.js';
import { withPreferred } from './preferred-answers.js';
import { WINDOW_PARAMETERS, windowLabel } from './window-alternatives.js';
import { heldAfter } from './foreseen-held.js';
import { phraseAndListed } from './phrase-subjects.js';
import { widerOrNear, withDates } from './wider-results.js';
import { apartOrHeld } from './apart-words.js';

/**
 * A list of subjects, or places of two kinds: each searched, their results in turn; empty with a
 * message when none finds any. `listed`: the parameters the searches' list says in their place.
 */
function listedAnswer(
  reading: Reading,
  found: readonly { subject: string; found: Found }[],
  listed: readonly string[],
  seen: HandlerContext['seen'],
  context: HandlerContext,
) {
  seen?.({
    filters: searchFilterText(reading.parameters),
    total: found.reduce((sum, { found }) => sum + found.total, 0),
  });
  const text = readingText(reading, found, listed);
  // The subjects found as asked first, then by an estimated deadline, then by leaving something out.
  const rank = ({ found }: { found: Found }) => (found.total > 0 ? 2 : found.estimated !== undefined ? 1 : 0);
  const ordered = [...found].sort((a, b) => rank(b) - rank(a));
  const lists = ordered.map(({ found }) => pageAndMore(found, context, (one) => withoutLiked(reading, one, context)));
  const results = askedFirst(inTurn(lists), lists, ordered);
  if (results.length > 0) return { results, reading: text };
  // "game theory or mechanism design like EC": of subjects none of which finds one, those alike EC.
  const alike = alikeOfNone(reading, listed.includes('q') ? found : [], context);
  if (alike.length > 0) return { results: alike, reading: text };
  return { results, message: `No event matches the question. ${text}` };
}

export function connectorSearch({ query }: OperationInput<{ query: string }>, given: HandlerContext) {
  // The searches run to answer are not the caller's: the question counts once, as read, below.
  const { seen, ...rest } = given;
  // "the acceptance rate of ICLR": each result's title says its edition's.
  const tokens = tokensOf(query.query);
  const asked = valuesAsked(tokens);
  const held = asksWhenHeld(tokens) ? { heldAsked: true } : {};
  const context = asked.length > 0 ? { ...rest, ...held, titleValues: asked } : { ...rest, ...held };
  const read = withAround(withLike(readRespelt(context.index, query.query, context.today), context), context);
  // "Which country hosts the most ML conferences?": the reading gives the counts by country.
  const most = withMost(withExcluded(read, context), tokens, context);
  const titled = titleContext(most, tokens, context);
  // "ICASSP and similar": ICASSP's own edition first, then the events alike (alike-results.ts).
  const liked = likedFirst(most, titled);
  const reading = liked ? withNote(most, liked.note) : most;
  const { wider: _, ...answered } = withoutBesides(
    reading,
    withPreferred(
      reading,
      answerOf(reading, query.query, titled, seen),
      titled,
      (loose) => answerOf(loose, query.query, titled, undefined),
      readingText,
    ),
    titled,
  );
  const answer =
    liked && liked.results.length > 0 && answered.results.length === 0
      ? { results: [], reading: readingText(reading) }
      : answered;
  // An event found by two of the searches an answer takes (as asked, and by its estimated deadline) once, as first found.
  const ids = new Set<string>();
  const found = [...(liked?.results ?? []), ...answer.results];
  const results = found.filter(({ id }) => !ids.has(id) && ids.add(id)).slice(0, RESULTS);
  // "top 5": the first of the answer, as many as asked for.
  return { ...answer, results: reading.count === undefined ? results : results.slice(0, reading.count) };
}

/**
 * An ended edition's next ("top RL conferences": ICLR 2027); of acronyms named, the next call of
 * each whose next edition is not listed yet ("FOCS deadline": FOCS 2027's, about 2027-04-01).
 */
function nextOf(reading: Reading, page: Page, context: HandlerContext) {
  if (reading.acronyms.length > 0) return foreseenNext(reading, page, context);
  const next = withNextEditions(reading.parameters, page, context);
  // "recommender systems conferences and their deadlines": RecSys 2026's next call, not listed yet.
  const shown = next?.page ?? page;
  const calls = foreseenOfEnded(shown, context);
  return calls ? { page: shown, notes: new Map([...(next?.notes ?? []), ...calls]) } : next;
}

/** An answer; `wider`: its events found without part of the question (preferred-answers.ts reads it). */
type Answer = { results: ReturnType<typeof resultsOf>; reading?: string; message?: string; wider?: true };

/** The answer without the events that are no answer to the question ("during ICML 2027": ICML 2027). */
function withoutBesides(reading: Reading, answer: Answer, context: HandlerContext): Answer {
  if (reading.besides === undefined) return answer;
  const besides = new Set(reading.besides.map(({ id }) => String(id)));
  const results = answer.results.filter((result) => !besides.has(result.id));
  if (results.length > 0 || answer.results.length === 0) return { ...answer, results };
  // "… apart from HRI", HRI's editions alone found: the venues alike it.
  const alike = alikeOfExcluded(
    reading,
    answer.results.map(({ id }) => id),
    context,
  );
  if (alike) return { results: alike.results, reading: readingText(withNote(reading, alike.note)) };
  return { results, message: `No other event matches the question. ${answer.reading ?? readingText(reading)}` };
}

const withNote = (reading: Reading, note: string): Reading => ({ ...reading, notes: [...reading.notes, note] });
const withNotes = (reading: Reading, notes: readonly string[]): Reading => ({
  ...reading,
  notes: [...reading.notes, ...notes],
});

/** The answer of a question of several subjects, places of two kinds, an acronym or words, or windows apart, if one. */
function listedOf(asked: Reading, context: HandlerContext, seen: HandlerContext['seen'], question: string) {
  const places = placeAlternatives(asked.parameters, context.index);
  // Windows apart beside another list are searched as one, from the first to the last, as said.
  const other = asked.anyOf !== undefined || places !== undefined || asked.eitherAcronym !== undefined;
  const one = `the windows searched as one: ${windowLabel(asked.parameters)}`;
  const reading = other && asked.windows ? withNote(asked, one) : asked;
  const either = reading.eitherAcronym && { ...reading, notes: [...reading.notes, ...unknownNotes(reading)] };
  if (either) return listedAnswer(either, eitherSearches(either, context), EITHER, seen, context);
  if (reading.anyOf) {
    let told: Parameters<NonNullable<typeof seen>>[0] | undefined;
    const found = phraseAndListed(reading, context, question);
    const answer = listedAnswer(reading, found, ['q'], (one) => (told = one), context);
    // Beside a venue named, subjects of none of its events are words beside it, left out as q's
    // are ("NeurIPS 2026 datasets and benchmarks track": NeurIPS 2026, found without them).
    if (answer.results.length > 0 || reading.acronyms.length === 0) {
      if (told !== undefined) seen?.(told);
      return answer;
    }
    const words = { ...reading.parameters, q: reading.anyOf.join(' ') };
    return answerOf({ ...reading, anyOf: undefined, parameters: words }, question, context, seen);
  }
  if (places) return listedAnswer(reading, placeSearches(reading, places, context), SPLIT_PLACES, seen, context);
  if (reading.windows === undefined) return undefined;
  // Each title then says which window of the events it is in.
  const dated = reading.windows[0]?.from === undefined ? context : withDates(context);
  return listedAnswer(reading, windowSearches(reading, context), WINDOW_PARAMETERS, seen, dated);
}

/**
 * The question's own search, `read` events long, one edition of each series when it names no
 * edition or compares venues, without the events that are no answer to it: at most `limit`.
 */
function ownSearch(reading: Reading, read: number, limit: number, context: HandlerContext) {
  const perSeries =
    (reading.acronyms.length === 0 && reading.parameters.similar_to === undefined) ||
    comparedPerSeries(reading, context);
  const found = perSeries
    ? seriesSearchOf(reading.parameters, context, read)
    : deadlinesPerSeries(reading, context)
      ? deadlineSearchOf(reading, context)
      : { page: searchOf(reading.parameters, context, read), skipped: false };
  return pageWithoutBesides(reading, found, limit, context);
}

/** The wider search of a question that finds nothing (relaxing.ts): its parameters and what it left out. */
function widerOf(reading: Reading, context: HandlerContext) {
  const wider = relaxedSearch(reading, searchOf(reading.parameters, context), context);
  const note = wider?.said ?? (typeof wider?.note === 'string' ? wider.note : undefined);
  return wider?.parameters && note ? { parameters: wider.parameters, note } : undefined;
}

/** The answer to the question read as `reading`. */
function answerOf(asked: Reading, question: string, context: HandlerContext, seen: HandlerContext['seen']): Answer {
  let reading = asked;
  const filters = searchFilterText(reading.parameters);
  // "the most selective security conferences": by acceptance rate, when any is known.
  const rated = rateAnswer(reading, context, (one) => widerOf(one, context));
  if (rated?.page) {
    seen?.({ filters, total: rated.page.total });
    return {
      results: resultsOf(rated.page, context, rated.titles),
      reading: readingText(withNote(reading, rated.note)),
    };
  }
  if (rated) reading = withNote(reading, rated.note);
  // "Which conferences notify authors in January?": of a kind of deadline no filter takes.
  const kinded = kindWindowAnswer(reading, context, countAsked(question, context), seen);
  if ('results' in kinded) return kinded;
  reading = kinded;
  const nothing = nothingAsked(reading, context);
  if (nothing !== undefined) {
    seen?.({ filters, total: 0 });
    return { results: [], message: nothing };
  }
  const listed = listedOf(reading, context, seen, question);
  if (listed) return listed;
  const limit = reading.count ?? RESULTS;
  // Naming no edition, a question asks for venues, one of each series (similar_to answers so). Of several
  // acronyms, or one asked its rate, more are read: another field's venue, a series' rate said again, left out.
  const own = ownRatesAsked(reading, context);
  // Past the events no answer, as far as the search's page goes ("except" ten venues of many editions).
  const beyond = Math.min(NAMED_READ, limit + (reading.besides?.length ?? 0));
  const several = reading.acronyms.length > 1;
  const { page: found, skipped } = ownSearch(reading, several || own ? NAMED_READ : beyond, limit, context);
  // "ICSE, FSE and ASE": ACM's FSE, of the others' field, not IACR's; "ICML 2027 and ICLR": no ICLR 2022.
  const page = several ? ofNamedFields(found, reading, context, limit) : own ? ownRates(found, context, limit) : found;
  seen?.({ filters, total: page.total });
  if (reading.alsoLike) {
    const alike = alikeAnswer(reading, page, context);
    if (alike.results.length > 0) return { results: alike.results, reading: readingText(alike.reading) };
    reading = alike.reading;
  }
  const held = colocatedSearch(question, reading, page, context);
  if (held) reading = withNote(reading, held.note);
  if (held?.page) return { results: resultsOf(held.page, context, held.said), reading: readingText(reading) };
  const shown = page.positions.length;
  const estimated = shown < limit ? estimatedOf(reading, context) : undefined;
  const apart = estimated === undefined ? apartOrHeld(reading, page, limit, context) : undefined;
  if (apart) return { results: apart.results, reading: readingText(withNotes(reading, apart.notes)) };
  if (shown > 0 || estimated !== undefined) {
    // "How many AI conferences in 2027?": the results are the first of them, the count is the answer.
    const here = skipped ? `${shown} here, one edition of each series` : `the first ${shown} here`;
    const count = countNote(page.total, shown, here, countAsked(question, context));
    const missing = missingAcronyms(reading, context);
    // "like ICRA": its field first (alike-results.ts).
    const next = nextOf(reading, page, context);
    const fielded = ownFieldFirst(page, reading.parameters, context, { known: estimated });
    const ownFirst = callsOwnFirst(reading.parameters, context);
    const listed = ownFirst(deadlinesAheadFirst(reading, next?.page ?? page, context));
    const foreseen = heldAfter(reading.parameters, page, limit, context, estimated?.page);
    const results = [
      ...(fielded ?? resultsOf(listed, context, next?.notes, next === undefined)),
      // Those of an estimate in the window (or foreseen) before the acronyms found without part of the question.
      ...(estimated && !fielded ? resultsOf(ownFirst(estimated.page), context, estimated.titles) : []),
      ...(foreseen?.results ?? []),
      ...missing.answers.flatMap((answer) => resultsOf(answer.page, context, answer.note)),
      ...alikeTopUp(reading, [page, ...(estimated ? [estimated.page] : [])], context),
    ];
    // "top 3": as many as asked for are given (connectorSearch).
    const more = [
      ...(estimated ? [estimatedNote(estimated, reading, shown, results.slice(0, limit), context)] : []),
      ...(foreseen?.notes ?? []),
    ];
    return {
      results: results.slice(0, RESULTS),
      reading: readingText({ ...reading, notes: [...reading.notes, ...missing.notes, ...count, ...more] }),
    };
  }
  // Found nothing: "at the same time as X" near X, else the wider search (wider-results.ts); counted once.
  return widerOrNear(reading, page, context, (near) => answerOf(near, question, context, undefined));
}
