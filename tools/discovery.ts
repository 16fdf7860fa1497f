/**
 * Writes the discovery files of a deployment that a registry or a host installs from, rather than
 * reads from a replica (docs/api.md, Discovery): the MCP registry's server.json, the Agent Plugins
 * package (agent-plugin/: plugin.json, mcp.json, skills/find-conferences/SKILL.md and
 * skills/deadline-research/SKILL.md) and the directory kits (directory/: chatgpt-app-submission.json,
 * claude-directory.json; docs/operating.md, Directory kits):
 *
 *   npm run discovery -- --out DIR
 *
 * Their URLs are PUBLIC_BASE_URL's, the plugin's author and the kits' support API_CONTACT_*, the
 * kits' privacy policy PRIVACY_POLICY_URL, read as the server reads them; the tools they name come from the operation table. Exit codes: 0 written, 1 failed,
 * 2 bad arguments.
 */
// First: refuses a Node.js too old before anything native loads (src/util/node-check.ts).
import '../src/util/node-check.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/config.js';
import { packageFiles } from '../src/http/discovery/guides.js';
import { exitWith } from './cli.js';

const USAGE = 'usage: npm run discovery -- --out DIR';

function main(): void {
  let out: string | undefined;
  try {
    out = parseArgs({ strict: true, options: { out: { type: 'string' } } }).values.out;
  } catch (error) {
    exitWith(`discovery: ${(error as Error).message.split('. ')[0]}; ${USAGE}`, 2);
  }
  if (out === undefined || out.trim() === '') exitWith(`discovery: --out DIR is needed; ${USAGE}`, 2);
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) exitWith(`discovery: ${error.message}`);
    throw error;
  }
  const root = resolve(out);
  const files = Object.entries(packageFiles(config));
  try {
    for (const [path, text] of files) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
  } catch (error) {
    exitWith(`discovery: cannot write in ${root}: ${(error as Error).message}`);
  }
  const advice = [
    ...(config.PUBLIC_BASE_URL.startsWith('https:') ? [] : ['; set PUBLIC_BASE_URL to the public https URL']),
    ...(config.PRIVACY_POLICY_URL ? [] : ['; set PRIVACY_POLICY_URL: the directories ask for a privacy policy']),
  ].join('');
  process.stderr.write(
    `wrote ${files.map(([path]) => path).join(', ')} in ${root} (for ${config.PUBLIC_BASE_URL}${advice})\n`,
  );
}

main();
