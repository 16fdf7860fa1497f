/**
 * The answer sizes docs/api.md quotes (MCP, Batches) are the ones bench:answer-sizes measured and
 * wrote to bench/results/answer-sizes-<label>.json, within the limits it holds them to; and the
 * tools/list size is measured here again, on the test data (it depends on no data). The request
 * body limits it states are asked of the same listening API: a body of the limit is read, one byte
 * more is a 413.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIZE_LIMITS, type SizeReport } from '../../bench/answer-sizes/limits.js';
import { PROJECT_ROOT } from '../../src/util/paths.js';
import { type ListeningApi, post, startListeningApi } from '../mcp/client.js';
import { readDoc } from './markdown.js';

const RESULTS = join(PROJECT_ROOT, 'bench', 'results');
const file = readdirSync(RESULTS).find((name) => /^answer-sizes-.+\.json$/.test(name));
const report = JSON.parse(readFileSync(join(RESULTS, file!), 'utf8')) as SizeReport;
const apiDoc = readDoc('docs/api.md').replace(/\s+/g, ' ');
const figure = (n: number) => n.toLocaleString('en');

let api: ListeningApi;
beforeAll(async () => {
  api = await startListeningApi();
});
afterAll(async () => {
  await api?.close();
});

describe("docs/api.md's answer sizes", () => {
  it('quote the largest answer, its MCP answer and tools/list as bench:answer-sizes measured them', () => {
    const search = report.operations.searchConferences!;
    const largest = Math.max(...Object.values(report.operations).map((sizes) => sizes.http));
    expect(search.http).toBe(largest);
    expect(apiDoc).toContain(`The largest single answer measured is ${figure(largest)} characters`);
    expect(apiDoc).toContain(`its tools/call answer is ${figure(search.mcpResult)} bytes`);
    expect(apiDoc).toContain(`\`tools/list\` answers ${figure(report.toolsList)} characters`);
    expect(apiDoc).toContain(`--events ${report.events}`);
  });

  it('are within the limits, every operation', () => {
    for (const sizes of Object.values(report.operations)) {
      expect(sizes.http).toBeLessThanOrEqual(SIZE_LIMITS.answer);
      expect(sizes.mcpResult).toBeLessThanOrEqual(SIZE_LIMITS.mcpAnswer);
    }
  });

  it('match tools/list as this build answers it', async () => {
    const response = await post(api, { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} });
    expect((await response.text()).length).toBe(report.toolsList);
  });
});

describe("docs/api.md's body limits", () => {
  /** A JSON body of exactly `bytes` bytes: an object with one string, padded. */
  const bodyOf = (bytes: number): string => {
    const shell = '{"pad":""}';
    return `{"pad":"${'x'.repeat(bytes - shell.length)}"}`;
  };
  const send = (url: URL, body: string) =>
    fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'x-api-key': api.key,
      },
      body,
    });
  /** The limit a sentence of the reference states, in bytes. */
  const stated = (pattern: RegExp): number => Number(pattern.exec(apiDoc)?.[1]) * 1024;

  it('holds POST /mcp to the limit it states', async () => {
    const limit = stated(/The body limit is (\d+) KiB/);
    expect(apiDoc).toContain(`a body over ${limit / 1024} KiB (413)`);
    expect((await send(api.mcpUrl, bodyOf(limit))).status).not.toBe(413);
    expect((await send(api.mcpUrl, bodyOf(limit + 1))).status).toBe(413);
  });

  it('holds POST /api/gpt/feeds to the limit it states', async () => {
    const limit = stated(/`payload_too_large` \(over (\d+) KiB\)/);
    const feeds = new URL('/api/gpt/feeds', api.mcpUrl);
    expect((await send(feeds, bodyOf(limit))).status).not.toBe(413);
    expect((await send(feeds, bodyOf(limit + 1))).status).toBe(413);
  });
});
