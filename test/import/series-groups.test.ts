/** The series of each edition for its subjects (src/import/series-groups.ts, docs/importers.md, Subjects). */
import { describe, expect, it } from 'vitest';
import { seriesGroups } from '../../src/import/series-groups.js';
import { importedEvent } from './context.js';

describe('the series of an edition', () => {
  it('joins the editions whose acronyms or DBLP keys share a key, whatever acronym the merge kept', () => {
    const events = [
      importedEvent('ccf-deadlines', 'sigkdd27', { acronym: 'SIGKDD 2027', aliases: [{ alias: 'kdd', kind: 'dblp' }] }),
      importedEvent('tobna', 'kdd2025', { acronym: 'KDD 2025' }),
      importedEvent('hf', 'kdd26', { acronym: 'ACM KDD 2026', aliases: [{ alias: 'SIGKDD', kind: 'acronym' }] }),
      importedEvent('ccf-deadlines', 'sigmod27', { acronym: 'SIGMOD 2027' }),
      importedEvent('csv', 'none'),
    ];
    expect(seriesGroups(events)).toEqual(['kdd', 'kdd', 'kdd', 'sigmod', null]);
    expect(seriesGroups([...events].reverse())).toEqual([null, 'sigmod', 'kdd', 'kdd', 'kdd']);
  });

  it('keeps apart the editions of other acronyms and reads a bounded number of aliases', () => {
    const aliases = Array.from({ length: 100 }, (_, i) => ({ alias: `X${i}`, kind: 'acronym' as const }));
    const groups = seriesGroups([
      importedEvent('a', 'osdi27', { acronym: 'OSDI 2027', aliases }),
      importedEvent('b', 'x99', { acronym: 'X99 2027' }),
      importedEvent('c', 'x3', { acronym: 'X3 2027' }),
    ]);
    expect(groups[0]).toBe(groups[2]);
    expect(groups[1]).toBe('x99');
  });
});
