/**
 * The pages for people: the landing page, the interactive reference and the assistant kit, with
 * no key, a CSP relaxed on those pages only, and the API's JSON 404 and 405 everywhere else.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/http/app.js';
import { OPERATIONS } from '../../src/api/operations.js';
import { ASSISTANT_SEARCH_PARAMETERS } from '../../src/api/schemas/index.js';
import { ASSISTANT_FILE, ASSISTANT_PATH, DOCS_PATH, NOTICE_FILE, NOTICE_PATH } from '../../src/http/routes/docs.js';
import { PROJECT_ROOT } from '../../src/util/paths.js';
import { json, startTestApi, type TestApi, testConfig } from './harness.js';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const noKey = {};

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Record<string, string> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name!, values.join(' ')];
      }),
  );
}

describe('the landing page /', () => {
  it("is HTML without a key, linking the docs, the assistant's and the full schema, the assistant kit and readiness", async () => {
    const response = await api.get('/', noKey);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    for (const href of [
      '/docs',
      '/api/gpt/openapi',
      '/api/gpt/openapi.yaml',
      '/api/gpt/openapi/full',
      '/api/gpt/openapi/full.yaml',
      '/docs/assistant',
      '/readyz',
      NOTICE_PATH,
    ]) {
      expect(response.body).toContain(`href="${href}"`);
    }
    expect(response.body).toContain('X-API-Key');
    expect(response.body).toContain(`${api.config.PUBLIC_BASE_URL}/api/gpt/conferences?`);
  });

  it('allows its own inline style by hash and nothing else', async () => {
    const csp = directives((await api.get('/', noKey)).headers['content-security-policy']);
    expect(csp['default-src']).toBe("'none'");
    expect(csp['style-src']).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(csp['script-src']).toBeUndefined();
    expect(csp['frame-ancestors']).toBe("'none'");
  });
});

describe('the API reference /docs', () => {
  it('is HTML without a key that loads Swagger UI from this server only', async () => {
    const response = await api.get(DOCS_PATH, noKey);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const sources = [...response.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    // The files at their versions (`?v=`), so that a browser may keep them for a year.
    expect(sources.map((source) => source?.replace(/\?v=[\w-]{16}$/, ''))).toEqual([
      '/docs/favicon-32x32.png',
      '/docs/swagger-ui.css',
      NOTICE_PATH,
      '/docs/swagger-ui-bundle.js',
      '/docs/calendar-offer.js',
      '/docs/docs.js',
    ]);
    expect(sources.filter((source) => source !== NOTICE_PATH).every((source) => /\?v=[\w-]{16}$/.test(source!))).toBe(
      true,
    );
    expect(response.body).toMatch(/<footer>.*world-countries \(ODbL\), GeoNames \(CC BY 4\.0\).*<\/footer>/);
  });

  it('relaxes its CSP to scripts, styles and requests of this server only', async () => {
    const csp = directives((await api.get(DOCS_PATH, noKey)).headers['content-security-policy']);
    expect(csp).toMatchObject({
      'default-src': "'none'",
      'script-src': "'self'",
      'style-src': "'self'",
      'connect-src': `'self' ${api.config.PUBLIC_BASE_URL}`,
      'frame-ancestors': "'none'",
    });
  });

  it("keeps the API's own CSP on the API and schema routes", async () => {
    const pages = [
      (await api.get('/', noKey)).headers['content-security-policy'],
      (await api.get(DOCS_PATH, noKey)).headers['content-security-policy'],
    ];
    const strict = (await api.get('/healthz', noKey)).headers['content-security-policy'];
    expect(directives(strict)['default-src']).toBe("'none'");
    expect(directives(strict)['connect-src']).toBeUndefined();
    for (const url of ['/api/gpt/openapi', '/api/gpt/stats', '/api/gpt/nothing', ASSISTANT_PATH]) {
      const csp = (await api.get(url)).headers['content-security-policy'];
      expect(csp, url).toBe(strict);
      expect(pages, url).not.toContain(csp);
    }
  });

  it("serves the renderer's own package files, brotli or gzip as asked", async () => {
    const bundle = await api.get('/docs/swagger-ui-bundle.js', noKey);
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(bundle.body).toContain('SwaggerUIBundle');
    const asked = (encoding: string) =>
      api.app.inject({ url: '/docs/swagger-ui-bundle.js', headers: { 'accept-encoding': encoding } });
    const zipped = await asked('gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(bundle.body);
    const brotli = await asked('gzip, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(bundle.body);
    const css = await api.get('/docs/swagger-ui.css', noKey);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('starts Swagger UI on the full document', async () => {
    const script = await api.get('/docs/docs.js', noKey);
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('"url":"/api/gpt/openapi/full"');
    expect(script.body).toContain('"validatorUrl":null');
    expect(script.body).toContain('window.offerCalendar(options, {"search":"/api/gpt/conferences"');
  });

  it('serves the calendar offer as the file it is, public/docs/calendar-offer.js', async () => {
    const offer = await api.get('/docs/calendar-offer.js', noKey);
    expect(offer.statusCode).toBe(200);
    expect(offer.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(offer.body).toBe(readFileSync(join(PROJECT_ROOT, 'public', 'docs', 'calendar-offer.js'), 'utf8'));
    const dockerfile = readFileSync(join(PROJECT_ROOT, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^COPY public \.\/public$/m);
  });
});

describe("the reference's files: cache lifetimes and the per-address limit", () => {
  const versioned = async (path: string) => {
    const page = (await api.get(DOCS_PATH, noKey)).body;
    const url = new RegExp(`"(${path.replaceAll('.', '\\.')}\\?v=[\\w-]{16})"`).exec(page)?.[1];
    expect(url, path).toBeDefined();
    return url!;
  };

  it('keeps a file a year, immutable, at the version the page links, an hour otherwise', async () => {
    for (const path of [
      '/docs/swagger-ui-bundle.js',
      '/docs/swagger-ui.css',
      '/docs/calendar-offer.js',
      '/docs/docs.js',
    ]) {
      const current = await api.get(await versioned(path), noKey);
      expect(current.statusCode, path).toBe(200);
      expect(current.headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
      for (const other of [path, `${path}?v=0000000000000000`])
        expect((await api.get(other, noKey)).headers['cache-control'], other).toBe('public, max-age=3600');
    }
    expect((await api.get(DOCS_PATH, noKey)).headers['cache-control']).toBe('public, max-age=300');
    expect((await api.get('/', noKey)).headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers a conditional request for a file with 304, whatever encoding the client holds', async () => {
    const url = await versioned('/docs/swagger-ui-bundle.js');
    const brotli = await api.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    const etag = String(brotli.headers.etag);
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    for (const accept of ['br', 'gzip', 'identity']) {
      const again = await api.app.inject({ url, headers: { 'accept-encoding': accept, 'if-none-match': etag } });
      expect(again.statusCode, accept).toBe(304);
      expect(again.body).toBe('');
    }
  });

  it('limits each client address to DOCS_PER_MINUTE requests to the pages, and nothing else', async () => {
    const limited = buildApp({
      snapshot: { current: () => api.index },
      keys: { ring: () => api.ring },
      config: testConfig({ DOCS_PER_MINUTE: '4' }),
    });
    try {
      const from = (remoteAddress: string, url: string) => limited.inject({ url, remoteAddress });
      const paths = ['/', DOCS_PATH, '/docs/swagger-ui-bundle.js', '/docs/docs.js'];
      for (const path of paths) expect((await from('192.0.2.1', path)).statusCode, path).toBe(200);
      const refused = await from('192.0.2.1', '/docs/swagger-ui.css');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(json(refused)).toMatchObject({ code: 'pages_rate_limited' });
      // Another address has its own minute; the schema and health are not counted.
      expect((await from('192.0.2.2', DOCS_PATH)).statusCode).toBe(200);
      for (const url of ['/api/gpt/openapi', '/healthz']) expect((await from('192.0.2.1', url)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('credits and licences', () => {
  it('serves NOTICE as plain text at /docs/notice, without a key', async () => {
    const response = await api.get(NOTICE_PATH, noKey);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(readFileSync(NOTICE_FILE, 'utf8'));
  });

  it("serves the licence file the Swagger UI bundle points to, and the package's own licence", async () => {
    const bundle = (await api.get('/docs/swagger-ui-bundle.js', noKey)).body;
    const pointer = /For license information please see (\S+) \*\//.exec(bundle.slice(0, 200))?.[1];
    expect(pointer).toBe('swagger-ui-bundle.js.LICENSE.txt');
    const ui = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
    // Relative to the bundle's own URL, /docs/swagger-ui-bundle.js.
    const licences = await api.get(new URL(pointer!, 'http://server/docs/swagger-ui-bundle.js').pathname, noKey);
    expect(licences.statusCode).toBe(200);
    expect(licences.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(licences.body).toBe(readFileSync(join(ui, pointer!), 'utf8'));
    const own = await api.get('/docs/swagger-ui-LICENSE.txt', noKey);
    expect(own.statusCode).toBe(200);
    expect(own.body).toBe(readFileSync(join(ui, 'LICENSE'), 'utf8'));
    expect(own.body).toContain('Apache License');
    const notice = readFileSync(NOTICE_FILE, 'utf8');
    for (const path of ['/docs/swagger-ui-LICENSE.txt', '/docs/swagger-ui-bundle.js.LICENSE.txt']) {
      expect(notice).toContain(path);
    }
  });

  it('is in the image: the Dockerfile copies NOTICE beside the docs it serves', () => {
    const dockerfile = readFileSync(join(PROJECT_ROOT, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^COPY NOTICE \.\/NOTICE$/m);
  });
});

describe('the assistant kit /docs/assistant', () => {
  it('is docs/assistant.md as plain text, without a key', async () => {
    const response = await api.get(ASSISTANT_PATH, noKey);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(readFileSync(ASSISTANT_FILE, 'utf8'));
  });
});

describe('the assistant kit, docs/assistant.md', () => {
  const kit = readFileSync(ASSISTANT_FILE, 'utf8');
  /** The part to paste into a builder's instructions: between the two horizontal rules. */
  const instructions = kit.split(/^---$/m)[1] ?? '';

  it('fits in 6,000 characters, a quarter below an 8,000-character instructions box, and names every operation', () => {
    console.log(`assistant kit instructions: ${instructions.length} characters`);
    expect(instructions.length).toBeGreaterThan(2000);
    expect(instructions.length).toBeLessThanOrEqual(6000);
    for (const operation of OPERATIONS.filter((row) => row.assistant)) {
      expect(instructions).toContain(`\`${operation.operationId}\``);
    }
    expect(instructions).toContain('`subscribeToSearch`');
  });

  it('covers deadlines, time zones and calendars', () => {
    for (const text of ['next_deadline', 'cfp_status', 'deadline_to', 'getConference']) {
      expect(instructions).toContain(text);
    }
    for (const text of ['timezone', 'AoE', 'UTC', "user's zone"]) expect(instructions).toContain(text);
    for (const text of ['include', 'deadlines_only', 'webcal', 'Google Calendar']) expect(instructions).toContain(text);
  });

  it('names only parameters of the assistant document, and country as a list', () => {
    const named = [...instructions.matchAll(/`([a-z_]+)=/g)].map((match) => match[1]!);
    expect(named.length).toBeGreaterThan(5);
    for (const name of named) expect(ASSISTANT_SEARCH_PARAMETERS, name).toContain(name);
    expect(instructions).toContain('`country=Germany,France`');
  });

  it('covers dates, format, cfp, facets, sort, paging and recovering from errors', () => {
    for (const text of ['Next spring', 'this month', 'format=', 'cfp=open', 'facets=', 'sort', 'next_offset']) {
      expect(instructions).toContain(text);
    }
    for (const error of [
      'Invalid parameter',
      'more than once',
      'Unknown parameter',
      'Unknown topic',
      'Unknown country',
    ]) {
      expect(instructions).toContain(error);
    }
    expect(kit).toContain('## Conversation starters');
  });
});

describe('around the pages', () => {
  it('answers other methods with the JSON 405 and OPTIONS with 204', async () => {
    for (const url of ['/', '/docs', '/docs/assistant', NOTICE_PATH, '/docs/swagger-ui-bundle.js']) {
      const post = await api.app.inject({ method: 'POST', url });
      expect(post.statusCode, url).toBe(405);
      expect(json(post).error).toBe('Method not allowed');
      const options = await api.app.inject({ method: 'OPTIONS', url });
      expect(options.statusCode, url).toBe(204);
      expect(options.headers.allow).toBe('GET, HEAD, OPTIONS');
    }
  });

  it('answers unknown paths under /docs, and /redoc, with the JSON 404', async () => {
    for (const url of ['/docs/index.html', '/docs/nothing.js', '/redoc', '/documentation']) {
      const response = await api.get(url, noKey);
      expect(response.statusCode, url).toBe(404);
      expect(json(response)).toMatchObject({ success: false, error: 'Not found' });
    }
  });

  it('links under the path of PUBLIC_BASE_URL when the API is served below a prefix', async () => {
    const prefixed = buildApp({
      snapshot: { current: () => api.index },
      keys: { ring: () => api.ring },
      config: testConfig({ PUBLIC_BASE_URL: 'https://example.org/events' }),
    });
    try {
      const docs = await prefixed.inject({ url: '/docs' });
      expect(docs.body).toMatch(/src="\/events\/docs\/swagger-ui-bundle\.js\?v=[\w-]{16}"/);
      const script = await prefixed.inject({ url: '/docs/docs.js' });
      expect(script.body).toContain('"url":"/events/api/gpt/openapi/full"');
      expect((await prefixed.inject({ url: '/' })).body).toContain('href="/events/docs"');
    } finally {
      await prefixed.close();
    }
  });
});
