/**
 * The MCP tools, derived from the operation table: one tool per operation, named by its
 * operationId, its input schema made of the operation's own zod parameter schemas (as the OpenAPI
 * document writes them) and its output schema of its response schema. A call runs the operation's
 * handler on the same validation as the HTTP route, and answers the same JSON body; a refusal is a
 * tool error carrying the HTTP API's error body, its message naming tools and arguments
 * (src/api/transport-names.ts), as are the hints of an answer.
 */
import type { CallToolResult, Tool } from '@modelcontextprotocol/server';
import type { z } from 'zod';
import {
  type FeedSigner,
  type HandlerContext,
  InputParser,
  type JsonObject,
  JsonText,
  type Operation,
  parameterSchema,
  serializerSchema,
  toApiError,
} from '../api/index.js';

type ParameterSchema = z.ZodType<Record<string, unknown>>;
/** An input schema's properties, as the SDK types them (JSON values). */
export type ToolProperties = NonNullable<Tool['inputSchema']['properties']>;

/** An operation as a tool: the operation and its input parser (the one its HTTP route uses too). */
export interface ToolOperation {
  operation: Operation;
  input: InputParser<ParameterSchema, ParameterSchema>;
}

export interface ToolTable {
  definitions: readonly Tool[];
  byName: ReadonlyMap<string, ToolOperation>;
}

export interface ToolContext {
  /** The serving snapshot and today, read once per call. */
  handlerContext(): HandlerContext;
  /** The response body as the HTTP route serializes it. */
  serialize(operation: Operation, body: unknown): string;
  /** Where an unexpected failure is logged (its answer says nothing of it). */
  logError(error: unknown): void;
  /** Signs feed URLs for the calling key (subscribeToSearch); absent: the tool is not offered. */
  feedSigner?(): FeedSigner;
}

/**
 * What every tool is: it only reads (the directory's snapshot, or, for subscribeToSearch, signs a
 * URL for the calling key), changes nothing, answers the same call the same way while a snapshot
 * serves, and reaches nothing outside the service (closed world: no web, no other system).
 */
export const TOOL_ANNOTATIONS = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
} as const satisfies Tool['annotations'];

const pathNames = (operation: Operation): string[] => (operation.params ? Object.keys(operation.params.shape) : []);

/** One parameter's JSON Schema, with the default its absence parses to (zod leaves it out of input schemas). */
export function propertySchema(field: z.ZodType): JsonObject {
  const json = parameterSchema(field);
  const absent = field.safeParse(undefined);
  if (absent.success && absent.data !== undefined) json.default = absent.data;
  return json;
}

/** The arguments: the path parameters (required), then the query parameters. */
function inputSchema(operation: Operation): Tool['inputSchema'] {
  const fields = [...Object.entries(operation.params?.shape ?? {}), ...Object.entries(operation.query?.shape ?? {})];
  const properties = Object.fromEntries(fields.map(([name, field]) => [name, propertySchema(field as z.ZodType)]));
  const required = pathNames(operation);
  return {
    type: 'object',
    properties: properties as ToolProperties,
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: false,
  };
}

function toolDefinition(operation: Operation): Tool {
  return {
    name: operation.operationId,
    title: operation.summary,
    description: operation.description,
    inputSchema: inputSchema(operation),
    outputSchema: serializerSchema(operation.response.schema) as Tool['outputSchema'],
    annotations: TOOL_ANNOTATIONS,
  };
}

export function toolTable(operations: readonly Operation[]): ToolTable {
  return {
    definitions: operations.map(toolDefinition),
    byName: new Map(
      operations.map((operation) => [operation.operationId, { operation, input: new InputParser(operation) }]),
    ),
  };
}

export function callTool(
  { operation, input }: ToolOperation,
  args: Readonly<Record<string, unknown>>,
  context: ToolContext,
): CallToolResult {
  try {
    const handlerContext = context.handlerContext();
    const parsed = input.fromArguments(args, handlerContext.today);
    const body = operation.handler(parsed, { ...handlerContext, transport: 'mcp' });
    const text = body instanceof JsonText ? body.text : context.serialize(operation, body);
    return { content: [{ type: 'text', text }], structuredContent: JSON.parse(text) };
  } catch (error) {
    const apiError = toApiError(error);
    if (apiError.status >= 500) context.logError(error);
    return { content: [{ type: 'text', text: JSON.stringify(apiError.body('mcp')) }], isError: true };
  }
}
