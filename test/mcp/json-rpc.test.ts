/**
 * JSON-RPC on /mcp: error codes as JSON-RPC defines them (-32602 for params of the wrong shape),
 * and the caps on a batch: its number of messages and the bytes of its answers, each refused with
 * a JSON-RPC error naming the cap.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListeningApi, post, startListeningApi } from './client.js';

const INVALID_REQUEST = -32600;
const INVALID_PARAMS = -32602;

let api: ListeningApi;
beforeAll(async () => {
  api = await startListeningApi();
});
afterAll(async () => {
  await api.close();
});

const message = (id: number, method: string, params?: unknown) => ({
  jsonrpc: '2.0',
  id,
  method,
  ...(params === undefined ? {} : { params }),
});

async function answerTo(body: unknown): Promise<{ status: number; json: any }> {
  const response = await post(api, body);
  return { status: response.status, json: await response.json() };
}

describe('JSON-RPC error codes', () => {
  it.each([
    ['a string', 'conference'],
    ['a list', ['conference']],
    ['a number', 3],
  ])('answer tools/call arguments given as %s with -32602 (invalid params)', async (_case, args) => {
    const { status, json } = await answerTo(message(1, 'tools/call', { name: 'searchConferences', arguments: args }));
    expect(status).toBe(200);
    expect(json.id).toBe(1);
    expect(json.error.code).toBe(INVALID_PARAMS);
    expect(json.error.message).toContain('tools/call');
  });

  it('answer params of the wrong shape with -32602 whatever the method', async () => {
    const cases = [
      message(1, 'tools/list', { cursor: 5 }),
      message(2, 'initialize', { protocolVersion: '2025-06-18' }),
      message(3, 'tools/call', { arguments: {} }),
    ];
    for (const request of cases) {
      const { json } = await answerTo(request);
      expect(json.error?.code, request.method).toBe(INVALID_PARAMS);
    }
  });

  it('answer each message of a batch on its own: -32602 for the bad one, a result for the good one', async () => {
    const { status, json } = await answerTo([
      message(1, 'tools/call', { name: 'getStatistics', arguments: 'none' }),
      message(2, 'ping'),
    ]);
    expect(status).toBe(200);
    expect(json).toHaveLength(2);
    expect(json[0]).toMatchObject({ id: 1, error: { code: INVALID_PARAMS } });
    expect(json[1]).toEqual({ jsonrpc: '2.0', id: 2, result: {} });
  });
});

describe('batches', () => {
  it('answer a batch of one request with an array of one answer, as JSON-RPC has it', async () => {
    for (const request of [message(1, 'ping'), message(2, 'tools/call', { name: 'getStatistics', arguments: {} })]) {
      const { status, json } = await answerTo([request]);
      expect(status, request.method).toBe(200);
      expect(Array.isArray(json), request.method).toBe(true);
      expect(json).toHaveLength(1);
      expect(json[0]).toMatchObject({ jsonrpc: '2.0', id: request.id });
    }
    // A lone message is answered bare.
    const { json } = await answerTo(message(3, 'ping'));
    expect(json).toEqual({ jsonrpc: '2.0', id: 3, result: {} });
  });
});

describe('the caps on a batch', () => {
  const toolsLists = (count: number) => Array.from({ length: count }, (_, i) => message(i + 1, 'tools/list'));

  it('answer a batch of up to 20 messages', async () => {
    // Twenty answers of which three are tools/list (about 60 KB each, docs/api.md: five would pass the byte cap).
    const batch = [...toolsLists(3), ...Array.from({ length: 17 }, (_, i) => message(4 + i, 'ping'))];
    const { status, json } = await answerTo(batch);
    expect(status).toBe(200);
    expect(json.map((answer: { id: number }) => answer.id)).toEqual(batch.map((request) => request.id));
  });

  it('refuse a batch of more than 20 messages with an invalid request naming the cap', async () => {
    const { status, json } = await answerTo(toolsLists(21));
    expect(status).toBe(400);
    expect(json).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: INVALID_REQUEST } });
    expect(json.error.message).toContain('at most 20 messages; this one holds 21');
  });

  it('refuse a batch whose answers total more than 262144 bytes, naming the cap', async () => {
    const single = Buffer.byteLength(JSON.stringify((await answerTo(message(1, 'tools/list'))).json));
    const count = Math.ceil((256 * 1024) / single) + 1;
    expect(count).toBeLessThanOrEqual(20);
    const { status, json } = await answerTo(toolsLists(count));
    expect(status).toBe(400);
    expect(json).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: INVALID_REQUEST } });
    expect(json.error.message).toMatch(/^Answer too large: the answers to this batch total \d+ bytes/);
    expect(json.error.message).toContain('at most 262144 bytes');
  });

  it('never caps the answer to a single message', async () => {
    const { status, json } = await answerTo(
      message(1, 'tools/call', {
        name: 'searchConferences',
        arguments: { limit: 50, facets: 'topic,subtopic,type,format,country,continent,year' },
      }),
    );
    expect(status).toBe(200);
    expect(json.result.isError ?? false).toBe(false);
  });
});
