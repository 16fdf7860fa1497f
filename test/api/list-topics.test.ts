/**
 * listTopics on a topic of many sub-topics (docs/api.md, Topics): the 20 largest and how many more,
 * or, with topic, all of them; an answer that stays small whatever the data holds.
 */
import { describe, expect, it } from 'vitest';
import { listTopics } from '../../src/api/handlers/catalog.js';
import type { HandlerContext } from '../../src/api/operation.js';
import { nameKey } from '../../src/reference/fold.js';
import type { SnapshotIndex } from '../../src/search/index.js';

/** An index of what listTopics reads: two topics, one of 150 sub-topics (as imported data may have). */
function indexOf(): SnapshotIndex {
  const subtopics = Array.from({ length: 150 }, (_, i) => ({ name: `Sub ${i}`, slug: `sub-${i}`, count: 1000 - i }));
  const topics = [
    { name: 'Computer Science', slug: 'computer-science', count: 5000, subtopics },
    { name: 'Law', slug: 'law', count: 10, subtopics: subtopics.slice(0, 3) },
  ];
  const meta = { topics: topics.map(({ name }) => ({ name })), subtopics: subtopics.map(({ name }) => ({ name })) };
  return {
    listing: { topics },
    topicByKey: new Map(topics.map((topic, at) => [nameKey(topic.name), at])),
    store: { meta },
  } as unknown as SnapshotIndex;
}

const context = (): HandlerContext => ({ index: indexOf(), today: 0 as HandlerContext['today'] });
const input = (query: { topic?: string }) => ({ query, params: {}, given: {} });

describe('listTopics', () => {
  it('lists the 20 largest sub-topics of each topic and how many more it has', () => {
    const answer = listTopics(input({}), context());
    expect(answer.topics.map((topic) => [topic.name, topic.subtopics.length, topic.more_subtopics])).toEqual([
      ['Computer Science', 20, 130],
      ['Law', 3, 0],
    ]);
    expect(answer.topics[0]!.subtopics.map((sub) => sub.name)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Sub ${i}`),
    );
  });

  it('lists all the sub-topics of the topic asked for, by name or slug', () => {
    for (const topic of ['Computer Science', 'computer-science']) {
      const answer = listTopics(input({ topic }), context());
      expect(answer.total).toBe(1);
      expect(answer.topics[0]!.subtopics).toHaveLength(150);
      expect(answer.topics[0]!.more_subtopics).toBe(0);
    }
  });
});
