/**
 * The image as operators run it (docs/operating.md, Docker): built from the Dockerfile as it is by
 * .ci/image/build, then started with a read-only root file system as the image's user, the snapshot
 * and a keys file made by the keys tool mounted read-only at /data, on a loopback port
 * (image-container.ts). It answers a keyed search and an MCP call, its HEALTHCHECK passes, it
 * writes nothing outside /data, and SIGTERM drains it to exit 0 within its drain time. The build's
 * storage (every image, a few GB) is removed afterwards.
 *
 * CI begins the build in the background at its start and names its folder in IMAGE_BUILD_DIR;
 * without it the test builds the image itself (minutes). Under CI=true a missing tool fails the
 * test; elsewhere it is skipped with the reason.
 */
import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/builder/index.js';
import { PROJECT_ROOT } from '../../src/util/paths.js';
import { freePort, LOOPBACK_FEED_SECRET, waitFor } from '../../tools/support/processes.js';
import { sourceRow, writeSourceFile } from '../fixtures/source.js';
import {
  type ContainerProcess,
  type ImageBuild,
  type ImageConfig,
  imageBuild,
  imageConfig,
  missingForImage,
  removeBuild,
  rootFileSystem,
  startContainer,
} from './image-container.js';

const run = promisify(execFile);
const IMAGE = 'localhost/conference-directory:ci';
const BUILD_TIMEOUT_MS = 30 * 60_000;
const REMOVE_TIMEOUT_MS = 5 * 60_000;
const DRAIN_PAUSE_MS = 1000;
const SHUTDOWN_TIMEOUT_MS = 10_000;

const inCi = process.env.CI === 'true';
const missing = missingForImage();
if (missing !== undefined && !inCi) console.warn(`image test skipped: ${missing}`);

describe.skipIf(missing !== undefined && !inCi)('the image, built and started without a Docker engine', () => {
  const startedElsewhere = process.env.IMAGE_BUILD_DIR !== undefined;
  // Made in beforeAll, so that listing the tests leaves nothing behind.
  let work = '';
  let buildDir = '';
  let data = '';
  let tmp = '';
  let build: ImageBuild;
  let config: ImageConfig;
  let root: string;
  let key: string;
  let server: ContainerProcess | undefined;

  beforeAll(async () => {
    if (missing !== undefined) throw new Error(`CI=true and ${missing}`);
    work = mkdtempSync(join(tmpdir(), 'confdir-image-'));
    buildDir = process.env.IMAGE_BUILD_DIR ?? join(work, 'build');
    data = join(work, 'data');
    tmp = join(work, 'tmp');
    mkdirSync(data);
    mkdirSync(tmp);
    chmodSync(tmp, 0o1777);
    // The operator's route: a snapshot, and a keys file given to the image's user (it is 0600).
    writeSourceFile(
      join(work, 'source.sqlite'),
      Array.from({ length: 10 }, () => sourceRow()),
    );
    buildSnapshot({ input: join(work, 'source.sqlite'), output: join(data, 'events.snapshot') });
    const keysArgs = ['--no', 'tsx', 'tools/keys.ts', 'create', '--label', 'image', '--plan', 'pro'];
    const created = await run('npx', [...keysArgs, '--keys-file', join(data, 'keys.json'), '--owner', '1000:1000'], {
      cwd: PROJECT_ROOT,
    });
    key = created.stdout.trim();

    build = await imageBuild(buildDir, startedElsewhere, BUILD_TIMEOUT_MS);
    console.log(`image build seconds: ${JSON.stringify(build.times)}`);
    config = await imageConfig(buildDir, IMAGE);
    root = rootFileSystem(buildDir, IMAGE);
  }, BUILD_TIMEOUT_MS + 120_000);

  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await server?.exited;
    if (buildDir !== '') await removeBuild(buildDir);
    if (work !== '') rmSync(work, { recursive: true, force: true });
    expect(buildDir !== '' && existsSync(buildDir)).toBe(false);
  }, REMOVE_TIMEOUT_MS);

  it('is built as the Dockerfile says: its HEALTHCHECK kept, its user 1000, no compiler, no dev dependencies', () => {
    const dockerfile = readFileSync(join(PROJECT_ROOT, 'Dockerfile'), 'utf8').replace(/\\\n/g, ' ');
    const healthcheck = /^HEALTHCHECK .*?CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect(config.Healthcheck?.Test).toEqual(['CMD', ...JSON.parse(healthcheck ?? 'null')]);
    expect(config.User).toBe('1000:1000');
    expect(Object.keys(config.Volumes ?? {})).toEqual(['/data']);
    // npm ran with none of the warnings the first build drew, and with engine-strict.
    expect(build.log).not.toMatch(/Unknown (env|project|cli) config|EBADENGINE/);
    expect(existsSync(join(root, 'usr/bin/g++'))).toBe(false);
    expect(existsSync(join(root, 'app/node_modules/typescript'))).toBe(false);
    // roaring's addon, compiled in the build stage for the image's Node.
    const native = join(root, 'app/node_modules/roaring/native');
    expect(readdirSync(native).some((name) => existsSync(join(native, name, 'roaring.node')))).toBe(true);
    expect(statSync(join(root, 'data')).uid).toBe(1000);
  });

  it('starts read-only as uid 1000, answers a keyed search and an MCP call, and drains on SIGTERM', async () => {
    const port = await freePort();
    const env = {
      HOST: '127.0.0.1',
      PORT: String(port),
      METRICS_PORT: String(await freePort()),
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      FEED_SECRET: LOOPBACK_FEED_SECRET,
      DRAIN_PAUSE_MS: String(DRAIN_PAUSE_MS),
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    };
    const base = `http://127.0.0.1:${port}`;
    const started = performance.now();
    const container = startContainer(root, config, { data, tmp }, env);
    server = container;
    await waitFor(
      async () => container.child.exitCode !== null || (await fetch(`${base}/readyz`)).status === 200,
      60_000,
      'the server in the image to be ready',
    );
    expect(container.child.exitCode, container.output()).toBeNull();
    const readyMs = performance.now() - started;

    const pid = container.pid();
    expect(pid).toBeDefined();
    expect(readFileSync(`/proc/${pid}/status`, 'utf8')).toMatch(/^Uid:\s+1000\s+1000\s+1000\s+1000$/m);

    const headers = { 'X-API-Key': key };
    const search = await fetch(`${base}/api/gpt/conferences?limit=3`, { headers });
    expect(search.status).toBe(200);
    expect(await search.json()).toMatchObject({ success: true, total: 10 });
    expect((await fetch(`${base}/api/gpt/conferences?limit=3`)).status).toBe(401);

    const call = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'searchConferences', arguments: { limit: 2 } },
      }),
    });
    expect(call.status).toBe(200);
    const answer = (await call.json()) as {
      result: { isError?: boolean; content: { text: string }[]; structuredContent: object };
    };
    expect(answer.result.isError ?? false).toBe(false);
    // The text is the answer in lines for a model; the structured content is the JSON.
    expect(answer.result.structuredContent).toMatchObject({ success: true, total: 10 });
    expect(answer.result.content[0]!.text).not.toBe('');

    // The HEALTHCHECK's command, run in the image as Docker runs it.
    const check = startContainer(root, config, { data, tmp }, env, config.Healthcheck!.Test.slice(1));
    expect((await check.exited).code, check.output()).toBe(0);

    const stopping = performance.now();
    process.kill(pid!, 'SIGTERM');
    const exit = await container.exited;
    const drainMs = performance.now() - stopping;
    expect(exit, container.output()).toEqual({ code: 0, signal: null });
    expect(container.output()).toContain('drained; exiting');
    expect(drainMs).toBeLessThan(DRAIN_PAUSE_MS + SHUTDOWN_TIMEOUT_MS);
    // Nothing written outside /data, not even to /tmp (a folder of the test's own, to see it).
    expect(readdirSync(tmp)).toEqual([]);
    console.log(`image start to ready ${readyMs.toFixed(0)} ms, SIGTERM to exit ${drainMs.toFixed(0)} ms`);
  });
});
