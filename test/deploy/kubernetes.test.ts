/**
 * deploy/kubernetes/: every manifest against the Kubernetes API schemas (kubernetes-models), with
 * unknown fields refused; the Kustomize base lists every file; and the wiring the server relies on
 * (probes on its health routes, ports, mounts, Secrets, the configuration it accepts).
 */
import { writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { KeysFileError, readKeysFile } from '../../src/auth/keys-file-format.js';
import { ConfigError, loadConfig, PRODUCTION_METRICS_PORT, VARIABLE_NAMES } from '../../src/config.js';
import { HEALTH_PATHS } from '../../src/http/routes/health.js';
import { tempDir } from '../fixtures/source.js';
import { readDoc } from '../docs/markdown.js';
import {
  KUSTOMIZATION,
  MANIFEST_DIR,
  type Json,
  type Manifest,
  manifestFiles,
  readManifests,
  readYamlDocuments,
  schemaErrors,
  unknownFieldErrors,
} from './manifests.js';

/** Variables that issue 23's replica pull and feed URLs add to src/config.ts. */
const PULL_AND_FEED_VARIABLES = ['SNAPSHOT_SOURCE', 'SNAPSHOT_POLL_S', 'FEED_SECRET'];
/** The server's own pause between /readyz turning 503 and closing on SIGTERM, by default. */
const SERVER_DRAIN_PAUSE_S = 5;

const manifests = readManifests();
const byKind = (kind: string): Manifest[] => manifests.filter((manifest) => manifest.object.kind === kind);
const one = (kind: string): Json => {
  const found = byKind(kind);
  if (found.length !== 1) throw new Error(`expected one ${kind} in deploy/kubernetes, found ${found.length}`);
  return found[0]!.object;
};
const at = (value: unknown, ...path: (string | number)[]): any =>
  path.reduce<any>((node, key) => (node === undefined || node === null ? undefined : node[key]), value);

const deployment = one('Deployment');
const podSpec = at(deployment, 'spec', 'template', 'spec');
const container = at(podSpec, 'containers', 0);
const env: { name: string; value?: string; valueFrom?: any }[] = container.env;
const literalEnv = Object.fromEntries(
  env.filter((item) => item.value !== undefined).map((item) => [item.name, item.value!]),
);
const configMap = one('ConfigMap');
const secrets = byKind('Secret').map((manifest) => manifest.object);

describe('deploy/kubernetes manifests', () => {
  it('are Kubernetes objects the API schemas accept', () => {
    expect(manifests.length).toBeGreaterThan(0);
    expect(manifests.flatMap(schemaErrors)).toEqual([]);
  });

  it('name no field the schemas do not know, at any depth', () => {
    expect(unknownFieldErrors(manifests)).toEqual([]);
  });

  it('would refuse a misspelt field or a value of the wrong type (the checks can fail)', () => {
    const typo = structuredClone(deployment) as any;
    const probed = typo.spec.template.spec.containers[0];
    probed.readinesProbe = probed.readinessProbe;
    delete probed.readinessProbe;
    const wrongType = structuredClone(deployment) as any;
    wrongType.spec.template.spec.terminationGracePeriodSeconds = '30';
    const copy = (object: Json): Manifest => ({ file: 'deployment.yaml', index: 0, object });
    expect(unknownFieldErrors([copy(typo)]).join('\n')).toMatch(/readinesProbe/);
    expect(schemaErrors(copy(wrongType)).join('\n')).toMatch(/terminationGracePeriodSeconds must be integer/);
  });

  it('are all listed by the Kustomize base, and it lists nothing else', () => {
    const [kustomization] = readYamlDocuments(join(MANIFEST_DIR, KUSTOMIZATION));
    expect(kustomization).toMatchObject({ apiVersion: 'kustomize.config.k8s.io/v1beta1', kind: 'Kustomization' });
    expect(Object.keys(kustomization!).sort()).toEqual(['apiVersion', 'kind', 'resources']);
    expect([...(kustomization!.resources as string[])].sort()).toEqual(manifestFiles());
  });
});

describe('the Deployment', () => {
  const labels = at(deployment, 'spec', 'template', 'metadata', 'labels');

  it('is selected by its own selector, the Service, the PodDisruptionBudget and the autoscaler', () => {
    expect(labels).toMatchObject(at(deployment, 'spec', 'selector', 'matchLabels'));
    expect(labels).toMatchObject(at(one('Service'), 'spec', 'selector'));
    expect(labels).toMatchObject(at(one('PodDisruptionBudget'), 'spec', 'selector', 'matchLabels'));
    expect(at(one('HorizontalPodAutoscaler'), 'spec', 'scaleTargetRef')).toEqual({
      apiVersion: deployment.apiVersion,
      kind: 'Deployment',
      name: at(deployment, 'metadata', 'name'),
    });
    expect(at(deployment, 'spec', 'replicas')).toBeUndefined();
  });

  it('probes the server health routes on the port it listens on', () => {
    const ports = Object.fromEntries(container.ports.map((port: Json) => [port.name, port.containerPort]));
    expect(String(ports.http)).toBe(literalEnv.PORT);
    expect(ports.metrics).toBe(PRODUCTION_METRICS_PORT);
    expect(String(ports.metrics)).toBe(literalEnv.METRICS_PORT);
    expect(at(deployment, 'spec', 'template', 'metadata', 'annotations', 'prometheus.io/port')).toBe(
      String(ports.metrics),
    );
    const probe = (name: string) => at(container, name, 'httpGet');
    expect(probe('startupProbe')).toEqual({ path: '/healthz', port: 'http' });
    expect(probe('readinessProbe')).toEqual({ path: '/readyz', port: 'http' });
    expect(probe('livenessProbe')).toEqual({ path: '/healthz', port: 'http' });
    for (const name of ['startupProbe', 'readinessProbe', 'livenessProbe']) {
      expect(HEALTH_PATHS).toContain(probe(name).path);
    }
    expect(at(one('Service'), 'spec', 'ports', 0, 'targetPort')).toBe('http');
  });

  it('gives the pause before SIGTERM and the drain after it time to finish', () => {
    const preStop = at(container, 'lifecycle', 'preStop', 'sleep', 'seconds');
    expect(preStop).toBeGreaterThan(0);
    const drainS = loadConfig({}).SHUTDOWN_TIMEOUT_MS / 1000;
    expect(configMap.data).not.toHaveProperty('SHUTDOWN_TIMEOUT_MS');
    expect(podSpec.terminationGracePeriodSeconds).toBeGreaterThan(preStop + SERVER_DRAIN_PAUSE_S + drainS);
  });

  it('runs as a non-root user with a read-only root file system and no privileges', () => {
    expect(podSpec.securityContext).toMatchObject({ runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } });
    expect(podSpec.securityContext.runAsUser).toBeGreaterThan(0);
    expect(container.securityContext).toEqual({
      allowPrivilegeEscalation: false,
      readOnlyRootFilesystem: true,
      runAsNonRoot: true,
      capabilities: { drop: ['ALL'] },
      seccompProfile: { type: 'RuntimeDefault' },
    });
    expect(podSpec.automountServiceAccountToken).toBe(false);
  });

  it('writes only to an emptyDir holding the snapshot, and mounts the keys file read-only from a Secret', () => {
    const volumes = Object.fromEntries(podSpec.volumes.map((volume: Json) => [volume.name, volume]));
    const mountOf = (path: string) =>
      container.volumeMounts.find((mount: Json) => path.startsWith(`${String(mount.mountPath)}/`));
    const writable = container.volumeMounts.filter((mount: Json) => mount.readOnly !== true);
    expect(writable).toEqual([mountOf(literalEnv.SNAPSHOT_PATH!)]);
    expect(volumes[writable[0].name].emptyDir.sizeLimit).toBeDefined();
    expect(volumes[writable[0].name].emptyDir.medium).toBeUndefined();
    const keysMount = mountOf(literalEnv.KEYS_FILE!);
    expect(keysMount).toMatchObject({ readOnly: true });
    expect(keysMount.subPath).toBeUndefined(); // a subPath mount never sees the Secret change
    const keysSecret = volumes[keysMount.name].secret;
    const keysName = posix.relative(keysMount.mountPath, literalEnv.KEYS_FILE!);
    const keysItem = keysSecret.items.find((item: Json) => item.path === keysName);
    const secret = secrets.find((candidate) => at(candidate, 'metadata', 'name') === keysSecret.secretName);
    expect(at(secret, 'stringData', keysItem.key)).toBeDefined();
  });

  it('reads the ConfigMap and Secret keys that the templates define', () => {
    expect(container.envFrom).toEqual([{ configMapRef: { name: at(configMap, 'metadata', 'name') } }]);
    const references = env.flatMap((item) => (item.valueFrom ? [item.valueFrom.secretKeyRef] : []));
    expect(references.map((reference) => reference.key).sort()).toEqual(['FEED_SECRET', 'REDIS_URL']);
    for (const reference of references) {
      const secret = secrets.find((candidate) => at(candidate, 'metadata', 'name') === reference.name);
      expect(at(secret, 'stringData', reference.key), reference.key).toBeDefined();
    }
  });

  it('requests memory for two snapshots at once, the measured RSS after load twice', () => {
    const rssMiB = Number(
      /One server process after load\*\*: ([\d.]+) MiB RSS/.exec(readDoc('docs/operating.md'))?.[1],
    );
    expect(rssMiB).toBeGreaterThan(0);
    const { requests, limits } = container.resources;
    expect(mebibytes(requests.memory)).toBeGreaterThanOrEqual(2 * rssMiB);
    expect(mebibytes(limits.memory)).toBeGreaterThan(mebibytes(requests.memory));
    expect(requests.cpu).toBeDefined(); // the autoscaler's utilization is a share of it
  });
});

/** A memory quantity in MiB (the binary suffixes the manifests use). */
function mebibytes(quantity: string): number {
  const match = /^(\d+(?:\.\d+)?)(Mi|Gi)$/.exec(quantity);
  if (!match) throw new Error(`unexpected quantity ${quantity}`);
  return Number(match[1]) * (match[2] === 'Gi' ? 1024 : 1);
}

describe('the configuration templates', () => {
  const configured = { ...(configMap.data as Record<string, string>), ...literalEnv };
  const folder = tempDir('confdir-k8s-');
  afterAll(() => folder.cleanup());

  it('set only variables the server reads', () => {
    const names = [...Object.keys(configured), ...env.map((item) => item.name)];
    const known = new Set<string>([...VARIABLE_NAMES, ...PULL_AND_FEED_VARIABLES]);
    expect(names.filter((name) => !known.has(name))).toEqual([]);
  });

  it('make a configuration the server accepts once the Secret holds real values', () => {
    const config = loadConfig({
      ...configured,
      REDIS_URL: 'rediss://user:password@redis.example:6379',
      FEED_SECRET: 'a feed secret of at least 32 characters',
    });
    expect(config.NODE_ENV).toBe('production');
    expect(config.SNAPSHOT_PATH).toBe(literalEnv.SNAPSHOT_PATH);
  });

  it('hold only placeholders, which the server refuses at start', () => {
    const values = secrets.flatMap((secret) => Object.values(secret.stringData as Record<string, string>));
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) expect(value).toMatch(/^REPLACE-ME: /);
    for (const secret of secrets) expect(secret.data).toBeUndefined();
    const redisUrl = at(secrets, 0, 'stringData', 'REDIS_URL') ?? at(secrets, 1, 'stringData', 'REDIS_URL');
    expect(() => loadConfig({ ...configured, REDIS_URL: redisUrl })).toThrow(ConfigError);
    const keysFile = join(folder.dir, 'keys.json');
    writeFileSync(keysFile, at(secrets, 0, 'stringData', 'keys.json') ?? at(secrets, 1, 'stringData', 'keys.json'));
    expect(() => readKeysFile(keysFile)).toThrow(KeysFileError);
  });
});
