/**
 * `GET /events/{id}`: an edition's page for people (docs/api.md, Event pages and citations), the
 * address a citation opens when the edition has no website of its own. No key; limited per client
 * address as the other pages are (DOCS_PER_MINUTE); kept by shared caches a short while, with a
 * strong ETag (a 304 for If-None-Match) and compressed as the client accepts. An unknown id is a
 * 404 page. Its Content-Security-Policy allows the page's one style sheet and nothing else.
 */
import type { FastifyInstance } from 'fastify';
import { EVENT_PAGE_PREFIX, eventPage, PAGE_STYLE } from '../../api/index.js';
import type { Config } from '../../config.js';
import type { KeyLimits } from '../../limits/index.js';
import type { Day } from '../../util/dates.js';
import type { Compressor } from '../encoding.js';
import { csp, limitPages, PAGE_CACHE, sha256 } from '../page-headers.js';
import { registerLoadedGate, type SnapshotSource } from '../snapshot-readiness.js';
import { StaticAnswer } from '../static-answer.js';

export const EVENT_PAGE_PATH = `${EVENT_PAGE_PREFIX}/:id`;

export interface EventPageOptions {
  snapshot: SnapshotSource;
  today(): Day;
  /** The request's time, in seconds. */
  now(): number;
  limits: KeyLimits;
  compressor: Compressor;
}

export function registerEventPages(
  app: FastifyInstance,
  config: Pick<Config, 'PUBLIC_BASE_URL' | 'DOCS_PER_MINUTE'>,
  options: EventPageOptions,
): void {
  const policy = csp({ 'style-src': sha256(PAGE_STYLE), 'form-action': "'none'" });
  void app.register(async (pages) => {
    registerLoadedGate(pages, options.snapshot);
    limitPages(pages, options.limits, config.DOCS_PER_MINUTE);
    pages.get<{ Params: { id: string } }>(EVENT_PAGE_PATH, async (request, reply) => {
      const context = {
        index: options.snapshot.current(),
        today: options.today(),
        now: options.now(),
        base: config.PUBLIC_BASE_URL,
      };
      const page = eventPage(request.params.id, context);
      const answer = new StaticAnswer('text/html; charset=utf-8', Buffer.from(page.html));
      reply.code(page.status).header('content-security-policy', policy);
      return answer.send(request, reply, options.compressor, PAGE_CACHE);
    });
  });
}
