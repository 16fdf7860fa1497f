/**
 * The one error table of the API (api-spec.md section 7) and the handlers that turn every failure
 * into `{ success: false, error, message }`. Each row gives the HTTP status, the short `error`
 * string and, where the message does not depend on the request, the message itself.
 *
 * A 5xx body never carries internal detail: the real error is logged, the caller sees the table's
 * message only.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SearchInputError } from '../search/types.js';
import type { ErrorBody } from './schemas.js';

interface ErrorRow {
  readonly status: number;
  readonly error: string;
  /** The message when the code needs no request-specific text. */
  readonly message: string;
}

export const ERROR_TABLE = {
  invalid_parameter: { status: 400, error: 'Invalid parameter', message: 'A parameter is invalid.' },
  bad_request: {
    status: 400,
    error: 'Bad request',
    message: 'The request could not be read. Send a GET request without a body.',
  },
  unauthorized: {
    status: 401,
    error: 'Unauthorized',
    message: 'Missing or invalid API key. Send your key in the X-API-Key header.',
  },
  not_found: { status: 404, error: 'Not found', message: 'The requested resource was not found.' },
  method_not_allowed: {
    status: 405,
    error: 'Method not allowed',
    message: 'This operation only accepts GET requests.',
  },
  payload_too_large: {
    status: 413,
    error: 'Payload too large',
    message: 'The request body is too large. Send a GET request without a body.',
  },
  uri_too_long: { status: 414, error: 'URI too long', message: 'The request URL is too long.' },
  unsupported_media_type: {
    status: 415,
    error: 'Unsupported media type',
    message: 'The request body has an unsupported content type. Send a GET request without a body.',
  },
  rate_limited: {
    status: 429,
    error: 'Rate limit exceeded',
    message: 'Too many requests for this API key. Please try again later.',
  },
  internal: {
    status: 500,
    error: 'Internal server error',
    message: 'An unexpected error occurred. Please try again later.',
  },
} as const satisfies Record<string, ErrorRow>;

export type ErrorCode = keyof typeof ERROR_TABLE;

/** Message templates for the codes whose message names something from the request. */
export const MESSAGES = {
  parameter: (name: string, rule: string): string => `Parameter '${name}' ${rule}.`,
  repeated: (name: string): string => `Parameter '${name}' was given more than once.`,
  conferenceNotFound: (id: number): string => `Conference with id ${id} was not found.`,
  routeNotFound: (method: string, path: string): string =>
    `No operation ${method} ${path}. The operations are GET /api/gpt/conferences, /api/gpt/conferences/{id}, ` +
    '/api/gpt/topics, /api/gpt/countries and /api/gpt/stats; the schema is at /api/gpt/openapi.',
  methodNotAllowed: (method: string, path: string): string => `${path} does not accept ${method}; use GET.`,
  badUrl: 'The URL path is not valid; check its percent-encoding.',
  pathSegmentTooLong: 'A segment of the URL path is too long.',
} as const;

/** An error with a row of the table; its message is shown to the caller as is. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;

  constructor(code: ErrorCode, message?: string, options: { headers?: Record<string, string> } = {}) {
    super(message ?? ERROR_TABLE[code].message);
    this.code = code;
    this.status = ERROR_TABLE[code].status;
    this.headers = options.headers ?? {};
  }

  body(): ErrorBody {
    return { success: false, error: ERROR_TABLE[this.code].error, message: this.message };
  }
}

/** A 400 naming the parameter and the rule it breaks. */
export function invalidParameter(name: string, rule: string): ApiError {
  return new ApiError('invalid_parameter', MESSAGES.parameter(name, rule));
}

/** The body of a table row with its own message. */
export function errorBody(code: ErrorCode, message: string = ERROR_TABLE[code].message): ErrorBody {
  return { success: false, error: ERROR_TABLE[code].error, message };
}

const CLIENT_STATUS_CODES: Readonly<Record<number, ErrorCode>> = {
  400: 'bad_request',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/**
 * The table row for any thrown value. Fastify's own client errors (FST_ERR_* and others carrying a
 * 4xx statusCode: bad JSON, body too large, bad content type) map by status with the table's
 * fixed message; everything else is a 500.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof SearchInputError) return new ApiError('invalid_parameter', error.message);
  const status = (error as Partial<FastifyError> | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new ApiError(CLIENT_STATUS_CODES[status] ?? 'bad_request');
  }
  return new ApiError('internal');
}

/** The path of a request URL without its query, shortened for messages. */
export function pathOf(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  return path.length > 120 ? `${path.slice(0, 120)}…` : path;
}

/**
 * Errors Fastify raises before a route is found (its `frameworkErrors` option): a path that is not
 * valid percent-encoding, a path parameter over the router's length limit.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  let apiError: ApiError;
  if (error.code === 'FST_ERR_BAD_URL') apiError = new ApiError('bad_request', MESSAGES.badUrl);
  else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    apiError = new ApiError('uri_too_long', MESSAGES.pathSegmentTooLong);
  else apiError = toApiError(error);
  if (apiError.status >= 500) request.log.error({ err: error }, 'request failed');
  void reply.code(apiError.status).send(apiError.body());
}

/** Installs the error handler and the JSON not-found handler on the root instance. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const apiError = toApiError(error);
    if (apiError.status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else if (!(error instanceof ApiError) && !(error instanceof SearchInputError)) {
      request.log.info({ err: error }, 'client error');
    }
    return reply.code(apiError.status).headers(apiError.headers).send(apiError.body());
  });

  app.setNotFoundHandler((request, reply) => {
    const body = errorBody('not_found', MESSAGES.routeNotFound(request.method, pathOf(request.url)));
    return reply.code(404).send(body);
  });
}
