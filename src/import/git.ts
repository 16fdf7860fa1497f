/**
 * git run on a tracker's checkout (docs/importers.md, Provenance; docs/operating.md, Refresh). A
 * checkout is third-party content, and so is its `.git/config`: git is run with no configuration
 * but the checkout's own and ours, which overrides every setting that runs a program or reads
 * another file (a `gpg.program` run to check a signature, a mail map, a monitor of the file
 * system), never asks for a password, never fetches what a partial clone lacks, and is killed after
 * a time limit (a FIFO named `.git/packed-refs` blocks git's read for ever).
 */
import { spawnSync } from 'node:child_process';
import { devNull } from 'node:os';

/** Settings given on git's command line, which win over every file's (docs/importers.md, Provenance). */
const OVERRIDES: readonly string[] = [
  `core.hooksPath=${devNull}`,
  'log.showSignature=false',
  'gpg.program=false',
  'gpg.ssh.program=false',
  'gpg.x509.program=false',
  'core.fsmonitor=false',
  'core.pager=cat',
  'core.askPass=false',
  'core.sshCommand=ssh -o BatchMode=yes',
  'credential.helper=',
  'log.mailmap=false',
  'mailmap.file=',
  'mailmap.blob=',
  'core.quotePath=false',
  'protocol.ext.allow=never',
  'diff.external=',
];

/** The environment git runs in: nothing of the caller's but the path to programs. */
function gitEnvironment(): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    LANG: 'C',
    HOME: devNull,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: devNull,
    GIT_TERMINAL_PROMPT: '0',
    GIT_ASKPASS: 'false',
    SSH_ASKPASS: 'false',
    GIT_NO_LAZY_FETCH: '1',
    GIT_OPTIONAL_LOCKS: '0',
  };
}

export interface GitResult {
  ok: boolean;
  stdout: string;
  /** Why it failed: git's message, or the time limit. */
  error: string | null;
}

export interface GitOptions {
  /** The time git may take before it is killed; 60 s by default. */
  timeoutMs?: number;
  /** The largest output read. */
  maxBytes?: number;
  /** Run in this folder (`-C`); none for a clone. */
  cwd?: string;
}

/** Runs git with `args` under our configuration and a time limit (SIGKILL past it). */
export function runGit(args: readonly string[], options: GitOptions = {}): GitResult {
  const timeout = options.timeoutMs ?? 60_000;
  const result = spawnSync(
    'git',
    [
      ...(options.cwd ? ['-C', options.cwd] : []),
      ...OVERRIDES.flatMap((setting) => ['-c', setting]),
      '--no-pager',
      ...args,
    ],
    {
      encoding: 'utf8',
      maxBuffer: options.maxBytes ?? 16 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: gitEnvironment(),
      timeout,
      killSignal: 'SIGKILL',
    },
  );
  if (result.error !== undefined) {
    const timedOut = (result.error as NodeJS.ErrnoException).code === 'ETIMEDOUT';
    return {
      ok: false,
      stdout: '',
      error: timedOut ? `git ${args[0]} took more than ${timeout} ms` : result.error.message,
    };
  }
  if (result.status !== 0) {
    const message = (result.stderr ?? '').trim().split('\n').at(-1) ?? '';
    return {
      ok: false,
      stdout: result.stdout ?? '',
      error: message || `git ${args[0]} failed (${result.signal ?? result.status})`,
    };
  }
  return { ok: true, stdout: result.stdout, error: null };
}
