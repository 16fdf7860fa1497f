/**
 * Change feeds (docs/api.md, Change feeds): the signed URLs of a search's changes, in Atom and
 * JSON Feed, signed for the calling key as calendar feeds are (auth/feed-token.ts), and the feeds
 * those URLs stand for. The signed parameters start with `feed=changes`, which no calendar feed
 * takes: a change feed's token is never a calendar's, nor the other way round.
 */
import { z } from 'zod';
import { ApiError } from '../errors.js';
import { InputParser } from '../input.js';
import type { Feed, FeedContext, HandlerContext, OperationInput } from '../operation.js';
import { CHANGE_SEARCH_PARAMETERS, type ChangesQueryFields, changesQuery } from '../schemas/change-parameters.js';
import { ATOM_TYPE, atomFeed, type ChangeFeedHead, JSON_FEED_TYPE, jsonFeed } from './change-feeds.js';
import { HTTP_ANSWER_MAX } from '../views/answer-caps.js';
import { changeItem, findChanges } from './changes.js';

/** Longest token: with its suffix, one path segment of at most 1,000 characters (the router's limit). */
const TOKEN_MAX = 990;
const MARK = 'feed=changes';
/** The parameters a change feed signs: the filters, kind, and limit (the newest changes; no paging). */
const SIGNED: readonly string[] = [...CHANGE_SEARCH_PARAMETERS, 'kind', 'limit'];
const CHANGE_FEED_PARSER = new InputParser({ query: changesQuery });
type ChangesInput = OperationInput<ChangesQueryFields>;

/** The parameters used, as given (trimmed), sorted by name, as a query string after the mark. */
function signedChangeParameters({ given, query }: ChangesInput): string {
  const used = SIGNED.filter(
    (name) =>
      given[name] !== undefined && given[name].trim() !== '' && query[name as keyof ChangesQueryFields] !== undefined,
  ).sort();
  const text = new URLSearchParams(used.map((name): [string, string] => [name, given[name]!.trim()])).toString();
  return text === '' ? MARK : `${MARK}&${text}`;
}

/** A change feed's input again from the parameters its token signed; a 404 for any other token's. */
export function parseSignedChanges(parameters: string): ChangesInput {
  if (parameters !== MARK && !parameters.startsWith(`${MARK}&`)) throw new ApiError('feed_not_found');
  return CHANGE_FEED_PARSER.fromQuery(Object.fromEntries(new URLSearchParams(parameters.slice(MARK.length + 1))), {});
}

export const changeFeedLinksResponse = z
  .object({
    success: z.literal(true),
    atom: z.string().describe('The Atom feed (RFC 4287) of the changes: its https URL, fetched without a key.'),
    json: z.string().describe('The same changes as a JSON Feed 1.1.'),
    parameters: z.string().describe('The normalized parameters the URLs are signed over.'),
    total: z.number().int().min(0).describe('Changes the search finds now.'),
  })
  .describe('The signed feed URLs of a search’s changes.');
type ChangeFeedLinks = z.output<typeof changeFeedLinksResponse>;

/** The feed URLs of a search's changes, signed for the calling key; the search runs first, so a bad filter is a 400 now. */
export function changeFeedLinks(input: ChangesInput, context: HandlerContext): ChangeFeedLinks {
  const { signer } = context;
  if (signer === undefined) throw new Error("subscribeToChanges needs the calling key's feed signer");
  const found = findChanges(input.query, { offset: 0, limit: 0 }, context);
  const parameters = signedChangeParameters(input);
  const token = signer.sign(parameters);
  if (token.length > TOKEN_MAX) {
    throw new ApiError('feed_url_too_long', { length: token.length + 20, limit: TOKEN_MAX + 20 });
  }
  const base = `${signer.publicBaseUrl}/feeds`;
  return {
    success: true,
    atom: `${base}/atom/${token}.atom`,
    json: `${base}/json/${token}.json`,
    parameters,
    total: found.total,
  };
}

/** The feed of a signed URL: its newest `limit` changes, those that fit an HTTP answer, as Atom or JSON Feed. */
function changeFeed(write: typeof atomFeed) {
  return async (input: ChangesInput, context: FeedContext): Promise<Feed> => {
    const found = findChanges(input.query, { offset: 0, limit: input.query.limit }, context);
    const kinds = context.index.store.meta.deadlineKinds;
    const changes = found.rows.map((at) => changeItem(found, at, kinds));
    const base = context.publicBaseUrl ?? `https://${context.host}`;
    const parameters = signedChangeParameters(input);
    const head: ChangeFeedHead = {
      title: `Changes: ${parameters.slice(MARK.length + 1) || 'every event'}`,
      self: context.self,
      id: `tag:${context.host},2026:changes?${parameters}`,
      home: `${base}/`,
      eventUrl: (id) => `${base}/events/${id}`,
      updated: context.builtAt.toISOString(),
      host: context.host,
    };
    const { text, shown } = write(head, changes, HTTP_ANSWER_MAX);
    return { body: Buffer.from(text, 'utf8'), total: found.total, shown, omitted: Math.max(0, found.total - shown) };
  };
}

export const atomChangeFeed = changeFeed(atomFeed);
export const jsonChangeFeed = changeFeed(jsonFeed);
export { ATOM_TYPE, JSON_FEED_TYPE };
