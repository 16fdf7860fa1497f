/**
 * Writes a demo source file:
 *   npm run generate -- --events N --seed S --out FILE [--anchor YYYY-MM-DD]
 * The anchor (default: today, UTC) is the middle of the date range (about 3 years either side).
 */
// First: refuses a Node.js too old before anything native loads (src/util/node-check.ts).
import '../src/util/node-check.js';
import { statSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { generateSource, MAX_EVENTS } from '../src/demo/generate.js';
import { formatIsoDate, parseIsoDate, todayUtc } from '../src/util/dates.js';

const USAGE = 'usage: npm run generate -- --events N --seed S --out FILE [--anchor YYYY-MM-DD]';

function fail(message: string): never {
  process.stderr.write(`generate: ${message} (${USAGE})\n`);
  process.exit(2);
}

interface Args {
  events: number;
  seed: number;
  out: string;
  anchor: string;
}

function parseCommandLine(argv: string[]): Args {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        events: { type: 'string' },
        seed: { type: 'string' },
        out: { type: 'string' },
        anchor: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    fail(error instanceof Error ? error.message.split('\n')[0]! : String(error));
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  const text = (name: string): string => {
    const value = values[name];
    if (typeof value !== 'string' || value.trim() === '') fail(`--${name} is required`);
    return value.trim();
  };
  const eventsText = text('events');
  const events = /^\d+$/.test(eventsText) ? Number(eventsText) : Number.NaN;
  if (!(events >= 1 && events <= MAX_EVENTS))
    fail(`--events must be an integer from 1 to ${MAX_EVENTS}, got "${eventsText}"`);
  const seedText = text('seed');
  const seed = /^\d+$/.test(seedText) ? Number(seedText) : Number.NaN;
  if (!(seed >= 0 && seed <= 0xffffffff)) fail(`--seed must be an integer from 0 to 4294967295, got "${seedText}"`);
  const out = text('out');
  const anchor = typeof values.anchor === 'string' ? values.anchor.trim() : formatIsoDate(todayUtc());
  if (parseIsoDate(anchor) === null) fail(`--anchor must be a real date YYYY-MM-DD, got "${anchor}"`);
  return { events, seed, out, anchor };
}

function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

async function main(): Promise<void> {
  const args = parseCommandLine(process.argv.slice(2));
  const started = performance.now();
  const bar = process.stderr.isTTY
    ? new cliProgress.SingleBar(
        {
          stream: process.stderr,
          format: 'generating [{bar}] {percentage}% | {value}/{total} events | ETA {eta_formatted}',
          hideCursor: true,
        },
        cliProgress.Presets.shades_classic,
      )
    : undefined;
  bar?.start(args.events, 0);
  try {
    const result = await generateSource({ ...args, onProgress: (done) => bar?.update(done) });
    bar?.stop();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const size = formatSize(statSync(result.file).size);
    process.stdout.write(
      `wrote ${result.events.toLocaleString('en-US')} events to ${result.file} in ${seconds} s (${size}; seed ${args.seed}, anchor ${args.anchor})\n`,
    );
  } catch (error) {
    bar?.stop();
    process.stderr.write(`generate: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

await main();
