/**
 * Writes the OpenAPI document the server serves at /api/gpt/openapi (the assistant's) to a file,
 * for offline import into a chat assistant's builder; with --full, the one at
 * /api/gpt/openapi/full (every operation and parameter), for a client generator:
 *
 *   npm run openapi -- --out FILE [--full]     JSON, or YAML when FILE ends in .yaml or .yml
 *
 * The document's server is PUBLIC_BASE_URL, and its contact and license come from their variables,
 * read as the server reads them. Exit codes: 0 written, 1 failed, 2 bad arguments.
 */
// First: refuses a Node.js too old before anything native loads (src/util/node-check.ts).
import '../src/util/node-check.js';
import { writeFileSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/config.js';
import { buildOpenApiDocument, openApiText } from '../src/api/openapi.js';
import { exitWith } from './cli.js';

const USAGE = 'usage: npm run openapi -- --out FILE [--full] (.json, or .yaml/.yml for YAML)';

function main(): void {
  let out: string | undefined;
  let full = false;
  try {
    const { values } = parseArgs({ strict: true, options: { out: { type: 'string' }, full: { type: 'boolean' } } });
    out = values.out;
    full = values.full === true;
  } catch (error) {
    exitWith(`openapi: ${(error as Error).message.split('. ')[0]}; ${USAGE}`, 2);
  }
  if (out === undefined || out.trim() === '') exitWith(`openapi: --out FILE is needed; ${USAGE}`, 2);
  const file = resolve(out);
  const format = ['.yaml', '.yml'].includes(extname(file).toLowerCase()) ? 'yaml' : 'json';

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) exitWith(`openapi: ${error.message}`);
    throw error;
  }
  try {
    writeFileSync(
      file,
      openApiText(buildOpenApiDocument(config, full ? 'full' : 'assistant'), format, { pretty: true }),
    );
  } catch (error) {
    exitWith(`openapi: cannot write ${file}: ${(error as Error).message}`);
  }
  const server = config.PUBLIC_BASE_URL;
  const advice = server.startsWith('https:') ? '' : '; set PUBLIC_BASE_URL to the public https URL before importing it';
  const which = full ? 'the full document' : "the assistant's document";
  process.stderr.write(`wrote ${file} (OpenAPI 3.1, ${which}, ${format.toUpperCase()}, server ${server}${advice})\n`);
}

main();
