/**
 * The app over builds of a change log, as the change tests start it: each build of its own
 * source, compared with the one before (`previous`), and the app serving the last with a key and a
 * feed secret. `close` stops all and removes the folder.
 */
import { join } from 'node:path';
import { createKey, watchKeysFile } from '../../src/auth/index.js';
import { buildSnapshot } from '../../src/builder/index.js';
import { buildApp } from '../../src/http/app.js';
import { SnapshotHolder } from '../../src/ops/snapshot-holder.js';
import { type DeadlineInput, type RowInput, tempDir, writeSourceFile } from '../fixtures/source.js';
import { NOW, testConfig } from './harness.js';

/** One build: its source's rows and deadlines, and when it is built. */
export interface ChangeBuild {
  rows: readonly RowInput[];
  deadlines: readonly DeadlineInput[];
  at: string;
}

export interface ChangesApp {
  app: ReturnType<typeof buildApp>;
  apiKey: string;
  /** A tools/call of `name` with the key: its status and its result, of either answer form (JSON or a stream event). */
  callTool(name: string, args: Record<string, unknown>): Promise<{ status: number; body: string; result: any }>;
  holder: SnapshotHolder;
  /** The keys file, for another app over the same keys. */
  keysFile: string;
  close(): Promise<void>;
}

/** The app serving the last of `builds`, each built with the one before as its previous snapshot. */
export async function changesApp(label: string, builds: readonly ChangeBuild[]): Promise<ChangesApp> {
  const { dir, cleanup } = tempDir(`confdir-${label}-`);
  let previous: string | undefined;
  builds.forEach(({ rows, deadlines, at }, n) => {
    const source = join(dir, `build-${n}.sqlite`);
    writeSourceFile(source, rows, undefined, deadlines);
    const output = join(dir, `build-${n}.snapshot`);
    buildSnapshot({ input: source, output, now: new Date(at), knownPlaces: false, ...(previous ? { previous } : {}) });
    previous = output;
  });
  const holder = await SnapshotHolder.open(previous!);
  const keysFile = join(dir, 'keys.json');
  const apiKey = createKey(keysFile, { label, plan: 'pro' }).key;
  const keys = watchKeysFile(keysFile, { pollMs: 60_000 });
  const app = buildApp({
    snapshot: holder,
    keys,
    config: testConfig({ FEED_SECRET: 'a feed secret for tests, 32 chars or more' }),
    now: () => NOW,
  });
  await app.ready();
  const close = async () => {
    await app.close();
    keys.close();
    holder.close?.();
    cleanup();
  };
  const callTool = async (name: string, args: Record<string, unknown>) => {
    const response = await app.inject({
      method: 'POST',
      url: '/mcp',
      headers: {
        'x-api-key': apiKey,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      payload: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }),
    });
    const text = response.body.startsWith('{') ? response.body : /^data: (.*)$/m.exec(response.body)?.[1];
    return { status: response.statusCode, body: response.body, result: text && JSON.parse(text).result };
  };
  return { app, apiKey, holder, keysFile, callTool, close };
}
