/**
 * The handlers of searchConferences and getConference: each makes its result once, and answers it
 * as JSON text (answer-json.ts) with the same answer as an object on demand (answer-values.ts), the
 * events of both written from the columns.
 */
import type { KeyObject } from 'node:crypto';
import { endOfDay, eventPosition, longValues, REQUEST_FACETS, search, type SnapshotIndex } from '../../search/index.js';
import { type HandlerContext, JsonText, type OperationInput } from '../operation.js';
import {
  type ConferenceQuery,
  cursorBoundTexts,
  LIMIT_DEFAULT,
  type QueryEcho,
  type SearchQueryFields,
  searchParametersIn,
  type ConferenceResponse,
  type SearchResponse,
  toSearchFilters,
} from '../schemas/index.js';
import { ApiError } from '../errors.js';
import { bindingWhenAsked, readCursor, writeCursor } from '../cursor.js';
import { filtersAppliedJson } from './filters-applied.js';
import {
  conferenceAnswerJson,
  type FacetLists,
  type ItemExtras,
  type SearchFit,
  searchAnswerJson,
} from './answer-json.js';
import { conferenceAnswerValues, type ConferenceResult, searchAnswerValues } from './answer-values.js';
import { answerCap, mcpResultCap } from '../views/answer-caps.js';
import { eventsCut, eventTooLarge, facetsCut, valueCut } from '../views/cut-text.js';
import { fittedDetail } from './detail-fit.js';
import { COMPACT_ITEM_FIELDS } from '../schemas/event-fields.js';
import { hintJson, offsetPastEndHint } from '../views/hint-text.js';
import { relaxationsJson } from './relaxation-json.js';
import { similarityOf } from '../views/similarity.js';
import { searchFilterText } from '../search-seen.js';
import type { Transport } from '../transport-names.js';
import { questionHint } from './question-hint.js';

/** The supplied parameters that were used, as given (trimmed); an ignored empty q is left out. */
function echo(given: Readonly<Record<string, string>>, fields: SearchQueryFields): QueryEcho {
  const query: QueryEcho = {};
  for (const name of searchParametersIn(given)) {
    if (fields[name] !== undefined) query[name] = given[name]!.trim();
  }
  return query;
}

type HintJson = NonNullable<SearchResponse['hints']>[number];

/** The answer's hints, with the one of an offset past the end first; no field when there are none. */
function hintsOf(hints: HintJson[], pastTheEnd: HintJson | undefined): { hints?: HintJson[] } {
  const all = pastTheEnd ? [pastTheEnd, ...hints] : hints;
  return all.length > 0 ? { hints: all } : {};
}

/**
 * The hints of a search, in the caller's words: q read as a question first, when it is, and then
 * the search's own, less those of single words of q, which the question's reading has read.
 */
function hintsAfter(result: ReturnType<typeof search>, question: HintJson | undefined, transport: Transport) {
  const hints = (result.hints ?? []).filter((hint) => question === undefined || !hint.reason.endsWith('_in_q'));
  return [...(question ? [question] : []), ...hints.map((hint) => hintJson(hint, transport))];
}

/** The cursor's limit when the page asked for none (limit=0, the counts alone): the default page. */
const CURSOR_LIMIT_WITHOUT_EVENTS = LIMIT_DEFAULT;

/**
 * The page a search answers: `offset` and `limit`, or the page `cursor` names when it is one of
 * this caller's for this search (docs/api.md, Pages), and the binding of this search's cursors
 * (worked out when a cursor is read or written).
 */
function pageOf(
  query: SearchQueryFields,
  given: Readonly<Record<string, string>>,
  principal: string,
  key: KeyObject | undefined,
) {
  const binding = bindingWhenAsked(principal, () => cursorBoundTexts(given));
  if (query.cursor === undefined) return { offset: query.offset, limit: query.limit, binding };
  if (given.offset !== undefined) {
    throw new ApiError('invalid_parameter', { name: 'offset', rule: 'must not be given with cursor, which holds it' });
  }
  const page = readCursor(query.cursor, binding(), key);
  if (page === undefined) throw new ApiError('invalid_parameter', { name: 'cursor', rule: FOREIGN_CURSOR_RULE });
  return { offset: page.offset, limit: given.limit === undefined ? page.limit : query.limit, binding };
}

const FOREIGN_CURSOR_RULE =
  'must be the pagination.next_cursor of a search with the same other parameters, answered to the same key ' +
  '(limit, fields, facets, facet_size, include and tz may change); or page with offset';

/** The names of a page's events that its items write cut, by their place on the page (none without the name field). */
function itemValueCuts(index: SnapshotIndex, positions: readonly number[], fields: readonly string[] | undefined) {
  if (fields !== undefined && !fields.includes('name')) return [];
  return longValues(index.store, positions, ['name']).map((value) => ({
    index: positions.indexOf(value.position),
    note: valueCut(value),
  }));
}

/**
 * What a search found, as its answer says it: the positions of the events the answer shows, in
 * order, the total and the answer's suggestions, relaxations and hints. Its readers (the connector)
 * write from it and the store's columns instead of reading the answer's text back.
 */
export interface SearchFound extends Pick<SearchResponse, 'total' | 'suggestions' | 'relaxations' | 'hints'> {
  positions: readonly number[];
}

/** The facets in the response schema's order (REQUEST_FACETS), whatever order they were asked in. */
function inAnswerOrder(facets: FacetLists): FacetLists {
  if (facets === undefined) return undefined;
  const ordered: NonNullable<FacetLists> = {};
  for (const name of REQUEST_FACETS) if (facets[name] !== undefined) ordered[name] = facets[name];
  return ordered;
}

/** A search's answer: its JSON text, the same as an object, and what it found. */
export class SearchJsonText extends JsonText {
  constructor(
    bytes: Buffer,
    values: (only?: readonly string[]) => SearchResponse,
    readonly found: SearchFound,
  ) {
    super(bytes, values);
  }
}

/** What a search's items carry beyond the event (answer-json.ts, ItemExtras): the same for its text and its object. */
function itemExtrasOf(
  { distances, similar }: ReturnType<typeof search>,
  query: SearchQueryFields,
  fields: readonly string[] | undefined,
): ItemExtras {
  const similarities = similar?.shares.map((shares) => similarityOf(similar.reference.subjectKind, shares));
  return {
    ...(distances ? { distances } : {}),
    ...(similarities ? { similarities } : {}),
    show: { deadlines: query.include?.includes('deadlines') === true, zone: query.tz },
    ...(fields ? { fields } : {}),
  };
}

export function searchConferences(
  { query, given }: OperationInput<SearchQueryFields>,
  { index, today, now, transport = 'http', principal = '', cursorKey, seen, readsQuestion = true }: HandlerContext,
): SearchJsonText {
  const page = pageOf(query, given, principal, cursorKey);
  const filters = { ...toSearchFilters(query), offset: page.offset, limit: page.limit };
  const moment = now ?? endOfDay(today);
  const result = search(index, filters, today, moment);
  // A search counts once, by its first page (later pages are the same search read on).
  if (seen !== undefined && filters.offset === 0) seen({ filters: searchFilterText(given), total: result.total });
  const available = result.positions.length;
  const pastTheEnd =
    available === 0 && filters.limit > 0 && filters.offset > 0 && filters.offset >= result.total && result.total > 0
      ? offsetPastEndHint(filters.offset, filters.limit, result.total, transport)
      : undefined;
  const cap = answerCap(transport, filters.limit);
  const shownCap = transport === 'http' ? cap.json : mcpResultCap(filters.limit);
  const allFacets = inAnswerOrder(result.facets);
  const longest = Math.max(0, ...Object.values(allFacets ?? {}).map((list) => list?.length ?? 0));
  const head = {
    success: true as const,
    query: echo(given, query),
    filters_applied: filtersAppliedJson(result),
    total: result.total,
  };
  // A q the search respells holds a word the data has none of, which a question's reading would not
  // leave out (question-hint.ts): the respelling is the fix, and the reading's cost is saved.
  const reads = result.total === 0 && readsQuestion && result.suggestions === undefined;
  const questionAsked = reads ? questionHint(index, given, today, moment, transport) : undefined;
  const after = {
    ...(result.suggestions ? { suggestions: result.suggestions } : {}),
    ...(result.relaxations ? { relaxations: relaxationsJson(result.relaxations, query) } : {}),
    ...hintsOf(hintsAfter(result, questionAsked, transport), pastTheEnd),
  };
  const fields = query.fields ?? (transport === 'mcp' ? COMPACT_ITEM_FIELDS : undefined);
  const valueCuts = itemValueCuts(index, result.positions, fields);
  const bodyFor = ({ shown, facets }: SearchFit): Omit<SearchResponse, 'conferences'> => {
    // An event too large for any page of the fields asked is passed over, said, so that paging goes on.
    const tooLarge = shown === 0 && available > 0 ? index.store.columns.ids[result.positions[0]!]! : undefined;
    const next = filters.offset + shown + (tooLarge === undefined ? 0 : 1);
    const hasMore = next < result.total;
    const cut = [
      ...(tooLarge !== undefined ? [eventTooLarge(tooLarge, available - 1, shownCap, transport)] : []),
      ...(shown < available && tooLarge === undefined ? [eventsCut(shown, available, shownCap, transport)] : []),
      ...valueCuts.filter((value) => value.index < shown).map(({ note }) => note),
      ...(facets !== allFacets && facets !== undefined
        ? [
            facetsCut(
              Math.max(0, ...Object.values(facets).map((list) => list?.length ?? 0)),
              longest,
              shownCap,
              transport,
            ),
          ]
        : []),
    ];
    const cursorLimit = filters.limit === 0 ? CURSOR_LIMIT_WITHOUT_EVENTS : filters.limit;
    return {
      ...head,
      showing: shown,
      pagination: {
        limit: filters.limit,
        offset: filters.offset,
        has_more: hasMore,
        next_offset: hasMore ? next : null,
        next_cursor: hasMore ? writeCursor(page.binding(), { offset: next, limit: cursorLimit }, cursorKey) : null,
        remaining: Math.max(0, result.total - next),
      },
      ...after,
      ...(facets ? { facets } : {}),
      ...(cut.length > 0 ? { cut } : {}),
    };
  };
  const answer = { bodyFor, positions: result.positions, facets: allFacets, cap: cap.json };
  const extras = itemExtrasOf(result, query, fields);
  const written = searchAnswerJson(answer, index, moment, extras);
  const positions = result.positions.slice(0, written.shown);
  const values = (only?: readonly string[]) => searchAnswerValues(index, written.body, positions, moment, extras, only);
  return new SearchJsonText(written.bytes, values, { positions, total: result.total, ...after });
}

/** What getConference answers: the event's position, the moment, the zone asked and the values it cuts. */
function conferenceResult(
  { params, query }: OperationInput<ConferenceQuery, { id: number }>,
  { index, today, now }: Pick<HandlerContext, 'index' | 'today' | 'now'>,
): ConferenceResult {
  const position = eventPosition(index, params.id);
  const cut = longValues(index.store, [position]).map(valueCut);
  return { position, now: now ?? endOfDay(today), show: { zone: query.tz }, cut };
}

export function getConference(
  input: OperationInput<ConferenceQuery, { id: number }>,
  context: HandlerContext,
): JsonText {
  const { index, transport = 'http' } = context;
  const result = conferenceResult(input, context);
  const { position, now, show, cut } = result;
  const bytes = conferenceAnswerJson(index, position, now, show, cut);
  const cap = answerCap(transport).json;
  if (bytes.length <= cap) return new JsonText(bytes, () => conferenceAnswerValues(index, result));
  // Past its cap (detail-fit.ts): the object fitted, and its JSON written from it.
  const fitted = fittedDetail(conferenceAnswerValues(index, result), cap, transport);
  return new JsonText(Buffer.from(JSON.stringify(fitted)), () => fitted);
}

/**
 * getConference's answer as an object (the connector's fetch, the event page), its text not
 * written; within the transport's cap, or `cap` bytes of JSON for an answer that holds more.
 */
export function conferenceAnswer(
  input: OperationInput<ConferenceQuery, { id: number }>,
  context: Pick<HandlerContext, 'index' | 'today' | 'now' | 'transport'>,
  cap?: number,
): ConferenceResponse {
  const transport = context.transport ?? 'http';
  const answer = conferenceAnswerValues(context.index, conferenceResult(input, context));
  const named = answerCap(transport).json;
  return fittedDetail(answer, cap ?? named, transport, named);
}
