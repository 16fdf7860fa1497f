/**
 * Calendar feeds of a search (docs/api.md, "Calendar feeds"): the one input parser of the feed
 * parameters (the search's, see schemas/parameters.ts), their normalized form (what a feed token
 * signs), and the feed itself: the search run for at most FEED_EVENTS_MAX events, written as
 * iCalendar. Nothing here knows about HTTP; src/http serves it, src/mcp offers its links.
 */
import { type ChangeLog, calendarEvents, endOfDay, feedEntryCounts, search } from '../../search/index.js';
import { InputParser } from '../input.js';
import type { Feed, FeedContext, HandlerContext, OperationInput } from '../operation.js';
import { FEED_EVENTS_MAX, type FeedQueryFields, feedQuery, toSearchFilters } from '../schemas/index.js';
import { runInSlices, runWhole, type Steps } from '../../util/sliced.js';
import { calendarSteps } from './calendar.js';
import { describeFeed } from './describe.js';

export type { Feed, FeedContext };
export const FEED_PARSER = new InputParser({ query: feedQuery });
export type FeedInput = OperationInput<FeedQueryFields>;

/**
 * The parameters that were used, as given (trimmed), sorted by name, as a query string: two
 * requests for the same search in another order, or with empty parameters, normalize alike.
 */
export function normalizedParameters({ given, query }: FeedInput): string {
  const used = Object.keys(given)
    .filter((name) => query[name as keyof FeedQueryFields] !== undefined && given[name]!.trim() !== '')
    .sort();
  return new URLSearchParams(used.map((name): [string, string] => [name, given[name]!.trim()])).toString();
}

/** A feed's parameters again from their normalized form (what a token carries). */
export function parseNormalized(parameters: string): FeedInput {
  return FEED_PARSER.fromQuery(Object.fromEntries(new URLSearchParams(parameters)), {});
}

/** What a feed holds now: the search's total, its events' positions, and those the cap left out. */
interface FeedContents {
  total: number;
  positions: number[];
  omitted: number;
  /** The moment the feed is written at (seconds). */
  moment: number;
}

/** The search of a feed: its first `limit` events (at most FEED_EVENTS_MAX) after `offset`. */
function feedContents(input: FeedInput, context: HandlerContext): FeedContents {
  const { include: _include, ...fields } = input.query;
  const filters = toSearchFilters(fields);
  const moment = context.now ?? endOfDay(context.today);
  const result = search(context.index, filters, context.today, moment);
  const omitted = Math.max(0, result.total - filters.offset - result.positions.length);
  return { total: result.total, positions: result.positions, omitted, moment };
}

/**
 * The entries a feed holds now (docs/api.md, Calendar feeds): one per event of dates known to the
 * day unless deadlines_only, one per deadline of those events (every kind, estimated ones included)
 * with deadlines or deadlines_only; and the events the search finds.
 */
export function feedCounts(
  input: FeedInput,
  context: HandlerContext,
): { total: number; events: number; deadlines: number } {
  const { total, positions } = feedContents(input, context);
  const { include } = input.query;
  const entries = feedEntryCounts(context.index, positions);
  return {
    total,
    events: include === 'deadlines_only' ? 0 : entries.events,
    deadlines: include === 'events' ? 0 : entries.deadlines,
  };
}

/**
 * The feed of a search: its first `limit` events (at most FEED_EVENTS_MAX) after `offset`, as
 * iCalendar, in steps of one event (calendar.ts).
 */
function* feedSteps(input: FeedInput, context: FeedContext): Steps<Feed> {
  const { include } = input.query;
  const { total, positions, omitted, moment } = feedContents(input, context);
  const events = calendarEvents(context.index, positions, moment);
  const shown = positions.length;
  const cap = input.query.limit === FEED_EVENTS_MAX ? `at most ${FEED_EVENTS_MAX}` : `the first ${input.query.limit}`;
  const left = omitted > 0 ? ` ${omitted} more matching events are left out: narrow the search to see them.` : '';
  const description = `${describeFeed(input.given, input.query)}. ${total} matching events; this feed holds ${cap} in the search's order (${shown}).${left}`;
  const body = yield* calendarSteps(events, {
    host: context.host,
    name: describeFeed(input.given, input.query),
    description,
    events: include !== 'deadlines_only',
    deadlines: include !== 'events',
    stamp: context.builtAt,
    revised: revisedEvents(
      context.index.store.changes,
      positions.map((position) => context.index.store.columns.ids[position]!),
    ),
    ...(input.query.tz ? { zone: { id: input.query.tz, name: input.given.tz?.trim() ?? input.query.tz } } : {}),
  });
  return { body, total, shown, omitted };
}

/**
 * When each of `ids` last changed, for those the change log names: the log is newest first, so an
 * id's first change is its newest. One pass over the log, one set of at most a feed's events.
 */
function revisedEvents(log: ChangeLog, ids: readonly number[]): Map<number, Date> {
  const wanted = new Set(ids);
  const revised = new Map<number, Date>();
  for (let at = 0; at < log.event.length && revised.size < wanted.size; at++) {
    const id = log.event[at]!;
    if (wanted.has(id) && !revised.has(id)) revised.set(id, new Date(log.builds[log.build[at]!]!.builtAt));
  }
  return revised;
}

/** The feed, written at once. */
export function calendarFeed(input: FeedInput, context: FeedContext): Feed {
  return runWhole(feedSteps(input, context));
}

/**
 * The feed, written in slices of a few milliseconds (`sliceMs`, util/sliced.ts's by default) with
 * the event loop turning between them: a feed of 1,000 events with deadlines held the event loop
 * for 15 to 30 ms of CPU at once, and every request waiting behind it got that much later.
 */
export function calendarFeedInSlices(input: FeedInput, context: FeedContext, sliceMs?: number): Promise<Feed> {
  return runInSlices(feedSteps(input, context), sliceMs);
}
