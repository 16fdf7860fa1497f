/**
 * The report of bench:answer-sizes (results/answer-sizes-<label>.json), which test/docs reads to
 * hold docs/api.md's figures to what was measured. The caps themselves are the API's
 * (src/api/views/answer-caps.ts).
 */

/** The largest answer of one operation, over each transport. */
export interface OperationSizes {
  /** The request of the largest HTTP answer, and its characters (none: the operation has no GET route). */
  httpUrl: string | null;
  http: number;
  /** The arguments of the largest MCP result, and its characters: text and structuredContent together. */
  mcpArguments: Record<string, string>;
  mcp: number;
  /** That result's text and structuredContent, characters; and the whole JSON-RPC answer, bytes. */
  mcpText: number;
  mcpStructured: number;
  mcpAnswerBytes: number;
  /** The cap the largest result was held to. */
  mcpCap: number;
}

export interface SizeReport {
  /** Which data: the pinned data set's label (1m), or the label given to another snapshot (public). */
  data: string;
  events: number;
  operations: Record<string, OperationSizes>;
  /** The largest MCP result of a typical search (a page of 10, the fixed query mix), characters. */
  typicalSearch: { mcp: number; arguments: Record<string, string> };
  /** The tools/list answer, characters. */
  toolsList: number;
}
