/**
 * Turns every failure into the error table's answer: the read verbs' typed errors, Fastify's own
 * client errors, unknown routes, and anything unexpected (a 500 whose real error goes to the log).
 */
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { ApiError, readError, toApiError } from '../../api/index.js';

/** Fastify's client errors by status; other 4xx statuses answer bad_request. */
const CLIENT_STATUS_CODES: Readonly<
  Record<number, 'not_found' | 'payload_too_large' | 'path_segment_too_long' | 'unsupported_media_type'>
> = {
  404: 'not_found',
  413: 'payload_too_large',
  414: 'path_segment_too_long',
  415: 'unsupported_media_type',
};

/**
 * The table row for any thrown value: the API's own (src/api/errors.ts), then Fastify's client
 * errors (FST_ERR_* and others carrying a 4xx statusCode: body too large, bad content type) by
 * status with the table's fixed message; everything else is a 500.
 */
function toHttpError(error: unknown): ApiError {
  const apiError = toApiError(error);
  const status = (error as Partial<FastifyError> | null)?.statusCode;
  if (apiError.code !== 'internal' || typeof status !== 'number' || status < 400 || status >= 500) return apiError;
  return new ApiError(CLIENT_STATUS_CODES[status] ?? 'bad_request');
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
  if (error.code === 'FST_ERR_BAD_URL') apiError = new ApiError('bad_url');
  else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') apiError = new ApiError('path_segment_too_long');
  else apiError = toHttpError(error);
  if (apiError.status >= 500) request.log.error({ err: error }, 'request failed');
  void reply.code(apiError.status).send(apiError.body());
}

/** The row for an error of Node's HTTP parser (the 'clientError' event). */
function parserError(code: string | undefined): ApiError {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return new ApiError('request_timeout');
  if (code === 'HPE_HEADER_OVERFLOW') return new ApiError('headers_too_large');
  return new ApiError('malformed_request');
}

/**
 * Fastify's clientErrorHandler: what Node's HTTP parser refuses before there is a request (a
 * malformed request, a header value holding ESC or DEL, headers over 16 KiB, a request not
 * received within REQUEST_TIMEOUT_MS). Written on the raw socket, as Node itself would, but with
 * the API's error body, then the connection is closed; on a kept-alive connection too, whose
 * earlier answers are complete: a balancer reads a connection closed without an answer as the
 * replica failing, and one client's bad header would take replicas out of its rotation. Nothing is
 * written while a response is in progress on the socket (a pipelined request behind it: the 400
 * would read as that response), nor on a reset connection.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const apiError = parserError(error.code);
  const body = JSON.stringify(apiError.body());
  // The response the socket is writing (null between answers; Node's own handler reads the same
  // field, which has no public equivalent). One whose request is still arriving (cut off in its
  // body) is this error's own and not begun: it gets the 408. One whose request is whole answers
  // an earlier request, and the error is a pipelined request's behind it.
  type InFlight = { _headerSent?: boolean; req?: { complete?: boolean } };
  const response = (socket as Duplex & { _httpMessage?: InFlight | null })._httpMessage;
  const inProgress = response != null && (response._headerSent === true || response.req?.complete !== false);
  if (socket.writable && !inProgress) {
    socket.write(
      `HTTP/1.1 ${apiError.status} ${STATUS_CODES[apiError.status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

/**
 * Installs the error handler and the JSON not-found handler on the root instance; `operations`
 * lists the API's operations for the not-found message.
 */
/**
 * The error table's row that answers `error`, logged as the error handler logs it: a 500 with its
 * real error, a client error that is not the API's own with its code and message.
 */
export function answeredError(error: unknown, log: Pick<FastifyBaseLogger, 'error' | 'info'>): ApiError {
  const apiError = toHttpError(error);
  if (apiError.status >= 500) log.error({ err: error }, 'request failed');
  else if (!(error instanceof ApiError) && readError(error) === undefined) {
    // Fastify's messages can quote request headers (a content type): bounded, like the URL.
    const { code, message } = error as Partial<FastifyError>;
    log.info({ code, detail: String(message).slice(0, 200) }, 'client error');
  }
  return apiError;
}

export function installErrorHandlers(app: FastifyInstance, operations: string): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const apiError = answeredError(error, request.log);
    return reply.code(apiError.status).headers(apiError.headers).send(apiError.body());
  });

  app.setNotFoundHandler((request, reply) => {
    const body = new ApiError('route_not_found', {
      method: request.method,
      path: pathOf(request.url),
      operations,
    }).body();
    return reply.code(404).send(body);
  });
}
