/**
 * Slow requests on /mcp are cut off as on the rest of the API: headers and body must arrive within
 * REQUEST_TIMEOUT_MS (1 s here), or the connection gets a 408 and is closed. A POST cut off while
 * its body trickles counts once against the plan, as every refused POST of a known key does (its
 * headers were read and its key checked); one cut off before its headers are whole counts nothing.
 * The requests are written byte by byte on a raw socket.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../harness.js';
import { type ListeningApi, post, startListeningApi } from '../../mcp/client.js';

const TIMEOUT_MS = 1000;
/** Node checks every tenth of the timeout; the rest is room for a busy machine. */
const CUT_WITHIN_MS = 2 * TIMEOUT_MS;
const PER_MINUTE = 10;
const STEP_MS = 50;

let api: ListeningApi;
beforeAll(async () => {
  api = await startListeningApi({
    config: testConfig({ REQUEST_TIMEOUT_MS: String(TIMEOUT_MS), PLAN_PRO_PER_MINUTE: String(PER_MINUTE) }),
  });
});
afterAll(async () => {
  await api.close();
});

interface Trickled {
  /** From connecting to the connection's close. */
  elapsedMs: number;
  /** The status line received, if any. */
  statusLine: string;
}

/**
 * Sends `head` whole (or trickled when `trickleHead`), then `body` in chunks of `chunk` bytes,
 * one every STEP_MS, until the server closes the connection; gives up after 10 s.
 */
function trickle(head: string, body: string, options: { trickleHead?: boolean; chunk?: number } = {}) {
  const pending = options.trickleHead ? [...head] : [head];
  const chunk = options.chunk ?? 1;
  for (let i = 0; i < body.length; i += chunk) pending.push(body.slice(i, i + chunk));
  return new Promise<Trickled>((resolve) => {
    const started = Date.now();
    let received = '';
    const socket = connect(Number(api.mcpUrl.port), '127.0.0.1');
    const timer = setInterval(() => {
      const next = pending.shift();
      if (next !== undefined && !socket.destroyed) socket.write(next);
    }, STEP_MS);
    const giveUp = setTimeout(() => socket.destroy(), 10_000);
    socket.on('data', (data) => {
      received += data.toString('latin1');
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ elapsedMs: Date.now() - started, statusLine: received.split('\r\n', 1)[0] ?? '' });
    });
  });
}

const PING = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' });

function mcpHead(contentLength: number): string {
  return [
    'POST /mcp HTTP/1.1',
    'Host: 127.0.0.1',
    `X-API-Key: ${api.key}`,
    'Content-Type: application/json',
    'Accept: application/json, text/event-stream',
    `Content-Length: ${contentLength}`,
    'Connection: close',
    '',
    '',
  ].join('\r\n');
}

describe('slow requests', () => {
  it('cut a trickled /mcp body off with a 408 within the request timeout, as a trickled API request', async () => {
    const [body, headers, apiHeaders] = await Promise.all([
      trickle(mcpHead(4000), ' '.repeat(4000)),
      trickle(mcpHead(PING.length), PING, { trickleHead: true }),
      trickle(`GET /api/gpt/topics HTTP/1.1\r\nHost: 127.0.0.1\r\nX-API-Key: ${api.key}\r\n\r\n`, '', {
        trickleHead: true,
      }),
    ]);
    for (const [name, cut] of Object.entries({ body, headers, apiHeaders })) {
      expect(cut.statusLine, name).toBe('HTTP/1.1 408 Request Timeout');
      expect(cut.elapsedMs, name).toBeGreaterThanOrEqual(TIMEOUT_MS - STEP_MS);
      expect(cut.elapsedMs, name).toBeLessThan(CUT_WITHIN_MS);
    }
  });

  it('answer a body that arrives slowly but within the timeout, having counted the POST cut off in its body', async () => {
    const slow = await trickle(mcpHead(PING.length), PING, { chunk: 10 });
    expect(slow.statusLine).toBe('HTTP/1.1 200 OK');
    const after = await post(api, { jsonrpc: '2.0', id: 2, method: 'ping' });
    expect(after.status).toBe(200);
    // The body cut off above, the slow one, and this one; not the two cut off in their headers.
    expect(after.headers.get('x-ratelimit-remaining')).toBe(String(PER_MINUTE - 3));
  });
});
