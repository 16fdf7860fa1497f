/**
 * The development first start: what `npm start` does on a fresh clone. A missing snapshot is
 * generated (a seeded demo data set around today) and a missing keys file gets one development key,
 * kept in dev-key.txt beside the keys file so that later starts can print a ready-to-paste request
 * again.
 *
 * serving.ts imports this module only outside production: it brings in the offline builder and the
 * demo generator, whose data comes from development dependencies. In production both missing files
 * are startup errors.
 */
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { createKey } from '../auth/index.js';
import { buildSnapshot, InvalidRowsError } from '../builder/index.js';
import type { Config } from '../config.js';
import { generateSource } from '../demo/generate.js';
import { formatIsoDate, todayUtc } from '../util/dates.js';
import { say, StartupError } from '../util/startup.js';

const DEMO_SEED = 42;
const DEV_KEY_FILE = 'dev-key.txt';

/** Creates what is missing: the demo snapshot, then the keys file with a development key. */
export async function prepareFirstStart(config: Config): Promise<void> {
  // A pulled snapshot (SNAPSHOT_SOURCE) comes from its store, never from the demo generator.
  if (config.SNAPSHOT_SOURCE === undefined && !existsSync(config.SNAPSHOT_PATH)) await generateDemoSnapshot(config);
  if (!existsSync(config.KEYS_FILE)) createDevKey(config);
}

/** The development key saved at the first start, if it is still there. */
export function readDevKey(config: Config): string | undefined {
  try {
    const key = readFileSync(devKeyFile(config), 'utf8').trim();
    return key === '' ? undefined : key;
  } catch {
    return undefined;
  }
}

function devKeyFile(config: Config): string {
  return join(dirname(config.KEYS_FILE), DEV_KEY_FILE);
}

function createDevKey(config: Config): void {
  const file = devKeyFile(config);
  const { key, id } = createKey(config.KEYS_FILE, { label: 'development', plan: 'pro' });
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  say(`No keys file: created ${config.KEYS_FILE} with a development key (${id}, plan pro), saved in ${file}.`);
}

async function generateDemoSnapshot(config: Config): Promise<void> {
  const file = config.SNAPSHOT_PATH;
  const source = join(dirname(file), `${basename(file, extname(file))}.sqlite`);
  const anchor = formatIsoDate(todayUtc());
  const started = performance.now();
  say(
    `No snapshot at ${file}: generating a demo data set (${config.DEMO_EVENTS.toLocaleString('en-US')} events, seed ${DEMO_SEED}, around ${anchor}).`,
  );
  const generated = progressLines('events generated', config.DEMO_EVENTS);
  await generateSource({ events: config.DEMO_EVENTS, seed: DEMO_SEED, out: source, anchor, onProgress: generated });
  say(`Building the snapshot from ${source}...`);
  buildDemoSnapshot(source, file);
  say(`Demo snapshot ready in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

/** Builds the snapshot, printing each phase once and the rows read about every 10%. */
function buildDemoSnapshot(input: string, output: string): void {
  let phase = '';
  let read: ((done: number) => void) | undefined;
  try {
    buildSnapshot({
      input,
      output,
      onProgress(name, done, total) {
        if (name === 'reading' && done !== undefined && total !== undefined) {
          read ??= progressLines('rows read', total);
          read(done);
        } else if (name !== phase) say(`  ${name}...`);
        phase = name;
      },
    });
  } catch (error) {
    // The builder's own message names the invalid rows and the report; it is the whole story.
    if (error instanceof InvalidRowsError) throw new StartupError(error.message, { cause: error });
    throw error;
  }
}

/** Steps of a progress count worth a line: about every 10%. */
function progressLines(label: string, total: number): (done: number) => void {
  let next = 0;
  let last = -1;
  return (done) => {
    if (done === last || (done < next && done < total)) return;
    last = done;
    say(`  ${label}: ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`);
    next = done + Math.max(1, Math.ceil(total / 10));
  };
}
