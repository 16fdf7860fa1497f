/**
 * What the server process says at startup: the docs address beside the example call, the warm
 * builds done before it listens, a one-line refusal in production without PUBLIC_BASE_URL, and one
 * warning for a base URL that is not https.
 */
import { describe, expect, it } from 'vitest';
import { WARM_BUILDS } from '../../src/search/snapshot-index.js';
import { SERVER_TEST_TIMEOUT_MS, waitForProgress } from '../fixtures/servers.js';
import { productionServers } from './production-server.js';

const servers = productionServers('confdir-startup-');

describe(
  'the server process at startup',
  () => {
    it('prints the docs address beside the example curl call', async () => {
      const server = await servers.start({ NODE_ENV: 'development' });
      const base = `http://127.0.0.1:${server.port}`;
      await waitForProgress(
        server.child,
        () => server.output.some((line) => line.includes('/docs')),
        'the startup lines',
      );
      const curl = server.output.findIndex((line) => line.includes('curl -H'));
      expect(server.output[curl]).toContain(`'${base}/api/gpt/conferences?`);
      expect(server.output[curl + 1]).toContain(`${base}/docs`);
    });

    it('builds every warm structure before it listens and reports ready, and logs their times', async () => {
      const server = await servers.start();
      const ready = await fetch(`http://127.0.0.1:${server.port}/readyz`);
      expect(ready.status).toBe(200);
      // The answer can come before the log line is read from the process's output: wait for it.
      await waitForProgress(
        server.child,
        () => server.output.some((line) => line.includes('Server listening at')),
        'the listening line',
      );
      const loaded = server.output.findIndex((line) => line.includes('"msg":"store loaded"'));
      const listening = server.output.findIndex((line) => line.includes('Server listening at'));
      expect(loaded).toBeGreaterThanOrEqual(0);
      expect(loaded).toBeLessThan(listening);
      const { warmMs } = JSON.parse(server.output[loaded]!) as { warmMs: Record<string, number> };
      expect(Object.keys(warmMs)).toEqual([...WARM_BUILDS]);
      for (const ms of Object.values(warmMs)) expect(ms).toBeGreaterThanOrEqual(0);
    });

    it('refuses to start in production without PUBLIC_BASE_URL, with one line naming it', async () => {
      // An empty value counts as unset.
      const start = servers.start({ PUBLIC_BASE_URL: '' });
      await expect(start).rejects.toThrow(
        /server exited with 1:\nMissing environment variable PUBLIC_BASE_URL: [^\n]+$/,
      );
    });

    it('warns once when PUBLIC_BASE_URL is not https', async () => {
      const server = await servers.start({ PUBLIC_BASE_URL: 'http://conferences.example.org' });
      await waitForProgress(
        server.child,
        () => server.output.some((line) => line.includes('curl -H')),
        'the startup lines',
      );
      const warnings = server.output.filter((line) => line.includes('PUBLIC_BASE_URL is not https'));
      expect(warnings).toHaveLength(1);
      expect(JSON.parse(warnings[0]!)).toMatchObject({ level: 40, publicBaseUrl: 'http://conferences.example.org' });
    });
  },
  SERVER_TEST_TIMEOUT_MS,
);
