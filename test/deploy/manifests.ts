/**
 * Reading the Kubernetes manifests of deploy/kubernetes/ and checking them against the Kubernetes
 * API schemas of the `kubernetes-models` package (generated from the Kubernetes OpenAPI document).
 *
 * Two checks, because the schemas alone do not reject an unknown field (the Kubernetes OpenAPI
 * document does not say `additionalProperties: false`, so `readinesProbe` would pass):
 * - `schemaErrors`: the package's own validators (types, enums, required fields);
 * - `unknownFieldErrors`: every manifest becomes an object literal typed with the package's
 *   TypeScript interface for its kind (generated from the same schemas), and the TypeScript
 *   compiler's excess property check reports a field the schema does not name, at any depth (the
 *   first one of each manifest: the compiler stops at it).
 *   Hand-written here because no package on the registry does a strict check against these types.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { CronJob } from 'kubernetes-models/batch/v1/CronJob';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import ts from 'typescript';
import { parseAllDocuments } from 'yaml';

export const PROJECT_ROOT = join(import.meta.dirname, '..', '..');
export const MANIFEST_DIR = join(PROJECT_ROOT, 'deploy', 'kubernetes');
export const KUSTOMIZATION = 'kustomization.yaml';

export type Json = Record<string, unknown>;

export interface Manifest {
  /** The file's name in deploy/kubernetes/. */
  file: string;
  /** Position of the document in its file, from 0. */
  index: number;
  object: Json;
}

interface Kind {
  model: { new (data: never): { validate(): void } };
  /** The module and the interface the strict check types the manifest with. */
  module: string;
  type: string;
}

/** The kinds the base and the refresh (refresh/) may hold, by `apiVersion kind`. */
const KINDS: Record<string, Kind> = {
  'apps/v1 Deployment': { model: Deployment, module: 'kubernetes-models/apps/v1/Deployment', type: 'IDeployment' },
  'v1 Service': { model: Service, module: 'kubernetes-models/v1/Service', type: 'IService' },
  'v1 ConfigMap': { model: ConfigMap, module: 'kubernetes-models/v1/ConfigMap', type: 'IConfigMap' },
  'v1 Secret': { model: Secret, module: 'kubernetes-models/v1/Secret', type: 'ISecret' },
  'batch/v1 CronJob': { model: CronJob, module: 'kubernetes-models/batch/v1/CronJob', type: 'ICronJob' },
  'v1 PersistentVolumeClaim': {
    model: PersistentVolumeClaim,
    module: 'kubernetes-models/v1/PersistentVolumeClaim',
    type: 'IPersistentVolumeClaim',
  },
  'policy/v1 PodDisruptionBudget': {
    model: PodDisruptionBudget,
    module: 'kubernetes-models/policy/v1/PodDisruptionBudget',
    type: 'IPodDisruptionBudget',
  },
  'autoscaling/v2 HorizontalPodAutoscaler': {
    model: HorizontalPodAutoscaler,
    module: 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler',
    type: 'IHorizontalPodAutoscaler',
  },
};

/**
 * Every YAML document of a file, as plain data. Read as YAML 1.1, as kubectl reads it, so that a
 * value such as `on` or `0440` means here what it means to the cluster (a boolean, an octal number).
 */
export function readYamlDocuments(path: string): Json[] {
  const documents = parseAllDocuments(readFileSync(path, 'utf8'), { version: '1.1' });
  if (!Array.isArray(documents)) throw new Error(`${path}: no YAML document`);
  return documents.map((document, index) => {
    const [error] = document.errors;
    if (error) throw new Error(`${path}, document ${index + 1}: ${error.message}`);
    const value: unknown = document.toJS();
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new Error(`${path}, document ${index + 1}: not a mapping`);
    }
    return value as Json;
  });
}

/** The YAML files of the folder other than the kustomization, sorted. */
export function manifestFiles(dir = MANIFEST_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name) && name !== KUSTOMIZATION)
    .sort();
}

export function readManifests(dir = MANIFEST_DIR): Manifest[] {
  return manifestFiles(dir).flatMap((file) =>
    readYamlDocuments(join(dir, file)).map((object, index) => ({ file, index, object })),
  );
}

function where(manifest: Manifest): string {
  return `${manifest.file}, document ${manifest.index + 1}`;
}

function kindOf(manifest: Manifest): Kind | undefined {
  return KINDS[`${String(manifest.object.apiVersion)} ${String(manifest.object.kind)}`];
}

/** The schema validator's complaints about one manifest (an unknown kind is one too). */
export function schemaErrors(manifest: Manifest): string[] {
  const kind = kindOf(manifest);
  if (kind === undefined) {
    return [`${where(manifest)}: no schema for ${String(manifest.object.apiVersion)} ${String(manifest.object.kind)}`];
  }
  try {
    new kind.model(manifest.object as never).validate();
    return [];
  } catch (error) {
    return [`${where(manifest)}: ${error instanceof Error ? error.message : String(error)}`];
  }
}

/** The TypeScript source the strict check compiles, and the line range of each manifest in it. */
function typedSource(manifests: Manifest[]): { text: string; ranges: { manifest: Manifest; end: number }[] } {
  const kinds = manifests.map(kindOf);
  const imports = [
    ...new Set(kinds.flatMap((kind) => (kind ? [`import type { ${kind.type} } from '${kind.module}';`] : []))),
  ];
  const lines = [...imports];
  const ranges: { manifest: Manifest; end: number }[] = [];
  manifests.forEach((manifest, position) => {
    const kind = kinds[position];
    if (kind === undefined) return; // schemaErrors reports it
    lines.push(`export const manifest${position}: ${kind.type} = ${JSON.stringify(manifest.object, null, 2)};`);
    ranges.push({ manifest, end: lines.join('\n').length });
  });
  return { text: lines.join('\n'), ranges };
}

const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  types: [],
  lib: ['lib.es2022.d.ts'],
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
};

/**
 * Fields the Kubernetes schemas do not name, and values of the wrong type, found by the TypeScript
 * compiler (see the module comment). One message per problem, naming the file and the document.
 */
export function unknownFieldErrors(manifests: Manifest[]): string[] {
  const { text, ranges } = typedSource(manifests);
  // A file that is never written: it only has to sit in the project for module resolution.
  const fileName = join(PROJECT_ROOT, 'test', 'deploy', 'manifests.typed.ts');
  const host = ts.createCompilerHost(COMPILER_OPTIONS);
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.getSourceFile = (name, language, ...rest) =>
    name === fileName ? ts.createSourceFile(name, text, language) : getSourceFile(name, language, ...rest);
  host.fileExists = (name) => name === fileName || fileExists(name);
  const program = ts.createProgram([fileName], COMPILER_OPTIONS, host);
  const source = program.getSourceFile(fileName)!;
  const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
  return diagnostics.map((diagnostic) => {
    const start = diagnostic.start ?? 0;
    const range = ranges.find((candidate) => start < candidate.end);
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    return `${range ? where(range.manifest) : 'imports'}: ${message}`;
  });
}
