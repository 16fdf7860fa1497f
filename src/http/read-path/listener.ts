/**
 * The read path (docs/design.md, Request path): the keyed GETs of searches and details answered
 * below the framework. A listener placed before Fastify's on the server's `request` event decides
 * first, with no step's effect, whether it takes a request (decision.ts); what it leaves goes to
 * Fastify's listener unchanged. A request it takes runs the steps Fastify's hooks and handler run,
 * as plain calls in their order (steps.ts). The status, bytes, headers (in order), log lines and
 * metrics are Fastify's (test/http/read-path/listener.test.ts); what it saves is the framework's own
 * work around the steps: its request and reply objects, a child logger per request, the hook
 * runners, the send path. Requests Fastify answers through `inject` (the tests' app.inject) never
 * reach a server's listener: they all go through Fastify. The MCP POSTs the direct path answers
 * are taken the same way (../mcp/post-path.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { answerPost, type McpPostOptions, takesPost } from '../mcp/post-path.js';
import { type DecisionOptions, decision } from './decision.js';
import { answerTaken, type StepOptions } from './steps.js';

export type ReadPathOptions = DecisionOptions & StepOptions;

type Listener = (this: Server, req: IncomingMessage, res: ServerResponse) => void;

/**
 * Puts the read path (and with `post` the MCP POST's) before Fastify's listener on `app`'s server:
 * Fastify's own `request` listener then runs only for the requests they leave. From the app's close
 * on (Fastify's `closing`, which answers with Connection: close), they take none.
 */
export function installReadPath(app: FastifyInstance, options: ReadPathOptions, post?: McpPostOptions): void {
  const { server } = app;
  const listeners = server.listeners('request') as Listener[];
  if (listeners.length !== 1) throw new Error(`Fastify's server has ${listeners.length} request listeners, not one`);
  const fastify = listeners[0]!;
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  const take = decision(app, options);
  const answer = answerTaken(options, app.log);
  const takePost = post && takesPost(post);
  const answerMcp = post && answerPost(post, app.log);
  const isClosing = () => closing;
  server.removeAllListeners('request');
  server.on('request', function readPathFirst(this: Server, req: IncomingMessage, res: ServerResponse) {
    if (closing) return fastify.call(this, req, res);
    const taken = take(req);
    if (taken !== undefined) return answer(req, res, taken);
    const key = takePost?.(req);
    if (key === undefined) return fastify.call(this, req, res);
    answerMcp!(req, res, key, (left, its) => fastify.call(this, left, its), isClosing);
  });
}
