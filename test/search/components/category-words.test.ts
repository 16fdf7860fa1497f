/**
 * The words of the fields' names (docs/api.md, Connector tools): a word that ends the names of
 * several fields and opens or makes none says what kind of thing a field studies, not which.
 * Over the demo's 166 topics and sub-topics.
 */
import { describe, expect, it } from 'vitest';
import { fieldEvents, fieldHead, fieldSize } from '../../../src/search/index.js';
import { useDemoIndex } from '../../fixtures/demo-snapshot.js';

const demo = useDemoIndex(2000);
const head = (word: string) => fieldHead(demo.index.store, word);

describe('a field head', () => {
  it('ends several fields\' names and opens none: "systems" of Control and Distributed Systems', () => {
    expect(head('systems')).toBe(true);
    expect(head('system')).toBe(true);
    expect(head('learning')).toBe(true);
  });

  it('names, as a word of fields, every event filed under them, first or not', () => {
    const store = demo.index.store;
    const learning = fieldEvents(store, ['learning']);
    expect(learning.size).toBeGreaterThanOrEqual(fieldSize(store, ['machine', 'learning']));
    expect(fieldEvents(store, ['machine', 'learning']).size).toBeLessThanOrEqual(learning.size);
    expect(fieldEvents(store, ['zzyzx']).size).toBe(0);
  });

  it('is no word that ends one name ("vision"), opens one ("quantum") or makes one ("engineering")', () => {
    expect(demo.index.store.meta.topics.some(({ name }) => name === 'Engineering')).toBe(true);
    for (const word of ['vision', 'quantum', 'engineering', 'robotics', 'zzyzx']) expect(head(word), word).toBe(false);
  });
});
