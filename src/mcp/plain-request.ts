/**
 * A lone tool request of the plainest shape, recognised by hand (docs/design.md, "The MCP POST below
 * the framework"). The SDK's checks are zod schemas: a POST's body parsed as a JSON-RPC message
 * (`parseJSONRPCMessage`), tested as an `initialize` request, then the classifier's own tests
 * (response, request, notification), about 60 µs of a tools/call's extra CPU over the same HTTP
 * search (bench/mcp-cost). For a body of this shape their outcome is known without running them:
 *
 * - `JSONRPCMessageSchema` parses it as a request, to an equal value: the request schema is strict
 *   over these four keys, its id a string or an integer (only safe integers pass here), its params
 *   loose, with a `_meta` whose only checked keys (progressToken, the related task) are absent;
 * - it is no `initialize`, no response and no notification (its method and id say so);
 * - the classifier reads of it only its method and its params' `_meta` (with the request's
 *   protocol-version, method and name headers), so its verdict on one such request is its verdict on
 *   every request with the same of those: direct.ts keeps verdicts by them.
 *
 * Any other body goes through the SDK's checks as before; test/mcp/plain-request.test.ts holds every
 * outcome equal to theirs, hostile bodies included.
 */
import { RELATED_TASK_META_KEY } from '@modelcontextprotocol/server';

/** What a plain tool request is. */
export interface PlainToolRequest {
  jsonrpc: '2.0';
  id: string | number;
  method: 'tools/call' | 'tools/list';
  params?: { _meta?: Record<string, unknown> } & Record<string, unknown>;
}

const KEYS = new Set(['jsonrpc', 'id', 'method', 'params']);

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether `value` is a plain tool request (its keys are at most four, so the check is bounded). */
export function isPlainToolRequest(value: unknown): value is PlainToolRequest {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  if (keys.length > KEYS.size || !keys.every((key) => KEYS.has(key))) return false;
  const { jsonrpc, id, method, params } = value;
  if (jsonrpc !== '2.0' || (method !== 'tools/call' && method !== 'tools/list')) return false;
  if (typeof id !== 'string' && !Number.isSafeInteger(id)) return false;
  if (!('params' in value)) return true;
  if (!isPlainObject(params)) return false;
  if (!('_meta' in params)) return true;
  const meta = params._meta;
  return isPlainObject(meta) && !('progressToken' in meta) && !(RELATED_TASK_META_KEY in meta);
}
