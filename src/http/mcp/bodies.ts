/**
 * The bodies of POSTs to /mcp (endpoint.ts), on either path: their bounds, the JSON read with
 * Fastify's own parser unless it nests too deep, and the bytes of a body the path below the
 * framework read (post-path.ts) handed to the framework's route, which reads them again.
 */
import type { FastifyInstance, preParsingHookHandler } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { UNREADABLE_JSON } from '../../mcp/index.js';
import { nestsWithin } from '../../util/json-depth.js';

/** Generous for JSON-RPC messages whose arguments are a few short parameters. */
export const BODY_LIMIT = 64 * 1024;
/** Deeper than any message (a batch, params, _meta, capabilities); past it a body is refused unparsed. */
export const MAX_JSON_DEPTH = 64;

/** A body nested deeper than MAX_JSON_DEPTH, refused before it is parsed. */
export class TooDeep extends Error {
  readonly code = 'CONFDIR_JSON_TOO_DEEP';
}

/** Fastify's own JSON parser, which refuses prototype poisoning. */
export type JsonParser = ReturnType<FastifyInstance['getDefaultJsonParser']>;

/** A body nested deeper than MAX_JSON_DEPTH, refused unparsed. */
const TOO_DEEP: unique symbol = Symbol('nested too deep');

/**
 * A POST's body as the endpoint reads it, on either path: TOO_DEEP, the JSON's value, or
 * UNREADABLE_JSON for anything else. (Fastify's parser calls back before it returns.)
 */
export function bodyValue(json: JsonParser, text: string): unknown {
  if (!nestsWithin(text, MAX_JSON_DEPTH)) return TOO_DEEP;
  let value: unknown = UNREADABLE_JSON;
  json(undefined as never, text, (error, parsed) => {
    if (!error) value = parsed;
  });
  return value;
}

/**
 * Every body reaches the endpoint's own checks: JSON parsed with Fastify's own parser unless it
 * nests too deep, anything else marked unreadable, so that a bad content type or bad JSON is
 * answered with a JSON-RPC error rather than the API's error body.
 */
export function passBodies(mcp: FastifyInstance): void {
  const json = mcp.getDefaultJsonParser('error', 'error');
  mcp.removeAllContentTypeParsers();
  mcp.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    const value = bodyValue(json, body.toString());
    if (value === TOO_DEEP) done(new TooDeep(), undefined);
    else done(null, value);
  });
}

/**
 * The body of a POST the path below the framework read and then left to the framework
 * (post-path.ts): its bytes, read again from here by the body parser as from the request.
 */
const READ_BODY = Symbol('the body read below the framework');
type ReadRequest = IncomingMessage & { [READ_BODY]?: Buffer };

/** Leaves `req`, whose body was read into `body`, to the framework's route, which reads it again. */
export function leaveReadBody(req: IncomingMessage, body: Buffer): void {
  (req as ReadRequest)[READ_BODY] = body;
}

/** The route's preParsing hook: the bytes read below the framework, or the request's own. */
export const replayedBody: preParsingHookHandler = (request, _reply, payload, done) => {
  const body = (request.raw as ReadRequest)[READ_BODY];
  done(null, body === undefined ? payload : Readable.from(body.length === 0 ? [] : [body], { objectMode: false }));
};
