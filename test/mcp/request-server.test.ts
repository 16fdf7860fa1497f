/**
 * The MCP server of one POST answers a batch's tool calls one at a time, each in a turn of the
 * event loop of its own, so that a batch never holds the event loop for all of its calls at once;
 * the answers are the same as each call's alone, in the batch's order.
 */
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../src/api/operations.js';
import { createMcpAnswerer, type ToolContext, toolTable } from '../../src/mcp/index.js';
import { useDemoIndex } from '../fixtures/demo-snapshot.js';
import { countTurns } from '../fixtures/event-loop.js';

const demo = useDemoIndex(2_000);
const answerer = createMcpAnswerer(toolTable(OPERATIONS), {
  onError: (error) => {
    throw error;
  },
});

/** A tool context over the demo index that notes the turn each call starts in. */
function recordingContext(startedIn: number[], counter: { turns: number }): ToolContext {
  return {
    handlerContext: () => {
      startedIn.push(counter.turns);
      return { index: demo.index, today: demo.today, now: demo.now };
    },
    serialize: (_operation, body) => JSON.stringify(body),
    listCache: () => ({ ttlMs: 0, cacheScope: 'public' }),
    logError: (error) => {
      throw error;
    },
  };
}

const call = (id: number, name: string, args: Record<string, unknown>) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name, arguments: args },
});

async function answer(body: unknown, context: ToolContext) {
  const headers = { accept: 'application/json, text/event-stream', 'content-type': 'application/json' };
  const answered = await answerer.answer({ url: '/mcp', headers }, body, context);
  return JSON.parse(String(answered.body));
}

describe('a batch of tool calls', () => {
  it('runs its calls one after another, each in a turn of the event loop of its own', async () => {
    const batch = Array.from({ length: 8 }, (_, i) =>
      call(i + 1, 'searchConferences', { limit: 50, offset: i * 50, facets: 'topic,country' }),
    );
    const counter = countTurns();
    const startedIn: number[] = [];
    try {
      await answer(batch, recordingContext(startedIn, counter));
    } finally {
      counter.stop();
    }
    expect(startedIn).toHaveLength(8);
    for (let i = 1; i < startedIn.length; i++)
      expect(startedIn[i]!, `call ${i + 1}`).toBeGreaterThan(startedIn[i - 1]!);
  });

  it('answers each call as it is answered alone, in the batch order, a refused one among them', async () => {
    const batch = [
      call(1, 'searchConferences', { country: 'Germany', limit: 5 }),
      call(2, 'searchConferences', { country: 'Germny' }),
      call(3, 'getStatistics', {}),
      call(4, 'listTopics', {}),
    ];
    const counter = countTurns();
    try {
      const together = await answer(batch, recordingContext([], counter));
      const alone = [];
      for (const message of batch) alone.push(await answer(message, recordingContext([], counter)));
      expect(together.map((item: { id: number }) => item.id)).toEqual([1, 2, 3, 4]);
      expect(together).toEqual(alone);
      expect(together[1].result.isError).toBe(true);
    } finally {
      counter.stop();
    }
  });
});
