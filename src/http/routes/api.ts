/** The routes of the operation table: the operation's input parser, its handler, the serializer. */
import type { FastifyInstance } from 'fastify';
import { errorResponse, InputParser, JsonText, type Operation, serializerSchema } from '../../api/index.js';
import type { SnapshotIndex } from '../../search/index.js';
import type { Day } from '../../util/dates.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Every error status serializes with the one error shape. */
const errorJson = serializerSchema(errorResponse);

/** The route pattern Fastify matches: `{id}` becomes `:id`. */
export function routePattern(operation: Pick<Operation, 'path'>): string {
  return operation.path.replace(/\{(\w+)\}/g, ':$1');
}

export interface ApiRouteContext {
  /** The serving snapshot; read once per request, so an answer never mixes two snapshots. */
  index(): SnapshotIndex;
  today(): Day;
  /** The request's time, seconds since the epoch. */
  now(): number;
}

function registerOperation(app: FastifyInstance, operation: Operation, ctx: ApiRouteContext): void {
  const parser = new InputParser(operation);
  const schema = { response: { 200: serializerSchema(operation.response.schema), '4xx': errorJson, '5xx': errorJson } };
  // A synchronous handler (Fastify catches what it throws): an async one costs a promise per request.
  app.get(routePattern(operation), { schema }, (request, reply) => {
    const today = ctx.today();
    const input = parser.fromQuery(request.query, request.params, today);
    const body = operation.handler(input, { index: ctx.index(), today, now: ctx.now() });
    // JSON text with a JSON type is sent as it is, past the schema's serializer.
    if (body instanceof JsonText) reply.type(JSON_TYPE).send(body.bytes);
    else reply.send(body);
  });
}

export function registerApiRoutes(app: FastifyInstance, operations: readonly Operation[], ctx: ApiRouteContext): void {
  for (const operation of operations) registerOperation(app, operation, ctx);
}
