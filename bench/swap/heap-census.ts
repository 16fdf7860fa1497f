/**
 * npm run bench:heap [-- --quick] [--snapshot FILE] [--mix] [--two]
 *
 * What a loaded snapshot holds on V8's heap: every object a full collection marks while it serves,
 * twice while a swap holds two (docs/design.md, "Swapping a snapshot without stopping the event
 * loop"). Loads the snapshot and builds its index (store, SnapshotIndex, warm builds) as a replica
 * does, between two heap snapshots of this process, and prints the objects and bytes it added,
 * by kind, the JS heap in use and the roaring bitmap objects (each a native object with a
 * finalizer). `--mix` then answers the random mix once, as a server's requests fill the index's
 * caches, and counts again. Deterministic: counts, not times, so a shared machine does not move them.
 * `--two` then loads the same file again beside it (as a swap holds two snapshots, the mix answered
 * on each with --mix) and times forced full collections with one and with two: CPU time, the median
 * of nine, which other work on a shared machine moves less than wall time but still moves.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { getHeapStatistics, writeHeapSnapshot } from 'node:v8';
import { CountryResolver, loadCountries } from '../../src/reference/countries.js';
import { itemsAt, SnapshotIndex, search } from '../../src/search/index.js';
import { loadStore } from '../../src/store/index.js';
import { type Day, parseIsoDate } from '../../src/util/dates.js';
import { RoaringBitmap32 } from '../../src/util/roaring.js';
import { runWhole } from '../../src/util/sliced.js';
import { tempDir } from '../../tools/support/temp-dir.js';
import { benchOptions } from '../common/options.js';
import { benchData } from '../common/prologue.js';
import { randomMix } from '../common/random-mix.js';

const options = benchOptions('npm run bench:heap [-- --quick] [--snapshot FILE] [--mix] [--two]', {
  quick: { type: 'flag', description: '100k events' },
  snapshot: { type: 'text', description: 'a snapshot file instead of the data set' },
  mix: { type: 'flag', description: 'then answer the random mix once and count again' },
  two: { type: 'flag', description: 'then time full collections with one snapshot loaded and with two' },
});
const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error('run with node --expose-gc (npm run bench:heap)');
const dataset = await benchData(options, console.error);
const file = options.snapshot ?? dataset.snapshot;
const { dir, cleanup } = tempDir('confdir-heap-');

/** A heap snapshot's objects: each one's id, kind (its constructor's name, or V8's type) and size. */
interface Census {
  ids: Set<number>;
  kinds: Map<number, string>;
  sizes: Map<number, number>;
  /** The ids of native memory V8 reports (an ArrayBuffer's bytes), counted apart from the heap's objects. */
  native: Set<number>;
}

/**
 * Two full collections, then a heap snapshot of this process written to a file: the files are
 * read after the last is written, so that reading one adds nothing to the next.
 */
function heapSnapshot(name: string): { path: string; heap: ReturnType<typeof getHeapStatistics>; bitmaps: number } {
  collect!();
  collect!();
  return {
    path: writeHeapSnapshot(join(dir, `${name}.heapsnapshot`)),
    heap: getHeapStatistics(),
    bitmaps: RoaringBitmap32.getInstancesCount(),
  };
}

function census(path: string): Census {
  const snapshot = JSON.parse(readFileSync(path, 'utf8')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
    strings: string[];
  };
  rmSync(path);
  const {
    node_fields: fields,
    node_types: [types],
  } = snapshot.snapshot.meta;
  const [type, label, id, size] = ['type', 'name', 'id', 'self_size'].map((field) => fields.indexOf(field)) as [
    number,
    number,
    number,
    number,
  ];
  const result: Census = { ids: new Set(), kinds: new Map(), sizes: new Map(), native: new Set() };
  for (let at = 0; at < snapshot.nodes.length; at += fields.length) {
    const kind = types[snapshot.nodes[at + type]!]!;
    const named = kind === 'object' || kind === 'native' ? snapshot.strings[snapshot.nodes[at + label]!]! : `(${kind})`;
    const nodeId = snapshot.nodes[at + id]!;
    result.ids.add(nodeId);
    result.kinds.set(nodeId, named);
    result.sizes.set(nodeId, snapshot.nodes[at + size]!);
    if (kind === 'native') result.native.add(nodeId);
  }
  return result;
}

/** Answers each search of the random mix once, reading its page's events; returns how many. */
function answerTheMix(index: SnapshotIndex, today: Day): number {
  const queries = randomMix(index, { today });
  for (const query of queries) itemsAt(index, search(index, query.filters, today).positions);
  return queries.length;
}

/** The median CPU time of nine forced full collections, in ms. */
function collectionCpuMs(): number {
  const times: number[] = [];
  for (let i = 0; i < 9; i++) {
    const { user, system } = process.threadCpuUsage();
    collect!();
    const used = process.threadCpuUsage({ user, system });
    times.push((used.user + used.system) / 1000);
  }
  return times.sort((a, b) => a - b)[4]!;
}

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

/** The objects of `after` not in `before`, by kind, most first, and the heap and bitmaps when `after` was taken. */
function added(
  before: Census,
  after: Census,
  label: string,
  taken: { heap: ReturnType<typeof getHeapStatistics>; bitmaps: number },
): void {
  const byKind = new Map<string, { count: number; bytes: number }>();
  let count = 0;
  let bytes = 0;
  let native = 0;
  for (const nodeId of after.ids) {
    if (before.ids.has(nodeId)) continue;
    if (after.native.has(nodeId)) {
      native += after.sizes.get(nodeId)!;
      continue;
    }
    const kind = after.kinds.get(nodeId)!;
    const size = after.sizes.get(nodeId)!;
    const entry = byKind.get(kind) ?? { count: 0, bytes: 0 };
    entry.count++;
    entry.bytes += size;
    byKind.set(kind, entry);
    count++;
    bytes += size;
  }
  const { heap, bitmaps } = taken;
  console.log(
    `\n${label}: ${count.toLocaleString('en-US')} heap objects added, ${mib(bytes)}; native memory added ${mib(native)}`,
  );
  console.log(`JS heap in use ${mib(heap.used_heap_size)}, external memory ${mib(heap.external_memory)}`);
  console.log(`roaring bitmap objects in the process: ${bitmaps.toLocaleString('en-US')}`);
  console.table(
    [...byKind]
      .sort((a, b) => b[1].count - a[1].count)
      .slice(0, 12)
      .map(([kind, entry]) => ({ kind, objects: entry.count, KiB: Math.round(entry.bytes / 1024) })),
  );
}

/** Prints what the heap snapshots taken before, after the load and after the mix counted. */
function report(
  taken: { before: ReturnType<typeof heapSnapshot>; loaded: ReturnType<typeof heapSnapshot> },
  served: { taken: ReturnType<typeof heapSnapshot>; searches: number } | undefined,
): void {
  const base = census(taken.before.path);
  const { heap, bitmaps } = taken.before;
  console.log(`before: JS heap in use ${mib(heap.used_heap_size)}, roaring bitmap objects ${bitmaps}`);
  added(base, census(taken.loaded.path), 'loaded (store, index, warm builds)', taken.loaded);
  if (served === undefined) return;
  const label = `after the random mix (${served.searches.toLocaleString('en-US')} searches, each page's events read)`;
  added(base, census(served.taken.path), label, served.taken);
}

try {
  const countries = new CountryResolver(loadCountries());
  const today = parseIsoDate(dataset.anchor)!;
  const before = heapSnapshot('before');
  const index = runWhole(SnapshotIndex.steps(loadStore(file), countries));
  const loaded = heapSnapshot('loaded');
  // The mix's own objects go before the census: only what the index kept is counted.
  const searches = options.mix ? answerTheMix(index, today) : 0;
  const served = options.mix ? { taken: heapSnapshot('served'), searches } : undefined;
  console.log(`snapshot ${file}, ${index.size.toLocaleString('en-US')} events`);
  report({ before, loaded }, served);
  if (options.two) {
    const one = { ms: collectionCpuMs(), heap: getHeapStatistics().used_heap_size };
    const second = runWhole(SnapshotIndex.steps(loadStore(file), countries));
    if (options.mix) answerTheMix(second, today);
    const two = { ms: collectionCpuMs(), heap: getHeapStatistics().used_heap_size };
    console.log(
      `\nforced full collection, CPU time (median of 9), ${options.mix ? 'the mix answered on each' : 'as loaded'}:`,
    );
    console.log(`one snapshot ${one.ms.toFixed(1)} ms (JS heap in use ${mib(one.heap)})`);
    console.log(`two snapshots ${two.ms.toFixed(1)} ms (JS heap in use ${mib(two.heap)}, ${second.size} events each)`);
  }
} finally {
  cleanup();
}
