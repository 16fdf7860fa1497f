/**
 * deploy/kubernetes/refresh/: the scheduled refresh beside the API base. Every manifest against
 * the Kubernetes API schemas with unknown fields refused, its Kustomization listing every file, and
 * the wiring the command relies on: the API's image, the command the image builds, the
 * configuration file a refresh accepts at the path it is given, its work folder on the volume that
 * outlives a run, one run at a time and the API pods' security context.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadRefreshConfig } from '../../src/ops/refresh/refresh-config.js';
import { readDoc } from '../docs/markdown.js';
import { tempDir } from '../fixtures/source.js';
import {
  KUSTOMIZATION,
  MANIFEST_DIR,
  type Json,
  manifestFiles,
  PROJECT_ROOT,
  readManifests,
  readYamlDocuments,
  schemaErrors,
  unknownFieldErrors,
} from './manifests.js';

const REFRESH_DIR = join(MANIFEST_DIR, 'refresh');
const manifests = readManifests(REFRESH_DIR);
const one = (kind: string, from = manifests): any => {
  const found = from.filter((manifest) => manifest.object.kind === kind);
  if (found.length !== 1) throw new Error(`expected one ${kind}, found ${found.length}`);
  return found[0]!.object;
};
const cronJob = one('CronJob');
const job = cronJob.spec.jobTemplate.spec;
const pod = job.template.spec;
const container = pod.containers[0];
const deployment = one('Deployment', readManifests());
const api = deployment.spec.template.spec;

describe('deploy/kubernetes/refresh manifests', () => {
  it('are Kubernetes objects the API schemas accept, naming no field they do not know', () => {
    expect(manifests.map((manifest) => manifest.object.kind).sort()).toEqual([
      'ConfigMap',
      'CronJob',
      'PersistentVolumeClaim',
    ]);
    expect(manifests.flatMap(schemaErrors)).toEqual([]);
    expect(unknownFieldErrors(manifests)).toEqual([]);
  });

  it('are all listed by their Kustomization, and it lists nothing else', () => {
    const [kustomization] = readYamlDocuments(join(REFRESH_DIR, KUSTOMIZATION));
    expect([...(kustomization!.resources as string[])].sort()).toEqual(manifestFiles(REFRESH_DIR));
  });
});

describe('the refresh CronJob', () => {
  const folder = tempDir('confdir-k8s-refresh-');
  afterAll(() => folder.cleanup());
  const mountOf = (path: string): Json =>
    container.volumeMounts.find((mount: Json) => path.startsWith(`${String(mount.mountPath)}/`));
  const volume = (name: unknown): any => pod.volumes.find((candidate: Json) => candidate.name === name);

  it("runs the refresh command of the API's image, one run at a time, never retried", () => {
    expect(container.image).toBe(api.containers[0].image);
    const [node, ...args] = container.command as string[];
    expect(node).toBe('node');
    const script = args.find((arg) => arg.startsWith('dist/tools/'))!;
    // tsconfig.build.json compiles tools/ to dist/tools/.
    expect(existsSync(join(PROJECT_ROOT, script.replace(/^dist\//, '').replace(/\.js$/, '.ts')))).toBe(true);
    expect(script).toBe('dist/tools/refresh.js');
    expect(cronJob.spec.concurrencyPolicy).toBe('Forbid');
    // docs/operating.md, Kubernetes: "every six hours".
    expect(cronJob.spec.schedule).toMatch(/^\d+ \*\/6 \* \* \*$/);
    expect(readDoc('docs/operating.md')).toContain('`npm run refresh` every six hours');
    expect(job.backoffLimit).toBe(0);
    expect(pod.restartPolicy).toBe('Never');
  });

  it('reads a configuration file the refresh accepts, with its work folder on the kept volume', () => {
    const configPath = (container.command as string[]).at(-1)!;
    const mount = mountOf(configPath);
    expect(mount).toMatchObject({ readOnly: true });
    const configMap = one('ConfigMap');
    expect(volume(mount.name).configMap.name).toBe(configMap.metadata.name);
    const text = configMap.data[posix.relative(String(mount.mountPath), configPath)];
    const file = join(folder.dir, 'refresh.yaml');
    writeFileSync(file, text);
    const config = loadRefreshConfig(file);
    expect(config.sources.map((source) => source.kind)).toEqual(['ccf-deadlines', 'ai-deadlines', 'confs-tech']);
    const work = mountOf(`${config.work_dir}/checkouts`);
    expect(volume(work.name).persistentVolumeClaim.claimName).toBe(one('PersistentVolumeClaim').metadata.name);
  });

  it("writes only to its work volume and a scratch folder, under the API pods' security context", () => {
    const writable = container.volumeMounts.filter((mount: Json) => mount.readOnly !== true);
    expect(writable.map((mount: Json) => mount.mountPath).sort()).toEqual(['/tmp', '/work']);
    expect(volume(mountOf('/tmp/x').name).emptyDir.sizeLimit).toBeDefined();
    expect(container.securityContext).toEqual(api.containers[0].securityContext);
    expect(pod.securityContext).toEqual(api.securityContext);
  });
});
