/**
 * The MCP tools, derived from the operation table: one tool per JSON operation marked a tool, in
 * the table's order, named by its operationId, its input schema made of the operation's own zod
 * parameter schemas (as the OpenAPI document writes them; a POST's body properties alike) and its
 * output schema of its response schema. A call runs the operation's handler on the same validation
 * as the HTTP route, and answers the same JSON body; a refusal is a tool error carrying the HTTP
 * API's error body, its message naming tools and arguments (src/api/transport-names.ts), as are
 * the hints of an answer. An operation that signs feed URLs is offered only with a signer.
 */
import type { CacheHint, CallToolResult, Tool } from '@modelcontextprotocol/server';
import type { z } from 'zod';
import {
  type FeedSigner,
  type HandlerContext,
  InputParser,
  type JsonObject,
  JsonText,
  type SearchFound,
  type Operation,
  parameterSchema,
  type TableRow,
  responseJsonSchema,
  toApiError,
} from '../api/index.js';

type ParameterSchema = z.ZodType<Record<string, unknown>>;
/** An input schema's properties, as the SDK types them (JSON values). */
export type ToolProperties = NonNullable<Tool['inputSchema']['properties']>;

/** An operation as a tool: the operation and its input parser (the one its HTTP route uses too). */
/** An operation offered as a tool: its row's `tool` column is set. */
type ToolRow = Operation & { tool: Exclude<Operation['tool'], false> };

export interface ToolOperation {
  operation: ToolRow;
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
  /** The cache fields of the list answers now (request-server.ts, listCacheHint). */
  listCache(): Required<CacheHint>;
  /** Where an unexpected failure is logged (its answer says nothing of it). */
  logError(error: unknown): void;
  /** Signs feed URLs for the calling key (subscribeToSearch); absent: the tool is not offered. */
  feedSigner?(): FeedSigner;
  /** Told of each search a tool answered (the search analytics); absent: not told. */
  seen?(operationId: string, found: SearchFound): void;
  /** Told of each tool error, by the tool and the error's code (its trace span); absent: not told. */
  toolFailed?(tool: string, code: string): void;
}

/**
 * What every tool is: it only reads (the directory's snapshot, or, for subscribeToSearch, signs a
 * URL for the calling key), changes nothing, answers the same call the same way while a snapshot
 * serves, and reaches nothing outside the service (closed world: no web, no other system).
 */
const TOOL_ANNOTATIONS = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
} as const satisfies Tool['annotations'];

const pathNames = (operation: Operation): string[] => (operation.params ? Object.keys(operation.params.shape) : []);

/** One parameter's JSON Schema, with the default its absence parses to (zod leaves it out of input schemas). */
function propertySchema(field: z.ZodType): JsonObject {
  const json = parameterSchema(field);
  const absent = field.safeParse(undefined);
  if (absent.success && absent.data !== undefined) json.default = absent.data;
  return json;
}

/** One argument's schema; one shared with another operation is described by a reference to it. */
function argumentSchema(operation: Operation, name: string, field: z.ZodType): JsonObject {
  const schema = propertySchema(field);
  const shared = operation.sharedWith;
  if (!shared?.names.includes(name)) return schema;
  const { description: _description, example: _example, ...rest } = schema;
  return { ...rest, description: `As ${name} of ${shared.operationId}.` };
}

/** The arguments: the path parameters, then the query parameters; those without a default required. */
function inputSchema(operation: Operation): Tool['inputSchema'] {
  const fields = [...Object.entries(operation.params?.shape ?? {}), ...Object.entries(operation.query?.shape ?? {})];
  const properties = Object.fromEntries(
    fields.map(([name, field]) => [name, argumentSchema(operation, name, field as z.ZodType)]),
  );
  const query = Object.entries(operation.query?.shape ?? {});
  const required = [
    ...pathNames(operation),
    ...query.filter(([, field]) => !(field as z.ZodType).safeParse(undefined).success).map(([name]) => name),
  ];
  return {
    type: 'object',
    properties: properties as ToolProperties,
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: false,
  };
}

function toolDefinition(operation: ToolRow): Tool {
  return {
    name: operation.operationId,
    title: operation.tool.title ?? operation.summary,
    description: operation.description,
    inputSchema: inputSchema(operation),
    outputSchema: responseJsonSchema(operation.response.schema) as Tool['outputSchema'],
    annotations: TOOL_ANNOTATIONS,
  };
}

const isTool = (row: TableRow): row is ToolRow => row.answer === 'json' && row.tool !== false;

export function toolTable(rows: readonly TableRow[]): ToolTable {
  const operations = rows.filter(isTool);
  return {
    definitions: operations.map(toolDefinition),
    byName: new Map(
      operations.map((operation) => [operation.operationId, { operation, input: new InputParser(operation) }]),
    ),
  };
}

/** The tools offered to a caller: all, but those that sign feed URLs only when it can sign them. */
export function offeredTools(tools: ToolTable, context: ToolContext): readonly Tool[] {
  if (context.feedSigner) return tools.definitions;
  return tools.definitions.filter((tool) => tools.byName.get(tool.name)?.operation.signs !== true);
}

/**
 * The server's instructions to the caller: what the directory holds, then each tool offered to it
 * with what it is for (the operation table's `tool.use`), in the order tools/list gives them.
 */
export function toolInstructions(tools: ToolTable, context: ToolContext): string {
  const uses = offeredTools(tools, context).map(({ name }) => `${name} ${tools.byName.get(name)!.operation.tool.use}`);
  return (
    'Search a directory of academic conferences, seminars, workshops and webinars worldwide. ' +
    `Use ${uses.join('; ')}. A tool error says what was wrong with the arguments and how to fix it.`
  );
}

/** The tool called `name`, if it is offered to the caller (`signs`: one with a feed signer). */
export function findTool(tools: ToolTable, name: string, signs: boolean): ToolOperation | undefined {
  const tool = tools.byName.get(name);
  return tool?.operation.signs === true && !signs ? undefined : tool;
}

/**
 * A tool call's answer: its text content, and its structured content as JSON text (written once, by
 * the operation's handler or its serializer) and as the object that text says (the handler's body,
 * or its answer's object, answer-values.ts, made when asked); or a tool error's text. The SDK's path
 * (request-server.ts) hands the SDK the object; the direct path (direct.ts) writes the text into
 * the JSON-RPC answer as it is and never makes the object. Neither reads the text back.
 */
export type ToolAnswer =
  | { text: string; structured: string | Buffer; content(): Record<string, unknown> }
  | { text: string; isError: true };

export function answerTool(
  { operation, input }: ToolOperation,
  args: Readonly<Record<string, unknown>>,
  context: ToolContext,
): ToolAnswer {
  try {
    const handlerContext = context.handlerContext();
    const parsed = input.fromArguments(args, handlerContext.today);
    const signer = context.feedSigner?.();
    // The links of the connector tools are under PUBLIC_BASE_URL, which the signer knows too.
    const base = handlerContext.publicBaseUrl ?? signer?.publicBaseUrl;
    const { seen } = context;
    const body = operation.handler(parsed, {
      ...handlerContext,
      ...(seen ? { seen: (found: SearchFound) => seen(operation.operationId, found) } : {}),
      ...(operation.signs && signer ? { signer } : {}),
      ...(base === undefined ? {} : { publicBaseUrl: base }),
      transport: 'mcp',
    });
    if (body instanceof JsonText) {
      const content = () => body.values();
      if (operation.toolText === undefined) return { text: body.text, structured: body.bytes, content };
      // The text says the answer in lines (its structured content is the JSON), read from the
      // fields it says alone.
      return { text: operation.toolText(body.values(operation.toolTextFields)), structured: body.bytes, content };
    }
    const structured = context.serialize(operation, body);
    const content = () => body as Record<string, unknown>;
    return { text: operation.toolText === undefined ? structured : operation.toolText(body), structured, content };
  } catch (error) {
    const apiError = toApiError(error);
    if (apiError.status >= 500) context.logError(error);
    context.toolFailed?.(operation.operationId, apiError.code);
    return { text: JSON.stringify(apiError.body('mcp')), isError: true };
  }
}

/** The answer as the SDK's result object. */
export function callToolResult(answer: ToolAnswer): CallToolResult {
  const content: CallToolResult['content'] = [{ type: 'text', text: answer.text }];
  if ('isError' in answer) return { content, isError: true };
  return { content, structuredContent: answer.content() };
}
