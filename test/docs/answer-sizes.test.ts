/**
 * The answer sizes docs/api.md quotes (Answer sizes) are the ones bench:answer-sizes measured and
 * wrote to bench/results/answer-sizes-<data>.json, on the 1M-event benchmark data and on the public
 * trackers, within the caps; and the tools/list size is measured here again, on the test data (it
 * depends on no data). The request body limits it states are asked of the same listening API: a
 * body of the limit is read, one byte more is a 413.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SizeReport } from '../../bench/answer-sizes/limits.js';
import { HTTP_ANSWER_MAX, MCP_RESULT_MAX, MCP_RESULT_MIN } from '../../src/api/views/answer-caps.js';
import { FEED_EVENTS_MAX } from '../../src/api/schemas/index.js';
import { LONG_VALUE_MAX } from '../../src/search/index.js';
import { DEADLINES_PER_EVENT } from '../../src/source/deadlines.js';
import { PROJECT_ROOT } from '../../src/util/paths.js';
import { type ListeningApi, post, startListeningApi } from '../mcp/client.js';
import { readDoc, section } from './markdown.js';

const RESULTS = join(PROJECT_ROOT, 'bench', 'results');
const DATA = ['1m', 'public'] as const;
const reports = Object.fromEntries(
  DATA.map((data) => {
    const file = join(RESULTS, `answer-sizes-${data}.json`);
    return [data, existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SizeReport) : undefined];
  }),
) as Record<(typeof DATA)[number], SizeReport | undefined>;
const apiText = readDoc('docs/api.md');
const sizes = section(apiText, 'Answer sizes') ?? '';
const apiDoc = apiText.replace(/\s+/g, ' ');
const figure = (n: number) => n.toLocaleString('en');

let api: ListeningApi;
beforeAll(async () => {
  api = await startListeningApi();
});
afterAll(async () => {
  await api?.close();
});

describe("docs/api.md's answer sizes", () => {
  it('have a report of bench:answer-sizes for the 1M data and the public trackers', () => {
    for (const data of DATA) expect(reports[data], data).toBeDefined();
  });

  it("quote every operation's largest answer, over HTTP and MCP, on both, as measured", () => {
    const one = reports['1m']!;
    const pub = reports.public!;
    for (const operation of Object.keys(one.operations)) {
      const row = sizes.split('\n').find((line) => line.startsWith(`| \`${operation}\` |`));
      expect(row, operation).toBeDefined();
      const cells = row!
        .split('|')
        .slice(2, -1)
        .map((cell) => cell.trim());
      const http = (report: SizeReport) => {
        const sized = report.operations[operation]!;
        return sized.httpUrl === null ? '–' : figure(sized.http);
      };
      expect(cells, operation).toEqual([
        http(one),
        figure(one.operations[operation]!.mcp),
        http(pub),
        figure(pub.operations[operation]!.mcp),
      ]);
    }
    expect(sizes).toContain(`a typical search (a page of 10) at most ${figure(one.typicalSearch.mcp)} characters`);
    expect(sizes).toContain(`\`tools/list\` answers ${figure(one.toolsList)} characters`);
    expect(sizes).toContain(`${figure(pub.events)} events`);
  });

  it('are within the caps, every operation', () => {
    for (const report of Object.values(reports)) {
      for (const sized of Object.values(report!.operations)) {
        expect(sized.http).toBeLessThanOrEqual(HTTP_ANSWER_MAX);
        expect(sized.mcp).toBeLessThanOrEqual(Math.min(sized.mcpCap, MCP_RESULT_MAX));
      }
      expect(report!.typicalSearch.mcp).toBeLessThanOrEqual(MCP_RESULT_MIN);
    }
  });

  it("state a calendar feed's bounds: its events and theirs", () => {
    const flat = sizes.replace(/\s+/g, ' ');
    expect(flat).toContain(`bounded by its events (at most ${figure(FEED_EVENTS_MAX)},`);
    expect(flat).toContain(`(at most ${DEADLINES_PER_EVENT} deadlines an event)`);
  });

  it('state the most characters of a name and a description any answer writes', () => {
    const flat = sizes.replace(/\s+/g, ' ');
    expect(flat).toContain(`name** to its first **${figure(LONG_VALUE_MAX.name)} characters**`);
    expect(flat).toContain(`**description** to its first **${figure(LONG_VALUE_MAX.description)}**`);
  });

  it('match tools/list as this build answers it', async () => {
    const response = await post(api, { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} });
    expect((await response.text()).length).toBe(reports['1m']!.toolsList);
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
