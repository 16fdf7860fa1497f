/**
 * The pages for people, no key needed: `/`, a landing page linking everything else; `/docs`, an
 * interactive reference (Swagger UI, served from the swagger-ui-dist package's own files) rendering
 * the full OpenAPI document, whose "Try it out" sends the key given under "Authorize" as
 * X-API-Key; `/docs/assistant`, the assistant kit (docs/assistant.md) as plain text; and
 * `/docs/notice`, the NOTICE file crediting the data and the served files with their licences.
 *
 * Every other route keeps the API's strict Content-Security-Policy (plugins/hardening.ts); these
 * pages replace it with one relaxed only as far as each page needs.
 *
 * The reference's files are linked with their content's version in the URL (`?v=`), and answered
 * with a year's `immutable` cache lifetime when it matches, so that a browser asks for the bundle
 * once; each is compressed once per process. Every path here is limited per client address
 * (DOCS_PER_MINUTE): the bundle is 1.5 MB.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { API_KEY_HEADER } from '../../api/index.js';
import type { Config } from '../../config.js';
import type { KeyLimits } from '../../limits/index.js';
import { escapeHtml } from '../../util/html.js';
import { PROJECT_ROOT } from '../../util/paths.js';
import type { Compressor } from '../encoding.js';
import { csp, limitPages, PAGE_CACHE, sha256 } from '../page-headers.js';
import { StaticAnswer } from '../static-answer.js';
import { FULL_OPENAPI_PATH, FULL_OPENAPI_YAML_PATH, OPENAPI_PATH, OPENAPI_YAML_PATH } from './openapi.js';

const LANDING_PATH = '/';
export const DOCS_PATH = '/docs';
export const ASSISTANT_PATH = '/docs/assistant';
/** The assistant kit's source, served at ASSISTANT_PATH. */
export const ASSISTANT_FILE = join(PROJECT_ROOT, 'docs', 'assistant.md');
export const NOTICE_PATH = '/docs/notice';
/** The data and licence credits, served at NOTICE_PATH. */
export const NOTICE_FILE = join(PROJECT_ROOT, 'NOTICE');

const require = createRequire(import.meta.url);
const UI_DIR = dirname(require.resolve('swagger-ui-dist/package.json'));
/** The reference's files at their versioned URL, and without the version (or another one). */
const VERSIONED_CACHE = 'public, max-age=31536000, immutable';
export const ASSET_CACHE = 'public, max-age=3600';

/** Files of the swagger-ui-dist package, by the path they are served at. */
const UI_FILES = {
  '/docs/swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css; charset=utf-8' },
  '/docs/swagger-ui-bundle.js': { file: 'swagger-ui-bundle.js', type: 'application/javascript; charset=utf-8' },
  '/docs/favicon-32x32.png': { file: 'favicon-32x32.png', type: 'image/png' },
  // Where the bundle's first line points ("For license information please see ..."), and the
  // package's own licence (NOTICE links both).
  '/docs/swagger-ui-bundle.js.LICENSE.txt': {
    file: 'swagger-ui-bundle.js.LICENSE.txt',
    type: 'text/plain; charset=utf-8',
  },
  '/docs/swagger-ui-LICENSE.txt': { file: 'LICENSE', type: 'text/plain; charset=utf-8' },
} as const;
const INITIALIZER_PATH = '/docs/docs.js';
/** The "add to calendar" offer of the reference, a file of the repository's public/ folder. */
const CALENDAR_OFFER_PATH = '/docs/calendar-offer.js';
const CALENDAR_OFFER_FILE = join(PROJECT_ROOT, 'public', 'docs', 'calendar-offer.js');
const JS_TYPE = 'application/javascript; charset=utf-8';

/** Every path these pages answer (for the OPTIONS and 405 answers of plugins/methods.ts). */
export const DOCS_PATHS: readonly string[] = [
  LANDING_PATH,
  DOCS_PATH,
  ASSISTANT_PATH,
  NOTICE_PATH,
  INITIALIZER_PATH,
  CALENDAR_OFFER_PATH,
  ...Object.keys(UI_FILES),
];

const LANDING_STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; max-width: 44rem; margin: 2rem auto; padding: 0 1rem; color: #1b1f24; }
h1 { font-size: 1.6rem; margin-bottom: 0.2rem; }
li { margin: 0.3rem 0; }
code, pre { font: 14px ui-monospace, monospace; background: #f3f4f6; border-radius: 4px; }
code { padding: 0.1rem 0.3rem; }
pre { padding: 0.7rem; overflow-x: auto; }
a { color: #0b57d0; }
`;

function landingPage(base: string, basePath: string): string {
  const link = (path: string, text: string) => `<a href="${escapeHtml(basePath + path)}">${text}</a>`;
  const example = `curl -H '${API_KEY_HEADER}: YOUR_KEY' '${base}/api/gpt/conferences?q=machine+learning&limit=3'`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Conference Directory API</title>
<style>${LANDING_STYLE}</style>
</head>
<body>
<h1>Conference Directory API</h1>
<p>Read-only search over academic conferences, seminars, workshops and webinars worldwide, as JSON.</p>
<ul>
<li>${link(DOCS_PATH, 'API reference')}: every operation, parameter and answer; try them with your key.</li>
<li>OpenAPI schema for chat assistants: ${link(OPENAPI_PATH, 'JSON')} or ${link(OPENAPI_YAML_PATH, 'YAML')}; the full schema, every operation and parameter, for clients: ${link(FULL_OPENAPI_PATH, 'JSON')} or ${link(FULL_OPENAPI_YAML_PATH, 'YAML')}.</li>
<li>${link(ASSISTANT_PATH, 'Assistant kit')}: instructions ready to paste into a chat assistant's builder.</li>
<li>${link('/readyz', 'Readiness')}: whether this server is serving, and its data version.</li>
<li>${link(NOTICE_PATH, 'Data sources and licences')}: world-countries (ODbL), GeoNames (CC BY 4.0) and the rest.</li>
</ul>
<p>Every operation needs an API key in the <code>${API_KEY_HEADER}</code> header; these pages and the schema do not.</p>
<pre>${escapeHtml(example)}</pre>
</body>
</html>
`;
}

/** The versioned URL of each file, under the base path. */
type FileUrls = (path: string) => string;

function docsPage(basePath: string, url: FileUrls): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Conference Directory API: reference</title>
<link rel="icon" type="image/png" href="${escapeHtml(url('/docs/favicon-32x32.png'))}">
<link rel="stylesheet" href="${escapeHtml(url('/docs/swagger-ui.css'))}">
</head>
<body>
<div id="swagger-ui"></div>
<footer><p>Data: world-countries (ODbL), GeoNames (CC BY 4.0) and more; see <a href="${escapeHtml(basePath)}${NOTICE_PATH}">data sources and licences</a>.</p></footer>
<script src="${escapeHtml(url('/docs/swagger-ui-bundle.js'))}"></script>
<script src="${escapeHtml(url(CALENDAR_OFFER_PATH))}"></script>
<script src="${escapeHtml(url(INITIALIZER_PATH))}"></script>
</body>
</html>
`;
}

/** Starts Swagger UI on the served document; a script file, since the page's CSP allows no inline script. */
function initializer(basePath: string): string {
  const options = {
    // The full document: every operation and parameter, the calendar GETs included.
    url: `${basePath}${FULL_OPENAPI_PATH}`,
    dom_id: '#swagger-ui',
    deepLinking: true,
    layout: 'BaseLayout',
    // No calls to a public validator: nothing leaves this server.
    validatorUrl: null,
    tryItOutEnabled: true,
    displayRequestDuration: true,
    defaultModelsExpandDepth: 0,
  };
  const calendar = {
    search: `${basePath}/api/gpt/conferences`,
    feeds: `${basePath}/api/gpt/feeds`,
    keyHeader: API_KEY_HEADER,
  };
  return `'use strict';
// Swagger UI over this server's OpenAPI document. "Authorize" takes the API key; "Try it out" sends it as ${API_KEY_HEADER}.
window.addEventListener('load', function () {
  var options = ${JSON.stringify(options)};
  options.presets = [SwaggerUIBundle.presets.apis];
  window.offerCalendar(options, ${JSON.stringify(calendar)});
  window.ui = SwaggerUIBundle(options);
});
`;
}

/** The reference's files by path: the package's, the offer's and the initializer's, read once. */
function referenceFiles(basePath: string): Map<string, StaticAnswer> {
  const files = new Map<string, StaticAnswer>();
  for (const [path, { file, type }] of Object.entries(UI_FILES)) {
    files.set(path, new StaticAnswer(type, readFileSync(join(UI_DIR, file))));
  }
  files.set(CALENDAR_OFFER_PATH, new StaticAnswer(JS_TYPE, readFileSync(CALENDAR_OFFER_FILE)));
  files.set(INITIALIZER_PATH, new StaticAnswer(JS_TYPE, Buffer.from(initializer(basePath))));
  return files;
}

/** A year's immutable lifetime for a file asked for at its current version, an hour otherwise. */
function fileCache(request: FastifyRequest, file: StaticAnswer): string {
  const { v } = request.query as { v?: unknown };
  return v === file.version ? VERSIONED_CACHE : ASSET_CACHE;
}

export interface DocsRouteOptions {
  limits: KeyLimits;
  compressor: Compressor;
}

export function registerDocsRoutes(
  app: FastifyInstance,
  config: Pick<Config, 'PUBLIC_BASE_URL' | 'DOCS_PER_MINUTE'>,
  { limits, compressor }: DocsRouteOptions,
): void {
  void app.register(async (pages) => {
    limitPages(pages, limits, config.DOCS_PER_MINUTE);
    registerPages(pages, config, compressor);
  });
}

function registerPages(app: FastifyInstance, config: Pick<Config, 'PUBLIC_BASE_URL'>, compressor: Compressor): void {
  const base = config.PUBLIC_BASE_URL;
  // Links are absolute paths under the base URL's own path (a proxy may serve the API under a prefix).
  const basePath = new URL(base).pathname.replace(/\/+$/, '');
  const landing = landingPage(base, basePath);
  const landingCsp = csp({ 'style-src': sha256(LANDING_STYLE) });
  // Read on first use: most apps (tests) never serve them.
  let files: Map<string, StaticAnswer> | undefined;
  const file = (path: string): StaticAnswer => (files ??= referenceFiles(basePath)).get(path)!;
  let docs: string | undefined;
  const docsHtml = () => (docs ??= docsPage(basePath, (path) => `${basePath}${path}?v=${file(path).version}`));
  const docsCsp = csp({
    'script-src': "'self'",
    'style-src': "'self'",
    'img-src': "'self' data:",
    'font-src': "'self' data:",
    // The schema, and "Try it out" against the document's server.
    'connect-src': `'self' ${new URL(base).origin}`,
    'form-action': "'none'",
  });
  const assistant = new StaticAnswer('text/plain; charset=utf-8', readFileSync(ASSISTANT_FILE));
  const notice = new StaticAnswer('text/plain; charset=utf-8', readFileSync(NOTICE_FILE));

  app.get(LANDING_PATH, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', landingCsp)
      .header('cache-control', PAGE_CACHE)
      .send(landing),
  );
  app.get(DOCS_PATH, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', docsCsp)
      .header('cache-control', PAGE_CACHE)
      .send(docsHtml()),
  );
  app.get(ASSISTANT_PATH, async (request, reply) => assistant.send(request, reply, compressor, ASSET_CACHE));
  app.get(NOTICE_PATH, async (request, reply) => notice.send(request, reply, compressor, ASSET_CACHE));
  for (const path of [INITIALIZER_PATH, CALENDAR_OFFER_PATH, ...Object.keys(UI_FILES)]) {
    app.get(path, async (request, reply) => {
      const answer = file(path);
      return answer.send(request, reply, compressor, fileCache(request, answer));
    });
  }
}
