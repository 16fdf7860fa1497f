import { describe, expect, it } from 'vitest';
import { TOPICS } from '../../src/demo/topic-words.js';
import { nameKey } from '../../src/reference/fold.js';

describe('demo vocabulary', () => {
  it('has 15 topics with unique names', () => {
    expect(TOPICS).toHaveLength(15);
    expect(new Set(TOPICS.map((t) => nameKey(t.name))).size).toBe(15);
  });

  it('gives every topic at least 8 sub-topics, at least 120 in all, unique across topics', () => {
    for (const topic of TOPICS) expect(topic.subTopics.length, topic.name).toBeGreaterThanOrEqual(8);
    const all = TOPICS.flatMap((t) => t.subTopics.map((s) => nameKey(s.name)));
    expect(all.length).toBeGreaterThanOrEqual(120);
    expect(new Set(all).size).toBe(all.length);
  });

  it('gives every sub-topic at least two focus phrases', () => {
    for (const sub of TOPICS.flatMap((t) => t.subTopics)) {
      expect(sub.focus.length, sub.name).toBeGreaterThanOrEqual(2);
      expect(new Set(sub.focus).size, sub.name).toBe(sub.focus.length);
    }
  });
});
