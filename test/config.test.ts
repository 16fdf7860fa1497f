import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, PRODUCTION_METRICS_PORT } from '../src/config.js';
import { publicBaseUrlWarning } from '../src/config-warnings.js';
import { DATA_DIR } from '../src/util/paths.js';

function errorOf(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`expected ${JSON.stringify(env)} to be rejected`);
}

/** A FEED_SECRET long enough (production requires one). */
const FEED_SECRET = 'a feed secret of at least 32 characters';

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    expect(loadConfig({})).toEqual({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      SNAPSHOT_PATH: join(DATA_DIR, 'demo', 'demo.snapshot'),
      KEYS_FILE: join(DATA_DIR, 'keys.json'),
      SNAPSHOT_POLL_S: 30,
      SNAPSHOT_REQUEST_TIMEOUT_MS: 10_000,
      SNAPSHOT_IDLE_TIMEOUT_MS: 30_000,
      SNAPSHOT_MIN_RATE_KIB_S: 1024,
      SNAPSHOT_S3_PATH_STYLE: false,
      PUBLIC_BASE_URL: 'http://localhost:3000',
      API_CONTACT_NAME: 'Conference Directory API',
      API_CONTACT_URL: 'http://localhost:3000/',
      API_LICENSE_NAME: 'Proprietary',
      LOG_LEVEL: 'info',
      DEMO_EVENTS: 100_000,
      KEYS_RELOAD_MS: 1000,
      REDIS_TIMEOUT_MS: 250,
      TRUST_PROXY: false,
      RATE_LIMITS: 'on',
      PLAN_FREE_PER_MINUTE: 60,
      PLAN_FREE_PER_DAY: 1000,
      PLAN_PRO_PER_MINUTE: 300,
      PLAN_PRO_PER_DAY: 50_000,
      KEY_GUESS_LIMIT: 30,
      EVENT_LOOP_RESOLUTION_MS: 10,
      RESPONSE_CACHE_MB: 64,
      MAX_URL_LENGTH: 12_288,
      REQUEST_TIMEOUT_MS: 10_000,
      KEEP_ALIVE_TIMEOUT_MS: 65_000,
      DRAIN_PAUSE_MS: 5000,
      SHUTDOWN_TIMEOUT_MS: 10_000,
      WORKERS: 1,
      BENCH_CEILING_BYTES: 0,
      PLAN_FREE_FEED_UNITS_PER_MINUTE: 100,
      PLAN_FREE_FEED_UNITS_PER_DAY: 2000,
      PLAN_PRO_FEED_UNITS_PER_MINUTE: 500,
      PLAN_PRO_FEED_UNITS_PER_DAY: 50_000,
      COMPRESSION: 'on',
      MAX_CONNECTIONS: 2048,
      FEED_FETCHES_PER_MINUTE: 60,
      DOCS_PER_MINUTE: 120,
      LOG_BUFFER_KB: 4096,
      BENCH_CEILING_ENCODED_BYTES: 0,
      OAUTH_DEFAULT_PLAN: 'free',
      OAUTH_MAX_PLAN: 'pro',
      OAUTH_PER_ADDRESS_PER_MINUTE: 300,
      ANONYMOUS_HTTP: false,
      MCP_OPEN_PER_MINUTE: 60,
      LIMIT_IPV6_PREFIX: 64,
      SEARCH_ANALYTICS: 'on',
    });
  });

  it('puts /metrics on its own port in production by default, and on the public port otherwise', () => {
    const production = { NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://api.example.org', FEED_SECRET };
    expect(loadConfig(production).METRICS_PORT).toBe(PRODUCTION_METRICS_PORT);
    expect(PRODUCTION_METRICS_PORT).toBe(9464);
    expect(loadConfig({ ...production, METRICS_PORT: '9100' }).METRICS_PORT).toBe(9100);
    expect(loadConfig({ NODE_ENV: 'development' }).METRICS_PORT).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test' }).METRICS_PORT).toBeUndefined();
  });

  it('reads only the environment it is given', () => {
    // The test runner sets NODE_ENV=test in the real environment; an explicit {} must not see it.
    expect(loadConfig({}).NODE_ENV).toBe('development');
  });

  it('parses every variable when set', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '127.0.0.1',
      SNAPSHOT_PATH: '/srv/data/events.snapshot',
      KEYS_FILE: '/srv/data/keys.json',
      SNAPSHOT_SOURCE: 's3://snapshots.example/conference-directory/',
      SNAPSHOT_POLL_S: '15',
      SNAPSHOT_REQUEST_TIMEOUT_MS: '2000',
      SNAPSHOT_IDLE_TIMEOUT_MS: '5000',
      SNAPSHOT_MIN_RATE_KIB_S: '256',
      SNAPSHOT_S3_ENDPOINT: 'https://storage.example.org/',
      SNAPSHOT_S3_PATH_STYLE: 'true',
      SNAPSHOT_S3_REGION: 'eu-central-1',
      PUBLIC_BASE_URL: 'https://api.example.org/v1/',
      API_CONTACT_NAME: 'Example Events Team',
      API_CONTACT_URL: 'https://example.org/contact',
      API_CONTACT_EMAIL: 'api@example.org',
      API_LICENSE_NAME: 'CC BY 4.0',
      API_LICENSE_URL: 'https://creativecommons.org/licenses/by/4.0/',
      LOG_LEVEL: 'debug',
      DEMO_EVENTS: '5000',
      KEYS_RELOAD_MS: '250',
      REDIS_URL: 'redis://127.0.0.1:6380/0',
      REDIS_TIMEOUT_MS: '100',
      TRUST_PROXY: '127.0.0.1,10.0.0.0/8',
      RATE_LIMITS: 'off',
      PLAN_FREE_PER_MINUTE: '10',
      PLAN_FREE_PER_DAY: '100',
      PLAN_PRO_PER_MINUTE: '20',
      PLAN_PRO_PER_DAY: '200',
      KEY_GUESS_LIMIT: '5',
      EVENT_LOOP_RESOLUTION_MS: '1',
      RESPONSE_CACHE_MB: '0',
      METRICS_PORT: '9100',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      MAX_URL_LENGTH: '2048',
      REQUEST_TIMEOUT_MS: '5000',
      KEEP_ALIVE_TIMEOUT_MS: '61000',
      DRAIN_PAUSE_MS: '0',
      SHUTDOWN_TIMEOUT_MS: '3000',
      WORKERS: '4',
      BENCH_CEILING_BYTES: '2048',
      FEED_SECRET,
      PLAN_FREE_FEED_UNITS_PER_MINUTE: '10',
      PLAN_FREE_FEED_UNITS_PER_DAY: '200',
      PLAN_PRO_FEED_UNITS_PER_MINUTE: '50',
      PLAN_PRO_FEED_UNITS_PER_DAY: '5000',
      COMPRESSION: 'off',
      MAX_CONNECTIONS: '512',
      FEED_FETCHES_PER_MINUTE: '20',
      DOCS_PER_MINUTE: '30',
      LOG_BUFFER_KB: '256',
      BENCH_CEILING_ENCODED_BYTES: '512',
      OAUTH_ISSUER: 'https://tenant.example.auth0.com/',
      OAUTH_AUDIENCE: 'api://conference-directory',
      OAUTH_SCOPES: 'conferences:read, openid  profile',
      OAUTH_PLAN_CLAIM: 'https://conferences.example.org/plan',
      OAUTH_DEFAULT_PLAN: 'pro',
      OAUTH_MAX_PLAN: 'pro',
      OAUTH_PER_ADDRESS_PER_MINUTE: '100',
      ANONYMOUS_PLAN: 'free',
      ANONYMOUS_HTTP: 'true',
      MCP_OPEN_PER_MINUTE: '0',
      LIMIT_IPV6_PREFIX: '56',
      ADDRESS_POOLS:
        '[{"name":"connector","ranges":["192.0.2.0/24","2001:db8::/32"],"per_minute":600,"per_day":100000,"per_address_per_minute":120}]',
      SEARCH_ANALYTICS: 'off',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/',
    });
    expect(config).toEqual({
      NODE_ENV: 'production',
      PORT: 8080,
      HOST: '127.0.0.1',
      SNAPSHOT_PATH: resolve('/srv/data/events.snapshot'),
      KEYS_FILE: resolve('/srv/data/keys.json'),
      SNAPSHOT_SOURCE: 's3://snapshots.example/conference-directory',
      SNAPSHOT_POLL_S: 15,
      SNAPSHOT_REQUEST_TIMEOUT_MS: 2000,
      SNAPSHOT_IDLE_TIMEOUT_MS: 5000,
      SNAPSHOT_MIN_RATE_KIB_S: 256,
      SNAPSHOT_S3_ENDPOINT: 'https://storage.example.org',
      SNAPSHOT_S3_PATH_STYLE: true,
      SNAPSHOT_S3_REGION: 'eu-central-1',
      PUBLIC_BASE_URL: 'https://api.example.org/v1',
      API_CONTACT_NAME: 'Example Events Team',
      API_CONTACT_URL: 'https://example.org/contact',
      API_CONTACT_EMAIL: 'api@example.org',
      API_LICENSE_NAME: 'CC BY 4.0',
      API_LICENSE_URL: 'https://creativecommons.org/licenses/by/4.0/',
      LOG_LEVEL: 'debug',
      DEMO_EVENTS: 5000,
      KEYS_RELOAD_MS: 250,
      REDIS_URL: 'redis://127.0.0.1:6380/0',
      REDIS_TIMEOUT_MS: 100,
      TRUST_PROXY: ['127.0.0.1', '10.0.0.0/8'],
      RATE_LIMITS: 'off',
      PLAN_FREE_PER_MINUTE: 10,
      PLAN_FREE_PER_DAY: 100,
      PLAN_PRO_PER_MINUTE: 20,
      PLAN_PRO_PER_DAY: 200,
      KEY_GUESS_LIMIT: 5,
      EVENT_LOOP_RESOLUTION_MS: 1,
      RESPONSE_CACHE_MB: 0,
      METRICS_PORT: 9100,
      CORS_ORIGINS: ['https://a.example', 'https://b.example'],
      MAX_URL_LENGTH: 2048,
      REQUEST_TIMEOUT_MS: 5000,
      KEEP_ALIVE_TIMEOUT_MS: 61_000,
      DRAIN_PAUSE_MS: 0,
      SHUTDOWN_TIMEOUT_MS: 3000,
      WORKERS: 4,
      BENCH_CEILING_BYTES: 2048,
      FEED_SECRET,
      PLAN_FREE_FEED_UNITS_PER_MINUTE: 10,
      PLAN_FREE_FEED_UNITS_PER_DAY: 200,
      PLAN_PRO_FEED_UNITS_PER_MINUTE: 50,
      PLAN_PRO_FEED_UNITS_PER_DAY: 5000,
      COMPRESSION: 'off',
      MAX_CONNECTIONS: 512,
      FEED_FETCHES_PER_MINUTE: 20,
      DOCS_PER_MINUTE: 30,
      LOG_BUFFER_KB: 256,
      BENCH_CEILING_ENCODED_BYTES: 512,
      OAUTH_ISSUER: 'https://tenant.example.auth0.com/',
      OAUTH_AUDIENCE: 'api://conference-directory',
      OAUTH_SCOPES: ['conferences:read', 'openid', 'profile'],
      OAUTH_PLAN_CLAIM: 'https://conferences.example.org/plan',
      OAUTH_DEFAULT_PLAN: 'pro',
      OAUTH_MAX_PLAN: 'pro',
      OAUTH_PER_ADDRESS_PER_MINUTE: 100,
      ANONYMOUS_PLAN: 'free',
      ANONYMOUS_HTTP: true,
      MCP_OPEN_PER_MINUTE: 0,
      LIMIT_IPV6_PREFIX: 56,
      ADDRESS_POOLS: [
        { name: 'connector', perMinute: 600, perDay: 100_000, perAddressPerMinute: 120, has: expect.any(Function) },
      ],
      SEARCH_ANALYTICS: 'off',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
    });
    expect(config.ADDRESS_POOLS![0]!.has('192.0.2.77')).toBe(true);
    expect(config.ADDRESS_POOLS![0]!.has('2001:db8:ffff::1')).toBe(true);
    expect(config.ADDRESS_POOLS![0]!.has('198.51.100.1')).toBe(false);
  });

  it('reads TRUST_PROXY as a boolean, a hop count or a list, and hides a bad REDIS_URL', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ REDIS_URL: 'http://user:secret@host' })).toThrow(
      /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL \(value hidden\)/,
    );
  });

  it('refuses address pools that are not JSON, hold a range that is none, repeat a name or have no ranges', () => {
    const pool = { name: 'a', ranges: ['192.0.2.0/24'], per_minute: 10, per_day: 100, per_address_per_minute: 5 };
    for (const value of [
      'not json',
      '[]',
      JSON.stringify([{ ...pool, ranges: ['192.0.2.0/33'] }]),
      JSON.stringify([{ ...pool, ranges: ['example.org/24'] }]),
      JSON.stringify([{ ...pool, ranges: [] }]),
      JSON.stringify([pool, pool]),
      JSON.stringify([{ ...pool, per_minute: 0 }]),
      JSON.stringify([{ ...pool, extra: true }]),
      JSON.stringify([{ ...pool, ranges: Array(1001).fill('192.0.2.0/24') }]),
    ])
      expect(errorOf({ ADDRESS_POOLS: value }).variables, value.slice(0, 60)).toEqual(['ADDRESS_POOLS']);
    expect(loadConfig({ ADDRESS_POOLS: JSON.stringify([pool]) }).ADDRESS_POOLS).toHaveLength(1);
  });

  it('refuses an OAuth default plan above OAUTH_MAX_PLAN', () => {
    const oauth = { OAUTH_ISSUER: 'https://issuer.example/' };
    expect(errorOf({ ...oauth, OAUTH_DEFAULT_PLAN: 'pro', OAUTH_MAX_PLAN: 'free' }).variables).toEqual([
      'OAUTH_DEFAULT_PLAN',
    ]);
    expect(loadConfig({ ...oauth, OAUTH_MAX_PLAN: 'free' }).OAUTH_MAX_PLAN).toBe('free');
    expect(errorOf({ OAUTH_MAX_PLAN: 'free' }).variables).toEqual(['OAUTH_MAX_PLAN']);
  });

  it('reads WORKERS as a count, or auto for one per core', () => {
    expect(loadConfig({ WORKERS: '2' }).WORKERS).toBe(2);
    expect(loadConfig({ WORKERS: 'auto' }).WORKERS).toBe(availableParallelism());
    for (const value of ['0', '257', 'two', '1.5', 'AUTO'])
      expect(errorOf({ WORKERS: value }).message).toContain(
        `Invalid environment variable WORKERS: must be an integer 1..256 or auto (one per core) (got ${JSON.stringify(value)})`,
      );
  });

  it('reads SNAPSHOT_SOURCE as a folder URL with one trailing slash or an s3:// prefix, and refuses others', () => {
    const source = (value: string) => loadConfig({ SNAPSHOT_SOURCE: value }).SNAPSHOT_SOURCE;
    expect(source('https://snapshots.example/conference-directory')).toBe(
      'https://snapshots.example/conference-directory/',
    );
    expect(source('http://127.0.0.1:8080/')).toBe('http://127.0.0.1:8080/');
    expect(source('s3://bucket/')).toBe('s3://bucket');
    expect(source('s3://bucket/a/b/')).toBe('s3://bucket/a/b');
    for (const value of ['ftp://host/x/', 'https://user:pw@host/x/', 'https://host/x/?q=1', 's3://B/x', 's3://b/../x'])
      expect(errorOf({ SNAPSHOT_SOURCE: value }).variables).toEqual(['SNAPSHOT_SOURCE']);
    expect(errorOf({ SNAPSHOT_POLL_S: '0' }).message).toContain('SNAPSHOT_POLL_S: must be an integer 1..86400');
    expect(errorOf({ SNAPSHOT_REQUEST_TIMEOUT_MS: '50' }).message).toContain(
      'SNAPSHOT_REQUEST_TIMEOUT_MS: must be an integer 100..600000',
    );
    expect(errorOf({ SNAPSHOT_MIN_RATE_KIB_S: '0' }).message).toContain('SNAPSHOT_MIN_RATE_KIB_S: must be an integer');
    expect(errorOf({ SNAPSHOT_S3_PATH_STYLE: 'yes' }).message).toContain('must be true or false');
  });

  it('derives the default public base URL from PORT', () => {
    expect(loadConfig({ PORT: '4321' }).PUBLIC_BASE_URL).toBe('http://localhost:4321');
  });

  it('requires PUBLIC_BASE_URL in production, with a one-line message naming it', () => {
    const error = errorOf({ NODE_ENV: 'production', FEED_SECRET });
    expect(error.variables).toEqual(['PUBLIC_BASE_URL']);
    expect(error.message).toMatch(
      /^Missing environment variable PUBLIC_BASE_URL: must be set when NODE_ENV=production/,
    );
    expect(error.message).not.toContain('\n');
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://api.example.org', FEED_SECRET }).PUBLIC_BASE_URL,
    ).toBe('https://api.example.org');
    expect(loadConfig({ NODE_ENV: 'development' }).PUBLIC_BASE_URL).toBe('http://localhost:3000');
  });

  it('requires FEED_SECRET in production, never echoes it, and leaves it unset elsewhere', () => {
    const error = errorOf({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://api.example.org' });
    expect(error.variables).toEqual(['FEED_SECRET']);
    expect(error.message).toMatch(/^Missing environment variable FEED_SECRET: must be set when NODE_ENV=production/);
    const short = errorOf({ FEED_SECRET: 'too short to sign' });
    expect(short.message).toBe(
      'Invalid environment variable FEED_SECRET: must be 32 to 1024 characters, not a template placeholder (value hidden)',
    );
    expect(loadConfig({ NODE_ENV: 'development' }).FEED_SECRET).toBeUndefined();
  });

  it('warns when PUBLIC_BASE_URL is not https, except for a loopback URL outside production', () => {
    const warning = (env: Record<string, string>) => publicBaseUrlWarning(loadConfig(env));
    expect(
      warning({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://api.example.org', FEED_SECRET }),
    ).toBeUndefined();
    expect(warning({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'http://api.example.org', FEED_SECRET })).toMatch(
      /^PUBLIC_BASE_URL is not https \(http:\/\/api.example.org\)/,
    );
    expect(warning({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'http://127.0.0.1:8080', FEED_SECRET })).toBeDefined();
    expect(warning({ PUBLIC_BASE_URL: 'http://api.example.org' })).toBeDefined();
    expect(warning({})).toBeUndefined();
    expect(warning({ PUBLIC_BASE_URL: 'http://127.0.0.1:3000' })).toBeUndefined();
    expect(warning({ PUBLIC_BASE_URL: 'http://api.example.org' })).not.toContain('\n');
  });

  it('points the contact at the landing page unless API_CONTACT_URL is set', () => {
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://api.example.org/v1' }).API_CONTACT_URL).toBe(
      'https://api.example.org/v1/',
    );
    expect(() => loadConfig({ API_CONTACT_EMAIL: 'not an address' })).toThrow(/API_CONTACT_EMAIL: must be an e-mail/);
  });

  it('removes trailing slashes from PUBLIC_BASE_URL', () => {
    expect(loadConfig({ PUBLIC_BASE_URL: 'http://example.org/' }).PUBLIC_BASE_URL).toBe('http://example.org');
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://example.org/api//' }).PUBLIC_BASE_URL).toBe(
      'https://example.org/api',
    );
  });

  it('resolves relative paths against the working directory', () => {
    expect(loadConfig({ KEYS_FILE: 'some/keys.json' }).KEYS_FILE).toBe(resolve('some/keys.json'));
  });

  it('treats empty and blank values as unset and trims the others', () => {
    const config = loadConfig({ PORT: '', LOG_LEVEL: '   ', DEMO_EVENTS: ' 42 ' });
    expect(config.PORT).toBe(3000);
    expect(config.LOG_LEVEL).toBe('info');
    expect(config.DEMO_EVENTS).toBe(42);
  });

  it('ignores variables it does not know', () => {
    expect(loadConfig({ SOMETHING_ELSE: 'x' })).toEqual(loadConfig({}));
  });

  it('returns a deeply frozen object', () => {
    const config = loadConfig({});
    expect(Object.isFrozen(config)).toBe(true);
    expect(() => {
      (config as { PORT: number }).PORT = 1;
    }).toThrow(TypeError);
    expect(config.PORT).toBe(3000);
  });

  it('names the variable, the rule and the value in a one-line message', () => {
    const error = errorOf({ PORT: 'abc' });
    expect(error.message).toBe('Invalid environment variable PORT: must be an integer 1..65535 (got "abc")');
    expect(error.variables).toEqual(['PORT']);
  });

  it.each([
    ['NODE_ENV', 'staging', 'must be one of development, production, test'],
    ['PORT', '0', 'must be an integer 1..65535'],
    ['PORT', '65536', 'must be an integer 1..65535'],
    ['PORT', '3000.5', 'must be an integer 1..65535'],
    ['PORT', '-1', 'must be an integer 1..65535'],
    ['PORT', '3e3', 'must be an integer 1..65535'],
    ['HOST', 'local host', 'must be a host name or IP address'],
    ['HOST', 'http://localhost', 'must be a host name or IP address'],
    ['SNAPSHOT_PATH', 'a\0b', 'must be a file path'],
    ['KEYS_FILE', 'a\0b', 'must be a file path'],
    ['PUBLIC_BASE_URL', 'localhost:3000', 'must be an http(s) URL'],
    ['PUBLIC_BASE_URL', 'ftp://example.org', 'must be an http(s) URL'],
    ['PUBLIC_BASE_URL', 'not a url', 'must be an http(s) URL'],
    ['PUBLIC_BASE_URL', 'https://user:secret@example.org', 'must be an http(s) URL'],
    ['PUBLIC_BASE_URL', 'https://example.org/?a=1', 'must be an http(s) URL'],
    ['API_CONTACT_URL', 'mailto:api@example.org', 'must be an http(s) URL'],
    ['API_LICENSE_URL', 'not a url', 'must be an http(s) URL'],
    ['PRIVACY_POLICY_URL', 'javascript:alert(1)', 'must be an http(s) URL'],
    ['LOG_LEVEL', 'verbose', 'must be one of fatal, error, warn, info, debug, trace, silent'],
    ['DEMO_EVENTS', '0', 'must be an integer 1..5000000'],
    ['DEMO_EVENTS', '5000001', 'must be an integer 1..5000000'],
    ['DEMO_EVENTS', 'many', 'must be an integer 1..5000000'],
    ['KEYS_RELOAD_MS', '99', 'must be an integer 100..60000'],
    ['KEYS_RELOAD_MS', '60001', 'must be an integer 100..60000'],
  ])('rejects %s=%j', (name, value, rule) => {
    const error = errorOf({ [name]: value });
    expect(error.message).toContain(`Invalid environment variable ${name}: ${rule}`);
    expect(error.message).toContain(`(got ${JSON.stringify(value)})`);
    expect(error.message).not.toContain('\n');
    expect(error.variables).toEqual([name]);
  });

  it('reports every bad variable on the same line', () => {
    const error = errorOf({ PORT: 'x', LOG_LEVEL: 'loud' });
    expect(error.variables).toEqual(['PORT', 'LOG_LEVEL']);
    expect(error.message).toContain('Invalid environment variable PORT:');
    expect(error.message).toContain('Invalid environment variable LOG_LEVEL:');
    expect(error.message).not.toContain('\n');
  });
});

describe('MCP_ALLOWED_ORIGINS and MCP_ALLOWED_HOSTS', () => {
  it('read origins as their host names, and host names lower-cased', () => {
    const config = loadConfig({
      MCP_ALLOWED_ORIGINS: 'https://App.example.net:8443/, claude.ai ,moz-extension://*, http://[::1]:6274',
      MCP_ALLOWED_HOSTS: 'MCP.internal,10.0.0.5',
    });
    expect(config.MCP_ALLOWED_ORIGINS).toEqual(['app.example.net', 'claude.ai', 'moz-extension://*', '[::1]']);
    expect(config.MCP_ALLOWED_HOSTS).toEqual(['mcp.internal', '10.0.0.5']);
    expect(loadConfig({}).MCP_ALLOWED_ORIGINS).toBeUndefined();
  });

  it.each([
    ['MCP_ALLOWED_ORIGINS', 'https://app.example.net/path'],
    ['MCP_ALLOWED_ORIGINS', 'https://user@app.example.net'],
    ['MCP_ALLOWED_ORIGINS', 'http://*'],
    ['MCP_ALLOWED_ORIGINS', 'app example.net'],
    ['MCP_ALLOWED_HOSTS', 'https://mcp.internal'],
    ['MCP_ALLOWED_HOSTS', 'mcp.internal:8080'],
  ])('refuse %s=%s, naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`Invalid environment variable ${name}: must be`));
  });
});

describe('OAuth and the anonymous tier', () => {
  it('keep an issuer exactly as written, https or a loopback http one', () => {
    for (const issuer of [
      'https://tenant.example.auth0.com/',
      'https://sso.example.org/realms/conferences',
      'http://127.0.0.1:8080/realms/test',
      'http://localhost:9000',
      'http://[::1]:9000/',
    ])
      expect(loadConfig({ OAUTH_ISSUER: issuer }).OAUTH_ISSUER).toBe(issuer);
  });

  it.each([
    'http://sso.example.org',
    'https://sso.example.org/?tenant=a',
    'https://sso.example.org/#x',
    'https://user:pass@sso.example.org',
    'sso.example.org',
    'ftp://sso.example.org',
  ])('refuse the issuer %s, naming the rule', (issuer) => {
    const error = errorOf({ OAUTH_ISSUER: issuer });
    expect(error.variables).toEqual(['OAUTH_ISSUER']);
    expect(error.message).toContain('http only for localhost, 127.0.0.1 or [::1]');
  });

  it.each([
    ['OAUTH_AUDIENCE', 'https://x.example/mcp', 'OAUTH_ISSUER'],
    ['OAUTH_SCOPES', 'a', 'OAUTH_ISSUER'],
    ['OAUTH_PLAN_CLAIM', 'plan', 'OAUTH_ISSUER'],
    ['OAUTH_DEFAULT_PLAN', 'pro', 'OAUTH_ISSUER'],
    ['ANONYMOUS_HTTP', 'true', 'ANONYMOUS_PLAN'],
  ])('refuse %s without %s', (name, value, needed) => {
    const error = errorOf({ [name]: value });
    expect(error.variables).toEqual([name]);
    expect(error.message).toBe(
      `Invalid environment variable ${name}: must be set only with ${needed}${needed === 'ANONYMOUS_PLAN' ? ' (the plan the HTTP API would serve)' : ''}`,
    );
  });

  it('refuse a plan that does not exist and scopes with quotes', () => {
    expect(errorOf({ ANONYMOUS_PLAN: 'gold' }).variables).toEqual(['ANONYMOUS_PLAN']);
    expect(errorOf({ OAUTH_ISSUER: 'https://a.example', OAUTH_SCOPES: 'a "b"' }).variables).toEqual(['OAUTH_SCOPES']);
  });
});
