/**
 * The refresh's configuration file (docs/operating.md, "Refreshing the data"): the sources as git
 * remotes, the work folder their clones live in, the snapshot store to publish to and the guard's
 * limits. YAML (or JSON, which YAML reads), read once, validated, frozen.
 */
import { readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { FORMATS } from '../../import/index.js';
import { type DeepReadonly, deepFreeze } from '../../util/deep-freeze.js';
import { isS3Url, parseS3Url } from '../../util/s3-url.js';

/** A configuration file that cannot be read or breaks the schema; the message is one line. */
export class RefreshConfigError extends Error {
  override readonly name = 'RefreshConfigError';
}

/** A source's name: a folder name of the work folder and a key of the report. */
const NAME_RE = /^[a-z0-9][a-z0-9._-]{0,63}$/;
/** A git remote: https, ssh, git or file URLs, and scp-like user@host:path; never ext:: or an option. */
const REMOTE_RE = /^(?:(?:https?|ssh|git|file):\/\/\S+|[\w.-]+@[\w.-]+:\S+)$/;
/** A branch name git accepts on a command line without reading it as an option. */
const BRANCH_RE = /^(?!-)(?!.*\.\.)[\w./-]{1,200}$/;

const sourceSchema = z
  .object({
    /** Its name in the report and its clone's folder; by default the remote's last path segment. */
    name: z.string().regex(NAME_RE, 'must be 1-64 of a-z 0-9 . _ - (lowercase, not starting with . _ -)').optional(),
    kind: z.enum(Object.keys(FORMATS) as [string, ...string[]]),
    remote: z.string().regex(REMOTE_RE, 'must be an https://, ssh://, git://, file:// or user@host:path git remote'),
    /** The branch followed; by default the remote's default branch. */
    branch: z.string().regex(BRANCH_RE, 'must be a branch name').optional(),
    /** The folder of the checkout the importer reads; by default its root. */
    path: z
      .string()
      .refine(
        (path) => !isAbsolute(path) && !path.split('/').includes('..'),
        'must be a relative path inside the checkout',
      )
      .optional(),
  })
  .strict();

const fraction = z.number().min(0).max(1);

const configSchema = z
  .object({
    /** Where clones, the built files and the refresh's state live; kept between runs. */
    work_dir: z.string().min(1),
    /** The snapshot store: a folder or s3://bucket/prefix, as `npm run snapshot -- publish --to`. */
    store: z.string().min(1),
    /** For an s3:// store: as SNAPSHOT_S3_ENDPOINT, SNAPSHOT_S3_REGION and SNAPSHOT_S3_PATH_STYLE. */
    s3: z
      .object({ endpoint: z.url().optional(), region: z.string().optional(), path_style: z.boolean().optional() })
      .strict()
      .optional(),
    /** The most each git command may take, in seconds (a first clone of a large tracker included). */
    git_timeout_s: z.number().int().min(1).max(3600).default(300),
    /** The builder's --skip-invalid: rows the builder refuses are left out instead of failing the build. */
    skip_invalid: z.boolean().default(false),
    change_window_days: z.number().int().min(1).max(99_999).default(180),
    guard: z
      .object({
        /** The largest share of the served snapshot's events a new one may lack (0.05: it must keep 95%). */
        max_event_loss: fraction.default(0.05),
        /** The largest share of its events at the last publish one source may lose. */
        max_source_loss: fraction.default(0.25),
        /** The largest share of the served events a new snapshot keeps (by id) whose dates, place or deadlines may change. */
        max_changed: fraction.default(0.2),
      })
      .strict()
      .default({ max_event_loss: 0.05, max_source_loss: 0.25, max_changed: 0.2 }),
    sources: z.array(sourceSchema).min(1).max(200),
  })
  .strict();

export interface RefreshSource {
  name: string;
  kind: string;
  remote: string;
  branch: string | undefined;
  path: string | undefined;
}

export type RefreshConfig = DeepReadonly<
  Omit<z.output<typeof configSchema>, 'sources'> & { sources: RefreshSource[]; file: string }
>;

/** The default name of a source: its remote's last path segment without `.git`, folded. */
function defaultName(remote: string): string {
  const last = remote.replace(/\/+$/, '').split(/[/:]/).at(-1) ?? '';
  return last
    .replace(/\.git$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '-')
    .replace(/^[._-]+/, '')
    .slice(0, 64);
}

/** Reads and checks the configuration file; throws RefreshConfigError naming the first problem. */
export function loadRefreshConfig(file: string): RefreshConfig {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new RefreshConfigError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  let data: unknown;
  try {
    data = parse(text);
  } catch (error) {
    throw new RefreshConfigError(`${file} is not YAML: ${(error as Error).message.split('\n')[0]}`);
  }
  const result = configSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new RefreshConfigError(
      `${file}: ${issue?.path.join('.') || 'configuration'}: ${issue?.message ?? 'invalid'}`,
    );
  }
  const sources = result.data.sources.map((source) => ({
    name: source.name ?? defaultName(source.remote),
    kind: source.kind,
    remote: source.remote,
    branch: source.branch,
    path: source.path,
  }));
  const seen = new Set<string>();
  for (const [index, source] of sources.entries()) {
    if (!NAME_RE.test(source.name)) {
      throw new RefreshConfigError(`${file}: sources.${index}.name: none can be made from the remote; give one`);
    }
    if (seen.has(source.name))
      throw new RefreshConfigError(`${file}: sources.${index}.name: ${source.name} is used twice`);
    seen.add(source.name);
  }
  // Relative folders are read from the configuration file's folder, wherever the command runs.
  const base = resolve(file, '..');
  const s3 = isS3Url(result.data.store);
  if (s3 && parseS3Url(result.data.store) === undefined) {
    throw new RefreshConfigError(`${file}: store: ${result.data.store} is not s3://bucket/prefix`);
  }
  const store = s3 ? result.data.store : resolve(base, result.data.store);
  return deepFreeze({ ...result.data, work_dir: resolve(base, result.data.work_dir), store, sources, file });
}
