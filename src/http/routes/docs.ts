/**
 * The pages for people, no key needed: `/`, a landing page linking everything else; `/docs`, an
 * interactive reference (Swagger UI, served from the swagger-ui-dist package's own files) rendering
 * the served OpenAPI document, whose "Try it out" sends the key given under "Authorize" as
 * X-API-Key; `/docs/assistant`, the assistant kit (docs/assistant.md) as plain text; and
 * `/docs/notice`, the NOTICE file crediting the data and the served files with their licences.
 *
 * Every other route keeps the API's strict Content-Security-Policy (plugins/hardening.ts); these
 * pages replace it with one relaxed only as far as each page needs.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { API_KEY_HEADER } from '../../api/index.js';
import type { Config } from '../../config.js';
import { PROJECT_ROOT } from '../../util/paths.js';
import { calendarOffer } from './docs-calendar.js';
import { OPENAPI_PATH, OPENAPI_YAML_PATH } from './openapi.js';

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
const ASSET_CACHE = 'public, max-age=3600';

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

/** Every path these pages answer (for the OPTIONS and 405 answers of plugins/methods.ts). */
export const DOCS_PATHS: readonly string[] = [
  LANDING_PATH,
  DOCS_PATH,
  ASSISTANT_PATH,
  NOTICE_PATH,
  INITIALIZER_PATH,
  ...Object.keys(UI_FILES),
];

const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function csp(directives: Record<string, string>): string {
  return Object.entries({ 'default-src': "'none'", ...directives, 'base-uri': "'none'", 'frame-ancestors': "'none'" })
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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
<li>OpenAPI schema: ${link(OPENAPI_PATH, 'JSON')} or ${link(OPENAPI_YAML_PATH, 'YAML')}, for import into clients and chat assistants.</li>
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

function docsPage(basePath: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Conference Directory API: reference</title>
<link rel="icon" type="image/png" href="${escapeHtml(basePath)}/docs/favicon-32x32.png">
<link rel="stylesheet" href="${escapeHtml(basePath)}/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<footer><p>Data: world-countries (ODbL), GeoNames (CC BY 4.0) and more; see <a href="${escapeHtml(basePath)}${NOTICE_PATH}">data sources and licences</a>.</p></footer>
<script src="${escapeHtml(basePath)}/docs/swagger-ui-bundle.js"></script>
<script src="${escapeHtml(basePath)}${INITIALIZER_PATH}"></script>
</body>
</html>
`;
}

/** Starts Swagger UI on the served document; a script file, since the page's CSP allows no inline script. */
function initializer(basePath: string): string {
  const options = {
    url: `${basePath}${OPENAPI_PATH}`,
    dom_id: '#swagger-ui',
    deepLinking: true,
    layout: 'BaseLayout',
    // No calls to a public validator: nothing leaves this server.
    validatorUrl: null,
    tryItOutEnabled: true,
    displayRequestDuration: true,
    defaultModelsExpandDepth: 0,
  };
  return `'use strict';
// Swagger UI over this server's OpenAPI document. "Authorize" takes the API key; "Try it out" sends it as ${API_KEY_HEADER}.
window.addEventListener('load', function () {
  var options = ${JSON.stringify(options)};
  options.presets = [SwaggerUIBundle.presets.apis];${calendarOffer(basePath)}
  window.ui = SwaggerUIBundle(options);
});
`;
}

interface Asset {
  type: string;
  body: Buffer;
  gzipped: Buffer;
}

function asset(type: string, body: Buffer): Asset {
  return { type, body, gzipped: gzipSync(body) };
}

function sendAsset(request: FastifyRequest, reply: FastifyReply, { type, body, gzipped }: Asset): FastifyReply {
  reply.type(type).header('cache-control', ASSET_CACHE).header('vary', 'accept-encoding');
  const accepts = request.headers['accept-encoding'];
  if (typeof accepts === 'string' && /\bgzip\b/.test(accepts)) {
    return reply.header('content-encoding', 'gzip').send(gzipped);
  }
  return reply.send(body);
}

export function registerDocsRoutes(app: FastifyInstance, config: Pick<Config, 'PUBLIC_BASE_URL'>): void {
  const base = config.PUBLIC_BASE_URL;
  // Links are absolute paths under the base URL's own path (a proxy may serve the API under a prefix).
  const basePath = new URL(base).pathname.replace(/\/+$/, '');
  const landing = landingPage(base, basePath);
  const landingCsp = csp({ 'style-src': sha256(LANDING_STYLE) });
  const docs = docsPage(basePath);
  const docsCsp = csp({
    'script-src': "'self'",
    'style-src': "'self'",
    'img-src': "'self' data:",
    'font-src': "'self' data:",
    // The schema, and "Try it out" against the document's server.
    'connect-src': `'self' ${new URL(base).origin}`,
    'form-action': "'none'",
  });
  const assistant = readFileSync(ASSISTANT_FILE, 'utf8');
  const notice = readFileSync(NOTICE_FILE, 'utf8');
  // Read on first use: most apps (tests) never serve them.
  const assets = new Map<string, Asset>();
  const load = (path: string, make: () => Asset): Asset => {
    let found = assets.get(path);
    if (!found) assets.set(path, (found = make()));
    return found;
  };

  app.get(LANDING_PATH, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('content-security-policy', landingCsp).send(landing),
  );
  app.get(DOCS_PATH, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('content-security-policy', docsCsp).send(docs),
  );
  app.get(ASSISTANT_PATH, async (_request, reply) => reply.type('text/plain; charset=utf-8').send(assistant));
  app.get(NOTICE_PATH, async (_request, reply) => reply.type('text/plain; charset=utf-8').send(notice));
  app.get(INITIALIZER_PATH, async (request, reply) =>
    sendAsset(
      request,
      reply,
      load(INITIALIZER_PATH, () => asset('application/javascript; charset=utf-8', Buffer.from(initializer(basePath)))),
    ),
  );
  for (const [path, { file, type }] of Object.entries(UI_FILES)) {
    app.get(path, async (request, reply) =>
      sendAsset(
        request,
        reply,
        load(path, () => asset(type, readFileSync(join(UI_DIR, file)))),
      ),
    );
  }
}
