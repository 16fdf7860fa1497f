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
export { type HandlerContext, JsonText, type Operation } from './operation.js';
export { OPERATIONS, operationList } from './operations.js';
export {
  errorResponse,
  FEED_SEARCH_PARAMETERS,
  feedQuery,
  type JsonObject,
  parameterSchema,
  serializerSchema,
} from './schemas/index.js';
export { FEED_PARSER, type FeedSigner, feedLinks, feedLinksResponse } from './feeds/index.js';
