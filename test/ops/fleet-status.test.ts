/** The rows and the verdict of `npm run fleet -- status`, from /readyz bodies and an unreachable replica. */
import { describe, expect, it } from 'vitest';
import { agreement, askReplica, readyzUrl, renderTable, rowOf } from '../../src/ops/fleet-status.js';
import { freePort } from '../fixtures/servers.js';

const pulled = (version: string, pointer: string, status = 'ready', reasonCode: string | null = null) => ({
  status,
  snapshot: { version, events: 1234567 },
  source: { pointer_version: pointer, reason_code: reasonCode },
  keys: { file_refused: null },
});

describe('fleet status', () => {
  it("asks /readyz under the replica's base URL", () => {
    expect(readyzUrl('http://10.0.0.1:3000')).toBe('http://10.0.0.1:3000/readyz');
    expect(readyzUrl('http://10.0.0.1:3000/')).toBe('http://10.0.0.1:3000/readyz');
    expect(readyzUrl('http://10.0.0.1:3000/readyz')).toBe('http://10.0.0.1:3000/readyz');
  });

  it('makes a row of served and pointer versions, state, reason code and events', () => {
    expect(rowOf('a', pulled('v2', 'v3', 'degraded', 'checksum_mismatch'))).toEqual({
      replica: 'a',
      served: 'v2',
      pointer: 'v3',
      state: 'degraded',
      reason: 'checksum_mismatch',
      events: '1,234,567',
    });
    expect(
      rowOf('b', {
        status: 'not ready',
        snapshot: null,
        source: { pointer_version: null, reason_code: 'store_unreachable' },
      }),
    ).toMatchObject({ served: '-', pointer: '-', reason: 'store_unreachable', events: '-' });
    // A replica that follows a file has no pointer; a refused file is its reason.
    expect(
      rowOf('c', { status: 'degraded', snapshot: { version: 'v1', events: 3, file_refused: { reason: 'truncated' } } }),
    ).toMatchObject({ pointer: 'n/a (file)', reason: 'snapshot file: truncated' });
  });

  it("agrees only when every replica is ready on its pointer's one version", () => {
    expect(agreement([rowOf('a', pulled('v3', 'v3')), rowOf('b', pulled('v3', 'v3'))])).toEqual({
      agreed: true,
      summary: '2 replicas ready, all serving v3',
    });
    expect(
      agreement([rowOf('a', pulled('v3', 'v3')), rowOf('b', pulled('v2', 'v3', 'degraded', 'disk_full'))]),
    ).toEqual({ agreed: false, summary: "2 replicas: 1 not ready, 1 not on the pointer's version, 2 versions served" });
  });

  it('renders aligned columns, and an unreachable replica as a row saying so', async () => {
    const url = `http://127.0.0.1:${await freePort()}`;
    const down = await askReplica(url, 2000);
    expect(down).toMatchObject({ replica: url, state: 'unreachable', reason: 'ECONNREFUSED' });
    const table = renderTable([rowOf('http://a', pulled('v3', 'v3')), down]).split('\n');
    expect(table[0]).toMatch(/^REPLICA {2,}SERVED {2}POINTER {2}STATE {8,}REASON {8,}EVENTS$/);
    expect(table[0]!.indexOf('SERVED')).toBe(table[1]!.indexOf('v3'));
    expect(table[2]).toContain('unreachable');
  });
});
