/**
 * The checks of the ranks and the tracks as a snapshot loads (src/store/annex-sections.ts): run in steps,
 * they still refuse a falling offset, a rank naming no entry, and a deadline of a track naming no
 * zone or kind, wherever it lies, past the first step's values too.
 */
import { describe, expect, it } from 'vitest';
import { assembleRanks } from '../../src/store/rank-table.js';
import { StringColumn } from '../../src/store/string-column.js';
import { type TrackTable, tracksFit } from '../../src/store/track-table.js';
import { runWhole } from '../../src/util/sliced.js';

const SIZE = 100_000; // more values than one step checks

/** A string column of `rows` empty strings. */
const emptyStrings = (rows: number) => new StringColumn(Buffer.alloc(0), new Uint32Array(rows + 1));

/** One rank per event, naming entry p % 2 of two; no posting lists. */
function rankParts() {
  const entries = [
    { system: 'CORE', edition: null, value: 'A' },
    { system: 'CCF', edition: null, value: 'B' },
  ];
  return {
    offsets: new Uint32Array(SIZE + 1).map((_, p) => p),
    entry: new Uint16Array(SIZE).map((_, p) => p % 2),
    url: emptyStrings(SIZE),
    meta: Buffer.from(JSON.stringify({ entries, keys: [] })),
  };
}
const ranksOf = (parts: ReturnType<typeof rankParts>) =>
  runWhole(assembleRanks(SIZE, parts, Buffer.alloc(0), new Uint32Array([0])));

/** One track per event, with one deadline each, in zone 0 of one. */
function tracks(): TrackTable {
  const perRow = new Uint32Array(SIZE + 1).map((_, p) => p);
  return {
    offsets: perRow,
    name: emptyStrings(SIZE),
    deadlines: {
      offsets: perRow.slice(),
      kind: new Uint8Array(SIZE),
      round: new Uint8Array(SIZE),
      zone: new Uint16Array(SIZE),
      day: new Int32Array(SIZE),
      at: new Float64Array(SIZE),
    },
    zones: ['AoE'],
  };
}

describe('the ranks as loaded', () => {
  it('fit when the offsets rise to the ranks and every rank names an entry', () => {
    expect(ranksOf(rankParts())?.entries).toHaveLength(2);
  });

  it('are refused for a falling offset or a rank past the entries, past the first step too', () => {
    const falling = rankParts();
    falling.offsets[90_000] = falling.offsets[89_999]! - 1;
    expect(ranksOf(falling)).toBeNull();
    const pastEntries = rankParts();
    pastEntries.entry[SIZE - 1] = 2;
    expect(ranksOf(pastEntries)).toBeNull();
  });
});

describe('the tracks as loaded', () => {
  it('fit when every deadline names a zone and a kind', () => {
    expect(runWhole(tracksFit(tracks(), SIZE))).toBe(true);
  });

  it('are refused for a deadline naming no zone or no kind, past the first step too', () => {
    const noZone = tracks();
    (noZone.deadlines.zone as Uint16Array)[SIZE - 1] = 1;
    expect(runWhole(tracksFit(noZone, SIZE))).toBe(false);
    const noKind = tracks();
    (noKind.deadlines.kind as Uint8Array)[70_000] = 200;
    expect(runWhole(tracksFit(noKind, SIZE))).toBe(false);
    expect(runWhole(tracksFit(tracks(), SIZE + 1))).toBe(false);
  });
});
