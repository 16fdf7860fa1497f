/** The ranks of a record of the ai-deadlines family, of every system (docs/importers.md, Ranks). */
import { describe, expect, it } from 'vitest';
import { tagsOf } from '../../src/import/ai-deadlines/fields.js';
import { coreAndCcf, ranksOf } from '../../src/import/ai-deadlines/record-ranks.js';

describe('the ranks of a record', () => {
  it('reads ranking objects, one or a list: the system and edition of their source, and their address', () => {
    const ranks = ranksOf({
      rankings: [
        { rank_name: 'A*', rank_source: 'ICORE2026', rank_source_url: 'https://portal.core.edu.au/conf-ranks/196/' },
        { rank_name: 'B', rank_source: 'CCF 2022' },
      ],
    });
    expect(ranks).toEqual([
      { system: 'CORE', edition: '2026', value: 'A*', sourceUrl: 'https://portal.core.edu.au/conf-ranks/196/' },
      { system: 'CCF', edition: '2022', value: 'B', sourceUrl: null },
    ]);
    expect(coreAndCcf(ranks)).toEqual({ coreRank: 'A*', ccfRank: 'B' });
  });

  it('reads no rank from a source that names no system, nor a value outside the scale', () => {
    expect(ranksOf({ rankings: { rank_name: 'B', rank_source: 'IEEE Xplore' } })).toEqual([]);
    expect(ranksOf({ rankings: { rank_name: 'Non-ranked', rank_source: 'ICORE2026' } })).toEqual([]);
    expect(ranksOf({ rankings: 'CCF: N, CORE: N, THCPL: N', hindex: -1 })).toEqual([]);
    expect(ranksOf({ rank: ['A', 'A1'] })).toEqual([]);
  });

  it('reads the rank tags, ccf, era_rating and hindex, each system once, the first given', () => {
    const tagged = { tags: ['SEC', 'COREAS'], ccf: 'a', era_rating: 'b', hindex: '153.0' };
    expect(ranksOf(tagged, tagsOf(tagged, new Map()).coreRank)).toEqual([
      { system: 'CCF', edition: null, value: 'A', sourceUrl: null },
      { system: 'ERA', edition: null, value: 'B', sourceUrl: null },
      { system: 'h5-index', edition: null, value: '153', sourceUrl: null },
      { system: 'CORE', edition: null, value: 'A*', sourceUrl: null },
    ]);
    const both = { rankings: 'CORE: A', tags: ['CORE-B'] };
    expect(ranksOf(both, tagsOf(both, new Map()).coreRank)).toEqual([
      { system: 'CORE', edition: null, value: 'A', sourceUrl: null },
    ]);
  });
});
