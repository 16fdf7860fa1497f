/**
 * The discovery documents (docs/api.md, Discovery), each against its published schema (copied into
 * test/fixtures/schemas; none is fetched): the Server Card, served with its media type, CORS `*`,
 * a cache lifetime and an ETag, and agreeing with what the MCP endpoint answers once connected; the
 * catalog at both its paths, pointing to the card; `/llms.txt` in the llms.txt format, every link a
 * route this server answers; and the shipped packaging/ (the MCP registry's server.json, schema
 * 2025-12-11, and the Agent Plugins package), which is what `npm run discovery` writes for its
 * example deployment.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Ajv } from 'ajv';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import {
  AI_CATALOG_PATH,
  MCP_CATALOG_PATH,
  SERVER_CARD_PATH,
  registryServer,
  SERVER_NAME,
  serverCard,
} from '../../src/http/discovery/cards.js';
import { LLMS_TXT_PATH, llmsTxt, packageFiles, SKILL_NAME } from '../../src/http/discovery/guides.js';
import { DEADLINE_SKILL_NAME } from '../../src/http/discovery/skill.js';
import { MODERN_PROTOCOL_VERSIONS } from '../../src/mcp/messages.js';
import { PROJECT_ROOT } from '../../src/util/paths.js';
import { type EventPageApp, openEventPageApp } from './event-page-fixture.js';
import { testConfig } from './harness.js';

const SCHEMAS = join(PROJECT_ROOT, 'test', 'fixtures', 'schemas');
const PACKAGING = join(PROJECT_ROOT, 'packaging');
/** The deployment packaging/ is written for (deploy/kubernetes/configmap.yaml's). */
const EXAMPLE_BASE = 'https://api.example.com';

const schemaFile = (name: string) => JSON.parse(readFileSync(join(SCHEMAS, name), 'utf8'));

/** A validator of `schema`, as its dialect reads it (draft-07 or 2020-12), with the string formats. */
function validator(schema: Record<string, unknown>, ref?: string): ValidateFunction {
  const ajv = String(schema.$schema).includes('2020-12')
    ? new Ajv2020({ allErrors: true, strict: false })
    : new Ajv({ allErrors: true, strict: false });
  addFormats.default(ajv);
  if (ref === undefined) return ajv.compile(schema);
  ajv.addSchema(schema, 'root');
  return ajv.getSchema(`root${ref}`)!;
}

function expectValid(validate: ValidateFunction, value: unknown): void {
  const ok = validate(value);
  expect(ok, (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ')).toBe(true);
}

const cardSchema = validator(schemaFile('mcp-server-card.schema.json'), '#/$defs/ServerCard');
const catalogSchema = validator(schemaFile('mcp-catalog.schema.json'));
const registry = validator(schemaFile('mcp-registry-server-2025-12-11.schema.json'));
const plugin = validator(schemaFile('agent-plugins-1.0.0-plugin.schema.json'));
const pluginMcp = validator(schemaFile('agent-plugins-1.0.0-mcp.schema.json'));
const skillFrontmatter = validator(schemaFile('agent-skills-frontmatter.schema.json'));

let pages: EventPageApp;
beforeAll(async () => {
  pages = await openEventPageApp();
});
afterAll(async () => pages?.close());

const get = (url: string, headers: Record<string, string> = {}) => pages.app.inject({ method: 'GET', url, headers });
const pathOf = (url: string) => url.slice(pages.base.length) || '/';

/** A JSON-RPC POST to /mcp with the fixture's key. */
async function mcp(message: unknown, headers: Record<string, string> = {}) {
  const response = await pages.app.inject({
    method: 'POST',
    url: '/mcp',
    headers: { 'x-api-key': pages.key, accept: 'application/json, text/event-stream', ...headers },
    payload: message as Record<string, unknown>,
  });
  return JSON.parse(response.body) as Record<string, any>;
}

describe('the Server Card', () => {
  it('is served with its media type, CORS *, a cache lifetime and an ETag, without a key', async () => {
    const answer = await get(SERVER_CARD_PATH, {
      accept: 'application/mcp-server-card+json',
      origin: 'https://a.example',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-type': 'application/mcp-server-card+json',
      'access-control-allow-origin': '*',
      'access-control-expose-headers': 'ETag',
      'cache-control': 'public, max-age=3600',
    });
    const again = await get(SERVER_CARD_PATH, { 'if-none-match': String(answer.headers.etag) });
    expect(again.statusCode).toBe(304);
    const preflight = await pages.app.inject({
      method: 'OPTIONS',
      url: SERVER_CARD_PATH,
      headers: { origin: 'https://a.example', 'access-control-request-method': 'GET' },
    });
    expect([preflight.statusCode, preflight.headers['access-control-allow-origin']]).toEqual([204, '*']);
  });

  it('is valid against the published Server Card schema', async () => {
    expectValid(cardSchema, JSON.parse((await get(SERVER_CARD_PATH)).body));
  });

  it('says what the endpoint answers once connected: name, version and protocol versions', async () => {
    const served = JSON.parse((await get(SERVER_CARD_PATH)).body);
    const [remote] = served.remotes;
    expect(remote.url).toBe(`${pages.base}/mcp`);
    for (const version of remote.supportedProtocolVersions as string[]) {
      if (MODERN_PROTOCOL_VERSIONS.includes(version)) {
        const meta = {
          'io.modelcontextprotocol/protocolVersion': version,
          'io.modelcontextprotocol/clientInfo': { name: 'test', version: '1' },
          'io.modelcontextprotocol/clientCapabilities': {},
        };
        const headers = { 'mcp-protocol-version': version, 'mcp-method': 'server/discover' };
        const { result } = await mcp(
          { jsonrpc: '2.0', id: 1, method: 'server/discover', params: { _meta: meta } },
          headers,
        );
        expect(result.supportedVersions).toContain(version);
        expect(result._meta['io.modelcontextprotocol/serverInfo']).toMatchObject({
          name: SERVER_NAME,
          version: served.version,
        });
      } else {
        const params = { protocolVersion: version, capabilities: {}, clientInfo: { name: 'test', version: '1' } };
        const { result } = await mcp({ jsonrpc: '2.0', id: 1, method: 'initialize', params });
        expect(result.protocolVersion, version).toBe(version);
        expect(result.serverInfo).toMatchObject({ name: SERVER_NAME, version: served.version });
      }
    }
    expect(served.name.endsWith(`/${SERVER_NAME}`)).toBe(true);
  });
});

describe('what the documents say of credentials', () => {
  it.each([
    [{}, true, 'Your API key for this server.'],
    [{ OAUTH_ISSUER: 'https://auth.example.org' }, false, 'an OAuth access token as Authorization: Bearer'],
    [{ ANONYMOUS_PLAN: 'free' }, false, 'no credentials, under a quota per client address'],
  ] as const)('follow the configuration: %o', (env, required, words) => {
    const config = testConfig(env);
    for (const document of [serverCard(config), registryServer(config)]) {
      const [header] = document.remotes[0]!.headers;
      expect(header).toMatchObject({ name: 'X-API-Key', isRequired: required, isSecret: true });
      expect(header!.description).toContain(words);
    }
    expectValid(cardSchema, serverCard(config));
    expectValid(registry, registryServer(config));
    const text = llmsTxt(config);
    expect(text).toContain('The operations need an API key in the X-API-Key header');
    if (required) expect(text).not.toContain('The MCP endpoint also takes');
    else expect(text).toContain(`The MCP endpoint also takes ${words}`);
  });

  it('say the HTTP operations take no key when the anonymous tier covers them', () => {
    const text = llmsTxt(testConfig({ ANONYMOUS_PLAN: 'free', ANONYMOUS_HTTP: 'true' }));
    expect(text).toContain('The operations take an API key');
    expect(text).toContain('Without one, they are served under a quota per client address.');
  });
});

describe('the catalog', () => {
  it.each([
    [MCP_CATALOG_PATH, 'application/json'],
    [AI_CATALOG_PATH, 'application/ai-catalog+json'],
  ])('at %s is valid, public, cacheable, and points to the card served', async (path, type) => {
    const answer = await get(path);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-type': type,
      'access-control-allow-origin': '*',
      'cache-control': 'public, max-age=3600',
    });
    const head = await pages.app.inject({ method: 'HEAD', url: path });
    expect([head.statusCode, head.headers.etag]).toEqual([200, answer.headers.etag]);
    const document = JSON.parse(answer.body);
    expectValid(catalogSchema, document);
    const [entry] = document.entries;
    expect(entry.url).toBe(`${pages.base}${SERVER_CARD_PATH}`);
    expect((await get(pathOf(entry.url))).statusCode).toBe(200);
  });
});

/** A llms.txt as its format reads it: the title, the summary, the notes, and the sections of link lists. */
function readLlmsTxt(text: string) {
  const lines = text.split('\n');
  const title = /^# (.+)$/.exec(lines[0]!)?.[1];
  const summary = /^> (.+)$/.exec(lines[2] ?? '')?.[1];
  const sections: Record<string, { title: string; url: string; note?: string }[]> = {};
  let section: string | undefined;
  const stray: string[] = [];
  for (const line of lines.slice(3)) {
    if (line.startsWith('# ') || line.startsWith('### ')) stray.push(line);
    const heading = /^## (.+)$/.exec(line);
    if (heading) sections[(section = heading[1]!)] = [];
    else if (section !== undefined && line.trim() !== '') {
      const item = /^- \[([^\]]+)\]\((\S+)\)(?:: (.+))?$/.exec(line);
      if (item) sections[section]!.push({ title: item[1]!, url: item[2]!, note: item[3] });
      else stray.push(line);
    }
  }
  return { title, summary, sections, stray };
}

describe('/llms.txt', () => {
  it('is in the llms.txt format: a title, a summary, notes, then sections of links only', async () => {
    const answer = await get(LLMS_TXT_PATH);
    expect(answer.headers).toMatchObject({
      'content-type': 'text/plain; charset=utf-8',
      'access-control-allow-origin': '*',
      'cache-control': 'public, max-age=3600',
    });
    const read = readLlmsTxt(answer.body);
    expect(read.title).toBe('Conference Directory');
    expect(read.summary).toBeTruthy();
    expect(read.stray).toEqual([]);
    expect(Object.keys(read.sections)).toEqual(['Docs', 'MCP', 'Operations', 'Optional']);
  });

  it('links only to what this server answers, and names every tool', async () => {
    const { sections } = readLlmsTxt((await get(LLMS_TXT_PATH)).body);
    for (const { url } of Object.values(sections).flat()) {
      expect(url.startsWith(pages.base), url).toBe(true);
      const path = pathOf(url).split('#')[0]!;
      // /mcp takes POST only: GET is refused with its Allow.
      const expected = path === '/mcp' ? 405 : 200;
      expect((await get(path)).statusCode, url).toBe(expected);
    }
    const list = await mcp({ jsonrpc: '2.0', id: 1, method: 'tools/list' }, { 'mcp-protocol-version': '2025-11-25' });
    const tools = list.result.tools as { name: string }[];
    expect(sections.Operations!.map((item) => item.title)).toEqual(tools.map((tool) => tool.name));
  });
});

/** Every file under packaging/, by its path there. */
function shippedFiles(): Record<string, string> {
  const names = readdirSync(PACKAGING, { recursive: true, encoding: 'utf8' });
  const files = names.filter((name) => name.includes('.'));
  return Object.fromEntries(
    files.map((name) => [relative(PACKAGING, join(PACKAGING, name)), readFileSync(join(PACKAGING, name), 'utf8')]),
  );
}

describe('the shipped packaging/', () => {
  const config = testConfig({
    PUBLIC_BASE_URL: EXAMPLE_BASE,
    API_CONTACT_URL: `${EXAMPLE_BASE}/`,
    PRIVACY_POLICY_URL: `${EXAMPLE_BASE}/privacy`,
  });
  const shipped = shippedFiles();

  it('is what `npm run discovery` writes for the example deployment, byte for byte', () => {
    expect(shipped).toEqual(packageFiles(config));
  });

  it('holds a server.json valid against the MCP registry schema 2025-12-11', () => {
    const server = JSON.parse(shipped['server.json']!);
    expect(server.$schema).toBe('https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json');
    expectValid(registry, server);
  });

  it('holds an Agent Plugins package valid against the 1.0.0 schemas, with no secret in it', () => {
    expectValid(plugin, JSON.parse(shipped['agent-plugin/plugin.json']!));
    const servers = JSON.parse(shipped['agent-plugin/mcp.json']!);
    expectValid(pluginMcp, servers);
    expect(servers.mcpServers[SERVER_NAME]).toEqual({ type: 'streamable-http', url: `${EXAMPLE_BASE}/mcp` });
  });

  it('holds skills whose frontmatter is valid and whose names are their directories’', () => {
    const paths = [SKILL_NAME, DEADLINE_SKILL_NAME].map((name) => `agent-plugin/skills/${name}/SKILL.md`);
    for (const [i, path] of paths.entries()) {
      const match = /^---\n([\s\S]*?)\n---\n/.exec(shipped[path]!);
      const frontmatter = parseYaml(match![1]!);
      expectValid(skillFrontmatter, frontmatter);
      expect(frontmatter.name).toBe([SKILL_NAME, DEADLINE_SKILL_NAME][i]);
    }
    expect(
      Object.keys(shipped)
        .filter((name) => name.endsWith('SKILL.md'))
        .sort(),
    ).toEqual([...paths].sort());
  });
});
