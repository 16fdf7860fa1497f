/** docs/importers.md and docs/source-format.md against the code: every CSV column, note and reason code is documented. */
import { describe, expect, it } from 'vitest';
import { FORMATS } from '../../src/import/index.js';
import { CSV_COLUMNS } from '../../src/import/csv.js';
import { NOTE_CODES } from '../../src/import/record.js';
import { REASONS } from '../../src/source/problems.js';
import { firstColumn, readDoc, section } from './markdown.js';

const importers = readDoc('docs/importers.md');
const sourceFormat = readDoc('docs/source-format.md');

describe('docs/importers.md', () => {
  it('lists every format', () => {
    for (const format of Object.keys(FORMATS)) expect(importers, format).toContain(`| \`${format}\``);
  });

  it('lists every column of the CSV format', () => {
    for (const column of CSV_COLUMNS) expect(importers, column).toContain(`\`${column}\``);
  });

  it('lists every note code of the report', () => {
    for (const code of NOTE_CODES) expect(importers, code).toContain(`\`${code}\``);
  });
});

describe('docs/source-format.md', () => {
  it('has a row for every reason code of the build report', () => {
    for (const code of Object.keys(REASONS))
      expect(sourceFormat, code).toMatch(new RegExp(`^\\| \`${code}\` *\\|`, 'm'));
  });

  it('has no row for a reason code the builder does not have', () => {
    const rows = firstColumn(section(sourceFormat, 'Report') ?? '', 'code') ?? [];
    expect(rows.length).toBeGreaterThan(0);
    for (const cell of rows) expect(Object.keys(REASONS), cell).toContain(cell.replace(/`/g, ''));
  });
});
