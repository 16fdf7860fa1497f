/**
 * The results of a page of the connector search (docs/api.md, Connector tools): its events, then
 * those its `more` adds (deadlines estimated in the window asked); and of "like X or Y", the
 * events alike each venue named, none of those named.
 */
import type { HandlerContext } from '../operation.js';
import { resultsOf } from './result-titles.js';
import { alsoAlike, type Found, inTurn, type Searched } from './listed-search.js';
import type { Reading } from './reading.js';
import {
  editionName,
  editionsOf,
  type Page,
  type Parameters,
  pageEvents,
  searchOf,
  seriesKeys,
  seriesSearchOf,
} from './searches.js';
import { venueOf, writtenAcronym } from './acronym-words.js';
import { subjectField } from './ahead-alike.js';
import { RESULTS } from './vocabulary.js';
import { type Estimated, estimatedDeadlines } from './estimated-deadlines.js';
import { editionOf, referenceField } from './reference-field.js';
import { inAskedOrder } from './asked-order.js';
import { foreseenEditions } from './projected-deadlines.js';
import { subjectNotAlike } from './subject-not-alike.js';
import { namedForeseen } from './foreseen-held.js';

/** `page` without the events of the acronyms "like X or Y" names: the answer is to be alike them. */
export function withoutLiked(
  reading: Reading,
  page: Page,
  context: HandlerContext,
  liked: ReadonlySet<string> = new Set(),
): Page {
  if (reading.like === undefined) return page;
  const named = new Set([
    ...[reading.like, ...(reading.alsoLike ?? [])].map((like) => like.bare.toLowerCase()),
    ...liked,
  ]);
  const events = pageEvents(page, context);
  return { ...page, positions: page.positions.filter((_, at) => !named.has(events[at]!.acronym?.toLowerCase() ?? '')) };
}

/**
 * "like X or Y": the events alike each edition named, taken in turn, none of those named, and the
 * reading with the notes that say each; the reading alone when none is found, to answer as widened.
 */
export function alikeAnswer(reading: Reading, page: Page, context: HandlerContext) {
  const { searches, notes } = alsoAlike(reading, context);
  const all = [{ page, parameters: reading.parameters }, ...searches];
  // "like KDD or ICDM": SIGKDD, the edition "KDD" names, is no answer alike ICDM either.
  const liked = new Set(
    all.flatMap(({ parameters }) => editionOf(parameters.similar_to, context)?.acronym?.toLowerCase() ?? []),
  );
  // The subject's venues foreseen come with the events alike one venue, not those of another too.
  const lists = all.map((one) => alikeResults(reading, one, context, liked, all.length === 1));
  return { results: inTurn(lists), reading: { ...reading, notes: [...reading.notes, ...notes] } };
}

/**
 * The events alike one edition named; in a deadline window ahead, its own field's first, with
 * those whose paper deadline is estimated there (ownFieldFirst), as a question of one "like X" has
 * them; else a short page goes on with the events alike it whose paper deadline is estimated there.
 */
function alikeResults(
  reading: Reading,
  { page, parameters }: Searched,
  context: HandlerContext,
  liked: Set<string>,
  foresee: boolean,
) {
  const keep = (one: Page) => withoutLiked(reading, one, context, liked);
  const fielded = ownFieldFirst(page, parameters, context, { keep });
  if (fielded !== undefined) return fielded;
  const estimated = keep(page).positions.length < RESULTS ? estimatedDeadlines(parameters, context) : undefined;
  const results = pageAndMore(
    { page, ...(estimated && { more: { page: estimated.page, note: estimated.titles } }) },
    context,
    keep,
  );
  const shown = [keep(page), ...(estimated ? [keep(estimated.page)] : [])];
  return [...results, ...alikeWithoutWords(parameters, shown, context, keep, foresee)];
}

/**
 * A page of the events alike an edition in a deadline window ahead, its own field first: its events
 * with a deadline in the window, announced, then estimated, then the other fields' likewise ("like
 * ICRA with deadlines in the next 6 months": RSS and IROS, estimated, before venues of other fields
 * with theirs announced); undefined with no edition compared with, no deadline window or no estimate.
 */
export function ownFieldFirst(
  page: Page,
  parameters: Parameters,
  context: HandlerContext,
  { keep = (one: Page) => one, known, said }: { keep?: (one: Page) => Page; known?: Estimated; said?: string } = {},
) {
  // An open call asked, an estimate is none yet: the calls open come first, as they are.
  const windowed = parameters.deadline_from !== undefined || parameters.deadline_to !== undefined;
  const subject = windowed && parameters.similar_to === undefined ? subjectField(parameters, context) : undefined;
  if (!windowed || (parameters.similar_to === undefined && subject === undefined)) return undefined;
  // The estimates the caller read already, else read here: one search of them a question.
  const estimated = known ?? estimatedDeadlines(parameters, context);
  if (estimated === undefined) return undefined;
  const field = parameters.similar_to === undefined ? subject : referenceField(parameters.similar_to, context);
  // What was left out to find them (alikeWithoutWords) is said before each estimate.
  const titles = said
    ? new Map([...estimated.titles].map(([id, title]) => [id, `${said}; ${title}`]))
    : estimated.titles;
  const found: [Page, Found['note']] = [keep(page), said];
  const more: [Page, Found['note']] = [keep(estimated.page), titles];
  const ordered = inAskedOrder([found, more], parameters.sort, context, estimated.days);
  return ordered ?? fieldFirstResults(found, more, field, true, context);
}

/**
 * Of an open call asked, what puts the events of the subject's field first in a page (subjectField),
 * each part in its order; else what keeps a page as it is (a window's are ordered by ownFieldFirst).
 */
export function callsOwnFirst(parameters: Parameters, context: HandlerContext): (page: Page) => Page {
  const field = parameters.cfp === undefined ? undefined : subjectField(parameters, context);
  if (field === undefined) return (page) => page;
  return (page) => {
    const [own, others] = byField(page, field, context);
    return { ...page, positions: [...own.positions, ...others.positions] };
  };
}

/** `page` as two, the events filed first under `field` and the others, each in the page's order. */
function byField(page: Page, field: string | undefined, context: HandlerContext): [Page, Page] {
  const own = pageEvents(page, context).map((event) => field !== undefined && event.subtopics[0] === field);
  const part = (kept: boolean): Page => ({ ...page, positions: page.positions.filter((_, at) => own[at] === kept) });
  return [part(true), part(false)];
}

/**
 * The results of a page (with its titles' note) and of the events of a deadline estimated it goes
 * on with, those filed first under `field` before the others: in a deadline window the field's
 * estimated too before the others' announced (ownFieldFirst), else each part its own first.
 */
function fieldFirstResults(
  [page, note]: [Page, Found['note']],
  [more, moreNote]: [Page | undefined, Found['note']],
  field: string | undefined,
  windowed: boolean,
  context: HandlerContext,
) {
  const [own = [], others = []] = byField(page, field, context).map((one) => resultsOf(one, context, note));
  const [ownMore = [], othersMore = []] = more
    ? byField(more, field, context).map((one) => resultsOf(one, context, moreNote))
    : [];
  return [...own, ...(windowed ? [...ownMore, ...others] : [...others, ...ownMore]), ...othersMore];
}

/**
 * A page's results, then those of the events its `more` adds (their deadlines estimated), each page
 * kept by `keep`; of a subject's field, its events first, as a subject alone has them (ownFieldFirst,
 * callsOwnFirst): in a window, its estimated too before the other fields' announced.
 */
export function pageAndMore(
  { page, note, more, also, whole, field }: Pick<Found, 'page' | 'note' | 'more' | 'also' | 'whole' | 'field'>,
  context: HandlerContext,
  keep = (one: Page) => one,
) {
  const first = keep(page);
  if (field !== undefined) {
    const estimated = more && keep(more.page);
    return fieldFirstResults([first, note], [estimated, more?.note], field.name, field.windowed, context);
  }
  // Notes said after the page's: each event's own, which say no deadline ("next edition of ...").
  const said =
    also === undefined || typeof note !== 'string'
      ? resultsOf(first, context, note)
      : resultsOf(first, context, alsoSaid(first, context, note, also, whole), false);
  return [...said, ...(more ? resultsOf(keep(more.page), context, more.note) : [])];
}

/** `note` for every event of a page, and after it each event's own of `also`; those `whole` its own alone. */
export function alsoSaid(
  page: Page,
  context: HandlerContext,
  note: string,
  also: ReadonlyMap<number, string>,
  whole: ReadonlySet<number> = new Set(),
) {
  const ids = pageEvents(page, context).map(({ id }) => id);
  const said = (id: number) => (whole.has(id) ? also.get(id)! : `${note}; ${also.get(id)}`);
  return new Map(ids.map((id) => [id, also.has(id) ? said(id) : note]));
}

/**
 * "ICASSP and similar": the editions of the venues named that the rest of the question finds, one
 * of each series (a short page going on with their deadlines estimated in its window; an ended
 * one's title foreseeing its next call), to answer before the events alike them, and the note.
 */
export function likedFirst(reading: Reading, context: HandlerContext) {
  const { likedToo, like } = reading;
  if (likedToo === undefined || like === undefined) return undefined;
  // The venues named are the subject: the words of q describe them, or the others; a rank a word
  // asks ("the main venues like OSDI") is theirs by the asker's word.
  const { similar_to: _, q: __, rank: ___, ...rest } = reading.parameters;
  const named = [like, ...(reading.alsoLike ?? [])].map(writtenAcronym);
  const parameters = { ...rest, acronym: named.join(',') };
  const { page } = seriesSearchOf(parameters, context, RESULTS);
  const estimated = page.positions.length < named.length ? estimatedDeadlines(parameters, context) : undefined;
  const foreseen = foreseenEditions({ ...reading, acronyms: [like, ...(reading.alsoLike ?? [])] }, context);
  // Those none of whose editions is found, by their latest when their next is foreseen in the window.
  const pages = [page, ...(estimated ? [estimated.page] : [])];
  const venues = (one: Page) => editionsOf(one, context).map(({ acronym }) => venueOf(acronym).toLowerCase());
  const shown = new Set(pages.flatMap(venues));
  const unshown = named.filter((one) => !shown.has(one.toLowerCase()));
  const held = unshown.length > 0 ? namedForeseen(rest, unshown, context) : undefined;
  const results = [
    ...resultsOf(page, context, foreseen),
    ...(estimated ? resultsOf(estimated.page, context, estimated.titles) : []),
    ...(held ? resultsOf(held.page, context, held.notes) : []),
  ];
  const which = named.length > 1 ? `${named.slice(0, -1).join(', ')} or ${named.at(-1)}` : named[0];
  const editions = results.length === 1 ? 'edition' : 'editions';
  const note =
    results.length > 0
      ? `"${likedToo}": ${results.length} ${editions} of ${which} first, then the events alike`
      : `"${likedToo}": no edition of ${which} matches, only the events alike`;
  return { results, note };
}

/** The subject's venues not alike X an answer gives at least, when it has them: half a page. */
export const LEAST_SUBJECT = Math.ceil(RESULTS / 2);

/**
 * A short page of events alike X that the subject's words find ("theory of computing conferences
 * like STOC and FOCS": ICDCN and COCOON, whose names hold both words) goes on with the venues of
 * the subject itself not alike X (subjectNotAlike), then with those alike X without the words, the
 * most alike first, each title saying so: the question asks for venues like X, which the words
 * describe; none when the page is full or the question has no words.
 */
function alikeWithoutWords(
  parameters: Parameters,
  shown: readonly Page[],
  context: HandlerContext,
  keep: (page: Page) => Page,
  foresee = false,
) {
  const { q, similar_to, ...rest } = parameters;
  const count = shown.reduce((sum, one) => sum + one.positions.length, 0);
  if (q === undefined || similar_to === undefined || count >= RESULTS) return [];
  const own = subjectNotAlike(parameters, shown, context, keep, foresee);
  const seen = new Set([...seriesKeys(own.listed, context), ...seriesKeys(own.held, context)]);
  const unseenOf = (page: Page): Page => {
    const others = seriesKeys(page, context).map((series) => !seen.has(series));
    return { ...page, positions: page.positions.filter((_, at) => others[at]) };
  };
  const wider = { ...rest, similar_to };
  const alike = searchOf(wider, context);
  const unseen = unseenOf(keep(alike));
  // The venues alike keep a place beside many of the subject's ("distributed systems conferences
  // like OSDI in Europe": SOSP, ASPLOS and MobiSys after seven of DISC, PODC, Euro-Par and the like).
  const room = Math.max(LEAST_SUBJECT, RESULTS - count - unseen.positions.length);
  const subject = { ...own.listed, positions: own.listed.positions.slice(0, room) };
  const held = { ...own.held, positions: own.held.positions.slice(0, room - subject.positions.length) };
  const edition = editionOf(similar_to, context);
  const named = edition === undefined ? '' : ` (${editionName(edition)})`;
  const said = `found without "${q}"`;
  // In a deadline window ahead, those of X's field first, their estimates too, as "like X" alone has them.
  const fielded = ownFieldFirst(alike, wider, context, { keep: (one) => unseenOf(keep(one)), said });
  const without = `found without similar_to=${similar_to}${named}`;
  const foreseen = new Map(pageEvents(held, context).map(({ id }) => [id, `${without}; ${own.foreseen.get(id)}`]));
  return [
    ...resultsOf(subject, context, without),
    ...resultsOf(held, context, foreseen),
    ...(fielded ?? resultsOf(unseen, context, said)),
  ];
}

/** alikeWithoutWords of the question's one "like X", without the venues named. */
export const alikeTopUp = (reading: Reading, shown: readonly Page[], context: HandlerContext) =>
  alikeWithoutWords(reading.parameters, shown, context, (one) => withoutLiked(reading, one, context), true);

/**
 * Of a list of subjects none of which finds an event beside "like X" ("game theory or mechanism
 * design like EC", no event of either), the events alike X, none of those named, each title saying
 * the subjects left out, as one subject's wider answer has them; none without "like X".
 */
export function alikeOfNone(reading: Reading, subjects: readonly { subject: string }[], context: HandlerContext) {
  const { similar_to, q: _, ...rest } = reading.parameters;
  if (similar_to === undefined || subjects.length === 0) return [];
  const page = withoutLiked(reading, searchOf({ ...rest, similar_to }, context), context);
  return resultsOf(page, context, `found without ${subjects.map(({ subject }) => `"${subject}"`).join(', ')}`);
}
