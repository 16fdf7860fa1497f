/**
 * Plain tool requests recognised by hand (src/mcp/plain-request.ts) and the classifier's verdicts
 * kept by what it reads of them (src/mcp/direct.ts): for every body and header combination below,
 * hostile ones included, the hand check admits only what the SDK's schemas parse to an equal
 * request that is no initialize, response or notification; the POST's messages are those; and a
 * verdict kept from one request is the one the classifier gives another with the same method,
 * headers and `_meta` but a different id, tool and arguments.
 */
import {
  isInitializeRequest,
  isJSONRPCErrorResponse,
  isJSONRPCNotification,
  isJSONRPCResultResponse,
  parseJSONRPCMessage,
} from '@modelcontextprotocol/server';
import { describe, expect, it } from 'vitest';
import { JSON_OPERATIONS } from '../../src/api/operations.js';
import { directPlan, plainVerdicts } from '../../src/mcp/direct.js';
import { readMessages } from '../../src/mcp/messages.js';
import { isPlainToolRequest } from '../../src/mcp/plain-request.js';
import { toolTable } from '../../src/mcp/tools.js';
import { bodies, ENVELOPE, HEADERS } from './plain-bodies.js';

const tools = toolTable(JSON_OPERATIONS);
const POST_HEADERS = { accept: 'application/json, text/event-stream', 'content-type': 'application/json' };

/** The same request with another id, tool and arguments: what the classifier does not read. */
function sibling(body: Record<string, any>): unknown {
  const params = body.params === undefined ? undefined : { ...body.params };
  if (params?.name !== undefined) params.name = params.name === 'getStatistics' ? 'searchConferences' : 'getStatistics';
  if (params?.arguments !== undefined) params.arguments = { q: 'neurips', limit: 3 };
  return { ...body, id: typeof body.id === 'number' ? 'other' : 9, ...(params === undefined ? {} : { params }) };
}

describe('a plain tool request', () => {
  it('is admitted only when the SDK parses it to the same request, which is no other kind of message', () => {
    let admitted = 0;
    for (const body of bodies()) {
      if (!isPlainToolRequest(body)) continue;
      admitted++;
      expect(parseJSONRPCMessage(body), JSON.stringify(body)).toEqual(body);
      expect(isInitializeRequest(body)).toBe(false);
      expect(isJSONRPCNotification(body) || isJSONRPCResultResponse(body) || isJSONRPCErrorResponse(body)).toBe(false);
    }
    expect(admitted).toBeGreaterThan(50);
  });

  it('refuses what a hostile client sends beside one', () => {
    const base = { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { _meta: ENVELOPE } };
    for (const body of [
      { ...base, id: 1.5 },
      { ...base, id: 2 ** 53 },
      { ...base, id: null },
      { ...base, extra: 1 },
      { ...base, params: null },
      { ...base, params: { _meta: { ...ENVELOPE, progressToken: 'p' } } },
      { ...base, method: 'initialize' },
      [base],
    ]) {
      expect(isPlainToolRequest(body), JSON.stringify(body)).toBe(false);
    }
  });

  it("is the POST's one message, as the SDK's schema reads it", () => {
    for (const body of bodies()) {
      if (!isPlainToolRequest(body)) continue;
      for (const headers of HEADERS) {
        const read = readMessages({ ...POST_HEADERS, ...headers } as never, body);
        if ('messages' in read) expect(read.messages).toEqual([parseJSONRPCMessage(body)]);
      }
    }
  });
});

describe("the classifier's verdicts, kept", () => {
  it('are those it gives a request with another id, tool and arguments, whatever was kept before', () => {
    const all = bodies();
    for (const headers of HEADERS) {
      for (const signs of [false, true]) {
        // Every body's verdict kept first, so that a key missing something the classifier reads
        // hands one request another's verdict.
        plainVerdicts.clear();
        for (const body of all) directPlan(tools, headers, body, signs);
        expect(plainVerdicts.size).toBeGreaterThan(10);
        const others = all.map((body) => (isPlainToolRequest(body) ? sibling(body as Record<string, any>) : body));
        const fromKept = others.map((other) => directPlan(tools, headers, other, signs));
        others.forEach((other, i) => {
          plainVerdicts.clear();
          const fresh = directPlan(tools, headers, other, signs);
          expect(fromKept[i], `${JSON.stringify(headers)} ${JSON.stringify(other)}`).toEqual(fresh);
        });
      }
    }
  });

  it('are those it gives a request with other headers, whatever was kept before', () => {
    for (const body of bodies()) {
      const other = isPlainToolRequest(body) ? sibling(body as Record<string, any>) : body;
      // The body's verdict under every combination of headers kept first.
      plainVerdicts.clear();
      for (const headers of HEADERS) directPlan(tools, headers, body, true);
      const fromKept = HEADERS.map((headers) => directPlan(tools, headers, other, true));
      HEADERS.forEach((headers, i) => {
        plainVerdicts.clear();
        expect(fromKept[i], `${JSON.stringify(headers)} ${JSON.stringify(other)}`).toEqual(
          directPlan(tools, headers, other, true),
        );
      });
    }
  });

  it('keep no verdict of a request whose key is too long to hold', () => {
    plainVerdicts.clear();
    const meta = { ...ENVELOPE, 'io.modelcontextprotocol/clientInfo': { name: 'x'.repeat(5_000), version: '1' } };
    const body = { jsonrpc: '2.0', id: 1, method: 'tools/list', params: { _meta: meta } };
    const headers = { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/list' };
    expect(directPlan(tools, headers, body, false)).toBeDefined();
    expect(plainVerdicts.size).toBe(0);
  });
});
