/**
 * The links of the README, the changelog and docs/: every relative link names a file or folder
 * that exists, and every #anchor names a heading of the document it points to.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorOf, headings, linkTargets, PROJECT_ROOT, readDoc } from './markdown.js';

const DOCUMENTS = [
  'README.md',
  'CHANGELOG.md',
  ...readdirSync(join(PROJECT_ROOT, 'docs')).map((name) => `docs/${name}`),
].filter((path) => path.endsWith('.md'));

function anchors(path: string): string[] {
  return headings(readDoc(path)).map((heading) => anchorOf(heading.title));
}

describe.each(DOCUMENTS)('%s', (document) => {
  const relativeLinks = linkTargets(readDoc(document)).filter((target) => !/^[a-z]+:/.test(target));

  it('links only to files that exist and to headings they have', () => {
    const broken = relativeLinks.filter((target) => {
      const [file = '', anchor] = target.split('#');
      const path = file === '' ? document : relative(PROJECT_ROOT, join(PROJECT_ROOT, dirname(document), file));
      if (!existsSync(join(PROJECT_ROOT, path))) return true;
      return anchor !== undefined && path.endsWith('.md') && !anchors(path).includes(anchor);
    });
    expect(broken).toEqual([]);
  });
});
