import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { releaseGradually } from '../../src/util/gradual-release.js';

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

/**
 * How many of `refs` are still alive after a full collection, in a later turn of the event loop
 * (a WeakRef keeps its object alive until the turn that made or read it ends).
 */
async function alive(refs: WeakRef<object>[]): Promise<number> {
  await new Promise((resolve) => setImmediate(resolve));
  collect();
  return refs.filter((ref) => ref.deref() !== undefined).length;
}

describe('releaseGradually', () => {
  it('keeps the objects after their last other reference goes, then lets go of them a batch per tick', async () => {
    let objects: object[] | undefined = Array.from({ length: 10 }, (_, i) => ({ i }));
    const refs = objects.map((object) => new WeakRef(object));
    releaseGradually(objects, { spreadMs: 600, tickMs: 200 }); // 4 a tick
    objects = undefined;
    expect(await alive(refs)).toBe(10);
    const counts: number[] = [];
    for (let wait = 0; wait < 150 && counts.at(-1) !== 0; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const now = await alive(refs);
      if (now !== counts.at(-1)) counts.push(now);
    }
    // 10, then 6, 2 and 0 as the ticks go (a slow tick may skip a count, never reach 0 at once).
    expect(counts.at(-1)).toBe(0);
    expect(counts.length).toBeGreaterThanOrEqual(2);
    expect(counts.every((count) => count % 4 === 2 || count === 0)).toBe(true);
  });

  it('holds nothing when the objects fit in one batch', async () => {
    let objects: object[] | undefined = [{}, {}];
    const refs = objects.map((object) => new WeakRef(object));
    releaseGradually(objects, { spreadMs: 100, tickMs: 100 });
    objects = undefined;
    expect(await alive(refs)).toBe(0);
  });

  it("runs two releases at once; a third lets go of the oldest one's remainder at once", async () => {
    const release = () => {
      const objects = Array.from({ length: 10 }, () => ({}));
      releaseGradually(objects, { spreadMs: 60_000, tickMs: 1000 });
      return objects.map((object) => new WeakRef(object));
    };
    const [first, second, third] = [release(), release(), release()];
    expect(await alive(first)).toBe(0);
    expect(await alive(second)).toBe(10);
    expect(await alive(third)).toBe(10);
    // Two short releases end the two still running (and end by themselves within 20 ms).
    releaseGradually([{}, {}, {}], { spreadMs: 20, tickMs: 10 });
    releaseGradually([{}, {}, {}], { spreadMs: 20, tickMs: 10 });
    expect(await alive(second)).toBe(0);
    expect(await alive(third)).toBe(0);
  });
});
