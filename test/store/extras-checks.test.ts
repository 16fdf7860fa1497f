import { describe, expect, it } from 'vitest';
import { type SourceTable, sourcesFit } from '../../src/store/event-extras.js';
import { StringColumn } from '../../src/store/string-column.js';
import { type MoreValues, moreValuesFit } from '../../src/store/topic-lists.js';
import { runWhole } from '../../src/util/sliced.js';

/** Events 0..size-1 with `per` further values each, value i % count. */
function moreValues(size: number, per: number, count: number): MoreValues {
  const offsets = new Uint32Array(size + 1).map((_, p) => p * per);
  const values = new Uint16Array(size * per).map((_, i) => i % count);
  return { offsets, values };
}

/** A string column of `rows` empty strings. */
const emptyStrings = (rows: number) => new StringColumn(Buffer.alloc(0), new Uint32Array(rows + 1));

function sources(size: number, names: number): SourceTable {
  const { offsets, values } = moreValues(size, 1, names);
  return { offsets, name: values, record: emptyStrings(size), url: emptyStrings(size) };
}

const SIZE = 100_000; // more values than one step checks

describe("the further topics' lists as loaded", () => {
  it('fit when the offsets rise to the values and every value names a topic', () => {
    expect(runWhole(moreValuesFit(moreValues(SIZE, 2, 40), SIZE, 40))).toBe(true);
  });

  it('are refused for a value past the topics, a falling offset, or offsets that miss the values', () => {
    const pastTopics = moreValues(SIZE, 2, 40);
    pastTopics.values[2 * SIZE - 1] = 40;
    expect(runWhole(moreValuesFit(pastTopics, SIZE, 40))).toBe(false);
    const falling = moreValues(SIZE, 2, 40);
    falling.offsets[70_000] = falling.offsets[69_999]! - 1;
    expect(runWhole(moreValuesFit(falling, SIZE, 40))).toBe(false);
    expect(runWhole(moreValuesFit(moreValues(SIZE, 2, 40), SIZE + 1, 40))).toBe(false);
  });
});

describe("the sources' table as loaded", () => {
  it('fits when its offsets rise to its rows and every row names a source', () => {
    expect(runWhole(sourcesFit(sources(SIZE, 5), SIZE, 5))).toBe(true);
  });

  it('is refused for a row naming no source, or a falling offset', () => {
    const noSource = sources(SIZE, 5);
    noSource.name[SIZE - 1] = 5;
    expect(runWhole(sourcesFit(noSource, SIZE, 5))).toBe(false);
    const falling = sources(SIZE, 5);
    falling.offsets[80_000] = 0;
    expect(runWhole(sourcesFit(falling, SIZE, 5))).toBe(false);
  });
});
