/**
 * The routes of the operation table's JSON rows: the operation's input parser, its handler, the
 * serializer. A GET reads the query string; a POST a JSON object of the same parameters (its
 * refusals of a body say what it takes). The calendar rows are served by routes/feeds.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { KeyObject } from 'node:crypto';
import {
  ApiError,
  errorResponse,
  type FeedSigner,
  type HandlerContext,
  InputParser,
  type SearchSeen,
  surfaceOf,
  JsonText,
  type Operation,
  serializerSchema,
  type TableRow,
} from '../../api/index.js';
import type { SnapshotIndex } from '../../search/index.js';
import type { Day } from '../../util/dates.js';
import { type BytesAnswer, JSON_TYPE, type RequestView } from '../exchange.js';

/** Every error status serializes with the one error shape. */
export const errorJson = serializerSchema(errorResponse);

/** The route pattern Fastify matches: `{id}` becomes `:id`; a parameter takes its whole segment (`{token}.ics`). */
export function routePattern(operation: Pick<TableRow, 'path'>): string {
  return operation.path.replace(/\{(\w+)\}[^/]*/g, ':$1');
}

export interface ApiRouteContext {
  /** The serving snapshot; read once per request, so an answer never mixes two snapshots. */
  index(): SnapshotIndex;
  today(): Day;
  /** The request's time, seconds since the epoch. */
  now(): number;
}

export interface JsonRouteContext extends ApiRouteContext {
  publicBaseUrl: string;
  /** Who the request is answered to (principal.ts). */
  principal(request: Pick<RequestView, 'caller'>): string;
  /** The key a search's page cursors are signed with (api/cursor.ts). */
  cursorKey: KeyObject;
  /** The feed signer of the request's key (an operation that `signs`). */
  signer(request: FastifyRequest): FeedSigner;
  /** Whether searches are told to the search analytics (request.searchSeen, recorded once answered). */
  analytics: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The search this request answered, for the search analytics (set by the handler, or a cached hit). */
    searchSeen: SearchSeen | undefined;
  }
}

/** What a handler's `seen` does for a request: hold the search on it, with its operation and surface. */
function seenBy(
  operation: Operation,
  ctx: JsonRouteContext,
): (request: Pick<RequestView, 'searchSeen'>) => HandlerContext['seen'] {
  if (!ctx.analytics) return () => undefined;
  const { operationId } = operation;
  const surface = surfaceOf(operationId, 'http');
  return (request) => (found) => {
    request.searchSeen = { ...found, operation: operationId, surface };
  };
}

/** What a GET's answer reads of its request (its parameters and caller), and holds on it (the search it found). */
type AnswerRequest = Pick<RequestView, 'query' | 'params' | 'caller' | 'searchSeen'>;

/**
 * The answer of a GET of `operation`: its input parser on the request's parameters, then its
 * handler (what either throws is the request's error). The route below and the read path
 * (read-path/) answer with it.
 */
function getAnswerer(
  operation: Operation,
  ctx: JsonRouteContext,
): (request: AnswerRequest) => ReturnType<Operation['handler']> {
  const parser = new InputParser(operation);
  const { publicBaseUrl, cursorKey } = ctx;
  const seen = seenBy(operation, ctx);
  return (request) => {
    const today = ctx.today();
    const input = parser.fromQuery(request.query, request.params, today);
    const principal = ctx.principal(request);
    const context = {
      index: ctx.index(),
      today,
      now: ctx.now(),
      publicBaseUrl,
      principal,
      cursorKey,
      seen: seen(request),
    };
    return operation.handler(input, context);
  };
}

/**
 * The answer of a GET of an operation that answers bytes (`answersBytes`): its JSON text, with its
 * type. Its route and the read path (read-path/) send it as it is.
 */
export function bytesAnswer(operation: Operation, ctx: JsonRouteContext): BytesAnswer {
  const answer = getAnswerer(operation, ctx);
  return (request, reply) => {
    const body = answer(request);
    if (!(body instanceof JsonText)) throw new Error(`${operation.operationId} answered an object, not its JSON text`);
    reply.header('content-type', JSON_TYPE);
    return body.bytes;
  };
}

function registerGet(app: FastifyInstance, operation: Operation, ctx: JsonRouteContext): void {
  const schema = { response: { 200: serializerSchema(operation.response.schema), '4xx': errorJson, '5xx': errorJson } };
  const pattern = routePattern(operation);
  // Synchronous handlers (Fastify catches what they throw): an async one costs a promise per request.
  if (operation.answersBytes) {
    const answer = bytesAnswer(operation, ctx);
    app.get(pattern, { schema }, (request, reply) => {
      reply.send(answer(request, reply));
    });
    return;
  }
  const answer = getAnswerer(operation, ctx);
  app.get(pattern, { schema }, (request, reply) => {
    const body = answer(request);
    // JSON text with a JSON type is sent as it is, past the schema's serializer.
    if (body instanceof JsonText) reply.type(JSON_TYPE).send(body.bytes);
    else reply.send(body);
  });
}

/**
 * A POST's refusals of its body (not JSON, too large, another content type) say what it takes, a
 * JSON object, rather than the GETs' "send a GET without a body". Rethrown to the app's error
 * handler, which answers them.
 */
function jsonBodyErrors(error: Error & { statusCode?: number }): never {
  const status = error.statusCode;
  if (error instanceof ApiError || status === undefined) throw error;
  if (status === 413) throw new ApiError('payload_too_large', { json: true });
  if (status === 415) throw new ApiError('unsupported_media_type', { json: true });
  if (status >= 400 && status < 500) throw new ApiError('bad_request', { json: true });
  throw error;
}

function registerPost(app: FastifyInstance, operation: Operation, ctx: JsonRouteContext): void {
  const parser = new InputParser(operation);
  const schema = { response: { 200: serializerSchema(operation.response.schema), '4xx': errorJson, '5xx': errorJson } };
  const seen = seenBy(operation, ctx);
  app.post(routePattern(operation), { schema, errorHandler: jsonBodyErrors }, (request, reply) => {
    const { body } = request;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new ApiError('invalid_parameter', { name: 'body', rule: 'must be a JSON object of search parameters' });
    }
    const today = ctx.today();
    const input = parser.fromArguments(body as Record<string, unknown>, today);
    const signer = operation.signs ? { signer: ctx.signer(request) } : {};
    const principal = ctx.principal(request);
    const context = {
      index: ctx.index(),
      today,
      now: ctx.now(),
      publicBaseUrl: ctx.publicBaseUrl,
      principal,
      cursorKey: ctx.cursorKey,
      seen: seen(request),
      ...signer,
    };
    const answer = operation.handler(input, context);
    if (answer instanceof JsonText) reply.type(JSON_TYPE).send(answer.bytes);
    else reply.send(answer);
  });
}

export function registerApiRoutes(app: FastifyInstance, rows: readonly TableRow[], ctx: JsonRouteContext): void {
  const json = rows.filter((row) => row.answer === 'json');
  for (const row of json) if (row.method !== 'POST') registerGet(app, row, ctx);
  // A POST takes JSON alone: Fastify's default text/plain parser would hand a JSON text sent as
  // text/plain to the handler as a string, refused as "not a JSON object" (400) where any other
  // type gets the 415 that says which type to send.
  void app.register(async (posts) => {
    posts.removeContentTypeParser('text/plain');
    for (const row of json) if (row.method === 'POST') registerPost(posts, row, ctx);
  });
}
