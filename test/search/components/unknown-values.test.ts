/**
 * Refusals of a topic, country or region that names nothing known (docs/api.md, Errors): a word of
 * sub-topics' names sent as a topic names those sub-topics; a native country name within an edit
 * gets its country; a region of several words is suggested word by word, and a part of a
 * continent points to continent.
 */
import { describe, expect, it } from 'vitest';
import { search, type SearchFilters, UnknownValueError } from '../../../src/search/index.js';
import { useDemoIndex } from '../../fixtures/demo-snapshot.js';

const demo = useDemoIndex(2000);

/** The refusal a search with these filters gets. */
function refusal(filters: Partial<SearchFilters>): UnknownValueError {
  try {
    search(demo.index, { limit: 1, offset: 0, ...filters }, demo.today);
  } catch (error) {
    if (error instanceof UnknownValueError) return error;
    throw error;
  }
  throw new Error(`not refused: ${JSON.stringify(filters)}`);
}

describe('an unknown value', () => {
  it('sent as a topic, names the sub-topics whose names hold its words: topic=Quantum', () => {
    const { elsewhere, suggestions } = refusal({ topic: 'Quantum' });
    expect(suggestions).toEqual([]);
    expect(elsewhere?.parameter).toBe('subtopic');
    expect(elsewhere?.value.split(',').sort()).toEqual(['Quantum Computing', 'Quantum Physics']);
    // A sub-topic's own name still points to it alone.
    expect(refusal({ topic: 'quantum physics' }).elsewhere?.value).toBe('Quantum Physics');
  });

  it('sent as a country, gets the country whose native name it misspells: Deutschlnd', () => {
    expect(refusal({ country: 'Deutschlnd' }).suggestions).toEqual(['Germany']);
  });

  it('sent as a region, is suggested word by word, and a part of a continent points to continent', () => {
    const asia = refusal({ regions: ['Southeast Asia'] });
    expect(asia.suggestions).toEqual([]);
    expect(asia.elsewhere).toMatchObject({ parameter: 'continent', value: 'Asia' });
    const names = demo.index.store.regions.toArray().map((region) => region.name);
    const twoWords = names.find((name) => /^[A-Za-z]{4,} [A-Za-z]{4,}$/.test(name))!;
    const misspelt = twoWords.replace(/^(\w)\w/, '$1');
    expect(refusal({ regions: [misspelt] }).suggestions).toContain(twoWords);
    expect(refusal({ regions: ['Southwest Atlantis'] }).suggestions).toEqual([]);
  });
});
