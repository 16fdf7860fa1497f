/**
 * What an operation of the API is: its path, its documentation, its zod schemas (parameters and
 * response), the errors it can answer, whether its answers may be cached, and its handler, a
 * plain function from validated input (input.ts) to the response body. The HTTP routes, the MCP tools, the
 * OpenAPI document, the 404 and 405 answers and the response-cache keys are all derived from the
 * table of these (operations.ts), so adding a parameter means editing one schema.
 */
import type { z } from 'zod';
import type { SnapshotIndex } from '../search/index.js';
import type { Day } from '../util/dates.js';
import type { ErrorCode } from './errors.js';
import type { Transport } from './transport-names.js';
import type { COMPONENT_SCHEMAS } from './schemas/index.js';

/** The groups of operations, in documentation order. */
export const TAGS = {
  Events: 'Search events, and read one event with all its details.',
  Reference: 'The valid topic, sub-topic and country names to filter a search by, with event counts.',
  Statistics: 'Totals over the whole directory.',
} as const;
type TagName = keyof typeof TAGS;

/**
 * What a handler reads besides its input: the serving snapshot, today's UTC day and the request's
 * time in seconds since the epoch (calls for papers are open or closed at it; without it, the
 * last second of `today`).
 */
export interface HandlerContext {
  index: SnapshotIndex;
  today: Day;
  now?: number;
  /** Whom the answer's messages (hints) name things for (default http; transport-names.ts). */
  transport?: Transport;
}

export interface OperationInput<Q = Record<string, never>, P = Record<string, never>> {
  /** The validated query parameters. */
  query: Q;
  /** The validated path parameters. */
  params: P;
  /** The known query parameters as given, one string each (for echoing them back). */
  given: Readonly<Record<string, string>>;
}

type Schema = z.ZodType<Record<string, unknown>>;

/** A request as a caller writes it: its query parameters and path parameters, as text. */
export interface Refusal {
  query?: Readonly<Record<string, string>>;
  params?: Readonly<Record<string, string>>;
}

/**
 * An answer written as JSON text, byte for byte what the response schema serializes its body to
 * (handlers/answer-json.ts): events are written from the columns without an object per event.
 */
export class JsonText {
  /** `bytes`: the text in UTF-8, as the HTTP transport sends it. */
  constructor(readonly bytes: Buffer) {}

  /** The text as a string (the MCP transport's). */
  get text(): string {
    return this.bytes.toString('utf8');
  }
}

export interface Operation<Q extends Schema = Schema, P extends Schema = Schema, R extends z.ZodType = z.ZodType> {
  operationId: string;
  /** Its group in the OpenAPI document (TAGS). */
  tag: TagName;
  /** In OpenAPI form: `/api/gpt/conferences/{id}`. */
  path: string;
  summary: string;
  description: string;
  query?: Q & z.ZodObject;
  params?: P & z.ZodObject;
  response: {
    /** Its component name in the OpenAPI document. */
    component: keyof typeof COMPONENT_SCHEMAS;
    schema: R;
    description: string;
  };
  /** Errors besides those every keyed operation can answer (401, 429, 500). */
  errors: readonly ErrorCode[];
  /**
   * A request it refuses with a 400, as a caller writes it: the OpenAPI document's example of its
   * 400 is what the operation's input parser answers to it (openapi.ts), so never one it cannot give.
   */
  refusal: Refusal;
  /** The query parameters the assistant document lists (absent: all of them; all are accepted). */
  assistantQuery?: readonly string[];
  /** Whether successful answers may be served from the response cache. */
  cacheable: boolean;
  /**
   * Method syntax on purpose: the table holds operations of different input types. Returns the
   * response body, or its JSON text (JsonText), which the transports send as it is.
   */
  handler(input: OperationInput<z.output<Q>, z.output<P>>, context: HandlerContext): z.output<R> | JsonText;
}

/** The names of an operation's query parameters, in documentation order. */
export function queryNames(operation: Pick<Operation, 'query'>): readonly string[] {
  return operation.query ? Object.keys(operation.query.shape) : [];
}
