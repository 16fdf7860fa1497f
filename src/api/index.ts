/**
 * The API floor under both transports (docs/design.md): the operation table, the input rules, the
 * handlers, the error table, the response schemas and views, and the OpenAPI document. Nothing here
 * knows about Fastify or MCP; src/http and src/mcp import it through this file.
 */
export { ApiError, type ErrorCode } from './errors.js';
export { readError, toApiError } from './read-errors.js';
export { InputParser } from './input.js';
export {
  API_KEY_HEADER,
  API_VERSION,
  buildOpenApiDocument,
  type OpenApiAudience,
  openApiText,
} from './openapi.js';
export {
  type CalendarOperation,
  type Feed,
  type FeedContext,
  type FeedSigner,
  type HandlerContext,
  JsonText,
  type Operation,
  type TableRow,
} from './operation.js';
export { type SearchFound, type SearchSeen, surfaceOf } from './search-seen.js';
export { JSON_OPERATIONS, OPERATIONS, operationList } from './operations.js';
export {
  errorResponse,
  type JsonObject,
  parameterSchema,
  responseJsonSchema,
  serializerSchema,
} from './schemas/index.js';
export { type FeedInput, parseNormalized } from './feeds/index.js';
export { cursorKeyOf } from './cursor.js';
export { EVENT_PAGE_PREFIX } from './views/citation.js';
export { eventPage } from './pages/event-page.js';
export { PAGE_STYLE } from './pages/page-shell.js';
