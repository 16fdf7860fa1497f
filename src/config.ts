/**
 * The one place that reads the environment. Every variable is declared once below: its schema from
 * the raw text, its default, and its rule in words (the rule is what an operator sees when a value
 * is wrong). Values are trimmed first; an empty value counts as unset.
 *
 * To add a variable: add one entry to `envSchema` with `variable(schema, rule)` (the value schemas
 * are in config-values.ts). The `Config` type follows from the schema.
 */
import { join } from 'node:path';
import { z } from 'zod';
import {
  baseUrl,
  filePath,
  flag,
  host,
  hostList,
  integer,
  pageUrl,
  redisUrl,
  snapshotSource,
  trustProxy,
  type VariableMeta,
  variable,
  workerCount,
} from './config-values.js';
import { AUTH_VARIABLES, authConfigProblem } from './config-auth.js';
import { LIMIT_VARIABLES } from './config-limits.js';
import { TELEMETRY_VARIABLES } from './config-telemetry.js';
import { type DeepReadonly, deepFreeze } from './util/deep-freeze.js';
import { DATA_DIR } from './util/paths.js';

const NODE_ENVS = ['development', 'production', 'test'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** A bad environment value. The message is one line naming the variable(s) and the rule. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  /** The variables that failed, in declaration order. */
  readonly variables: readonly string[];

  constructor(message: string, variables: readonly string[]) {
    super(message);
    this.variables = variables;
  }
}

const envSchema = z.object({
  NODE_ENV: variable(z.enum(NODE_ENVS).default('development'), `must be one of ${NODE_ENVS.join(', ')}`),
  PORT: variable(integer(1, 65_535).default(3000), 'must be an integer 1..65535'),
  HOST: variable(host.default('0.0.0.0'), 'must be a host name or IP address'),
  SNAPSHOT_PATH: variable(filePath.default(join(DATA_DIR, 'demo', 'demo.snapshot')), 'must be a file path'),
  KEYS_FILE: variable(filePath.default(join(DATA_DIR, 'keys.json')), 'must be a file path'),
  /**
   * Pull the snapshot from a published store instead of following SNAPSHOT_PATH alone: the
   * download goes beside SNAPSHOT_PATH (ops/pull/).
   */
  SNAPSHOT_SOURCE: variable(
    snapshotSource.optional(),
    'must be an http(s):// URL without credentials, query or fragment, or s3://bucket/prefix',
  ),
  /** How often a replica asks SNAPSHOT_SOURCE's pointer for a new version, ±20% jitter. */
  SNAPSHOT_POLL_S: variable(integer(1, 86_400).default(30), 'must be an integer 1..86400 (seconds)'),
  /** The whole read of SNAPSHOT_SOURCE's pointer; past it the check fails (store_slow). */
  SNAPSHOT_REQUEST_TIMEOUT_MS: variable(
    integer(100, 600_000).default(10_000),
    'must be an integer 100..600000 (milliseconds)',
  ),
  /** A download from SNAPSHOT_SOURCE with no byte for this long is abandoned (store_slow). */
  SNAPSHOT_IDLE_TIMEOUT_MS: variable(
    integer(100, 600_000).default(30_000),
    'must be an integer 100..600000 (milliseconds)',
  ),
  /** A download's slowest average rate: its deadline is the idle timeout plus its size at this rate. */
  SNAPSHOT_MIN_RATE_KIB_S: variable(integer(1, 10_485_760).default(1024), 'must be an integer 1..10485760 (KiB/s)'),
  /** An S3-compatible store's endpoint for s3:// sources; unset: AWS. */
  SNAPSHOT_S3_ENDPOINT: variable(baseUrl.optional(), 'must be an http(s) URL without credentials'),
  /** Path-style S3 addressing (endpoint/bucket/key), which most S3-compatible stores need. */
  SNAPSHOT_S3_PATH_STYLE: variable(flag.default(false), 'must be true or false'),
  /** The S3 region; unset: the AWS SDK's own resolution (AWS_REGION, profile), us-east-1 with an endpoint. */
  SNAPSHOT_S3_REGION: variable(
    z
      .string()
      .regex(/^[a-z0-9-]{2,40}$/)
      .optional(),
    'must be a region name such as eu-west-1',
  ),
  /**
   * The URL clients reach the API at: the OpenAPI document's server. Required in production;
   * elsewhere the default is http://localhost:<PORT>, filled in after parsing.
   */
  PUBLIC_BASE_URL: variable(baseUrl.optional(), 'must be an http(s) URL without credentials, query or fragment'),
  /** Contact and license of the OpenAPI document (info.contact, info.license). */
  API_CONTACT_NAME: variable(z.string().max(200).default('Conference Directory API'), 'must be at most 200 characters'),
  API_CONTACT_URL: variable(pageUrl.optional(), 'must be an http(s) URL'),
  API_CONTACT_EMAIL: variable(z.email().optional(), 'must be an e-mail address'),
  API_LICENSE_NAME: variable(z.string().max(200).default('Proprietary'), 'must be at most 200 characters'),
  API_LICENSE_URL: variable(pageUrl.optional(), 'must be an http(s) URL'),
  /** The service's privacy policy, which the ChatGPT and Claude directories ask for (npm run discovery's kits). */
  PRIVACY_POLICY_URL: variable(pageUrl.optional(), 'must be an http(s) URL'),
  LOG_LEVEL: variable(z.enum(LOG_LEVELS).default('info'), `must be one of ${LOG_LEVELS.join(', ')}`),
  /** Size of the demo data set generated on first start. */
  DEMO_EVENTS: variable(integer(1, 5_000_000).default(100_000), 'must be an integer 1..5000000'),
  /** How often the keys file is polled, as a fallback to file-system events. */
  KEYS_RELOAD_MS: variable(integer(100, 60_000).default(1000), 'must be an integer 100..60000 (milliseconds)'),
  /** Redis shared by all replicas for rate-limit counters; unset: counters in process memory. */
  REDIS_URL: variable(redisUrl.optional(), 'must be a redis:// or rediss:// URL', { secret: true }),
  /** Bound on connecting to Redis and on each command, so a slow Redis never stalls a request. */
  REDIS_TIMEOUT_MS: variable(integer(10, 10_000).default(250), 'must be an integer 10..10000 (milliseconds)'),
  TRUST_PROXY: variable(
    trustProxy.default(false),
    'must be false, true, a hop count 0..99, or comma-separated proxy addresses/CIDRs',
  ),
  /** "off" disables the per-key limits (benchmarks); unknown-key slowing stays on. */
  RATE_LIMITS: variable(z.enum(['on', 'off']).default('on'), 'must be on or off'),
  PLAN_FREE_PER_MINUTE: variable(integer(1, 1_000_000).default(60), 'must be an integer 1..1000000'),
  PLAN_FREE_PER_DAY: variable(integer(1, 100_000_000).default(1000), 'must be an integer 1..100000000'),
  PLAN_PRO_PER_MINUTE: variable(integer(1, 1_000_000).default(300), 'must be an integer 1..1000000'),
  PLAN_PRO_PER_DAY: variable(integer(1, 100_000_000).default(50_000), 'must be an integer 1..100000000'),
  /**
   * How often /metrics samples the event loop's delay (nodejs_eventloop_lag_*), in ms: 1 measures
   * a stall to the millisecond, at about 2.5% of a core while idle.
   */
  EVENT_LOOP_RESOLUTION_MS: variable(integer(1, 1000).default(10), 'must be an integer 1..1000 (milliseconds)'),
  /** Budget of the response cache in MiB; 0 turns it off. */
  RESPONSE_CACHE_MB: variable(integer(0, 65_536).default(64), 'must be an integer 0..65536 (MiB)'),
  /**
   * Serve /metrics on this port instead of the public one. Default: PRODUCTION_METRICS_PORT in
   * production (filled in after parsing), else unset (served on the public port).
   */
  METRICS_PORT: variable(integer(1, 65_535).optional(), 'must be an integer 1..65535'),
  /** Origins allowed by CORS: "*" or a comma-separated list; unset: CORS off. */
  CORS_ORIGINS: variable(
    z.string().transform((text) =>
      text === '*'
        ? '*'
        : text
            .split(',')
            .map((o) => o.trim())
            .filter((o) => o !== ''),
    ),
    'must be * or a comma-separated list of origins',
  ).optional(),
  /**
   * /mcp: the hosts of the Origin a browser page may send, beyond PUBLIC_BASE_URL's and the loopback
   * names (a request with no Origin always passes); and the Host names it may be reached at.
   */
  MCP_ALLOWED_ORIGINS: variable(
    hostList(true).optional(),
    'must be a comma-separated list of origins (https://app.example.org), host names or <scheme>://* entries',
  ),
  MCP_ALLOWED_HOSTS: variable(hostList(false).optional(), 'must be a comma-separated list of host names'),
  /**
   * Longest request URL accepted; longer ones get a JSON 414. Below Node's 16 KiB header limit,
   * past which Node itself answers 431 before the app sees the request.
   */
  MAX_URL_LENGTH: variable(integer(256, 16_000).default(12_288), 'must be an integer 256..16000'),
  REQUEST_TIMEOUT_MS: variable(integer(100, 600_000).default(10_000), 'must be an integer 100..600000 (milliseconds)'),
  /** Longer than a load balancer's idle timeout (often 60 s), so the balancer closes first. */
  KEEP_ALIVE_TIMEOUT_MS: variable(
    integer(100, 600_000).default(65_000),
    'must be an integer 100..600000 (milliseconds)',
  ),
  /**
   * On SIGTERM, how long the process keeps accepting and serving with /readyz at 503, so that load
   * balancers stop routing to it before it stops listening. 0: stop listening at once.
   */
  DRAIN_PAUSE_MS: variable(integer(0, 600_000).default(5000), 'must be an integer 0..600000 (milliseconds)'),
  /** After the drain pause, how long in-flight requests may take to finish before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: variable(integer(100, 600_000).default(10_000), 'must be an integer 100..600000 (milliseconds)'),
  /** Server processes on the one port (node:cluster), each with its own snapshot in memory; 1: no cluster. */
  WORKERS: variable(workerCount.default(1), 'must be an integer 1..256 or auto (one per core)'),
  /**
   * Benchmarks only: size in bytes of the fixed JSON body of GET /api/gpt/_ceiling, a route that
   * does no work (the framework's ceiling on this machine). 0, the default, leaves it out.
   */
  BENCH_CEILING_BYTES: variable(integer(0, 10_000_000).default(0), 'must be an integer 0..10000000'),
  /** Unknown keys one client address may send per minute before they get 429 instead of 401. */
  KEY_GUESS_LIMIT: variable(integer(1, 1_000_000).default(30), 'must be an integer 1..1000000'),
  /**
   * The HMAC key that signs feed URLs (/feeds/<token>.ics). Required in production; elsewhere a
   * random one is made at start, so feed URLs last until the process stops.
   */
  FEED_SECRET: variable(
    z
      .string()
      .min(32)
      .max(1024)
      // The Kubernetes template's placeholder must stop a pod, not sign its feeds.
      .refine((text) => !text.startsWith('REPLACE-ME'))
      .optional(),
    'must be 32 to 1024 characters, not a template placeholder',
    { secret: true },
  ),
  /** Each key's feed budget, apart from its requests: units a minute and a day (one unit per 50 events written). */
  PLAN_FREE_FEED_UNITS_PER_MINUTE: variable(integer(1, 1_000_000).default(100), 'must be an integer 1..1000000'),
  PLAN_FREE_FEED_UNITS_PER_DAY: variable(integer(1, 100_000_000).default(2000), 'must be an integer 1..100000000'),
  PLAN_PRO_FEED_UNITS_PER_MINUTE: variable(integer(1, 1_000_000).default(500), 'must be an integer 1..1000000'),
  PLAN_PRO_FEED_UNITS_PER_DAY: variable(integer(1, 100_000_000).default(50_000), 'must be an integer 1..100000000'),
  /** Answers compressed (brotli or gzip) when the client accepts it; "off" when something in front compresses. */
  COMPRESSION: variable(z.enum(['on', 'off']).default('on'), 'must be on or off'),
  /**
   * Connections one server process holds at once; past it, new ones are closed at once. Above a
   * load balancer's pool of kept-alive connections (docs/operating.md, "Connections").
   */
  MAX_CONNECTIONS: variable(integer(1, 1_000_000).default(2048), 'must be an integer 1..1000000'),
  /** Feed fetches by URL (/feeds/<token>.ics, cached or not) one client address may make per minute. */
  FEED_FETCHES_PER_MINUTE: variable(integer(1, 1_000_000).default(60), 'must be an integer 1..1000000'),
  /** Requests one client address may send per minute to the pages and their files (/, /docs...). */
  DOCS_PER_MINUTE: variable(integer(1, 1_000_000).default(120), 'must be an integer 1..1000000'),
  /**
   * The request log's buffer: lines wait here while standard output is slow, and are dropped
   * (counted in /metrics) when it is full, instead of stopping the server.
   */
  LOG_BUFFER_KB: variable(integer(16, 1_048_576).default(4096), 'must be an integer 16..1048576 (KiB)'),
  /**
   * Benchmarks only: with BENCH_CEILING_BYTES, the compressed size of the ceiling route's body for a
   * request that accepts brotli or gzip (made at start, sent from memory); 0 leaves it plain.
   */
  BENCH_CEILING_ENCODED_BYTES: variable(integer(0, 10_000_000).default(0), 'must be an integer 0..10000000'),
  ...AUTH_VARIABLES,
  ...LIMIT_VARIABLES,
  ...TELEMETRY_VARIABLES,
});

/** Where /metrics is served in production when METRICS_PORT is not set: never on the public port. */
export const PRODUCTION_METRICS_PORT = 9464;

const configSchema = envSchema.transform((env) => ({
  ...env,
  PUBLIC_BASE_URL: env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`,
  /** Default: the landing page at the public base URL. */
  API_CONTACT_URL: env.API_CONTACT_URL ?? `${env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`}/`,
  METRICS_PORT: env.METRICS_PORT ?? (env.NODE_ENV === 'production' ? PRODUCTION_METRICS_PORT : undefined),
}));

/** The validated configuration: deeply frozen. */
export type Config = DeepReadonly<z.output<typeof configSchema>>;

type VariableName = keyof typeof envSchema.shape;
/** Every variable the configuration reads, in declaration order (docs/operating.md lists them all). */
export const VARIABLE_NAMES = Object.keys(envSchema.shape) as VariableName[];

function isVariableName(name: unknown): name is VariableName {
  return typeof name === 'string' && Object.hasOwn(envSchema.shape, name);
}

function describeValue(raw: string | undefined, secret: boolean): string {
  if (secret) return '(value hidden)';
  if (raw === undefined) return '(got nothing)';
  return `(got ${JSON.stringify(raw.length > 100 ? `${raw.slice(0, 100)}…` : raw)})`;
}

/**
 * Reads and validates the configuration from `env` (default: the process environment).
 * Throws ConfigError, with a one-line message, when a value breaks its rule.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const input: Partial<Record<VariableName, string>> = {};
  for (const name of VARIABLE_NAMES) {
    const raw = env[name]?.trim();
    if (raw !== undefined && raw !== '') input[name] = raw;
  }

  const result = configSchema.safeParse(input);
  if (!result.success) {
    const failed: VariableName[] = [];
    for (const issue of result.error.issues) {
      const name = issue.path[0];
      if (isVariableName(name) && !failed.includes(name)) failed.push(name);
    }
    if (failed.length === 0) {
      throw new ConfigError(`Invalid environment: ${result.error.issues[0]?.message ?? 'unknown problem'}`, []);
    }
    const parts = failed.map((name) => {
      const meta = envSchema.shape[name].meta() as Partial<VariableMeta> | undefined;
      const rule = meta?.description ?? 'is invalid';
      return `Invalid environment variable ${name}: ${rule} ${describeValue(input[name], meta?.secret === true)}`;
    });
    throw new ConfigError(parts.join('; '), failed);
  }
  // In production the OpenAPI document must not silently point clients at localhost.
  if (result.data.NODE_ENV === 'production' && input.PUBLIC_BASE_URL === undefined) {
    throw new ConfigError(
      'Missing environment variable PUBLIC_BASE_URL: must be set when NODE_ENV=production, to the https URL ' +
        'clients reach the API at (e.g. https://api.example.org); it is the server of the OpenAPI document',
      ['PUBLIC_BASE_URL'],
    );
  }
  if (result.data.NODE_ENV === 'production' && input.FEED_SECRET === undefined) {
    throw new ConfigError(
      'Missing environment variable FEED_SECRET: must be set when NODE_ENV=production, to a random string of ' +
        'at least 32 characters (e.g. openssl rand -base64 48) shared by every replica; it signs feed URLs',
      ['FEED_SECRET'],
    );
  }
  const auth = authConfigProblem(input);
  if (auth !== undefined) throw new ConfigError(auth.message, [auth.variable]);
  return deepFreeze(result.data);
}
