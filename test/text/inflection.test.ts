/** English plural folding (docs/api.md, Matching): which words fold, and to what. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mayFold, SINGULAR_KEEPS_FIRST_LETTER, singular } from '../../src/text/inflection.js';

describe('singular', () => {
  it.each([
    ['databases', 'database'],
    ['graphs', 'graph'],
    ['studies', 'study'],
    ['technologies', 'technology'],
    ['processes', 'process'],
    ['boxes', 'box'],
    ['approaches', 'approach'],
    ['crashes', 'crash'],
    ['analyses', 'analysis'],
    ['hypotheses', 'hypothesis'],
    ['matrices', 'matrix'],
    ['women', 'woman'],
    ['children', 'child'],
    ['criteria', 'criterion'],
    ['viruses', 'virus'],
    ['caches', 'cache'],
    ['topics', 'topic'],
    ['llms', 'llm'],
    ['apis', 'api'],
    ['ties', 'tie'],
  ])('folds the plural %s to %s', (plural, one) => {
    expect(singular(plural)).toBe(one);
  });

  it.each([
    'database',
    'physics',
    'robotics',
    'graphics',
    'analysis',
    'paris',
    'campus',
    'business',
    'wireless',
    'series',
    'species',
    'news',
    'rails',
    'gas',
    'ios',
    'aws',
    'c++',
    '.net',
    '2027s',
    'münchen',
    'networking',
    'learning',
  ])('leaves %s as it is', (word) => {
    expect(singular(word)).toBe(word);
  });

  it('folds a singular to itself, so a word and its plural always meet', () => {
    for (const word of ['database', 'graph', 'study', 'process', 'box', 'approach', 'analysis', 'woman', 'topic']) {
      expect(singular(singular(word))).toBe(singular(word));
    }
  });

  it("keeps a word's first letter, so a name's words can be skipped by it (the byte path of an expansion's check)", () => {
    expect(SINGULAR_KEEPS_FIRST_LETTER).toBe(true);
    for (const word of ['women', 'children', 'mice', 'studies', 'analyses', 'boxes', 'criteria']) {
      expect(singular(word)[0]).toBe(word[0]);
    }
  });

  it('says a word may fold whenever its singular is another word, so a reader that skips the others misses none', () => {
    const mayFoldWord = (word: string) => mayFold(word.charCodeAt(0), word.charCodeAt(word.length - 1), word.length);
    const irregular = ['men', 'women', 'children', 'feet', 'teeth', 'mice', 'criteria', 'stimuli', 'fungi', 'bacteria'];
    for (const word of [...irregular, 'matrices', 'analyses', 'movies', 'apis', 'databases', 'studies']) {
      expect(singular(word)).not.toBe(word);
      expect(mayFoldWord(word)).toBe(true);
    }
    // Words whose singular is themselves and that no rule reads as a plural: nothing to work out.
    for (const word of ['learning', 'model', 'graph', 'mouse', 'main', 'data', 'teeth1'])
      expect(mayFoldWord(word)).toBe(false);
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,14}$/), (word) => {
        if (singular(word) !== word) expect(mayFoldWord(word)).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });
});
