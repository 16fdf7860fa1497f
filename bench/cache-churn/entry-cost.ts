/**
 * The entry-cost row of bench:cache-churn (`--entry-cost`): what the response cache's entries
 * really hold beside what it charges them. In this process, a cache of 32 MiB is filled past its
 * budget (evicting) with answers of one size, each kept plain and in the encodings a request may
 * ask for; after two full collections the JS heap's and the ArrayBuffers' growth is set beside the
 * bytes charged. The RSS is not: it also holds what the allocator keeps of freed memory.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { type Coding, Compressor } from '../../src/http/encoding.js';
import { ResponseCache } from '../../src/http/response-cache.js';

const BUDGET = 32 * 2 ** 20;
const WORDS = 'conference workshop symposium learning data systems vision robotics Berlin Zürich 2027'.split(' ');

/** A JSON answer of about `size` bytes, different for each `i`, compressible as answers are. */
function answer(i: number, size: number): string {
  const items: string[] = [];
  let length = 0;
  for (let n = 0; length < size; n++) {
    const item = `{"name":"${WORDS[(i + n) % WORDS.length]} ${i} ${n}","rank":${(i * 7919 + n) % 10007}}`;
    items.push(item);
    length += item.length + 1;
  }
  return `{"i":${i},"items":[${items.join(',')}]}`;
}

/**
 * Live memory after full collections: the JS heap's used bytes and the ArrayBuffers'. An
 * ArrayBuffer's memory is freed after its collection, by a sweeper running beside the program: a
 * pause lets it finish.
 */
async function liveBytes(gc: () => void): Promise<number> {
  for (let round = 0; round < 3; round++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

export async function runEntryCost(): Promise<void> {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const compressor = new Compressor({ enabled: true });
  console.log(`response cache entries: what they hold beside what they are charged (${BUDGET / 2 ** 20} MiB budget)\n`);
  console.log(
    '| answer bytes | encodings kept | entries | charged MiB | held MiB | held / charged | held beyond the charge, bytes an entry |',
  );
  console.log('|---:|---|---:|---:|---:|---:|---:|');
  for (const size of [1_500, 12_000, 60_000])
    for (const codings of [[], ['br'], ['br', 'gzip']] as Coding[][]) {
      let cache: ResponseCache | undefined = new ResponseCache({ maxBytes: BUDGET });
      const before = await liveBytes(gc);
      const fill = Math.ceil((3 * BUDGET) / size);
      for (let i = 0; i < fill; i++) {
        const key = JSON.stringify([
          'v',
          '20000+3',
          '/api/gpt/conferences',
          [],
          [
            ['limit', '20'],
            ['offset', String(i)],
          ],
        ]);
        let entry = cache.set(key, answer(i, size));
        for (const coding of codings)
          entry = cache.addEncoding(key, entry, coding, compressor.compress(entry.body, coding));
      }
      const held = (await liveBytes(gc)) - before;
      const { entries, bytes } = cache.stats();
      console.log(
        `| ${size} | ${codings.join(', ') || 'none'} | ${entries} | ${(bytes / 2 ** 20).toFixed(1)} | ${(held / 2 ** 20).toFixed(1)} | ${(held / bytes).toFixed(3)} | ${Math.round((held - bytes) / entries)} |`,
      );
      cache = undefined;
    }
}
