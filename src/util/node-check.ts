/**
 * The runtime check (README, runtime line): on a Node.js older than NODE_MAJOR_NEEDED this module
 * prints one line and ends the process with exit code 1 while it is evaluated. The server
 * (src/server.ts) and every tool (tools/*.ts) import it first: ES modules are evaluated in the
 * order of their imports, so the check runs before any later import loads a native addon
 * (better-sqlite3, roaring), which on an older Node can crash the process without a word. It
 * imports nothing, so nothing loads before it either. `npm ci` refuses the same Node through
 * `engine-strict` (.npmrc) and package.json's `engines`, which a test holds equal to this.
 */

/**
 * The oldest Node.js the service runs on (package.json `engines.node`: ">=22.19"): 22.19 because the
 * snapshot puller's HTTP client, the undici package, needs it (its own `engines`).
 */
export const NODE_NEEDED = { major: 22, minor: 19 } as const;
const NEEDED_TEXT = `${NODE_NEEDED.major}.${NODE_NEEDED.minor}`;

/** The one line printed on an older Node, naming the version found and the version needed. */
export function nodeVersionLine(found: string): string | undefined {
  const [major = 0, minor = 0] = found
    .replace(/^v/, '')
    .split('.')
    .map((part) => Number.parseInt(part, 10));
  if (major > NODE_NEEDED.major || (major === NODE_NEEDED.major && minor >= NODE_NEEDED.minor)) return undefined;
  return `This needs Node.js ${NEEDED_TEXT} or newer (Node 24 LTS recommended); this is Node.js ${found}. Install Node.js ${NEEDED_TEXT}+ and run npm ci again.`;
}

const line = nodeVersionLine(process.version);
if (line !== undefined) {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}
