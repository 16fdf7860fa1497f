/** OPTIONS and other methods on the known paths, and the API's error body on what Node's HTTP parser refuses. */
import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ERROR_TABLE } from '../../src/api/errors.js';
import { waitFor } from '../fixtures/servers.js';
import { json } from './harness.js';
import { SEARCH, useOpsHarness } from './ops-harness.js';

const ops = useOpsHarness();
const ALLOW = 'GET, HEAD, OPTIONS';

describe('methods on the known paths', () => {
  it('answers OPTIONS with 204 and Allow, without CORS and without a key', async () => {
    const { app } = await ops.open();
    for (const url of [SEARCH, '/api/gpt/conferences/7', '/api/gpt/stats', '/healthz', '/api/gpt/openapi']) {
      const response = await app.inject({ method: 'OPTIONS', url });
      expect(response.statusCode, url).toBe(204);
      expect(response.headers.allow).toBe(ALLOW);
      expect(response.body).toBe('');
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
    const unknown = await app.inject({ method: 'OPTIONS', url: '/nowhere' });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toMatchObject({ success: false, error: 'Not found', code: 'route_not_found' });
  });

  it('with CORS on, answers a preflight and a plain OPTIONS with 204 (no text/plain 400)', async () => {
    const { app } = await ops.open({ env: { CORS_ORIGINS: 'https://app.example' } });
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: SEARCH,
      headers: { origin: 'https://app.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://app.example');
    expect(preflight.headers.allow).toBe(ALLOW);
    const plain = await app.inject({ method: 'OPTIONS', url: SEARCH });
    expect(plain.statusCode).toBe(204);
    expect(plain.headers.allow).toBe(ALLOW);
  });

  it('answers TRACE, QUERY and the other routable methods with a JSON 405 and Allow', async () => {
    const { app } = await ops.open();
    for (const method of ['TRACE', 'QUERY', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of [SEARCH, '/healthz']) {
        const response = await app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(405);
        expect(response.headers.allow).toBe(ALLOW);
        expect(json(response)).toEqual({
          success: false,
          error: 'Method not allowed',
          message: `${url} does not accept ${method}; use GET.`,
          code: 'method_not_allowed',
        });
      }
    }
  });
});

/** Sends raw bytes on a new connection and reads until the server closes it. */
function rawExchange(port: number, bytes: string, onConnected?: () => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1', () => {
      socket.write(bytes);
      onConnected?.();
    });
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer within 5 s')));
  });
}

function parse(answer: string): { status: number; headers: string; body: unknown } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body: JSON.parse(body) };
}

async function listening(app: FastifyInstance): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

describe('requests refused by the HTTP parser', () => {
  it('get the error body with Connection: close: 400 for a malformed request, 431 for headers over 16 KiB', async () => {
    const { app } = await ops.open();
    const port = await listening(app);
    const malformed = parse(await rawExchange(port, 'NOT A REQUEST\r\n\r\n'));
    expect(malformed.status).toBe(400);
    expect(malformed.headers).toContain('content-type: application/json; charset=utf-8');
    expect(malformed.headers).toContain('connection: close');
    expect(malformed.body).toEqual({
      success: false,
      error: 'Bad request',
      message: ERROR_TABLE.malformed_request.message(),
      code: 'malformed_request',
    });
    const oversized = parse(
      await rawExchange(port, `GET ${SEARCH} HTTP/1.1\r\nHost: x\r\nX-Pad: ${'p'.repeat(20_000)}\r\n\r\n`),
    );
    expect(oversized.status).toBe(431);
    expect(oversized.body).toMatchObject({
      success: false,
      error: 'Request header fields too large',
      code: 'headers_too_large',
    });
  });

  it('get the 400 on a kept-alive connection after its earlier answers too: a header value with ESC or DEL', async () => {
    const { app } = await ops.open();
    const port = await listening(app);
    for (const bad of ['\u001b[31m', 'a\u007fb']) {
      const socket: Socket = connect(port, '127.0.0.1');
      socket.setEncoding('latin1');
      let answer = '';
      socket.on('data', (chunk: string) => (answer += chunk));
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
      await waitFor(() => /\r\n\r\n[\s\S]*\}$/.test(answer), 5000, 'the first answer');
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      answer = '';
      socket.write(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Bad: ${bad}\r\n\r\n`, 'latin1');
      await closed;
      const refused = parse(answer);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.headers).toContain('connection: close');
      expect(refused.body).toMatchObject({ success: false, code: 'malformed_request' });
    }
  });

  it('write no 400 in front of a response in progress: a malformed request pipelined behind one', async () => {
    const { app } = await ops.open();
    const port = await listening(app);
    const answer = await rawExchange(
      port,
      `GET ${SEARCH} HTTP/1.1\r\nHost: x\r\nX-API-Key: ${ops.pro.key}\r\n\r\nGET /healthz HTTP/1.1\r\nX-Bad: \u001b\r\n\r\n`,
    );
    expect(answer).not.toMatch(/^HTTP\/1\.1 400 /);
  });

  it('get a 408 with the error body when a request is not received in time', async () => {
    const { app } = await ops.open();
    const port = await listening(app);
    const accepted = new Promise<Socket>((resolve) => app.server.once('connection', resolve));
    // Node raises this clientError when REQUEST_TIMEOUT_MS passes (test/mcp/timeouts.test.ts waits for the real one).
    const partial = 'GET /api/gpt/stats HTTP/1.1\r\nHost: x\r\n';
    const answer = rawExchange(port, partial, async () => {
      const socket = await accepted;
      // As with a real timeout, the server has read what was sent: closing a socket with unread
      // bytes makes the kernel answer with a reset instead of the response (seen on Node 24).
      await waitFor(async () => socket.bytesRead >= partial.length, 5000, 'the partial request read');
      const timeout = Object.assign(new Error('Request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });
      app.server.emit('clientError', timeout, socket);
    });
    const timedOut = parse(await answer);
    expect(timedOut.status).toBe(408);
    expect(timedOut.headers).toContain('connection: close');
    expect(timedOut.body).toEqual({
      success: false,
      error: 'Request timeout',
      message: ERROR_TABLE.request_timeout.message(),
      code: 'request_timeout',
    });
  });
});
