/**
 * The loaded gate (src/http/snapshot-readiness.ts): a pulling replica listens before its first
 * snapshot and answers the API 503 not_ready with retry-after until then; a process that listens
 * only once its file has loaded gets no gate, so its requests pay no hook for it.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerLoadedGate, type SnapshotSource } from '../../src/http/snapshot-readiness.js';
import { LoadingFile } from '../../src/ops/snapshot-supply.js';

function notLoadedYet(): SnapshotSource {
  return {
    current: () => {
      throw new Error('no snapshot yet');
    },
    loaded: () => false,
  };
}

describe('the loaded gate', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function appWith(snapshot: SnapshotSource): Promise<FastifyInstance> {
    app = Fastify();
    registerLoadedGate(app, snapshot);
    app.get('/probe', async () => ({ ok: true }));
    await app.ready();
    return app;
  }

  it('answers 503 with retry-after until a snapshot that may be absent has loaded', async () => {
    let loaded = false;
    const served = await appWith({ ...notLoadedYet(), loaded: () => loaded });
    const early = await served.inject({ url: '/probe' });
    expect(early.statusCode).toBe(503);
    expect(early.headers['retry-after']).toBe('5');
    loaded = true;
    expect((await served.inject({ url: '/probe' })).statusCode).toBe(200);
  });

  it('adds no hook for a source that is always loaded', async () => {
    const served = await appWith({ current: notLoadedYet().current });
    expect(served.printRoutes({ includeHooks: true })).not.toContain('onRequest');
  });

  it('adds no hook for a file that is still loading, since the process listens only once it has', async () => {
    const file = new LoadingFile(new Promise(() => undefined));
    expect(file.loaded()).toBe(false);
    const served = await appWith(file);
    expect(served.printRoutes({ includeHooks: true })).not.toContain('onRequest');
  });

  it('adds the hook for a source that listens before it has loaded', async () => {
    const served = await appWith(notLoadedYet());
    expect(served.printRoutes({ includeHooks: true })).toContain('onRequest');
  });
});
