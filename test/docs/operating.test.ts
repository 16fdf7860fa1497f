/** docs/operating.md against src/config.ts: every environment variable is in its configuration table. */
import { describe, expect, it } from 'vitest';
import { VARIABLE_NAMES } from '../../src/config.js';
import { firstColumn, readDoc, section } from './markdown.js';

describe('docs/operating.md', () => {
  it('has a configuration table row for every environment variable, and only for those', () => {
    const rows = firstColumn(section(readDoc('docs/operating.md'), 'Configuration') ?? '', 'variable') ?? [];
    const documented = rows.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!));
    expect([...documented].sort()).toEqual([...VARIABLE_NAMES].sort());
  });
});
