/**
 * The change log of an event whose name is 100,000 characters, with the most deadlines a source
 * may give it, every one moved between two builds (docs/api.md, Answer sizes and Changes): every
 * answer about its changes, GET /api/gpt/changes, the MCP tool getChanges and the signed Atom
 * and JSON feeds, stays inside its cap and writes the name to its first 300 characters. Each
 * change carried the whole name: one page of them was 129 KB, the Atom feed 33 MB.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_ANSWER_MAX, mcpResultCap } from '../../src/api/views/answer-caps.js';
import type { SnapshotHolder } from '../../src/ops/snapshot-holder.js';
import { LONG_VALUE_MAX } from '../../src/search/index.js';
import { DEADLINES_PER_EVENT } from '../../src/source/deadlines.js';
import { DEADLINE_KINDS } from '../../src/source/schema.js';
import { type DeadlineInput, type RowInput, sourceRow } from '../fixtures/source.js';
import { type ChangesApp, changesApp } from './changes-app.js';

const LONG_NAME = `Longwinded Symposium ${'on "quoted" 機械 words '.repeat(5_000)}`.slice(0, 100_000);
const IDS = [9201, 9202, 9203];

/** The most deadlines of each event, `shift` days later in the second build. */
function deadlinesOf(shift: number): DeadlineInput[] {
  return IDS.flatMap((id) =>
    Array.from({ length: DEADLINES_PER_EVENT }, (_, at) => ({
      event_id: id,
      kind: DEADLINE_KINDS[at % DEADLINE_KINDS.length]!,
      round: Math.floor(at / DEADLINE_KINDS.length) + 1,
      due: `2026-${String(1 + (at % 12)).padStart(2, '0')}-${String(1 + (at % 20) + shift).padStart(2, '0')}`,
      timezone: 'America/Argentina/ComodRivadavia',
    })),
  );
}
const rowsOf = (city: string): RowInput[] =>
  IDS.map((id) =>
    sourceRow({ id, name: `${id} ${LONG_NAME}`, acronym: null, city, website: `https://example.org/${city}/${id}` }),
  );

describe('the changes of an event of a 100,000-character name', () => {
  let holder: SnapshotHolder;
  let app: ChangesApp['app'];
  let apiKey: string;
  let callTool: ChangesApp['callTool'];
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, apiKey, holder, callTool, close } = await changesApp('long-changes', [
      { rows: rowsOf('Berlin'), deadlines: deadlinesOf(0), at: '2026-11-01T06:00:00Z' },
      { rows: rowsOf('Lyon'), deadlines: deadlinesOf(7), at: '2026-11-10T06:00:00Z' },
    ]));
  }, 120_000);
  afterAll(() => close?.());

  /** The name as every change writes it: its first 300 characters, then "…". */
  const nameOf = (id: number) => `${`${id} ${LONG_NAME}`.slice(0, LONG_VALUE_MAX.name)}…`;

  it('fit every HTTP answer, its name cut', async () => {
    for (const url of ['/api/gpt/changes?since=2026-10-01&limit=100', '/api/gpt/changes?since=2026-10-01']) {
      const response = await app.inject({ method: 'GET', url, headers: { 'x-api-key': apiKey } });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      expect(response.rawPayload.length, url).toBeLessThanOrEqual(HTTP_ANSWER_MAX);
      const body = response.json() as { changes: { id: number; name: string }[] };
      expect(body.changes.length).toBeGreaterThan(0);
      for (const change of body.changes) expect(change.name).toBe(nameOf(change.id));
    }
  });

  it('fit every MCP result', async () => {
    for (const args of [{ since: '2026-10-01' }, { since: '2026-10-01', limit: 100 }]) {
      const { result } = await callTool('getChanges', args);
      const size = result.content[0].text.length + JSON.stringify(result.structuredContent).length;
      for (const change of result.structuredContent.changes) expect(change.name).toBe(nameOf(change.id));
      expect(size).toBeLessThanOrEqual(mcpResultCap(args.limit ?? 20));
    }
  });

  it('fit the signed feeds', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/gpt/changes/feeds',
      headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
      payload: JSON.stringify({ since: '2026-10-01', limit: '100' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const links = response.json() as { atom: string; json: string };
    for (const url of [links.atom, links.json]) {
      const feed = await app.inject({ method: 'GET', url: new URL(url).pathname });
      expect(feed.statusCode, feed.body.slice(0, 200)).toBe(200);
      expect(feed.rawPayload.length).toBeLessThanOrEqual(HTTP_ANSWER_MAX);
      // The newest entries that fit, whole; the headers count the others.
      const items = url.endsWith('.json')
        ? (JSON.parse(feed.body) as { items: { _change: { id: number; name: string } }[] }).items
        : undefined;
      const entries = items?.length ?? feed.body.split('<entry>').length - 1;
      expect(entries).toBeGreaterThan(0);
      expect(Number(feed.headers['x-feed-omitted'])).toBe(Number(feed.headers['x-feed-total']) - entries);
      for (const { _change: change } of items ?? []) expect(change.name).toBe(nameOf(change.id));
    }
  });

  it('are written in the log with the name cut, so that the snapshot carries no more', () => {
    const log = holder.current().store.changes;
    expect(log.event.length).toBeGreaterThan(0);
    for (let at = 0; at < log.event.length; at++) expect(log.name.get(at)).toBe(nameOf(log.event[at]!));
  });
});
