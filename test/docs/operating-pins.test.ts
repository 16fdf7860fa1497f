/**
 * docs/operating.md's sentences that name what the code, the package scripts and the shipped
 * deployment files own (with the rows of api.md that say the same): each phrase is built from the
 * value, so a change of the value fails the row until the sentence says the new one.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../src/config.js';
import { BROTLI_QUALITY, GZIP_LEVEL } from '../../src/http/encoding.js';
import { KEY_PARAMETERS, MAX_LOGGED_URL } from '../../src/http/logged-url.js';
import { LOOPBACK } from '../../src/http/mcp/access.js';
import { PING_INTERVAL_MS } from '../../src/limits/redis.js';
import { DEFAULT_BACKOFF } from '../../src/ops/cluster.js';
import { BLOB_LIMIT } from '../../src/ops/refresh/checkout.js';
import { SLICE_MS } from '../../src/util/sliced.js';
import { FILTER_TEXT_MAX, FILTER_VALUE_MAX } from '../../src/api/search-seen.js';
import { SKETCH_CAPACITY, WINDOWS } from '../../src/ops/search-analytics.js';
import { EVERY_FACET_FIRST_PAGE_MS } from '../../bench/engine/every-facet.js';
import { readDoc } from './markdown.js';

const flat = (path: string): string => readDoc(path).replace(/\s+/g, ' ');
const ticked = (list: readonly string[]): string[] => list.map((item) => `\`${item}\``);
const defaults = loadConfig({});
const packageJson = JSON.parse(readDoc('package.json')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
};
/** The `--max-semi-space-size` a script runs Node with. */
const semiSpace = (script: string): number | undefined =>
  Number(/--max-semi-space-size=(\d+)/.exec(packageJson.scripts[script] ?? '')?.[1]) || undefined;
const major = (name: string): string => /(\d+)\./.exec(packageJson.dependencies[name] ?? '')?.[1] ?? '?';
const nginx = readDoc('deploy/nginx.conf');
const nginxSetting = (name: string): string | undefined => new RegExp(`^\\s*${name}\\s+(\\w+);`, 'm').exec(nginx)?.[1];
/** The compose file's stop grace period, in seconds (the replicas share it through an anchor). */
const grace = Number(/^\s*stop_grace_period:\s*(\d+)s$/m.exec(readDoc('deploy/compose.yaml'))?.[1]);

interface Probe {
  periodSeconds: number;
  failureThreshold: number;
}
interface Container {
  resources: { requests: { memory: string; cpu: string }; limits: { memory: string } };
  startupProbe: Probe;
  readinessProbe: Probe;
  livenessProbe: Probe;
  lifecycle: { preStop: { sleep: { seconds: number } } };
}
const deployment = parse(readDoc('deploy/kubernetes/deployment.yaml')) as {
  spec: {
    template: {
      spec: {
        terminationGracePeriodSeconds: number;
        securityContext: { runAsUser: number; runAsGroup: number };
        containers: Container[];
        volumes: Array<{ emptyDir?: { sizeLimit: string } }>;
      };
    };
  };
};
const pod = deployment.spec.template.spec;
const api = pod.containers[0]!;
const autoscaler = parse(readDoc('deploy/kubernetes/horizontalpodautoscaler.yaml')) as {
  spec: {
    behavior: {
      scaleDown: {
        stabilizationWindowSeconds: number;
        policies: Array<{ type: string; value: number; periodSeconds: number }>;
      };
    };
  };
};
const scaleDown = autoscaler.spec.behavior.scaleDown;
const disruption = parse(readDoc('deploy/kubernetes/poddisruptionbudget.yaml')) as { spec: { maxUnavailable: number } };
const ONE_MINUTE = ['a minute', 60_000] as const;

const PINNED: ReadonlyArray<readonly [string, string]> = [
  // Node's flags, as the package scripts run it.
  [
    'docs/operating.md',
    `starts the server as \`node --max-semi-space-size=${semiSpace('start:prod')} dist/src/server.js\``,
  ],
  [
    'docs/operating.md',
    `run Node with a ${semiSpace('build:snapshot')} MiB young generation (\`--max-semi-space-size=${semiSpace('generate')}\`)`,
  ],
  ['docs/operating.md', `better-sqlite3 ${major('better-sqlite3')} (whose Node-API binaries`],
  ['docs/operating.md', `everything else in slices of about ${SLICE_MS} ms`],
  // A bench target the capacity section plans with.
  [
    'docs/operating.md',
    `every facet at \`facet_size=100\` costs up to ${EVERY_FACET_FIRST_PAGE_MS} ms of engine CPU there at 1M`,
  ],
  ['bench/README.md', `every facet at facet_size=100 on a first page ≤ ${EVERY_FACET_FIRST_PAGE_MS} ms of CPU`],
  // Logs, compression, Redis, workers, MCP hosts.
  ['docs/operating.md', `(${ticked([...KEY_PARAMETERS]).join(', ')}, any case)`],
  ['docs/operating.md', `a logged URL is cut to ${MAX_LOGGED_URL} characters`],
  ['docs/operating.md', `brotli at quality ${BROTLI_QUALITY} or gzip at level ${GZIP_LEVEL}`],
  ['docs/api.md', `brotli at quality ${BROTLI_QUALITY}, or gzip at level ${GZIP_LEVEL}`],
  ['docs/operating.md', `a background ping, every ${PING_INTERVAL_MS} ms`],
  [
    'docs/operating.md',
    `forked again after ${DEFAULT_BACKOFF.initialMs} ms, doubling with each death in a row up to ${DEFAULT_BACKOFF.maxMs / 1000} s (${DEFAULT_BACKOFF.stableMs === ONE_MINUTE[1] ? ONE_MINUTE[0] : `${DEFAULT_BACKOFF.stableMs / 1000} s`} of service resets the count)`,
  ],
  [
    'docs/operating.md',
    `knows \`PUBLIC_BASE_URL\`'s host, ${ticked(LOOPBACK).slice(0, -1).join(', ')} and \`${LOOPBACK.at(-1)}\``,
  ],
  // The search analytics.
  ['docs/operating.md', `cut at ${FILTER_VALUE_MAX} characters, the whole at ${FILTER_TEXT_MAX}`],
  [
    'docs/operating.md',
    `the last hour (${WINDOWS.hour.buckets} buckets of ${WINDOWS.hour.bucketMs / 60_000} minutes) and the last day (${WINDOWS.day.buckets} buckets of ${WINDOWS.day.bucketMs / 60_000} minutes)`,
  ],
  ['docs/operating.md', `Each bucket counts at most ${SKETCH_CAPACITY} filter texts per surface and kind`],
  // The shipped nginx and compose files.
  ['docs/operating.md', `the shipped nginx keeps up to ${nginxSetting('keepalive')} idle connections per worker`],
  [
    'docs/operating.md',
    `The shipped config also opens at most ${Number(/max_conns=(\d+)/.exec(nginx)?.[1]).toLocaleString('en')} connections with requests in flight to each replica (\`max_conns\`)`,
  ],
  [
    'docs/operating.md',
    `(${Number.parseInt(nginxSetting('keepalive_timeout') ?? '', 10)} s for nginx's \`keepalive_timeout\` in the shipped config`,
  ],
  [
    'docs/operating.md',
    `At most ${/limit_conn edge_connections (\d+);/.exec(nginx)?.[1]} requests in progress from one client address (\`limit_conn\`), and ${/rate=(\d+)r\/s/.exec(nginx)?.[1]} a second with bursts of ${/burst=(\d+)/.exec(nginx)?.[1]} (\`limit_req\`, \`nodelay\`)`,
  ],
  [
    'docs/operating.md',
    `within ${Number.parseInt(nginxSetting('client_header_timeout') ?? '', 10)} s (\`client_header_timeout\`; nginx's default is 60 s), a body or an answer may pause at most ${Number.parseInt(nginxSetting('client_body_timeout') ?? '', 10)} s`,
  ],
  [
    'docs/operating.md',
    `an idle kept-alive client is closed after ${[...nginx.matchAll(/keepalive_timeout (\d+)s;/g)].at(-1)?.[1]} s`,
  ],
  ['docs/operating.md', `(\`reset_timedout_connection ${nginxSetting('reset_timedout_connection')}\`)`],
  [
    'docs/operating.md',
    `\`worker_connections\` (${Number(nginxSetting('worker_connections')).toLocaleString('en')} a worker, with \`worker_rlimit_nofile\` above it)`,
  ],
  [
    'docs/operating.md',
    `no file over ${BLOB_LIMIT.replace('m', ' MiB')} is downloaded (\`--filter=blob:limit=${BLOB_LIMIT}\``,
  ],
  ['docs/operating.md', `Give the orchestrator a grace period above the two together (compose: ${grace} s)`],
  // The Kubernetes base.
  [
    'docs/operating.md',
    `*Startup*: \`/healthz\`, up to ${api.startupProbe.failureThreshold * api.startupProbe.periodSeconds} s (${api.startupProbe.failureThreshold} × ${api.startupProbe.periodSeconds} s)`,
  ],
  [
    'docs/operating.md',
    `*Readiness*: \`/readyz\` every ${api.readinessProbe.periodSeconds} s, out after ${['', 'one failure', 'two failures', 'three failures'][api.readinessProbe.failureThreshold]}`,
  ],
  [
    'docs/operating.md',
    `*Liveness*: \`/healthz\` every ${api.livenessProbe.periodSeconds} s, restart after ${api.livenessProbe.periodSeconds * api.livenessProbe.failureThreshold} s without an answer`,
  ],
  ['docs/operating.md', `The \`preStop\` hook sleeps ${api.lifecycle.preStop.sleep.seconds} s first`],
  ['docs/operating.md', `\`/bin/sleep ${api.lifecycle.preStop.sleep.seconds}\`, which the slim image has`],
  ['docs/operating.md', `under \`terminationGracePeriodSeconds: ${pod.terminationGracePeriodSeconds}\``],
  ['docs/operating.md', `so the memory request is \`${api.resources.requests.memory}\``],
  ['docs/operating.md', `The limit, \`${api.resources.limits.memory}\`, adds`],
  [
    'docs/operating.md',
    `an \`emptyDir\` of at most ${pod.volumes.find((v) => v.emptyDir)?.emptyDir?.sizeLimit.replace('Gi', ' GiB')}`,
  ],
  [
    'docs/operating.md',
    `The pod runs as uid and gid ${pod.securityContext.runAsUser === pod.securityContext.runAsGroup ? pod.securityContext.runAsUser : '?'}`,
  ],
  [
    'docs/operating.md',
    `Scaling down waits ${scaleDown.stabilizationWindowSeconds / 60} minutes and removes one pod a minute`,
  ],
  ['docs/operating.md', `| \`poddisruptionbudget.yaml\` | \`maxUnavailable: ${disruption.spec.maxUnavailable}\``],
];

describe("docs/operating.md's sentences on what the code and the shipped files own", () => {
  const docs = new Map<string, string>();
  const text = (path: string): string => {
    if (!docs.has(path)) docs.set(path, flat(path));
    return docs.get(path)!;
  };

  it.each(PINNED)('%s says "%s"', (path, phrase) => {
    expect(text(path).includes(phrase), `${path} should say: ${phrase}`).toBe(true);
  });

  it('runs the image, the builders and bench:data with the flags it names', () => {
    expect(readDoc('Dockerfile')).toContain(`"--max-semi-space-size=${semiSpace('start:prod')}"`);
    for (const script of ['generate', 'build:snapshot', 'bench:data']) expect(semiSpace(script), script).toBe(64);
  });

  it('gives the orchestrators grace above the pause and the shutdown timeout together', () => {
    const drain = (defaults.DRAIN_PAUSE_MS + defaults.SHUTDOWN_TIMEOUT_MS) / 1000;
    expect(grace).toBeGreaterThan(drain);
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(drain + api.lifecycle.preStop.sleep.seconds);
  });

  it('scales down one pod a minute', () => {
    expect(scaleDown.policies).toEqual([{ type: 'Pods', value: 1, periodSeconds: 60 }]);
  });
});
