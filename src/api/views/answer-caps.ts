/**
 * How large an answer may be (docs/api.md, "Answer sizes"), at any arguments and any data size:
 * what assistants' hosts take. A GPT action refuses an answer over 100,000 characters; Claude Code
 * moves a tool result over 50,000 characters to a file (and warns at about 10,000 tokens); GitHub
 * Copilot CLI cuts a tool's text at 10 KB. So an HTTP answer is at most 100,000 characters, an MCP
 * tool result (its text and its structuredContent together) at most 50,000, and one that asks for
 * a page of 10 events or fewer at most 10,000: 1,000 characters per event asked, between the two.
 * The structured content takes 70% of an MCP result's cap and the text the rest. The caps count
 * the JSON answer's UTF-8 bytes, never fewer than its characters.
 */
import type { Transport } from '../transport-names.js';

export const HTTP_ANSWER_MAX = 100_000;
export const MCP_RESULT_MAX = 50_000;
/** The cap of a typical search: a page of 10 events or fewer. */
export const MCP_RESULT_MIN = 10_000;
const MCP_PER_EVENT = 1_000;
const MCP_TEXT_SHARE = 0.3;

/** The UTF-8 bytes of a value's JSON: what the caps count. */
export const jsonBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value));

/** The bytes an answer's JSON may take and the characters its text may (MCP; 0 over HTTP). */
export interface AnswerCap {
  json: number;
  text: number;
}

/** The MCP result cap of a call asking for `limit` events (none: an operation without pages). */
export function mcpResultCap(limit?: number): number {
  if (limit === undefined) return MCP_RESULT_MAX;
  return Math.min(MCP_RESULT_MAX, Math.max(MCP_RESULT_MIN, limit * MCP_PER_EVENT));
}

/** What an answer over `transport` may take, for a call asking for `limit` events. */
export function answerCap(transport: Transport, limit?: number): AnswerCap {
  if (transport === 'http') return { json: HTTP_ANSWER_MAX, text: 0 };
  const total = mcpResultCap(limit);
  const text = Math.floor(total * MCP_TEXT_SHARE);
  return { json: total - text, text };
}
