/** The licences of an import's sources (docs/importers.md, Licences): read from each source's licence file. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { licenceLines, licenceOfText, sourceLicences } from '../../src/import/licences.js';
import { PROJECT_ROOT } from '../../src/util/paths.js';

const FAMILY = join(PROJECT_ROOT, 'test', 'fixtures', 'formats', 'ai-deadlines-family');

describe('the licence of a source', () => {
  it('is read from the licence file of a checkout, and a source without one is named with a warning', () => {
    const licences = sourceLicences([
      { format: 'ai-deadlines', path: join(FAMILY, 'paperswithcode') },
      { format: 'ai-deadlines', path: join(FAMILY, 'sec-deadlines') },
    ]);
    expect(licences.map(({ licence, file }) => ({ licence, file }))).toEqual([
      { licence: 'MIT', file: 'LICENSE' },
      { licence: null, file: null },
    ]);
    const lines = licenceLines(licences);
    expect(lines[0]).toBe(`licence of ai-deadlines ${join(FAMILY, 'paperswithcode')}: MIT (LICENSE)`);
    expect(lines[1]).toMatch(/^warning: ai-deadlines .*sec-deadlines has no licence file: /);
  });

  it('is recognised by the phrases of its text, and a text of no known licence says so', () => {
    const texts: [string, string][] = [
      ['Apache License\n                           Version 2.0, January 2004', 'Apache-2.0'],
      ['Creative Commons Attribution 4.0 International Public License', 'CC-BY-4.0'],
      ['Creative Commons Legal Code\n\nCC0 1.0 Universal', 'CC0-1.0'],
      ['GNU GENERAL PUBLIC LICENSE\n                       Version 3, 29 June 2007', 'GPL-3.0'],
      ['GNU GENERAL PUBLIC LICENSE\n                       Version 2, June 1991', 'GPL-2.0'],
      ['All rights reserved. Ask before copying.', 'unrecognised'],
    ];
    for (const [text, licence] of texts) expect(licenceOfText(text), licence).toBe(licence);
  });
});
