/**
 * The steps of a request the read path took (listener.ts), as plain calls in the order Fastify's
 * hooks run them: the root's (the security headers, CORS's, the forwarded address's check), the key
 * check's header and the plan limits, the response cache's lookup, the route's answer (its input
 * parser and handler), then what the onSend hooks do (the version and drain headers, the cache's
 * store, the compression of an answer no cache keeps), one write, and on the answer's end the log
 * line and the metrics of onResponse. An error at any step is answered as Fastify's error handler
 * answers it, through the same function.
 */
import fastJson from 'fast-json-stringify';
import type { FastifyBaseLogger } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { KeyInfo } from '../../auth/index.js';
import type { KeyLimits } from '../../limits/index.js';
import type { Compressor } from '../encoding.js';
import { JSON_TYPE, type ReplyView, type RequestView } from '../exchange.js';
import { countCaller, markPrivate } from '../plugins/api-key.js';
import type { AnswerPath, Hit, Missed } from '../answer-path.js';
import { compressUncachedAnswer } from '../plugins/compression.js';
import { answeredError } from '../plugins/error-handlers.js';
import { type ObservabilityOptions, recordAnswered } from '../plugins/observability.js';
import { errorJson } from '../routes/api.js';
import type { ClientAddress } from './client-address.js';
import type { ReadRoute, Taken } from './decision.js';
import { ReadReply, ReadRequest } from './exchange.js';

export interface StepOptions {
  limits: KeyLimits;
  /**
   * What the root's onRequest hooks do before the keyed scope's (hardening.ts, hardeningSteps): the
   * security headers, CORS's, the forwarded address's check (throws its 400).
   */
  hardening(request: RequestView, reply: ReplyView): void;
  /** The client address as Fastify's request.ip gives it (client-address.ts). */
  clientAddress: ClientAddress;
  /** The response cache's steps (../answer-path.ts). */
  answers: AnswerPath;
  compressor: Compressor;
  /** What the app's onSend hooks add to every answer: the version, and Connection: close while draining. */
  answerHeaders(reply: ReplyView): void;
  observed: ObservabilityOptions;
  /** The id of the next request, from the counter Fastify's requests draw theirs from (request-ids.ts). */
  requestId(): string;
}

/** The route schemas' '4xx' and '5xx' serializer, compiled as Fastify compiles it (no shared schemas). */
const errorBody = fastJson(errorJson);

/** Work that may wait (a limit counted in Redis, an answer compressed off the loop): `then` now or once done. */
function whenDone<T>(value: T | Promise<T>, then: (value: T) => void, fail: (error: unknown) => void): void {
  if (value instanceof Promise) value.then(then).catch(fail);
  else then(value);
}

/** What every answer below the framework (a read path's, an MCP POST's) is written and recorded with. */
export type AnswerStepOptions = Pick<StepOptions, 'hardening' | 'limits' | 'answerHeaders' | 'observed'>;

/**
 * What every answer below the framework does last, as Fastify does it: the write of its head and
 * body, the error handler's answer, and on its end the log line and the metrics of onResponse.
 */
export class AnswerSteps {
  readonly #start = performance.now();
  protected readonly reply = new ReadReply();

  constructor(
    readonly stepOptions: AnswerStepOptions,
    readonly res: ServerResponse,
    protected readonly request: ReadRequest,
    readonly route: string,
  ) {
    res.on('finish', this.finished);
    res.on('error', this.finished);
  }

  /**
   * The first steps, the root's hooks' then the key check's: its header, the caller `key`, the plan
   * limits. Undefined when nothing is to wait for, else the count (rejected with the 429); throws
   * the forwarded address's 400.
   */
  checkKey(key: KeyInfo): Promise<void> | undefined {
    const { request, reply } = this;
    this.stepOptions.hardening(request, reply);
    markPrivate(reply);
    request.apiKey = request.caller = key;
    return countCaller(this.stepOptions.limits, request, reply);
  }

  /** Fastify's last step: the length of a body, the head, the body. */
  write(body: Buffer | string | undefined): void {
    const reply = this.reply;
    if (body !== undefined) reply.header('content-length', String(Buffer.byteLength(body)));
    this.res.writeHead(reply.statusCode, reply.fields);
    this.res.end(body);
  }

  /** The error handler's answer: its type and length set again, its row's status, headers and body. */
  readonly fail = (error: unknown): void => {
    if (this.res.headersSent) return void this.res.destroy(error as Error);
    const reply = this.reply;
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    const apiError = answeredError(error, this.request.log);
    reply.code(apiError.status).headers(apiError.headers);
    reply.header('content-type', JSON_TYPE);
    const body = errorBody(apiError.body());
    this.stepOptions.answerHeaders(reply);
    this.write(body);
  };

  /** The log line and the metrics once the answer has gone out (or failed), as onResponse. */
  readonly finished = (): void => {
    this.res.off('finish', this.finished);
    this.res.off('error', this.finished);
    const request = this.request;
    const answered = {
      method: request.method,
      route: this.route,
      url: request.url,
      status: this.res.statusCode,
      ms: performance.now() - this.#start,
      key: request.apiKey?.id ?? null,
      seen: request.searchSeen,
    };
    try {
      recordAnswered(answered, request, this.stepOptions.observed);
    } catch {
      // As Fastify's onResponse hooks: a failure there is not the answer's, and with its request
      // logging off (fastify-instance.ts) Fastify says nothing of it either.
    }
  };
}

/** One request's answer. */
class ReadAnswer extends AnswerSteps {
  readonly #route: ReadRoute;

  constructor(
    readonly options: StepOptions,
    res: ServerResponse,
    req: IncomingMessage,
    log: FastifyBaseLogger,
    { route, query, params }: Taken,
  ) {
    const request = new ReadRequest(req, options.requestId(), query, params, log, options.clientAddress);
    super(options, res, request, route.pattern);
    this.#route = route;
  }

  /** The key check's steps (checkKey), then the answer. */
  run(key: Taken['key']): void {
    try {
      const counted = this.checkKey(key);
      if (counted === undefined) this.answer();
      else counted.then(() => this.answer(), this.fail);
    } catch (error) {
      this.fail(error);
    }
  }

  /** The cache's lookup, then a hit's write or the route's answer. */
  answer(): void {
    const { answers } = this.options;
    const pattern = this.#route.pattern;
    try {
      const cached = answers.routes.get(pattern);
      const looked =
        cached && answers.lookup(this.request, this.reply, { route: pattern, cached, reads: this.request });
      if (looked === undefined || 'missed' in looked) {
        this.send(this.#route.answer(this.request, this.reply), looked?.missed);
      } else {
        whenDone(looked.body, (bytes) => this.sendHit(looked, bytes), this.fail);
      }
    } catch (error) {
      this.fail(error);
    }
  }

  /** A hit, written as Fastify's hook writes it past the send path (null: a 304, never taken here). */
  sendHit(hit: Hit, bytes: Buffer | null): void {
    if (bytes === null) {
      this.options.answerHeaders(this.reply);
      this.write(undefined);
      return;
    }
    this.options.answers.hitHeaders(this.reply, bytes, hit.type);
    this.res.writeHead(200, this.reply.fields);
    this.res.end(bytes);
  }

  /** What the onSend hooks do to a 200 answer, then its write (a 304 of the store has no body). */
  send(payload: Buffer, missed: Missed | undefined): void {
    const { answers, compressor } = this.options;
    const reply = this.reply;
    this.options.answerHeaders(reply);
    const stored = missed === undefined ? payload : answers.store(this.request, reply, missed, payload);
    whenDone(
      stored,
      (body) => {
        if (body === null) return this.write(undefined);
        this.write(compressor.enabled ? compressUncachedAnswer(compressor, this.request, reply, body) : body);
      },
      this.fail,
    );
  }
}

/** Answers a request the read path took. */
export function answerTaken(
  options: StepOptions,
  log: FastifyBaseLogger,
): (req: IncomingMessage, res: ServerResponse, taken: Taken) => void {
  return (req, res, taken) => new ReadAnswer(options, res, req, log, taken).run(taken.key);
}
