/**
 * The refresh's configuration file (src/ops/refresh/refresh-config.ts): read once, checked, with defaults
 * and one-line refusals; the example of docs/operating.md is one it accepts, with the defaults.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadRefreshConfig, RefreshConfigError } from '../../../src/ops/refresh/refresh-config.js';
import { readDoc, section } from '../../docs/markdown.js';
import { tempDir } from '../../fixtures/source.js';

const { dir, cleanup } = tempDir('confdir-refresh-config-');
afterAll(cleanup);

let n = 0;
function load(text: string) {
  const file = join(dir, `refresh-${++n}.yaml`);
  writeFileSync(file, text);
  return loadRefreshConfig(file);
}

const SOURCES = 'sources:\n  - { kind: ccf-deadlines, remote: "https://github.com/ccfddl/ccf-deadlines.git" }\n';

describe('the refresh configuration', () => {
  it('reads folders beside the file, names sources after their remotes, and fills the defaults', () => {
    const config = load(`work_dir: work\nstore: s3://bucket/prefix\n${SOURCES}`);
    expect(config).toMatchObject({
      work_dir: join(dir, 'work'),
      store: 's3://bucket/prefix',
      git_timeout_s: 300,
      skip_invalid: false,
      guard: { max_event_loss: 0.05, max_source_loss: 0.25, max_changed: 0.2 },
      sources: [{ name: 'ccf-deadlines', kind: 'ccf-deadlines', branch: undefined, path: undefined }],
    });
    expect(load(`work_dir: /w\nstore: published\n${SOURCES}`).store).toBe(join(dir, 'published'));
    expect(Object.isFrozen(config.sources[0])).toBe(true);
  });

  it('refuses, in one line naming the field, what it cannot use', () => {
    const refusal = (text: string) => {
      try {
        load(text);
      } catch (error) {
        expect(error).toBeInstanceOf(RefreshConfigError);
        return (error as Error).message.replace(/^.*refresh-\d+\.yaml: /, '');
      }
      throw new Error('accepted');
    };
    expect(refusal(`store: s\n${SOURCES}`)).toMatch(/^work_dir: /);
    expect(refusal('work_dir: w\nstore: s\nsources:\n  - { kind: nope, remote: "https://x.org/a.git" }\n')).toMatch(
      /^sources\.0\.kind: /,
    );
    expect(refusal('work_dir: w\nstore: s\nsources:\n  - { kind: ics, remote: "ext::sh -c touch% /tmp/x" }\n')).toMatch(
      /^sources\.0\.remote: /,
    );
    expect(
      refusal(
        'work_dir: w\nstore: s\nsources:\n  - { kind: ics, remote: "https://x.org/a", branch: "--upload-pack=x" }\n',
      ),
    ).toMatch(/^sources\.0\.branch: /);
    expect(
      refusal('work_dir: w\nstore: s\nsources:\n  - { kind: ics, remote: "https://x.org/a", path: "../up" }\n'),
    ).toMatch(/^sources\.0\.path: /);
    expect(
      refusal(
        'work_dir: w\nstore: s\nsources:\n  - { kind: ics, remote: "https://x.org/a" }\n  - { kind: csv, remote: "https://y.org/a" }\n',
      ),
    ).toBe('sources.1.name: a is used twice');
    expect(refusal(`work_dir: w\nstore: s\nguard: { max_event_loss: 5 }\n${SOURCES}`)).toMatch(
      /^guard\.max_event_loss: /,
    );
    expect(refusal(`work_dir: w\nstore: s\nstores: x\n${SOURCES}`)).toMatch(/stores/);
  });

  it("accepts docs/operating.md's example, whose settings are the defaults", () => {
    const text = section(readDoc('docs/operating.md'), 'Refreshing the data') ?? '';
    const example = /```yaml\n([\s\S]*?)```/.exec(text)?.[1] ?? '';
    const documented = load(example);
    expect(documented.sources.map((source) => source.name)).toEqual(['ccf-deadlines', 'conference-data']);
    const defaults = load(`work_dir: w\nstore: s\n${SOURCES}`);
    for (const setting of ['guard', 'git_timeout_s', 'skip_invalid'] as const) {
      expect(documented[setting], setting).toEqual(defaults[setting]);
    }
  });
});
