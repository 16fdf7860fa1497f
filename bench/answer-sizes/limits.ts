/**
 * The limits every answer is held to (docs/api.md, MCP) and the report of bench:answer-sizes, which
 * test/docs reads to hold docs/api.md's figures to what was measured.
 */
export const SIZE_LIMITS = {
  /** An assistant action's cap on an answer, characters. */
  answer: 100_000,
  /** What an MCP tool result may hold beyond its body twice (text and structuredContent): its envelope. */
  mcpEnvelope: 200,
} as const;

export interface OperationSizes {
  /** The request of the largest answer. */
  url: string;
  /** Its body over HTTP, and the text of its MCP result, characters. */
  http: number;
  mcp: number;
  /** The whole MCP tool result (content and structuredContent) as JSON, characters. */
  mcpResult: number;
}

export interface SizeReport {
  events: number;
  operations: Record<string, OperationSizes>;
  /** The tools/list answer, characters. */
  toolsList: number;
  limits: typeof SIZE_LIMITS;
}
