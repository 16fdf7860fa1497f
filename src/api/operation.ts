/**
 * What an operation of the API is: its method and path, the kind of its answer (JSON or an
 * iCalendar feed), how it is authorised (the API key, or a signed feed token), its documentation,
 * its zod schemas (parameters and response), the errors it can answer, whether its answers may be
 * cached, where it is offered (an MCP tool, the assistant's OpenAPI document), and its handler, a
 * plain function from validated input (input.ts) to the answer. The HTTP routes, the MCP tools, the
 * OpenAPI documents, the 404 and 405 answers and the caches' keys are all derived from the table of
 * these (operations.ts), so adding a parameter means editing one schema, and adding an operation one row.
 */
import type { KeyObject } from 'node:crypto';
import type { z } from 'zod';
import type { SnapshotIndex } from '../search/index.js';
import type { Day } from '../util/dates.js';
import type { ErrorCode } from './errors.js';
import type { SearchFound } from './search-seen.js';
import type { Transport } from './transport-names.js';
import type { ChangesQueryFields } from './schemas/change-parameters.js';
import type { COMPONENT_SCHEMAS, FeedQueryFields, JsonObject } from './schemas/index.js';

/** The groups of operations, in documentation order. */
export const TAGS = {
  Events: 'Search events, and read one event with all its details.',
  Reference: 'The valid topic, sub-topic and country names to filter a search by, with event counts.',
  Statistics: 'Totals over the whole directory.',
} as const;
type TagName = keyof typeof TAGS;

/** Signs the feed URLs of the calling key (auth/feed-token.ts, through src/http). */
export interface FeedSigner {
  /** The token of a key's feed: its id and the normalized parameters. */
  sign(parameters: string): string;
  publicBaseUrl: string;
}

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
  /** PUBLIC_BASE_URL: the connector tools' links to the service's own pages. */
  publicBaseUrl?: string;
  /** The calling key's feed signer, for an operation that `signs`. */
  signer?: FeedSigner;
  /** Who the answer is for (src/http/principal.ts): a search's page cursors are bound to it. */
  principal?: string;
  /** The key a search's page cursors are signed with (cursor.ts, cursorKeyOf); default: this process's own. */
  cursorKey?: KeyObject;
  /** Told of a search's first page, for the search analytics (search-seen.ts); absent: not told. */
  seen?(found: SearchFound): void;
  /**
   * Whether a search that finds nothing reads its q as a question for a hint (q_as_question,
   * handlers/question-hint.ts); default true. The connector's own searches, whose q it read, do not.
   */
  readsQuestion?: boolean;
  /**
   * The values of each event a connector question asks for ("the acceptance rate of ICLR"), which
   * its results' titles say (connector/result-titles.ts); default none.
   */
  titleValues?: readonly TitleValue[];
  /**
   * The deadlines a connector question asks of ("deadlines in January or February"): a title's
   * deadline is the one in them, when the event has one; ISO dates, either end open.
   */
  deadlineWindow?: { from?: string; to?: string };
  /**
   * The zone a connector question names beside a deadline ("in PST"): a title's deadline hour is
   * also written there; `name` as the title says it, `zone` as Intl takes it.
   */
  deadlineZone?: { name: string; zone: string };
  /**
   * The tracks of an edition named that a connector question asks of ("CHI 2027 posters"): a
   * title gives each one's deadlines (connector/deadline-titles.ts); default none.
   */
  titleTracks?: readonly string[];
  /**
   * Whether a connector question asks when an edition is held beside its deadlines ("When is the
   * next ECCV and what are its deadlines?"), not a deadline's day alone ("When is the ECCV
   * deadline?"): a title foreseeing an edition not listed says both (connector/projected-deadlines.ts).
   */
  heldAsked?: boolean;
}

/** A value of an event a connector result's title can say. */
export type TitleValue =
  | 'dates'
  | 'place'
  | 'format'
  | 'acceptance rate'
  | 'h5-index'
  | 'rank'
  | 'deadline'
  | 'deadline hour'
  | 'notification'
  | 'rebuttal'
  | 'camera-ready'
  | 'name'
  | 'organizer'
  | 'website';

export interface OperationInput<Q = Record<string, never>, P = Record<string, never>> {
  /** The validated query parameters (a POST's: its JSON body's properties). */
  query: Q;
  /** The validated path parameters. */
  params: P;
  /** The known query parameters as given, one string each (for echoing them back). */
  given: Readonly<Record<string, string>>;
}

type Schema = z.ZodType<Record<string, unknown>>;

/**
 * A request it refuses with a 400, as a caller writes it (its query parameters or body, and path
 * parameters, as text); or, for a route whose only 400 comes before any parsing, that error's code.
 */
export type Refusal =
  | { query?: Readonly<Record<string, string>>; params?: Readonly<Record<string, string>> }
  | { code: ErrorCode };

/**
 * An answer written as JSON text, byte for byte what the response schema serializes its body to
 * (handlers/answer-json.ts): events are written from the columns without an object per event. The
 * same answer as an object is written from the same result when asked (handlers/answer-values.ts:
 * the MCP tools' text and structured content), never read back from the text.
 */
export class JsonText {
  constructor(
    /** The text in UTF-8, as the HTTP transport sends it. */
    readonly bytes: Buffer,
    /**
     * The answer as an object: JSON.stringify of it is `bytes` (test/api/answer-values.test.ts).
     * With `only`, its events hold those fields alone (of those the answer has), for a reader that
     * needs no more (an operation's toolTextFields); an answer without events ignores it.
     */
    readonly values: (only?: readonly string[]) => Record<string, unknown>,
  ) {}

  /** The text as a string. */
  get text(): string {
    return this.bytes.toString('utf8');
  }
}

/** What every row has, whatever its answer. */
interface Row<Q extends Schema, P extends Schema> {
  operationId: string;
  /** Its group in the OpenAPI document (TAGS). */
  tag: TagName;
  /** GET reads the query string; POST reads a JSON object of the same parameters. */
  method: 'GET' | 'POST';
  /** In OpenAPI form: `/api/gpt/conferences/{id}`; a parameter takes its whole path segment. */
  path: string;
  /** `key`: the X-API-Key header (or Bearer on /mcp); `token`: a signed feed token in the path, no key. */
  auth: 'key' | 'token';
  summary: string;
  description: string;
  query?: Q & z.ZodObject;
  params?: P & z.ZodObject;
  /** Errors besides those every operation of its `auth` can answer (KEYED_ERRORS; `internal`). */
  errors: readonly ErrorCode[];
  /**
   * A request it refuses with a 400: the OpenAPI document's example of its 400 is what the
   * operation's input parser answers to it (openapi.ts), so never one it cannot give.
   */
  refusal: Refusal;
  /** The query parameters the assistant document lists (absent: all of them; all are accepted). */
  assistantQuery?: readonly string[];
  /** In the assistant's OpenAPI document (the full one has every row). */
  assistant: boolean;
  /**
   * Parameters described in the assistant document and the tool's arguments by a reference to the
   * operation that has them ("As in searchConferences"), keeping those short.
   */
  sharedWith?: { operationId: string; names: readonly string[] };
}

/** An operation answering JSON (200 with its response schema). */
export interface Operation<Q extends Schema = Schema, P extends Schema = Schema, R extends z.ZodType = z.ZodType>
  extends Row<Q, P> {
  answer: 'json';
  response: {
    /** Its component name in the OpenAPI document; absent: written inline. */
    component?: keyof typeof COMPONENT_SCHEMAS;
    schema: R;
    description: string;
    /** The example of an inline response (a component's is in RESPONSE_EXAMPLES). */
    example?: JsonObject;
  };
  /** Whether successful answers may be served from the response cache. */
  cacheable: boolean;
  /**
   * Its handler answers JSON text (JsonText) whatever its input, never an object to serialize: the
   * HTTP transport's read path, which writes bytes as they are, takes its GETs (src/http/read-path).
   */
  answersBytes?: true;
  /** Its answers hold what is the caller's own (a search's page cursors): cached per caller. */
  callerBound?: boolean;
  /**
   * An MCP tool too, described by `description`; with a title of its own when it differs from
   * summary, and what the MCP server's instructions say it is for, after its name ("to find events").
   */
  tool: false | { title?: string; use: string };
  /**
   * The tool result's text content (views/search-text.ts, detail-text.ts): the answer in lines, for
   * the hosts that forward only the text, beside structuredContent. Absent: the answer's JSON text
   * (the connector tools, whose callers read that).
   */
  toolText?(answer: z.output<R>): string;
  /**
   * The event fields toolText reads, when it reads only some: a JsonText answer's objects are then
   * read with those alone (JsonText.values), not every field the answer has. The text is the same
   * (test/api/views/search-text.test.ts holds it); reading less is what saves.
   */
  toolTextFields?: readonly string[];
  /** Needs the calling key's feed signer (HandlerContext.signer): a tool offered only with one. */
  signs?: boolean;
  /** A POST's example body. */
  bodyExample?: JsonObject;
  /**
   * Method syntax on purpose: the table holds operations of different input types. Returns the
   * response body, or its JSON text (JsonText), which the transports send as it is.
   */
  handler(input: OperationInput<z.output<Q>, z.output<P>>, context: HandlerContext): z.output<R> | JsonText;
}

/** A calendar feed as written: the iCalendar text and what the search found. */
export interface Feed {
  /** The iCalendar text, as UTF-8. */
  body: Buffer;
  /** Events the search found, events in the feed, and the events after them the cap left out. */
  total: number;
  shown: number;
  omitted: number;
}

export interface FeedContext extends HandlerContext {
  /** The host of PUBLIC_BASE_URL (the UIDs' right side). */
  host: string;
  /** When the serving snapshot was built. */
  builtAt: Date;
  /** The feed's own URL, as its subscribers fetch it (a signed feed's: the public base URL and its path). */
  self?: string;
}

/**
 * An operation answering an iCalendar feed (text/calendar, with validators and a 304): written in
 * slices, so its handler answers a promise. Its input is the feed parameters: the query's, or those
 * a token signed (`auth: 'token'`, whose path parameter is the token).
 */
export interface CalendarOperation<Q = FeedQueryFields> extends Row<Schema, Schema> {
  answer: 'calendar';
  /** A feed of another kind than iCalendar (the change feeds: Atom, JSON Feed): its media type and an example. */
  media?: { type: string; example: string };
  /** A token row's input from the parameters its token signed (by default the calendar feeds' parser). */
  parse?(parameters: string): OperationInput<Q>;
  handler(input: OperationInput<Q>, context: FeedContext): Promise<Feed>;
}

/** A row of the operation table. */
export type TableRow = Operation | CalendarOperation | CalendarOperation<ChangesQueryFields>;

/** The names of an operation's query parameters, in documentation order. */
export function queryNames(operation: Pick<Operation, 'query'>): readonly string[] {
  return operation.query ? Object.keys(operation.query.shape) : [];
}
