/**
 * The one reply path of kept answers (../answer-path.ts) as Fastify's hooks: the lookup before the
 * handler, a hit written past the send path, the store of a miss's answer as it is sent.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import type { AnswerPath, Missed } from '../answer-path.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the lookup on a miss. */
    cacheMiss: Missed | undefined;
  }
}

/**
 * Writes a hit's bytes on Node's response itself (reply.hijack), with the headers the reply holds
 * (the security headers, the key check's, the encoding's and the tag), those the app's onSend hooks
 * add to every answer, and its type and length (AnswerPath.hitHeaders): the same head a miss of the
 * same request gets (test/http/cache-hooks.test.ts compares them). Fastify's send path and the onSend
 * hooks would add nothing else to a cached answer (none is stored, and its encoding is chosen
 * already); with the key built by hand, a hit of the Zipf mix cost about 2 µs of 54 less
 * (bench/README.md, Zipf). The onResponse hooks (the log line, the metrics) still run, on the
 * response's finish. A HEAD request gets the head alone (Node writes no body for it).
 */
function sendHit(reply: FastifyReply, body: Buffer, head: () => void): void {
  head();
  // Fastify's type allows a number for any header (Node's, only for some); its values are Node's.
  const headers = reply.getHeaders() as OutgoingHttpHeaders;
  reply.hijack();
  reply.raw.writeHead(200, headers);
  reply.raw.end(body);
}

/**
 * Serves repeated reads from their kind's store, with an ETag on every answer of a route on this
 * path and a 304 for a request whose conditions hold, in the encoding the request accepts. Registered
 * in the keyed scope after the key check, so a cached answer is never served without a valid
 * credential and still counts against its limits. Returns `revalidate`, for a route whose kind has
 * validators: after its parameters are read (their 400s come first), it answers the 304 of a
 * request whose conditions hold, and says so, before the answer is made.
 */
export function registerCacheHooks(
  api: FastifyInstance,
  answers: AnswerPath,
): { revalidate(request: FastifyRequest, reply: FastifyReply): boolean } {
  api.decorateRequest('cacheMiss', undefined);
  // Callback hooks, not async ones: a cached answer is the hot path, and a promise per hook
  // cost more than the lookup. A hook that answers does not call done (Fastify's rule).
  const cacheLookup: preHandlerHookHandler = (request, reply, done) => {
    const route = request.routeOptions.url;
    const cached = route === undefined ? undefined : answers.routes.get(route);
    if (cached === undefined) return done();
    const reads = cached.reads?.(request) ?? request;
    const looked = answers.lookup(request, reply, { route: route!, cached, reads });
    if (looked === undefined) return done();
    if ('missed' in looked) {
      request.cacheMiss = looked.missed;
      return done();
    }
    const send = (bytes: Buffer | null) =>
      bytes === null ? reply.send() : sendHit(reply, bytes, () => answers.hitHeaders(reply, bytes, looked.type));
    if (looked.body instanceof Promise) looked.body.then(send, done);
    else send(looked.body);
  };
  const cacheStore: onSendHookHandler = (request, reply, payload, done) => {
    const missed = request.cacheMiss;
    if (missed === undefined || reply.statusCode !== 200) return done(null, payload);
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    request.cacheMiss = undefined;
    const body = answers.store(request, reply, missed, payload);
    if (body instanceof Promise) body.then((bytes) => done(null, bytes), done);
    else done(null, body);
  };
  api.addHook('preHandler', cacheLookup);
  api.addHook('onSend', cacheStore);
  return {
    revalidate(request, reply) {
      if (!answers.unchanged(request, reply, request.cacheMiss?.validators)) return false;
      reply.send();
      return true;
    },
  };
}
