/** Topic names from the formats' tags (docs/importers.md). */
import { describe, expect, it } from 'vitest';
import { topicLabel } from '../../src/import/topics.js';

describe('topic names from tags', () => {
  it('capitalises the words of a tag, known words in their own case', () => {
    expect(topicLabel('machine-learning')).toBe('Machine Learning');
    expect(topicLabel('natural-language-processing')).toBe('Natural Language Processing');
    expect(topicLabel('human-computer-interaction')).toBe('Human-Computer Interaction');
    expect(topicLabel('javascript')).toBe('JavaScript');
    expect(topicLabel('ios')).toBe('iOS');
    expect(topicLabel('cpp')).toBe('C++');
    expect(topicLabel('tech-comm')).toBe('Technical Communication');
    expect(topicLabel('semantics and knowledge')).toBe('Semantics and Knowledge');
  });
});
