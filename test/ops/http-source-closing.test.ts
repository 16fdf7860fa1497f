/**
 * The puller's HTTP client against a store that closes the connection while the body waits under
 * backpressure (undici issue 5360: Node's bundled fetch threw an uncatchable AssertionError from the
 * socket's `end` handler, ending the process). The store here is a loopback TCP server that writes
 * an answer, whole or cut short, and then ends the socket (FIN) or resets it; the client reads
 * nothing until the store's side of the socket has closed, so the FIN always lands on a paused body.
 * Repeated 200 times: Node's bundled fetch crashed within the first few rounds (measured with the
 * same server, a 64 KiB body). A crash shows here as an uncaught error, which fails the run. The app
 * is imported first, as the server assembles it: its `node:http` import installs the bundled
 * client as the global dispatcher, which the puller must not take.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../src/http/app.js';
import { HttpSource } from '../../src/ops/pull/http-source.js';

const BODY = Buffer.alloc(64 * 1024, 0x61);

type Ending = { kind: 'whole' } | { kind: 'cut'; at: number } | { kind: 'reset'; at: number };

describe('HttpSource when the store closes the connection under backpressure', () => {
  let server: Server;
  let port = 0;
  let ending: Ending = { kind: 'whole' };
  /** Resolved when the store's side of the current connection has closed. */
  let closed: () => void = () => {};

  function answer(socket: Socket): void {
    socket.on('error', () => {});
    socket.on('close', () => closed());
    socket.once('data', () => {
      socket.write(`HTTP/1.1 200 OK\r\nContent-Length: ${BODY.length}\r\nConnection: close\r\n\r\n`);
      if (ending.kind === 'whole') socket.end(BODY);
      else if (ending.kind === 'cut') socket.end(BODY.subarray(0, ending.at));
      else socket.write(BODY.subarray(0, ending.at), () => socket.resetAndDestroy());
    });
  }

  beforeAll(async () => {
    server = createServer(answer);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  async function readAll(body: AsyncIterable<Uint8Array>): Promise<number> {
    let bytes = 0;
    for await (const chunk of body) bytes += chunk.byteLength;
    return bytes;
  }

  it('never crashes: a whole body reads whole, a cut or reset one fails cleanly (200 rounds)', async () => {
    const source = new HttpSource(`http://127.0.0.1:${port}/store/`);
    const outcomes = { whole: 0, failed: 0 };
    for (let round = 0; round < 200; round++) {
      const at = 1 + ((round * 7919) % (BODY.length - 1));
      ending = round % 3 === 0 ? { kind: 'whole' } : round % 3 === 1 ? { kind: 'cut', at } : { kind: 'reset', at };
      const storeClosed = new Promise<void>((resolve) => {
        closed = resolve;
      });
      const blob = await source.openBlob('blob', AbortSignal.timeout(60_000)).catch((error: unknown) => error);
      if (blob instanceof Error) {
        // A reset can arrive before the headers are read: a clean refusal, not a crash.
        expect(ending.kind).toBe('reset');
        outcomes.failed++;
        continue;
      }
      const { body, close } = blob as Awaited<ReturnType<HttpSource['openBlob']>>;
      await storeClosed; // the FIN (or RST) has reached the client, whose body nobody has read yet
      const read = await readAll(body).catch((error: unknown) => error);
      close();
      if (ending.kind === 'whole') {
        expect(read).toBe(BODY.length);
        outcomes.whole++;
      } else {
        expect(read).toBeInstanceOf(Error);
        outcomes.failed++;
      }
    }
    expect(outcomes).toEqual({ whole: 67, failed: 133 });
  }, 300_000);
});
