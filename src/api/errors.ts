/**
 * The one error table of the API (docs/api.md, "Errors"): per code, the HTTP status, the short
 * `error` string and the template of the message, filled from the values the failure carries.
 * Every error answer is `{ success: false, error, message, code }`, `code` being the row's stable
 * name, on which clients branch; a 5xx never carries internal detail.
 */
import { operationNamed, renderFor, setting, type Transport, word } from './transport-names.js';
import { CREDENTIAL_ERRORS, HOLDERS, ISSUER_ERRORS } from './credential-errors.js';
import { hintFor, placeHint, type Unknown } from './unknown-text.js';

export type { Transport } from './transport-names.js';

const INVALID = 'Invalid parameter';
const TOO_LONG = 'URI too long';
const NOT_FOUND = 'Not found';
const RATE_LIMITED = 'Rate limit exceeded';
const NO_BODY = 'Send a GET request without a body.';
/** What POST /api/gpt/feeds takes, for its refusals of a body (`json`). */
const JSON_BODY = 'Send a JSON object of search parameters, with Content-Type: application/json.';
const bodyAdvice = ({ json }: { json?: boolean } = {}): string => (json ? JSON_BODY : NO_BODY);
const TOPICS_HINT = `${operationNamed('listTopics')} lists every topic with its subtopics.`;
const COUNTRIES_HINT = `${operationNamed('listCountries')} lists the countries with events.`;
interface Named {
  method: string;
  path: string;
}

/** A row about a request's body: its advice is what POST /api/gpt/feeds takes when `json`, else no body. */
function aboutBody<S extends number, E extends string>(status: S, error: E, text: string) {
  return { status, error, message: (body?: { json?: boolean }) => `${text} ${bodyAdvice(body)}` };
}

/** A row whose message is the same for every request. */
function fixed<S extends number, E extends string>(status: S, error: E, text: string) {
  return { status, error, message: () => text };
}

export const ERROR_TABLE = {
  invalid_parameter: {
    status: 400,
    error: INVALID,
    message: ({ name, rule }: { name: string; rule: string }) => `${word('Parameter')} '${name}' ${rule}.`,
  },
  repeated_parameter: {
    status: 400,
    error: INVALID,
    message: ({ name }: { name: string }) => `${word('Parameter')} '${name}' was given more than once.`,
  },
  q_syntax: {
    status: 400,
    error: INVALID,
    message: ({ problem, fix, corrected }: { problem: string; fix: string; corrected: string }) =>
      `${word('Parameter')} 'q' ${problem}: ${fix}, as in ${setting('q', corrected)}.`,
  },
  phrase_too_broad: {
    status: 400,
    error: INVALID,
    message: ({ phrase, candidates, limit }: { phrase: string; candidates: number; limit: number }) =>
      `The phrase ${phrase} in q has ${candidates} candidate events to check, over the limit of ${limit}: add a filter (topic, country, year...) or drop the quotes.`,
  },
  unknown_topic: {
    status: 400,
    error: INVALID,
    message: (unknown: Unknown & { known: readonly string[] }) =>
      `Unknown topic '${unknown.value}'. ${hintFor(unknown, `Valid topics: ${unknown.known.join(', ')}.`)}`,
  },
  unknown_subtopic: {
    status: 400,
    error: INVALID,
    message: (unknown: Unknown) => `Unknown subtopic '${unknown.value}'. ${hintFor(unknown, TOPICS_HINT)}`,
  },
  unknown_country: {
    status: 400,
    error: INVALID,
    message: (unknown: Unknown & { parameter: 'country' | 'countries' }) =>
      `Unknown country '${unknown.value}'${unknown.parameter === 'countries' ? ' in countries' : ''}. ${hintFor(unknown, COUNTRIES_HINT)}`,
  },
  unknown_city: {
    status: 400,
    error: INVALID,
    message: (unknown: Unknown & { known: readonly string[] }) =>
      `Unknown city '${unknown.value}' in city. ${placeHint(unknown)} Several cities are a comma list (${setting('city', 'Barcelona,Badalona')}); "City, Region" or "City, Country" names one of several (${setting('city', 'Paris, Texas')}).`,
  },
  unknown_place: {
    status: 400,
    error: INVALID,
    message: (unknown: Unknown & { known: readonly string[] }) =>
      `Unknown place '${unknown.value}' in near. ${placeHint(unknown)} Give one city or town (any place of 1,000 people or more), optionally "City, Region" or "City, Country" (${setting('near', 'Paris, Texas')}), or a point as lat,lon in degrees (${setting('near', '41.39,2.17')}).`,
  },
  unknown_region: {
    status: 400,
    error: INVALID,
    message: (unknown: Unknown) =>
      `Unknown region '${unknown.value}' in region${unknown.suggestions.length > 0 || unknown.elsewhere ? '' : ' (within the countries given)'}. ${hintFor(unknown, 'Give a state or province with events by name or code (California, CA, US-CA; Bavaria, Bayern, BY); with country, only regions of that country count.', 'state or province')}`,
  },
  unknown_series: {
    status: 400,
    error: INVALID,
    message: (unknown: Unknown) =>
      `Unknown series '${unknown.value}'. ${hintFor(unknown, 'A series is the key shared by the editions of one conference series, such as icml; acronym= finds editions by their acronym.')}`,
  },
  country_list: {
    status: 400,
    error: INVALID,
    message: ({ value, countries }: { value: string; countries: string }) =>
      `Unknown country '${value}'. To give several countries, use ${setting('country', countries)} (comma-separated).`,
  },
  unknown_event: {
    status: 400,
    error: INVALID,
    message: ({ id }: { id: number }) =>
      `${word('Parameter')} 'similar_to' names no event: no event has the id ${id}. Give the id of an event from the results of ${operationNamed('searchConferences')}.`,
  },
  unknown_parameter: {
    status: 400,
    error: INVALID,
    message: ({
      name,
      suggestions,
      valid,
    }: {
      name: string;
      suggestions: readonly string[];
      valid: readonly string[];
    }) =>
      `Unknown ${word('parameter')} '${name}'.${suggestions.length > 0 ? ` Did you mean: ${suggestions.join(' or ')}?` : ''} ${
        valid.length > 0
          ? `Valid ${word('parameters')}: ${valid.join(', ')}.`
          : `This operation takes no ${word('parameters')}.`
      }`,
  },
  bad_request: aboutBody(400, 'Bad request', 'The request could not be read.'),
  bad_url: fixed(400, 'Bad request', 'The URL path is not valid; check its percent-encoding.'),
  malformed_request: fixed(400, 'Bad request', 'The request is not valid HTTP/1.1 and could not be read.'),
  forwarded_address_invalid: fixed(
    400,
    'Bad request',
    'The client address forwarded by the proxy in front of this server (X-Forwarded-For) is not an IP address.',
  ),
  ...CREDENTIAL_ERRORS,
  not_found: fixed(404, NOT_FOUND, 'The requested resource was not found.'),
  route_not_found: {
    status: 404,
    error: NOT_FOUND,
    message: ({ method, path, operations }: Named & { operations: string }) =>
      `No operation ${method} ${path}. The operations are ${operations}; the schema is at /api/gpt/openapi.`,
  },
  feed_not_found: fixed(404, NOT_FOUND, 'No such feed.'),
  feed_url_too_long: {
    status: 400,
    error: INVALID,
    message: ({ length, limit }: { length: number; limit: number }) =>
      `The feed URL of this search would be ${length} characters long; the limit is ${limit}. Give fewer or shorter parameters.`,
  },
  event_not_found: {
    status: 404,
    error: NOT_FOUND,
    message: ({ id }: { id: number }) => `Conference with id ${id} was not found.`,
  },
  method_not_allowed: {
    status: 405,
    error: 'Method not allowed',
    message: ({ method, path, allowed = 'GET' }: Named & { allowed?: string }) =>
      `${path} does not accept ${method}; use ${allowed}.`,
  },
  request_timeout: fixed(
    408,
    'Request timeout',
    'The request was not received in full in time. Send it again, all at once.',
  ),
  payload_too_large: aboutBody(413, 'Payload too large', 'The request body is too large.'),
  uri_too_long: {
    status: 414,
    error: TOO_LONG,
    message: ({ length, limit }: { length: number; limit: number }) =>
      `The request URL is ${length} characters long; the limit is ${limit}.`,
  },
  path_segment_too_long: fixed(414, TOO_LONG, 'A segment of the URL path is too long.'),
  unsupported_media_type: aboutBody(415, 'Unsupported media type', 'The request body has an unsupported content type.'),
  headers_too_large: fixed(
    431,
    'Request header fields too large',
    'The request headers, URL included, are over 16 KiB. Send a shorter URL or fewer headers.',
  ),
  rate_limited: {
    status: 429,
    error: RATE_LIMITED,
    message: ({
      limit,
      window,
      retryAfter,
      holder = 'key',
    }: {
      limit: number;
      window: string;
      retryAfter: number;
      holder?: keyof typeof HOLDERS;
    }) =>
      `Rate limit exceeded: ${limit} requests per ${window} on ${HOLDERS[holder]}. Please try again in ${retryAfter} seconds.`,
  },
  feed_budget_exceeded: {
    status: 429,
    error: RATE_LIMITED,
    message: ({ retryAfter }: { retryAfter: number }) =>
      `This feed cannot be written now: the key that signed it has used its feed budget for the moment. Please try again in ${retryAfter} seconds.`,
  },
  feed_fetches_rate_limited: {
    status: 429,
    error: RATE_LIMITED,
    message: ({ retryAfter }: { retryAfter: number }) =>
      `Too many feed fetches from this address. Please try again in ${retryAfter} seconds.`,
  },
  pages_rate_limited: {
    status: 429,
    error: RATE_LIMITED,
    message: ({ retryAfter }: { retryAfter: number }) =>
      `Too many requests for these pages from this address. Please try again in ${retryAfter} seconds.`,
  },
  unauthenticated_rate_limited: {
    status: 429,
    error: RATE_LIMITED,
    message: ({ retryAfter }: { retryAfter: number }) =>
      `Too many requests without credentials from this address. Please try again in ${retryAfter} seconds, or connect with an API key or by signing in.`,
  },
  key_guessing: fixed(
    429,
    RATE_LIMITED,
    'Too many requests with unknown API keys from this address. Please try again later.',
  ),
  internal: fixed(500, 'Internal server error', 'An unexpected error occurred. Please try again later.'),
  not_ready: fixed(
    503,
    'Service unavailable',
    'The service is starting and has no data loaded yet. Please try again in a few seconds.',
  ),
  draining: fixed(503, 'Service unavailable', 'The server is shutting down: send requests to another replica.'),
  ...ISSUER_ERRORS,
} as const;

export type ErrorCode = keyof typeof ERROR_TABLE;
/** Every code of the table, in its order (the OpenAPI error schema's enum). */
export const ERROR_CODES = Object.keys(ERROR_TABLE) as [ErrorCode, ...ErrorCode[]];

/** Every error answer's body (the response schema errorResponse serializes it). */
export interface ErrorBody {
  success: false;
  error: string;
  message: string;
  code: ErrorCode;
}
/** The values a code's message template needs (undefined: none). */
type ErrorParams<C extends ErrorCode> = Parameters<(typeof ERROR_TABLE)[C]['message']>[0];

interface ApiErrorOptions {
  /** Response headers that go with this error (Allow, Retry-After, rate-limit fields). */
  headers?: Readonly<Record<string, string>>;
}

/** The arguments after the code: the template's values when it needs any, then options. */
type ApiErrorArgs<C extends ErrorCode> =
  undefined extends ErrorParams<C>
    ? [params?: ErrorParams<C>, options?: ApiErrorOptions]
    : [params: ErrorParams<C>, options?: ApiErrorOptions];

/**
 * An error with a row of the table; its message is the row's template filled with `params`, its
 * names of parameters and operations as the transport's caller sees them (transport-names.ts):
 * `message` as HTTP words it, body('mcp') as an MCP tool call's error.
 */
export class ApiError<C extends ErrorCode = ErrorCode> extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** The filled template, names marked for either transport. */
  readonly template: string;

  constructor(
    readonly code: C,
    ...[params, options]: ApiErrorArgs<C>
  ) {
    const template = (ERROR_TABLE[code].message as (values: unknown) => string)(params);
    super(renderFor(template, 'http'));
    this.template = template;
    this.status = ERROR_TABLE[code].status;
    this.headers = options?.headers ?? {};
  }

  body(transport: Transport = 'http'): ErrorBody {
    const message = transport === 'http' ? this.message : renderFor(this.template, transport);
    return { success: false, error: ERROR_TABLE[this.code].error, message, code: this.code };
  }
}
