/**
 * The MCP POST below the framework (docs/design.md, Request path): a lone tools/call or tools/list
 * request of a caller with a known key, which the direct path answers (src/mcp/direct.ts), is
 * answered here without Fastify's request, reply, hooks and body parser, as the read path answers
 * the keyed GETs (../read-path/). Whether a POST is taken is decided in two looks, neither with an
 * effect: its headers first (the path, a key the ring knows, Host and Origin allowed, a body of
 * a declared length within the limit), then its body, read and checked as the endpoint checks it
 * (endpoint.ts, src/mcp/messages.ts). A POST whose body is anything else (a batch, `initialize`, a
 * notification, a refusal) goes on to Fastify's route with the body read again from its bytes, and
 * the framework answers it as it always has. A taken POST then runs the steps the framework's hooks
 * run for it, in their order: the root's (security headers, CORS's, the forwarded address's check),
 * the key check's header and the plan limits (a lone message is the one count of its POST), the
 * tool, the version and drain headers, compression, one write, and on its end the log line and
 * metrics. test/http/mcp/post-path.test.ts holds every answer, line and metric to Fastify's.
 */
import { validateHostHeader, validateOriginHeader } from '@modelcontextprotocol/server';
import type { FastifyBaseLogger } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { KeyInfo, KeyRing } from '../../auth/index.js';
import { answerPlan, type DirectHeaders, type DirectPlan, directPlan, readMessages } from '../../mcp/index.js';
import type { KeyLimits } from '../../limits/index.js';
import type { Compressor } from '../encoding.js';
import { JSON_TYPE, type ReplyView, type RequestView } from '../exchange.js';
import { leaveCounted } from '../plugins/api-key.js';
import { lookupKey, presentedCredential } from '../plugins/credentials.js';
import { compressUncachedAnswer } from '../plugins/compression.js';
import type { ObservabilityOptions } from '../plugins/observability.js';
import type { ClientAddress } from '../read-path/client-address.js';
import { ReadRequest } from '../read-path/exchange.js';
import { AnswerSteps } from '../read-path/steps.js';
import type { McpAccess } from './access.js';
import { BODY_LIMIT, bodyValue, type JsonParser, leaveReadBody } from './bodies.js';
import { internalError, MCP_PATH, type McpServing } from './endpoint.js';

export interface McpPostOptions {
  serving: McpServing;
  ring(): KeyRing;
  /** OAUTH_ISSUER is set: a bearer credential shaped as a JWT is a token, the framework's to check. */
  tokens: boolean;
  access: McpAccess;
  /** Fastify's JSON parser, as the endpoint's body parser uses it. */
  json: JsonParser;
  /** The loaded gate's test (snapshot-readiness.ts), when the app has the gate. */
  loaded?: () => boolean;
  limits: KeyLimits;
  hardening(request: RequestView, reply: ReplyView): void;
  clientAddress: ClientAddress;
  compressor: Compressor;
  answerHeaders(reply: ReplyView): void;
  observed: ObservabilityOptions;
  requestId(): string;
}

/** The path's answer to what Fastify's listener would be handed: `fastify(req, res)` answers it there. */
export type Framework = (req: IncomingMessage, res: ServerResponse) => void;

/** The first look: the caller's key, when the headers alone let the path take the POST. */
export function takesPost(options: McpPostOptions): (req: IncomingMessage) => KeyInfo | undefined {
  const hosts = [...options.access.hosts];
  const origins = [...options.access.origins];
  return (req) => {
    if (req.method !== 'POST' || req.url !== MCP_PATH) return undefined;
    const { headers } = req;
    const length = headers['content-length'];
    if (length === undefined || headers['transfer-encoding'] !== undefined || !/^\d{1,9}$/.test(length)) {
      return undefined;
    }
    if (Number(length) > BODY_LIMIT) return undefined;
    if (!validateHostHeader(headers.host, hosts).ok || !validateOriginHeader(headers.origin, origins).ok) {
      return undefined;
    }
    const credential = presentedCredential({ headers }, true, options.tokens);
    if (credential?.kind !== 'key' || options.loaded?.() === false) return undefined;
    return lookupKey(options.ring(), credential.value);
  };
}

/** One taken POST's answer. */
class PostAnswer extends AnswerSteps {
  /** Settled once the key check's steps have run: true when they passed, false when they answered (a 429). */
  readonly checked: Promise<boolean>;

  constructor(
    readonly options: McpPostOptions,
    res: ServerResponse,
    req: IncomingMessage,
    log: FastifyBaseLogger,
    readonly key: KeyInfo,
  ) {
    super(options, res, new ReadRequest(req, options.requestId, {}, {}, log, options.clientAddress, 'POST'), MCP_PATH);
    this.checked = this.check();
  }

  /** The key check's steps (checkKey), as Fastify runs them before the body is read. */
  check(): Promise<boolean> {
    try {
      const counted = this.checkKey(this.key);
      if (counted === undefined) return Promise.resolve(true);
      return counted.then(
        () => true,
        (error: unknown) => {
          this.fail(error);
          return false;
        },
      );
    } catch (error) {
      this.fail(error);
      return Promise.resolve(false);
    }
  }

  /** Leaves the POST, its key check done, to the framework: this answer writes and records nothing. */
  leave(): void {
    this.res.off('finish', this.finished);
    this.res.off('error', this.finished);
    leaveCounted(this.request.raw, this.key, this.reply.fields);
  }

  /** The tool's answer (the endpoint's route's 500 should it throw), then what the onSend hooks do, then its write. */
  answer(plan: DirectPlan): void {
    const { serving, compressor } = this.options;
    const { request, reply } = this;
    let body: string | Buffer;
    try {
      const answered = answerPlan(serving.tools, plan, serving.context(request));
      reply.header('content-type', answered.contentType);
      body = answered.body;
    } catch (error) {
      request.log.error({ err: error }, 'MCP request failed');
      reply.code(500).header('content-type', JSON_TYPE);
      body = JSON.stringify(internalError());
    }
    this.options.answerHeaders(reply);
    this.write(compressor.enabled ? compressUncachedAnswer(compressor, request, reply, body) : body);
  }
}

/**
 * The POST's answer once taken: the key check's steps run at once, as the framework runs them
 * before the body is read (a POST cut off in its body is counted; one over its plan is answered
 * its 429 whatever its body), while the body is read whole (at most BODY_LIMIT bytes, as its length
 * said). Then the direct path answers it here, or it is left to `framework` with its bytes and its
 * key check done (so is every POST once the app is `closing`: the framework answers those with
 * Connection: close).
 */
export function answerPost(
  options: McpPostOptions,
  log: FastifyBaseLogger,
): (req: IncomingMessage, res: ServerResponse, key: KeyInfo, framework: Framework, closing: () => boolean) => void {
  const { serving, json } = options;
  return (req, res, key, framework, closing) => {
    const post = new PostAnswer(options, res, req, log, key);
    const chunks: Buffer[] = [];
    let length = 0;
    const onData = (chunk: Buffer) => {
      length += chunk.length;
      // Node holds a body to its Content-Length, which the first look bounded; this bound is its own.
      if (length <= BODY_LIMIT) chunks.push(chunk);
    };
    const onEnd = () => {
      req.off('data', onData);
      req.off('error', onError);
      const bytes = Buffer.concat(chunks);
      const plan = length <= BODY_LIMIT ? safePlanOf(req, bytes) : undefined;
      post.checked.then((passed) => {
        if (!passed) return;
        if (plan !== undefined && !closing()) return post.answer(plan);
        post.leave();
        leaveReadBody(req, bytes);
        framework(req, res);
      }, post.fail);
    };
    const onError = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      // The client went away while sending: no one is left to answer.
      res.destroy();
    };
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', onError);
  };

  /**
   * planOf, or undefined should a check throw: nothing may throw out of the request's `end` event
   * (the process's uncaught exception), and the framework's route then answers the POST, a throw
   * there being its 500 with the error logged.
   */
  function safePlanOf(req: IncomingMessage, bytes: Buffer): DirectPlan | undefined {
    try {
      return planOf(req, bytes);
    } catch {
      return undefined;
    }
  }

  /** The direct path's plan of a body the endpoint's checks pass; undefined for any other. */
  function planOf({ headers }: IncomingMessage, bytes: Buffer): DirectPlan | undefined {
    const body = bodyValue(json, bytes.toString('utf8'));
    if ('refusal' in readMessages(headers, body)) return undefined;
    return directPlan(serving.tools, headers as DirectHeaders, body, serving.signs);
  }
}
