/**
 * The request and the answer of a request the read path takes (listener.ts): what Fastify's
 * request and reply hold for the steps (../exchange.ts), and nothing more.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { SearchSeen } from '../../api/index.js';
import type { Caller, KeyInfo } from '../../auth/index.js';
import type { ReplyView, RequestView } from '../exchange.js';
import type { LineLog } from '../plugins/observability.js';
import type { ClientAddress } from './client-address.js';

export class ReadRequest implements RequestView, LineLog {
  apiKey: KeyInfo | null = null;
  caller: Caller | null = null;
  searchSeen: SearchSeen | undefined = undefined;
  #log: FastifyBaseLogger | undefined;
  #ip: string | undefined;
  #id: string | (() => string);

  constructor(
    readonly raw: IncomingMessage,
    /**
     * Its id, from the counter Fastify's requests draw theirs from (request-ids.ts), or that
     * counter, drawn from when the id is first read (an MCP POST left to Fastify draws none).
     */
    id: string | (() => string),
    readonly query: unknown,
    readonly params: unknown,
    readonly root: FastifyBaseLogger,
    readonly address: ClientAddress,
    readonly method: 'GET' | 'POST' = 'GET',
  ) {
    this.#id = id;
  }

  get id(): string {
    if (typeof this.#id !== 'string') this.#id = this.#id();
    return this.#id;
  }

  get url(): string {
    return this.raw.url ?? '';
  }

  get headers(): IncomingHttpHeaders {
    return this.raw.headers;
  }

  /** As Fastify's for the app's TRUST_PROXY (client-address.ts), worked out when first read. */
  get ip(): string {
    this.#ip ??= this.address(this.raw);
    return this.#ip;
  }

  /** Its logger, a child of the app's naming it as Fastify's does, made when a line is first written. */
  get log(): FastifyBaseLogger {
    this.#log ??= this.root.child({ reqId: this.id }, {});
    return this.#log;
  }

  isLevelEnabled(level: string): boolean {
    return (this.root as Partial<LineLog>).isLevelEnabled?.(level) !== false;
  }

  info(fields: Record<string, unknown>, message: string): void {
    this.log.info(fields, message);
  }
}

/** The status and the headers of an answer, kept as Fastify's reply keeps them and hands them to writeHead. */
export class ReadReply implements ReplyView {
  statusCode = 200;
  /** Lower-case names, in the order first set. */
  readonly fields: Record<string, string> = {};

  code(status: number): this {
    this.statusCode = status;
    return this;
  }

  header(name: string, value: string): this {
    this.fields[name.toLowerCase()] = value;
    return this;
  }

  headers(values: Readonly<Record<string, string>>): this {
    for (const name of Object.keys(values)) this.header(name, values[name]!);
    return this;
  }

  getHeader(name: string): string | undefined {
    return this.fields[name.toLowerCase()];
  }

  hasHeader(name: string): boolean {
    return this.fields[name.toLowerCase()] !== undefined;
  }

  removeHeader(name: string): this {
    delete this.fields[name.toLowerCase()];
    return this;
  }
}
