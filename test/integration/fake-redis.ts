import { createServer, type Server, type Socket } from 'node:net';
import { freePort } from '../fixtures/servers.js';

/**
 * A minimal Redis stand-in on loopback, speaking just enough RESP for the server's client (the
 * ready check's INFO, the client-info commands, and the rate limiter's script, answered as a first
 * request in a fresh window). hold() makes it keep the next script replies until release(), which
 * pins a request inside the app: it has been routed, its key checked, and it waits for its rate
 * limit counter. That is a request truly in flight, with no timing guesswork.
 */
export interface FakeRedis {
  url: string;
  /** Holds script replies from now on; `arrived` settles when the first held one comes in. */
  hold(): { arrived: Promise<void>; release(): void };
  close(): Promise<void>;
}

export async function startFakeRedis(): Promise<FakeRedis> {
  let gate: Promise<void> | undefined;
  let onArrival: (() => void) | undefined;
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffered = Buffer.alloc(0);
    // Replies go out in command order, so a held reply also holds the ones behind it.
    let chain: Promise<void> = Promise.resolve();
    socket.on('data', (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      for (;;) {
        const parsed = parseCommand(buffered);
        if (!parsed) break;
        buffered = buffered.subarray(parsed.consumed);
        const name = parsed.args[0]?.toLowerCase() ?? '';
        const script = name === 'evalsha' || name === 'eval';
        const waitFor = script ? gate : undefined;
        if (script && waitFor) {
          onArrival?.();
          onArrival = undefined;
        }
        const reply = replyTo(name);
        chain = chain
          .then(() => waitFor)
          .then(() => {
            if (!socket.destroyed) socket.write(reply);
          });
      }
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${port}`,
    hold() {
      let release!: () => void;
      gate = new Promise<void>((resolve) => (release = resolve));
      const arrived = new Promise<void>((resolve) => (onArrival = resolve));
      return {
        arrived,
        release: () => {
          gate = undefined;
          release();
        },
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** One RESP command (an array of bulk strings), or undefined when more bytes are needed. */
function parseCommand(buffer: Buffer): { args: string[]; consumed: number } | undefined {
  const readLine = (from: number): { line: string; next: number } | undefined => {
    const end = buffer.indexOf('\r\n', from);
    return end < 0 ? undefined : { line: buffer.toString('utf8', from, end), next: end + 2 };
  };
  const head = readLine(0);
  if (!head) return undefined;
  if (!head.line.startsWith('*')) throw new Error(`unexpected RESP from the client: ${head.line}`);
  const count = Number(head.line.slice(1));
  const args: string[] = [];
  let at = head.next;
  for (let i = 0; i < count; i++) {
    const size = readLine(at);
    if (!size) return undefined;
    const length = Number(size.line.slice(1));
    if (buffer.length < size.next + length + 2) return undefined;
    args.push(buffer.toString('utf8', size.next, size.next + length));
    at = size.next + length + 2;
  }
  return { args, consumed: at };
}

function replyTo(command: string): string {
  if (command === 'info') {
    const info = '# Server\r\nredis_version:7.2.0\r\n# Persistence\r\nloading:0\r\n';
    return `$${Buffer.byteLength(info)}\r\n${info}\r\n`;
  }
  if (command === 'ping') return '+PONG\r\n';
  // The rate limiter's script answers [count, ttl in ms]: the first request of a fresh window.
  if (command === 'evalsha' || command === 'eval') return '*2\r\n:1\r\n:60000\r\n';
  return '+OK\r\n';
}
