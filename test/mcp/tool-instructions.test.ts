/**
 * The MCP server's instructions (src/mcp/tools.ts, toolInstructions) come from the operation table:
 * they name every tool offered to the caller, in the order tools/list gives them, each with what
 * its row says it is for, and no tool the caller is not offered.
 */
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../src/api/operations.js';
import { offeredTools, type ToolContext, toolInstructions, toolTable } from '../../src/mcp/tools.js';

const tools = toolTable(OPERATIONS);
const unused = () => {
  throw new Error('not called by the instructions');
};
const context = (signs: boolean): ToolContext => ({
  handlerContext: unused,
  serialize: unused,
  listCache: unused,
  logError: unused,
  ...(signs ? { feedSigner: () => ({ sign: () => 'token', publicBaseUrl: 'https://conferences.example.org' }) } : {}),
});

/** The tool names the text names, in its order. */
const namedIn = (text: string) =>
  [...text.matchAll(/\b([a-zA-Z]+) (?:to|for) /g)].map((match) => match[1]!).filter((name) => tools.byName.has(name));

describe('the MCP instructions', () => {
  for (const signs of [true, false]) {
    it(`name each tool offered ${signs ? 'with' : 'without'} a feed signer, in the order of tools/list, with its use`, () => {
      const text = toolInstructions(tools, context(signs));
      const offered = offeredTools(tools, context(signs)).map((tool) => tool.name);
      expect(namedIn(text)).toEqual(offered);
      for (const name of offered) expect(text).toContain(`${name} ${tools.byName.get(name)!.operation.tool.use}`);
      expect(offered.includes('subscribeToSearch')).toBe(signs);
    });
  }
});
