/**
 * FlexSearch's side of the text-index comparison: an `Index` with the forward tokenizer and the
 * default encoder over the same text, its results compared with ours id by id, and its latency
 * with a limit covering every event (the exact total) and, for reference, with limit 10.
 */
import { readFileSync } from 'node:fs';
import { Encoder, Index } from 'flexsearch';
import { RoaringBitmap32 } from '../../src/util/roaring.js';
import { eventText, type Corpus, type Row, type Sink } from './corpus.js';
import { heapAfterGc } from './measure.js';
import { count } from './format.js';

export interface FlexBuilt {
  index: Index;
  ms: number;
  heap: number;
}

export function buildFlex(corpus: Corpus): FlexBuilt {
  const heapBefore = heapAfterGc();
  const started = performance.now();
  const index = new Index({ tokenize: 'forward' });
  for (let position = 0; position < corpus.events; position++) index.add(position, eventText(corpus, position));
  const ms = performance.now() - started;
  return { index, ms, heap: heapAfterGc() - heapBefore };
}

/**
 * Fills in FlexSearch's total and folded terms of each row, and a note when it returned duplicate
 * ids or other events than ours. `limitAll` is the event count: no query can match more.
 */
export function compareWithOurs(corpus: Corpus, flex: Index, rows: Row[], limitAll: number): void {
  const encoder = new Encoder(); // the default encoder, as the Index uses it
  for (const row of rows) {
    const flexIds = flex.search(row.q, { limit: limitAll }) as number[];
    const theirs = new RoaringBitmap32(flexIds);
    row.flexTotal = flexIds.length;
    row.flexTerms = encoder.encode(row.q);
    if (theirs.size !== flexIds.length)
      row.note = `FlexSearch returned ${flexIds.length - theirs.size} duplicate ids. `;
    if (!row.oursMatches.isEqual(theirs)) {
      const onlyOurs = RoaringBitmap32.andNot(row.oursMatches, theirs);
      const onlyFlex = RoaringBitmap32.andNot(theirs, row.oursMatches);
      const example = (set: RoaringBitmap32) => (set.isEmpty ? '' : ` e.g. "${eventText(corpus, set.minimum())}"`);
      row.note += `only ours: ${count(onlyOurs.size)}${example(onlyOurs)}; only FlexSearch: ${count(onlyFlex.size)}${example(onlyFlex)}`;
    }
  }
}

/** Two latency tasks per row: every result (`all|q`) and the first 10 (`10|q`). */
export function flexTasks(flex: Index, rows: readonly Row[], limitAll: number, sink: Sink): [string, () => void][] {
  return rows.flatMap((row): [string, () => void][] => [
    [
      `all|${row.q}`,
      () => {
        sink.total += (flex.search(row.q, { limit: limitAll }) as number[]).length;
      },
    ],
    [
      `10|${row.q}`,
      () => {
        sink.total += (flex.search(row.q, { limit: 10 }) as number[]).length;
      },
    ],
  ]);
}

export function flexsearchVersion(): string {
  const manifest = new URL('../../node_modules/flexsearch/package.json', import.meta.url);
  try {
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  } catch {
    return '(version unknown)';
  }
}
