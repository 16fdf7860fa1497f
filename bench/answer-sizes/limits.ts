/**
 * The limits every answer is held to (docs/api.md, MCP) and the report of bench:answer-sizes, which
 * test/docs reads to hold docs/api.md's figures to what was measured.
 */
export const SIZE_LIMITS = {
  /** An assistant action's cap on an answer, characters. */
  answer: 100_000,
  /**
   * The most an MCP tool call's answer may take, bytes: a batch's answers' cap (docs/api.md, MCP), so
   * that a batch holding any one answer is accepted. The answer holds the body twice (as text, where
   * JSON escapes its quotes, and as structuredContent).
   */
  mcpAnswer: 262_144,
} as const;

export interface OperationSizes {
  /** The request of the largest answer. */
  url: string;
  /** Its body over HTTP, and the text of its MCP result, characters. */
  http: number;
  mcp: number;
  /** The whole JSON-RPC answer of the tool call (content and structuredContent), bytes. */
  mcpResult: number;
}

export interface SizeReport {
  events: number;
  operations: Record<string, OperationSizes>;
  /** The tools/list answer, characters. */
  toolsList: number;
  limits: typeof SIZE_LIMITS;
}
