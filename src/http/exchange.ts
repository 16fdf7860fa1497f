/**
 * What the steps of a request read of it and set on its answer, whoever runs them: Fastify, whose
 * request and reply have all of this, or the read path (read-path/), which answers the keyed GETs
 * of searches and details below the framework by calling the same steps as plain functions
 * (docs/design.md, Request path). A step typed with these runs the same on both.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { SearchSeen } from '../api/index.js';
import type { Caller, KeyInfo } from '../auth/index.js';

/** The type of a JSON answer, as Fastify writes it for an object too. */
export const JSON_TYPE = 'application/json; charset=utf-8';

export interface RequestView {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  /** The query string as Fastify's router parses it, and the path parameters. */
  readonly query: unknown;
  readonly params: unknown;
  /** The client address (TRUST_PROXY applied). */
  readonly ip: string;
  /** The caller's key (never the key itself), set by the key check; null without one. */
  apiKey: KeyInfo | null;
  /** Who the request is counted for (a key, a token's subject, an anonymous address); null: none. */
  caller: Caller | null;
  /** The search this request answered, for the search analytics (set by the handler, or a cached hit). */
  searchSeen: SearchSeen | undefined;
}

/** An answer's status and headers, as Fastify's reply holds them (lower-case names, in the order first set). */
export interface ReplyView {
  readonly statusCode: number;
  code(status: number): unknown;
  header(name: string, value: string): unknown;
  headers(values: Readonly<Record<string, string>>): unknown;
  getHeader(name: string): string | number | string[] | undefined;
  hasHeader(name: string): boolean;
  removeHeader(name: string): unknown;
}

/**
 * A GET's answer as bytes: its body; it sets the headers it owns (its type among them) and throws
 * the request's error. The routes the read path takes answer with one (their Fastify routes too).
 */
export type BytesAnswer = (request: RequestView, reply: ReplyView) => Buffer;
