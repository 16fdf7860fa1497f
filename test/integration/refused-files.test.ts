/**
 * A snapshot or keys file refused by a running server: the log line carries the code the reader
 * set where it refused the file, /readyz words it, and the previous data keeps serving.
 */
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createKey } from '../../src/auth/index.js';
import { buildSnapshot } from '../../src/builder/index.js';
import { waitFor } from '../fixtures/servers.js';
import { sourceRow, tempDir, writeSourceFile } from '../fixtures/source.js';
import { productionServers, SEARCH } from './production-server.js';

const servers = productionServers('confdir-refused-');

/** The server's JSON log lines with the given message. */
function logLines(output: readonly string[], msg: string): Record<string, unknown>[] {
  return output.flatMap((line) => {
    try {
      const record = JSON.parse(line) as Record<string, unknown>;
      return record.msg === msg ? [record] : [];
    } catch {
      return [];
    }
  });
}

describe('files refused while serving', () => {
  it('logs each refusal with its code, reports it on /readyz and keeps serving', async () => {
    const folder = tempDir('confdir-refused-files-');
    servers.afterServers(() => folder.cleanup());
    const snapshot = join(folder.dir, 'events.snapshot');
    const keysFile = join(folder.dir, 'keys.json');
    const source = join(folder.dir, 'source.sqlite');
    writeSourceFile(source, [sourceRow(), sourceRow()]);
    buildSnapshot({ input: source, output: snapshot });
    const { key } = createKey(keysFile, { label: 'refusals', plan: 'pro' });
    const server = await servers.start({ SNAPSHOT_PATH: snapshot, KEYS_FILE: keysFile, KEYS_RELOAD_MS: '100' });
    const readyz = async () =>
      (await (await fetch(`http://127.0.0.1:${server.port}/readyz`)).json()) as {
        status: string;
        snapshot: { file_refused: { reason: string } | null };
        keys: { file_refused: { reason: string } | null };
      };

    writeFileSync(keysFile, '{ "version": 1, "keys": [');
    await waitFor(
      () => logLines(server.output, 'keys file reload failed; keeping the previous keys').length > 0,
      10_000,
      'the keys refusal',
    );
    expect(logLines(server.output, 'keys file reload failed; keeping the previous keys')[0]).toMatchObject({
      level: 40,
      refusal: 'invalid_json',
    });

    const truncated = join(folder.dir, 'truncated.snapshot');
    writeFileSync(truncated, 'CONFSNAP'); // the magic bytes alone: shorter than the preamble
    renameSync(truncated, snapshot);
    const refused = 'new snapshot refused; the previous one keeps serving';
    await waitFor(() => logLines(server.output, refused).length > 0, 10_000, 'the snapshot refusal');
    expect(logLines(server.output, refused)[0]).toMatchObject({ level: 50, outcome: 'failed', refusal: 'truncated' });

    expect(await readyz()).toMatchObject({
      status: 'degraded',
      snapshot: { file_refused: { reason: 'truncated' } },
      keys: { file_refused: { reason: 'not valid JSON' } },
    });
    const search = await fetch(`http://127.0.0.1:${server.port}${SEARCH}`, { headers: { 'x-api-key': key } });
    expect(search.status).toBe(200);
  });
});
