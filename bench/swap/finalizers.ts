/**
 * npm run bench:finalizers [-- --quick]
 *
 * What the pause after a swap is made of: loads the bench snapshot and builds its index the way a
 * replica does, counts the roaring bitmap objects the two hold (each a native object whose weak
 * callback frees its memory inside V8's collection), then lets go of the index and then of the
 * store, timing the full collection that frees each. Then the same for the bitmap table alone,
 * made two ways: deserialized into bitmaps of their own (copied containers, as the store was
 * loaded before) and as frozen views over the table's bytes (util/roaring.ts, BitmapTable), each
 * freed by one timed collection.
 * Add --trace-gc to node's options to see each collection's own pause.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { CountryResolver, loadCountries } from '../../src/reference/countries.js';
import { SnapshotIndex } from '../../src/search/index.js';
import { readSnapshot } from '../../src/snapshot/reader.js';
import { loadStore } from '../../src/store/index.js';
import { BitmapTable, RoaringBitmap32 } from '../../src/util/roaring.js';
import { runWhole } from '../../src/util/sliced.js';
import { benchOptions } from '../common/options.js';
import { benchData } from '../common/prologue.js';

const options = benchOptions('npm run bench:finalizers [-- --quick]', {
  quick: { type: 'flag', description: '100k events' },
});
const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error('run with node --expose-gc');
const { snapshot } = await benchData(options, console.error);

/**
 * One full collection after `drop` let go of what it held: its wall time and the process's CPU
 * time meanwhile (the machine may be shared, and CPU time is what another process cannot inflate),
 * in milliseconds, as "wall ms (CPU ms)".
 */
function timedCollection(drop: () => void): string {
  drop();
  const start = performance.now();
  const cpu = process.cpuUsage();
  collect!();
  const used = process.cpuUsage(cpu);
  return `${(performance.now() - start).toFixed(1)} ms (${((used.user + used.system) / 1000).toFixed(1)} ms CPU)`;
}

collect();
const empty = timedCollection(() => {});
const base = RoaringBitmap32.getInstancesCount();
let store: ReturnType<typeof loadStore> | null = loadStore(snapshot);
const inStore = RoaringBitmap32.getInstancesCount() - base;
let index: SnapshotIndex | null = runWhole(SnapshotIndex.steps(store, new CountryResolver(loadCountries())));
const inIndex = RoaringBitmap32.getInstancesCount() - base - inStore;
collect();
console.log(`snapshot ${snapshot}, ${index.size} events; load average ${loadavg()[0]!.toFixed(2)}`);
const indexFreed = timedCollection(() => {
  index = null;
});
const storeFreed = timedCollection(() => {
  store = null;
});
console.log(`a full collection with nothing to free: ${empty}`);
console.log(`bitmaps: ${inStore} in the store, ${inIndex} more in the index (instances counted by roaring)`);
console.log(`the full collection that frees the index (the store kept): ${indexFreed}`);
console.log(`the full collection that frees the store then: ${storeFreed}`);

const raw = readSnapshot(snapshot);
const bytes = raw.sections.get('bitmaps.bytes')!.bytes;
const offsetBytes = raw.sections.get('bitmaps.offsets')!.bytes;
const offsets = new Uint32Array(offsetBytes.buffer, offsetBytes.byteOffset, offsetBytes.byteLength / 4);
const ways: [string, () => RoaringBitmap32[]][] = [
  [
    'deserialized (copies)',
    () =>
      Array.from({ length: offsets.length - 1 }, (_, i) =>
        RoaringBitmap32.deserialize(bytes.subarray(offsets[i], offsets[i + 1]), 'portable').freeze(),
      ),
  ],
  [
    'frozen views over the bytes',
    () => {
      const table = new BitmapTable(bytes, offsets);
      return Array.from({ length: table.count }, (_, i) => table.view(i));
    },
  ],
];
for (const [way, make] of ways) {
  const start = performance.now();
  let bitmaps: RoaringBitmap32[] | null = make();
  const made = performance.now() - start;
  const count = bitmaps.length;
  collect();
  const freed = timedCollection(() => {
    bitmaps = null;
  });
  console.log(
    `bitmap table, ${way}: ${count} bitmaps of ${(bytes.byteLength / 2 ** 20).toFixed(1)} MiB made in ${made.toFixed(1)} ms; the collection that frees them ${freed}`,
  );
}
raw.file?.close();
