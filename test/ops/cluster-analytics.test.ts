/**
 * WORKERS=2: GET /analytics on METRICS_PORT (the primary's) adds up the searches every worker
 * answered, and SEARCH_ANALYTICS=off serves none.
 */
import { describe, expect, it } from 'vitest';
import { SERVER_TEST_TIMEOUT_MS, waitForProgress } from '../fixtures/servers.js';
import { get, productionServers } from '../integration/production-server.js';

const servers = productionServers('confdir-cluster-analytics-');

describe(
  'WORKERS=2: the search analytics of the process',
  () => {
    it("adds up every worker's searches on METRICS_PORT", async () => {
      const server = await servers.start({ WORKERS: '2' });
      const ready = async () => (await get(server.port, '/readyz', { connection: 'close' })).status === 200;
      await waitForProgress(server.child, ready, 'both workers ready');
      const count = 12;
      for (let i = 0; i < count; i++) {
        // A new connection each time, so that the primary hands them to both workers.
        const headers = { 'x-api-key': servers.key, connection: 'close' };
        expect((await get(server.port, `/api/gpt/conferences?q=robotics&limit=${1 + (i % 3)}`, headers)).status).toBe(
          200,
        );
      }
      const pids = new Set(
        server.output.flatMap((line) => (line.includes('"request completed"') ? [JSON.parse(line).pid as number] : [])),
      );
      expect(pids.size).toBe(2);
      const answer = await fetch(`http://127.0.0.1:${server.metricsPort}/analytics`);
      expect(answer.status).toBe(200);
      const { windows } = (await answer.json()) as { windows: any };
      expect(windows.hour.surfaces.action.searches).toBe(count);
      expect(windows.hour.surfaces.action.top.entries).toEqual([{ item: 'q=robotics', count, error: 0 }]);
    });

    it('serves no /analytics with SEARCH_ANALYTICS=off', async () => {
      const server = await servers.start({ WORKERS: '2', SEARCH_ANALYTICS: 'off' });
      expect((await fetch(`http://127.0.0.1:${server.metricsPort}/analytics`)).status).toBe(404);
    });
  },
  SERVER_TEST_TIMEOUT_MS,
);
