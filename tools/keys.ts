/**
 * Operator command for API keys (docs/api.md, Authentication):
 *
 *   npm run -s keys -- create --label L --plan free|pro [--keys-file F] [--owner UID[:GID]]
 *   npm run -s keys -- list [--keys-file F]
 *   npm run -s keys -- revoke ID [--keys-file F] [--owner UID[:GID]]
 *   npm run -s keys -- rotate-feeds ID [--keys-file F] [--owner UID[:GID]]
 *
 * `create` prints the new key alone on stdout (so it can be piped) and its notes on stderr; the key
 * is shown this once, only its hash is stored. The keys file defaults to the KEYS_FILE setting.
 * The file is 0600: `--owner` (as root) gives it to the user the server runs as, such as the
 * image's (1000:1000), and later writes by root keep its owner (docs/operating.md, Docker).
 * Exit codes: 0 done, 1 failed, 2 bad arguments.
 */
// First: refuses a Node.js too old before anything native loads (src/util/node-check.ts).
import '../src/util/node-check.js';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  PLANS,
  createKey,
  isPlan,
  keyLabelSchema,
  listKeys,
  revokeKey,
  rotateFeeds,
  type KeyRecord,
} from '../src/auth/index.js';
import { loadConfig } from '../src/config.js';

const USAGE =
  `usage: keys create --label L --plan ${PLANS.join('|')} [--keys-file F] [--owner UID[:GID]]` +
  ' | keys list [--keys-file F] | keys revoke ID [--keys-file F] [--owner UID[:GID]]' +
  ' | keys rotate-feeds ID [--keys-file F] [--owner UID[:GID]]';

class UsageError extends Error {}

function main(argv: string[]): number {
  try {
    return run(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`keys: ${oneLine(error.message)}; ${USAGE}\n`);
      return 2;
    }
    process.stderr.write(`keys: ${oneLine(error instanceof Error ? error.message : String(error))}\n`);
    return 1;
  }
}

function parseCommandLine(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        'keys-file': { type: 'string' },
        label: { type: 'string' },
        plan: { type: 'string' },
        owner: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    // Node's messages go on with advice about '--'; the first sentence is the problem.
    throw new UsageError((error as Error).message.split('. ')[0] ?? 'bad arguments');
  }
}

function run(argv: string[]): number {
  const { values, positionals } = parseCommandLine(argv);
  if (values.help === true) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }

  const [command, ...rest] = positionals;
  const keysFile = (): string => {
    const flag = values['keys-file'];
    if (flag !== undefined) {
      if (flag.trim() === '') throw new UsageError('--keys-file must not be empty');
      return resolve(flag);
    }
    return loadConfig().KEYS_FILE;
  };
  const noExtra = (allowed: readonly string[]): void => {
    for (const option of ['label', 'plan', 'owner'] as const) {
      if (values[option] !== undefined && !allowed.includes(option)) {
        throw new UsageError(`--${option} does not apply to ${command}`);
      }
    }
  };

  switch (command) {
    case 'create': {
      noExtra(['label', 'plan', 'owner']);
      if (rest.length > 0) throw new UsageError(`unexpected argument ${JSON.stringify(rest[0])}`);
      if (values.label === undefined) throw new UsageError('create needs --label');
      if (values.plan === undefined) throw new UsageError('create needs --plan');
      const label = keyLabelSchema.safeParse(values.label);
      if (!label.success) throw new UsageError(`--label ${label.error.issues[0]?.message ?? 'is invalid'}`);
      const plan = values.plan;
      if (!isPlan(plan)) throw new UsageError(`--plan must be one of ${PLANS.join(', ')}`);

      const file = keysFile();
      const created = createKey(file, { label: label.data, plan }, owner(values.owner));
      process.stdout.write(`${created.key}\n`);
      process.stderr.write(
        `created ${created.id} (plan ${plan}, label ${JSON.stringify(created.record.label)}) in ${file}; ` +
          'the key above is shown once and cannot be recovered, store it now\n',
      );
      return 0;
    }
    case 'list': {
      noExtra([]);
      if (rest.length > 0) throw new UsageError(`unexpected argument ${JSON.stringify(rest[0])}`);
      const file = keysFile();
      const records = listKeys(file);
      process.stdout.write(formatTable(records));
      const revoked = records.filter((record) => record.revoked !== undefined).length;
      process.stderr.write(
        `${records.length} key${records.length === 1 ? '' : 's'} (${records.length - revoked} active, ` +
          `${revoked} revoked) in ${file}\n`,
      );
      return 0;
    }
    case 'revoke': {
      noExtra(['owner']);
      if (rest.length === 0) throw new UsageError('revoke needs the key id');
      if (rest.length > 1) throw new UsageError(`unexpected argument ${JSON.stringify(rest[1])}`);
      const id = rest[0] ?? '';
      const file = keysFile();
      const { record, alreadyRevoked } = revokeKey(file, id, owner(values.owner));
      process.stdout.write(
        alreadyRevoked
          ? `${record.id} was already revoked at ${record.revoked ?? '?'}\n`
          : `revoked ${record.id} (${JSON.stringify(record.label)}) at ${record.revoked ?? '?'}\n`,
      );
      return 0;
    }
    case 'rotate-feeds': {
      noExtra(['owner']);
      if (rest.length === 0) throw new UsageError('rotate-feeds needs the key id');
      if (rest.length > 1) throw new UsageError(`unexpected argument ${JSON.stringify(rest[1])}`);
      const record = rotateFeeds(keysFile(), rest[0] ?? '', owner(values.owner));
      process.stdout.write(
        `${record.id}: feed epoch ${record.feed_epoch ?? 0}; its earlier feed URLs now answer 404 ` +
          'once the servers re-read the keys file\n',
      );
      return 0;
    }
    case undefined:
      throw new UsageError('missing command');
    default:
      throw new UsageError(`unknown command ${JSON.stringify(command)}`);
  }
}

/** `--owner UID[:GID]`, by number (the image's user may have no name here); GID defaults to UID. */
function owner(flag: string | undefined): { owner?: { uid: number; gid: number } } {
  if (flag === undefined) return {};
  const match = /^(\d{1,10})(?::(\d{1,10}))?$/.exec(flag.trim());
  const uid = Number(match?.[1]);
  const gid = Number(match?.[2] ?? match?.[1]);
  if (!match || uid > 0xfffffffe || gid > 0xfffffffe)
    throw new UsageError('--owner must be UID or UID:GID, in numbers');
  return { owner: { uid, gid } };
}

/** Columns id, label, plan, created, status; never the hash. */
function formatTable(records: readonly KeyRecord[]): string {
  const rows = [
    ['ID', 'LABEL', 'PLAN', 'CREATED', 'STATUS'],
    ...records.map((record) => [
      record.id,
      record.label,
      record.plan,
      record.created,
      record.revoked === undefined ? 'active' : 'revoked',
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows
    .map((row) =>
      row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column] ?? 0))).join('  '),
    )
    .join('\n')
    .concat('\n');
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

process.exitCode = main(process.argv.slice(2));
