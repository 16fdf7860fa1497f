/**
 * What the pages for people share (routes/docs.ts, routes/event-pages.ts): their
 * Content-Security-Policy, which replaces the API's strict one only as far as a page needs, and
 * the per-address limit that counts every request to them (DOCS_PER_MINUTE).
 */
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import type { KeyLimits } from '../limits/index.js';
import { PAGES_WINDOW, withinLimits } from './plugins/api-key.js';

/** The pages are kept a short while: they link the current versions of files, and show the current data. */
export const PAGE_CACHE = 'public, max-age=300';

/** A CSP source allowing exactly `text` (an inline style sheet). */
export const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A Content-Security-Policy allowing what `directives` allow, and nothing else. */
export function csp(directives: Record<string, string>): string {
  return Object.entries({ 'default-src': "'none'", ...directives, 'base-uri': "'none'", 'frame-ancestors': "'none'" })
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/** Counts every request of the scope `pages` against the client address's DOCS_PER_MINUTE. */
export function limitPages(pages: FastifyInstance, limits: KeyLimits, perMinute: number): void {
  pages.addHook('onRequest', (request, _reply, done) => {
    withinLimits(() => limits.checkAddress(PAGES_WINDOW, request, perMinute)).then(() => done(), done);
  });
}
