/**
 * The project's image without a Docker engine: built by .ci/image/build (buildah, its own storage
 * folder), and run the way `docker run --read-only --user 1000:1000 -v DATA:/data:ro --network host`
 * runs it, with util-linux's unshare: new mount and PID namespaces, the image's root file system
 * bound read-only, /proc, a few /dev nodes, the data folder read-only at /data and a folder of the
 * test's own at /tmp (to see whether anything writes there), then a chroot into it as the image's
 * user, in its working folder, with its environment. The process keeps the machine's network, so the
 * server listens on a loopback port the test picks; nothing else is configured for it to reach.
 *
 * buildah's own `run` sets no read-only root nor environment, and podman's runtime cannot set its
 * limits on every machine, hence these few lines.
 */
import { type ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from '../../src/util/paths.js';

const run = promisify(execFile);

/** What the build left: its storage, its log and its timings. */
export interface ImageBuild {
  dir: string;
  /** Seconds of each step (.ci/image/build's `times`). */
  times: Record<string, number>;
  log: string;
}

/** The tools the build and the runner need, and root; what is missing, or undefined. */
export function missingForImage(): string | undefined {
  const missing = ['mmdebstrap', 'buildah', 'unshare'].filter(
    (tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0,
  );
  if (missing.length > 0) return `${missing.join(', ')} not installed (Debian packages; .ci/run installs them)`;
  if (process.getuid?.() !== 0) return 'not root (mmdebstrap and buildah run as root here)';
  return undefined;
}

/**
 * The build in `dir`: one that .ci/run began in the background (it writes `status` last), waited
 * for, or one run now.
 */
export async function imageBuild(dir: string, startedElsewhere: boolean, timeoutMs: number): Promise<ImageBuild> {
  const status = join(dir, 'status');
  if (!startedElsewhere) {
    await run(join(PROJECT_ROOT, '.ci', 'image', 'build'), [dir], { timeout: timeoutMs, maxBuffer: 1 << 24 }).catch(
      (error: Error & { stderr?: string }) => {
        if (!existsSync(status)) throw new Error(`.ci/image/build: ${error.message}\n${error.stderr ?? ''}`);
      },
    );
  }
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(status)) {
    if (Date.now() > deadline) throw new Error(`no image build finished in ${dir} within ${timeoutMs} ms`);
    await sleep(1000);
  }
  const text = (name: string) => (existsSync(join(dir, name)) ? readFileSync(join(dir, name), 'utf8') : '');
  const log = text('build.log');
  const code = readFileSync(status, 'utf8').trim();
  if (code !== '0') {
    throw new Error(`.ci/image/build exited ${code}:\n${text('errors').slice(-2000)}\n${log.slice(-4000)}`);
  }
  const times = Object.fromEntries(
    readFileSync(join(dir, 'times'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split('='))
      .map(([name, seconds]) => [name ?? '', Number(seconds)]),
  );
  return { dir, times, log };
}

/** buildah on the build's own storage. */
async function buildah(dir: string, ...args: string[]): Promise<string> {
  const storage = ['--root', join(dir, 'storage'), '--runroot', join(dir, 'run'), '--storage-driver', 'vfs'];
  const { stdout } = await run('buildah', [...storage, ...args], { maxBuffer: 1 << 24 });
  return stdout.trim();
}

/** The image's Docker configuration: what `docker inspect` shows as Config. */
export interface ImageConfig {
  User: string;
  Env: string[];
  Cmd: string[];
  WorkingDir: string;
  Healthcheck?: { Test: string[]; Interval: number; Timeout: number; StartPeriod: number; Retries: number };
  Volumes?: Record<string, unknown>;
}

export async function imageConfig(dir: string, image: string): Promise<ImageConfig> {
  const inspected = JSON.parse(await buildah(dir, 'inspect', '--type', 'image', image));
  return inspected.Docker.config as ImageConfig;
}

/**
 * The image's root file system: the storage driver vfs keeps each layer as a whole root file
 * system, so the image's top layer's folder is it, bound read-only by the runner below as a
 * container's would be. A working container (`buildah from`) would copy it whole first.
 */
export function rootFileSystem(dir: string, image: string): string {
  const images = JSON.parse(readFileSync(join(dir, 'storage', 'vfs-images', 'images.json'), 'utf8')) as {
    names?: string[];
    layer: string;
  }[];
  const layer = images.find((entry) => entry.names?.includes(image))?.layer;
  if (layer === undefined) throw new Error(`no image ${image} in the build's storage`);
  return join(dir, 'storage', 'vfs', 'dir', layer);
}

/** Mounts, then the chroot as the user; arguments: root data tmp workdir uid gid command... */
const RUNNER = `set -e
root=$1 data=$2 tmp=$3 wd=$4 uid=$5 gid=$6
shift 6
mount --bind "$root" "$root"
mount -o remount,bind,ro "$root"
mount -t proc proc "$root/proc"
mount -t tmpfs -o mode=755,size=64k tmpfs "$root/dev"
for node in null zero full random urandom; do
  touch "$root/dev/$node"
  mount --bind "/dev/$node" "$root/dev/$node"
done
mount --bind "$data" "$root/data"
mount -o remount,bind,ro "$root/data"
mount --bind "$tmp" "$root/tmp"
exec unshare --root="$root" --wd="$wd" --setuid "$uid" --setgid "$gid" "$@"`;

export interface ContainerProcess {
  child: ChildProcess;
  /** stdout and stderr, as printed so far. */
  output(): string;
  /** The command's process as this machine numbers it (PID 1 inside). */
  pid(): number | undefined;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts `command` in the root file system as the image's user, working folder and environment
 * (the image's, then `env` over it, as `docker run -e` does).
 */
export function startContainer(
  root: string,
  config: ImageConfig,
  mounts: { data: string; tmp: string },
  env: Record<string, string>,
  command: string[] = config.Cmd,
): ContainerProcess {
  const [uid = '0', gid = uid] = config.User.split(':');
  const environment = Object.fromEntries(config.Env.map((line) => line.split(/=(.*)/s).slice(0, 2)));
  const child = spawn(
    'unshare',
    [
      '--mount',
      '--pid',
      '--fork',
      '--kill-child',
      'sh',
      '-c',
      RUNNER,
      'runner',
      root,
      mounts.data,
      mounts.tmp,
      config.WorkingDir || '/',
      uid,
      gid,
      ...command,
    ],
    { env: { ...environment, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    output: () => output,
    pid: () => {
      // unshare --fork: the command is unshare's one child (the runner execs into it).
      const children = `/proc/${child.pid}/task/${child.pid}/children`;
      const pid = existsSync(children) ? Number(readFileSync(children, 'utf8').trim().split(/\s+/)[0]) : Number.NaN;
      return Number.isInteger(pid) && pid > 0 ? pid : undefined;
    },
    exited,
  };
}

/** Removes the build's folder and the tmpfs it is in: its storage, every image (a few GB). */
export async function removeBuild(dir: string): Promise<void> {
  await run(join(PROJECT_ROOT, '.ci', 'image', 'remove'), [dir]);
}
