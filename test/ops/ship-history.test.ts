/**
 * `ship` and `rollback` keep a true history, in every order: after a first ship, every sequence of
 * four steps out of ship new, refused ship, ship again, rollback and a refused file reaching the
 * path some other way. After each step the outcome, the file at the path, the rollback copy and the
 * version a real SnapshotHolder serves agree with the rule of src/ops/ship.ts, written out below
 * as a model.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rollbackCopyOf, rollbackSnapshot, ShipError, type ShipResult, shipSnapshot } from '../../src/ops/ship.js';
import { SnapshotHolder, snapshotVersion } from '../../src/ops/snapshot-holder.js';
import { readSnapshot } from '../../src/snapshot/reader.js';
import { tempDir } from '../fixtures/source.js';
import { snapshotFiles } from './snapshot-fixture.js';

const STEPS = ['ship new', 'refused ship', 'ship again', 'rollback', 'refused file at path'] as const;
type Step = (typeof STEPS)[number];
type Outcome = ShipResult['outcome'] | 'refused' | 'none';

/**
 * The file-level checks the server's loader starts with (magic, version, sizes, checksum), without
 * building the index: thousands of loads run here, and the history does not depend on the index.
 * ship.test.ts ships with the server's own loader.
 */
const load = (file: string) => ({ header: readSnapshot(file).header, size: 0 });
const versionOf = (file: string) => snapshotVersion(load(file));

const { dir, cleanup } = tempDir('confdir-ship-history-');
afterAll(() => cleanup());
const built = snapshotFiles(dir);
const pool = [0, 1, 2, 3, 4].map((day) => built.build(2, `2026-11-2${day}T06:00:00Z`));
const corrupt = join(dir, 'corrupt.snapshot');
const bytes = readFileSync(pool[0]!);
bytes[bytes.length - 1]! ^= 0xff;
writeFileSync(corrupt, bytes);

/** What the servers serve, what rollback goes back to, and whether the path's file loads. */
interface Model {
  served: string;
  before: string | undefined;
  pathLoads: boolean;
  /** The file last given to a ship that was not refused: what "ship again" ships. */
  lastShipped: string;
}

/** The rule: a version the path holds already changes nothing; the rollback copy moves only with what is served. */
function put(model: Model, file: string): { outcome: Outcome; model: Model } {
  const version = versionOf(file);
  if (model.pathLoads && version === model.served)
    return { outcome: 'unchanged', model: { ...model, lastShipped: file } };
  if (version === model.served) return { outcome: 'shipped', model: { ...model, pathLoads: true, lastShipped: file } };
  return { outcome: 'shipped', model: { served: version, before: model.served, pathLoads: true, lastShipped: file } };
}

function expected(model: Model, step: Step, next: string): { outcome: Outcome; model: Model } {
  switch (step) {
    case 'ship new':
      return put(model, next);
    case 'ship again':
      return put(model, model.lastShipped);
    case 'refused ship':
      return { outcome: 'refused', model };
    case 'refused file at path':
      return { outcome: 'none', model: { ...model, pathLoads: false } };
    case 'rollback':
      // With a refused file at the path, the version the servers keep serving goes back in place.
      if (!model.pathLoads) return { outcome: 'shipped', model: { ...model, pathLoads: true } };
      if (model.before === undefined) return { outcome: 'refused', model };
      return { outcome: 'shipped', model: { ...model, served: model.before, before: model.served } };
  }
}

function perform(step: Step, target: string, model: Model, next: string): Outcome {
  try {
    if (step === 'ship new') return shipSnapshot(next, target, load).outcome;
    if (step === 'ship again') return shipSnapshot(model.lastShipped, target, load).outcome;
    if (step === 'refused ship') return shipSnapshot(corrupt, target, load).outcome;
    if (step === 'rollback') return rollbackSnapshot(target, load).outcome;
    const temp = `${target}.elsewhere`;
    writeFileSync(temp, 'CONFSNAP but not a snapshot: the servers refuse this one');
    renameSync(temp, target);
    return 'none';
  } catch (error) {
    if (error instanceof ShipError) return 'refused';
    throw error;
  }
}

function sequences(length: number): Step[][] {
  if (length === 0) return [[]];
  return sequences(length - 1).flatMap((start) => STEPS.map((step) => [...start, step]));
}

describe('ship and rollback in every order', () => {
  it.each(sequences(4).map((steps) => [steps.join(', '), steps] as const))('%s', async (_name, steps) => {
    const target = join(mkdtempSync(join(dir, 'case-')), 'events.snapshot');
    shipSnapshot(pool[0]!, target, load);
    const holder = await SnapshotHolder.open(target, { load });
    let model: Model = { served: versionOf(pool[0]!), before: undefined, pathLoads: true, lastShipped: pool[0]! };
    let fresh = 1;
    for (const [index, step] of steps.entries()) {
      const where = `after step ${index + 1} (${step})`;
      const next = pool[fresh]!;
      const want = expected(model, step, next);
      expect(perform(step, target, model, next), where).toBe(want.outcome);
      if (step === 'ship new' && want.outcome !== 'refused') fresh++;
      model = want.model;

      await holder.reload(step);
      expect(holder.version(), `${where}: served`).toBe(model.served);
      if (model.pathLoads) expect(versionOf(target), `${where}: at the path`).toBe(model.served);
      else expect(() => load(target), `${where}: at the path`).toThrow();
      const copy = rollbackCopyOf(target);
      expect(existsSync(copy) ? versionOf(copy) : undefined, `${where}: rollback copy`).toBe(model.before);
      const names = readdirSync(join(target, '..')).filter((name) => !name.endsWith('.elsewhere'));
      expect(
        names.every((name) => /^events\.snapshot(\.previous|\.shipped)?$/.test(name)),
        `${where}: ${names}`,
      ).toBe(true);
    }
    holder.close();
  });
});
