/**
 * Every question of the connector corpus (bench/connector-corpus) asked over MCP, as a connector and
 * a model that reads only the text ask it (docs/api.md, MCP, Results): the connector `search`, the
 * `fetch` of its first result, and `searchConferences` with the question's reading, a time zone
 * (the one the question names, else one of a few with odd offsets) and include=deadlines. Every
 * deadline the structured content has is named in the text at its local date and hour in the zone
 * asked (UTC for fetch) and in the event's own zone, worked out here with Intl and the offsets'
 * arithmetic, apart from the service's code. Over the ccf-deadlines excerpt of the CI corpus test,
 * asked on the corpus's day.
 */
import { join } from 'node:path';
import type { Client } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPUS_TODAY } from '../../bench/connector-corpus/cases.js';
import { HELD_OUT_CASES } from '../../bench/connector-corpus/held-out.js';
import { HELD_OUT_2_CASES } from '../../bench/connector-corpus/held-out-2.js';
import { TUNING_CASES } from '../../bench/connector-corpus/tuning.js';
import { withLike } from '../../src/api/connector/listed-search.js';
import { readQuestion } from '../../src/api/connector/reading.js';
import { buildSnapshot } from '../../src/builder/index.js';
import { runImport } from '../../src/import/index.js';
import { openSnapshot, type SnapshotIndex } from '../../src/search/index.js';
import { parseIsoDate } from '../../src/util/dates.js';
import { tempDir } from '../fixtures/source.js';
import { connect, type ListeningApi, startListeningApi, textOf } from './client.js';
import { type Deadline, FIXED_RE, wallClock } from './wall-clock.js';

const EXCERPT = join(import.meta.dirname, '../fixtures/formats/ccf-deadlines-corpus');
const SENTENCES = [...HELD_OUT_2_CASES, ...HELD_OUT_CASES, ...TUNING_CASES].map((one) => one.sentence);
/** Zones asked when a question names none: whole, half and quarter hours, both sides of UTC. */
const ZONES = [
  'Asia/Tokyo',
  'America/Los_Angeles',
  'Asia/Kolkata',
  'Europe/Berlin',
  'Asia/Kathmandu',
  'America/Argentina/Buenos_Aires',
  'Australia/Adelaide',
  'Pacific/Chatham',
];

/** Each deadline of `deadlines` named in `text` in its own zone and in `zone`; how many. */
function expectNamed(text: string, deadlines: readonly Deadline[], zone: string, label: string): number {
  for (const deadline of deadlines) {
    expect(text, `${label}: in ${zone}`).toContain(`${wallClock(deadline.at, zone)} ${zone}`);
    expect(text, `${label}: in ${deadline.timezone}`).toContain(
      `${wallClock(deadline.at, deadline.timezone)} ${deadline.timezone}`,
    );
  }
  return deadlines.length;
}

describe('every corpus question over MCP', () => {
  const { dir, cleanup } = tempDir('confdir-corpus-deadlines-');
  const today = parseIsoDate(CORPUS_TODAY)!;
  let index: SnapshotIndex;
  let api: ListeningApi;
  let client: Client;

  beforeAll(async () => {
    const source = join(dir, 'ccf.sqlite');
    runImport({ from: [{ format: 'ccf-deadlines', path: EXCERPT }], out: source, verified: '2026-08-20' });
    const snapshot = join(dir, 'ccf.snapshot');
    buildSnapshot({ input: source, output: snapshot, now: new Date(`${CORPUS_TODAY}T00:00:00Z`) });
    index = openSnapshot(snapshot);
    api = await startListeningApi({ snapshot: { current: () => index } });
    client = await connect(api);
  });
  afterAll(async () => {
    await client?.close();
    await api?.close();
    cleanup();
  });

  it('names every deadline of the answers in the text, in the zone asked and in the event zone', async () => {
    const counts = { fetched: 0, searched: 0, deadlines: 0, fixed: 0 };
    for (const [i, sentence] of SENTENCES.entries()) {
      const found = await client.callTool({ name: 'search', arguments: { query: sentence } });
      const { results } = found.structuredContent as { results: { id: string }[] };
      const [first] = results;
      if (first !== undefined) {
        const fetched = await client.callTool({ name: 'fetch', arguments: { id: first.id } });
        const { text, metadata } = fetched.structuredContent as { text: string; metadata: { deadlines: Deadline[] } };
        counts.deadlines += expectNamed(text, metadata.deadlines, 'UTC', `fetch ${first.id} for "${sentence}"`);
        counts.fixed += metadata.deadlines.filter((deadline) => FIXED_RE.test(deadline.timezone)).length;
        counts.fetched++;
      }
      const reading = withLike(readQuestion(index, sentence, today), { index, today });
      const tz = reading.zone?.includes('/') ? reading.zone : ZONES[i % ZONES.length]!;
      const args = { ...reading.parameters, tz, include: ['deadlines'] };
      const searched = await client.callTool({ name: 'searchConferences', arguments: args });
      expect(searched.isError, `${sentence}: ${JSON.stringify(args)}`).toBeFalsy();
      const text = textOf(searched);
      const { conferences } = searched.structuredContent as { conferences: { id: number; deadlines?: Deadline[] }[] };
      for (const item of conferences) {
        // The events the text has no room for are said after the others (tool-results text).
        if (!text.includes(`(id ${item.id})`)) continue;
        counts.deadlines += expectNamed(text, item.deadlines ?? [], tz, `${sentence}: ${item.id}`);
        counts.fixed += (item.deadlines ?? []).filter((deadline) => FIXED_RE.test(deadline.timezone)).length;
      }
      if (conferences.length > 0) counts.searched++;
    }
    console.info(`corpus over MCP: ${JSON.stringify(counts)}`);
    expect(counts.fetched).toBeGreaterThan(SENTENCES.length / 2);
    expect(counts.searched).toBeGreaterThan(SENTENCES.length / 2);
    // The excerpt's zones include fixed offsets ("UTC-12:00"), written by their wall clock too.
    expect(counts.fixed).toBeGreaterThan(0);
  });
});
