/**
 * Timers around every hook and the handler of a Fastify route, and around Node's 'request'
 * listener of the app's server, for bench/hooks/run.ts.
 *
 * Fastify gives no public handle on a route's hook lists once the app is ready: they are arrays on
 * the route's context (the request's `fastify.context` symbol), read for each request. A first
 * request through a capturing hook finds the context; the arrays are then replaced by timed
 * wrappers of the same functions in the same order (the capturing hook left out).
 *
 * A hook's own time runs from its call to its `done` (the hooks after it run inside `done`, so
 * they are not counted in it), or to its return when it returns first (a hook that returns a
 * promise: its synchronous part; a hook that answers by itself: its answer included).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

type Hook = (...args: unknown[]) => unknown;
/** What Fastify keeps per route and reads per request (fastify/lib/context.js). */
type RouteContext = Record<string, unknown> & { handler: Hook };

/** The lifecycle hook lists a route's context holds (fastify/lib/hooks.js). */
const LIFECYCLE = [
  'onRequest',
  'preParsing',
  'preValidation',
  'preHandler',
  'preSerialization',
  'onSend',
  'onResponse',
];

/** Samples (µs; performance.now() counts ms) by name, in the order they were first recorded. */
export class Samples {
  readonly byName = new Map<string, number[]>();
  /** Off during warm-up: nothing is kept. */
  recording = false;

  add(name: string, micros: number): void {
    if (!this.recording) return;
    let list = this.byName.get(name);
    if (!list) this.byName.set(name, (list = []));
    list.push(micros);
  }
}

const contextSymbol = (request: FastifyRequest): symbol => {
  const found = Object.getOwnPropertySymbols(request).find((symbol) => symbol.description === 'fastify.context');
  if (!found) throw new Error('no route context on the request: another Fastify version?');
  return found;
};

/** "onRequest apiKeyCheck": the list and the function's name (Fastify binds hooks: "bound name"). */
function hookName(list: string, fn: Hook, position: number): string {
  const name = fn.name.replace(/^bound /, '');
  return `${list} ${name === '' ? `#${position + 1} (anonymous)` : name}`;
}

/** The handler's call is open until the answer is handed to the onSend hooks, or until it returns. */
interface OpenHandler {
  start: number;
  open: boolean;
}

function timedHook(name: string, fn: Hook, samples: Samples, handler: OpenHandler, label: string): Hook {
  return (...args: unknown[]) => {
    if (handler.open) {
      handler.open = false;
      samples.add(`${label}: handler until reply.send`, (performance.now() - handler.start) * 1000);
    }
    const start = performance.now();
    let timing = true;
    const stop = () => {
      if (!timing) return;
      timing = false;
      samples.add(`${label}: ${name}`, (performance.now() - start) * 1000);
    };
    const done = args[args.length - 1];
    if (typeof done === 'function') {
      args[args.length - 1] = (...out: unknown[]) => {
        stop();
        return (done as Hook)(...out);
      };
    }
    const result = fn(...args);
    // A hook that goes on later (a promise, or a callback after a limit check) is timed until its
    // done; one that answered by itself (a cached answer), until its return.
    const reply = args[1] as { sent?: boolean } | undefined;
    if (typeof done !== 'function' || reply?.sent === true) stop();
    return result;
  };
}

/**
 * Adds a capturing onRequest hook to `app` (before it is ready); `wrap(request, label)` called from a
 * request's first hook pass (`capture` below) times that request's route from then on.
 */
export function hookTimers(app: FastifyInstance, samples: Samples) {
  const wrapped = new Set<unknown>();
  let pending: { url: string; label: string } | undefined;
  const capture = (request: FastifyRequest, _reply: unknown, done: () => void) => {
    if (pending !== undefined && request.url === pending.url) {
      const context = (request as unknown as Record<symbol, RouteContext>)[contextSymbol(request)]!;
      if (!wrapped.has(context)) wrapContext(context, pending.label);
      wrapped.add(context);
      pending = undefined;
    }
    done();
  };
  app.addHook('onRequest', capture);

  function wrapContext(context: RouteContext, label: string): void {
    const handler: OpenHandler = { start: 0, open: false };
    for (const list of LIFECYCLE) {
      const hooks = context[list] as Hook[] | null;
      if (!hooks) continue;
      const kept = hooks.filter((fn) => fn.name !== `bound ${capture.name}`);
      context[list] = kept.map((fn, position) => timedHook(hookName(list, fn, position), fn, samples, handler, label));
    }
    const route = context.handler;
    context.handler = (...args: unknown[]) => {
      handler.start = performance.now();
      handler.open = true;
      try {
        return route(...args);
      } finally {
        if (handler.open) {
          handler.open = false;
          samples.add(`${label}: handler until reply.send`, (performance.now() - handler.start) * 1000);
        }
      }
    };
  }

  return {
    /** The next request to `url` gets its route's hooks timed, named under `label`. */
    expect(url: string, label: string): void {
      pending = { url, label };
    },
  };
}

/**
 * Times Node's 'request' listener of the app's server: what runs when a request arrives (routing,
 * the hooks, the handler, the answer written to the socket), under the label `current()` gives;
 * when a hook goes on after a promise (a limit check), until the answer's res.end has returned.
 */
export function timeRequestListener(app: FastifyInstance, samples: Samples, current: () => string): void {
  const listeners = app.server.listeners('request') as Hook[];
  app.server.removeAllListeners('request');
  for (const listener of listeners) {
    app.server.on('request', (...args: unknown[]) => {
      const start = performance.now();
      const response = args[1] as { writableEnded: boolean; end: Hook };
      const label = current();
      listener(...args);
      const record = () => samples.add(`${label}: request`, (performance.now() - start) * 1000);
      if (response.writableEnded) return record();
      const end = response.end;
      response.end = (...endArgs: unknown[]) => {
        const result = end.apply(response, endArgs);
        record();
        return result;
      };
    });
  }
}
