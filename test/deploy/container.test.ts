/**
 * The image runs as a non-root user on a read-only root file system, with /data its only writable
 * folder: a static check of the Dockerfile, of deploy/compose.yaml and of the server's sources,
 * since no container engine runs where the tests do.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../bench/common/server.js';
import { PROJECT_ROOT } from './manifests.js';

/** The instructions of the Dockerfile's last stage (the runtime image), continuation lines joined. */
function runtimeStage(): { instruction: string; argument: string }[] {
  const text = readFileSync(join(PROJECT_ROOT, 'Dockerfile'), 'utf8').replace(/\\\n/g, ' ');
  const instructions = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [instruction = '', ...rest] = line.split(/\s+/);
      return { instruction: instruction.toUpperCase(), argument: rest.join(' ') };
    });
  const lastFrom = instructions.findLastIndex((item) => item.instruction === 'FROM');
  return instructions.slice(lastFrom);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('the Dockerfile', () => {
  const stage = runtimeStage();

  it('builds and runs on Node 24 LTS, the line package.json supports', () => {
    const text = readFileSync(join(PROJECT_ROOT, 'Dockerfile'), 'utf8');
    expect(text).toMatch(/^ARG NODE_VERSION=24$/m);
    const froms = [...text.matchAll(/^FROM (\S+)/gm)].map((match) => match[1]);
    const image = (suffix: string) => ['node:$', '{NODE_VERSION}', suffix].join('');
    expect(froms).toEqual([image('-bookworm'), image('-bookworm-slim')]);
    const engines = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')).engines.node;
    expect(engines).toBe('>=22.19');
  });
  const last = (instruction: string) => stage.findLast((item) => item.instruction === instruction)?.argument;
  /** The runtime stage's ENV assignments, `NAME=value` each. */
  const envAssignments = stage
    .filter((item) => item.instruction === 'ENV')
    .flatMap((item) => item.argument.split(/\s+/));

  it('starts the server with the V8 flags and the environment the benchmarks measure, as npm run start:prod does', () => {
    const command = JSON.parse(last('CMD')!) as string[];
    expect(command).toEqual(['node', ...SERVER_NODE_FLAGS, 'dist/src/server.js']);
    const assignments = Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value}`);
    expect(assignments.length).toBeGreaterThan(0);
    for (const assignment of assignments) expect(envAssignments).toContain(assignment);
    const scripts = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')).scripts;
    expect(scripts['start:prod']).toBe([...assignments, ...command].join(' '));
  });

  it('runs the server as a numeric non-root user', () => {
    const user = last('USER');
    expect(user).toMatch(/^\d+(:\d+)?$/); // Kubernetes checks runAsNonRoot against a number only
    expect(Number(user!.split(':')[0])).toBeGreaterThan(0);
    expect(stage.at(-1)).toMatchObject({ instruction: 'CMD' });
    const userAt = stage.findLastIndex((item) => item.instruction === 'USER');
    expect(stage.slice(userAt + 1).filter((item) => item.instruction === 'RUN')).toEqual([]);
  });

  it('keeps the snapshot and the keys file in /data, a volume owned by that user', () => {
    const env = envAssignments.join(' ');
    expect(env).toMatch(/SNAPSHOT_PATH=\/data\/[^/\s]+/);
    expect(env).toMatch(/KEYS_FILE=\/data\/[^/\s]+/);
    expect(last('VOLUME')).toBe('["/data"]');
    const uid = last('USER')!.split(':')[0];
    expect(stage.some((item) => item.instruction === 'RUN' && item.argument.includes('chown node:node /data'))).toBe(
      true,
    );
    expect(uid).toBe('1000'); // node in the official Node images
  });

  it("turns Node's compile cache off, which would write to /tmp", () => {
    expect(envAssignments).toContain('NODE_DISABLE_COMPILE_CACHE=1');
  });
});

describe("the Dockerfile's build stage", () => {
  const text = readFileSync(join(PROJECT_ROOT, 'Dockerfile'), 'utf8');
  const build = text.slice(text.indexOf('\nFROM '), text.lastIndexOf('\nFROM '));

  it("runs npm ci with the project's .npmrc (engine-strict) and no npm_config_ variable, which npm 11 warns about", () => {
    const copy = /^COPY package\.json package-lock\.json (.*)$/m.exec(build)?.[1]?.split(/\s+/);
    expect(copy).toContain('.npmrc');
    expect(build.indexOf('COPY package.json')).toBeLessThan(build.indexOf('RUN npm ci'));
    expect(readFileSync(join(PROJECT_ROOT, '.npmrc'), 'utf8')).toMatch(/^engine-strict=true$/m);
    expect(text).not.toMatch(/^ENV\s+npm_config_/im);
    expect(build).toMatch(/^ENV npm_package_config_node_gyp_nodedir=\/usr\/local$/m);
  });
});

describe('deploy/compose.yaml', () => {
  const compose = parse(readFileSync(join(PROJECT_ROOT, 'deploy', 'compose.yaml'), 'utf8'), { merge: true });
  const apiServices = Object.entries(compose.services as Record<string, any>).filter(([, service]) => service.build);

  it('runs each API replica with a read-only root file system, writing only to its /data mount', () => {
    expect(apiServices.length).toBeGreaterThan(0);
    for (const [name, service] of apiServices) {
      expect(service.read_only, name).toBe(true);
      expect(service.tmpfs, name).toBeUndefined();
      expect(
        service.volumes.map((volume: any) => volume.target),
        name,
      ).toEqual(['/data']);
      expect(service.environment.SNAPSHOT_PATH).toMatch(/^\/data\//);
      expect(service.environment.KEYS_FILE).toMatch(/^\/data\//);
    }
  });
});

describe('the server sources', () => {
  it('never write to the system temporary folder, which is read-only in the container', () => {
    const offenders = sourceFiles(join(PROJECT_ROOT, 'src')).filter((file) =>
      /\btmpdir\b|['"`]\/tmp\b/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map((file) => relative(PROJECT_ROOT, file))).toEqual([]);
  });
});
