/**
 * An event's deadlines and its tracks' deadlines as JSON text (src/search/deadline-json.ts,
 * annex-json.ts, deadline-row-json.ts), written row by row into the answer's bytes: for every event
 * of the test snapshot, with and without a zone, they are the rows of the store's tables as
 * docs/api.md (Deadlines and time zones) writes them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadlinesOf } from '../../src/store/deadline-table.js';
import { formatIsoDate } from '../../src/util/dates.js';
import { JsonBytes } from '../../src/util/json-bytes.js';
import { formatZonedInstant } from '../../src/util/local-time.js';
import { startTestApi, type TestApi } from '../http/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

type DeadlineSource = Parameters<typeof deadlinesOf>[0];

const ZONES = [undefined, 'Europe/Berlin', 'Asia/Kathmandu', 'Etc/GMT+12'] as const;

/** The rows of `source` for `owner` (an event or a track) as plain values, as the answer shows them. */
function expectedRows(source: DeadlineSource, owner: number, zone: string | undefined) {
  return deadlinesOf(source, owner).map((d) => ({
    kind: d.kind,
    round: d.round,
    at: `${new Date(d.at * 1000).toISOString().slice(0, 19)}Z`,
    ...(zone === undefined ? {} : { at_local: formatZonedInstant(d.at, zone) }),
    date: formatIsoDate(d.day),
    timezone: d.zone,
    estimated: d.estimated,
  }));
}

const written = (write: (out: JsonBytes) => void): unknown => {
  const out = new JsonBytes();
  write(out);
  return JSON.parse(out.toBuffer().toString());
};

describe('deadlines as JSON text', () => {
  it("are, for every event, its table's rows in order, estimated ones with what they are drawn from", () => {
    const { store } = api;
    const values = api.index.itemWriter().editionValues;
    let rows = 0;
    let estimated = 0;
    for (let p = 0; p < store.size; p++) {
      for (const zone of ZONES) {
        const basis = values.annex.estimateText(p);
        const expected = expectedRows(store, p, zone).map((row) =>
          row.estimated && basis !== '' ? { ...row, ...JSON.parse(`{${basis.slice(1)}}`) } : row,
        );
        expect(written((out) => values.deadlines(p, out, zone))).toEqual(expected);
        rows += expected.length;
        estimated += expected.filter((row) => row.estimated).length;
      }
    }
    expect(rows).toBeGreaterThan(100);
    expect(estimated).toBeGreaterThan(0);
  });

  it("are, for every track of every event, the tracks' table rows, with no estimate field", () => {
    const { store } = api;
    const { tracks } = store;
    const annex = api.index.itemWriter().editionValues.annex;
    const source: DeadlineSource = { deadlines: tracks.deadlines, meta: { zones: tracks.zones } };
    let tracked = 0;
    for (let p = 0; p < store.size; p++) {
      for (const zone of ZONES) {
        const expected = [];
        for (let track = tracks.offsets[p]!; track < tracks.offsets[p + 1]!; track++) {
          const deadlines = expectedRows(source, track, zone).map(({ estimated: _, ...row }) => row);
          expected.push({ name: tracks.name.get(track), deadlines });
        }
        expect(written((out) => annex.tracks(p, out, zone))).toEqual(expected);
        tracked += expected.length;
      }
    }
    expect(tracked).toBeGreaterThan(0);
  });
});
