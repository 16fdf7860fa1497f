/**
 * listTopics within its answer's cap (docs/api.md, Answer sizes): a source may name thousands of
 * topics and sub-topics, each of 300 characters. When they do not fit, every topic keeps the same
 * number of its largest sub-topics (the most that fit, its `more_subtopics` counting the rest);
 * when none fit, the largest topics that fit are listed; a `cut` note says what was left out.
 */
import type { TopicCount } from '../../search/index.js';
import type { TopicsResponse } from '../schemas/index.js';
import { jsonBytes } from '../views/answer-caps.js';
import { topicsCut } from '../views/cut-text.js';
import type { Transport } from '../transport-names.js';

type Topic = TopicsResponse['topics'][number];

/** A topic with its first `kept` sub-topics listed. */
function listed({ subtopics, ...topic }: TopicCount, kept: number): Topic {
  const shown = Math.min(kept, subtopics.length);
  return { ...topic, subtopics: subtopics.slice(0, shown), more_subtopics: subtopics.length - shown };
}

/** The topics, each with at most `most` sub-topics (all: Infinity), within `cap` bytes of JSON. */
export function fittedTopics(
  topics: readonly TopicCount[],
  most: number,
  cap: number,
  transport: Transport,
): TopicsResponse {
  const whole: TopicsResponse = { success: true, total: topics.length, topics: topics.map((t) => listed(t, most)) };
  if (jsonBytes(whole) <= cap) return whole;
  const longest = Math.max(0, ...whole.topics.map((topic) => topic.subtopics.length));
  // The note's room, at its longest, in `,"cut":[…]`.
  const room =
    cap - jsonBytes(topicsCut(topics.length, topics.length, longest, longest, cap, transport)) - ',"cut":[]'.length;
  // Each topic's bytes with no sub-topic, and each sub-topic's, to count any choice without writing it.
  const bare = topics.map((topic) => jsonBytes(listed(topic, 0)) + 1);
  const subtopicBytes = topics.map((topic) => topic.subtopics.slice(0, longest).map((sub) => jsonBytes(sub) + 1));
  const head = jsonBytes({ ...whole, topics: [] });
  const size = (kept: number) =>
    head +
    bare.reduce((sum, bytes, at) => {
      const subs = subtopicBytes[at]!;
      let total = sum + bytes;
      for (let i = 0; i < Math.min(kept, subs.length); i++) total += subs[i]!;
      return total;
    }, 0);
  // The most sub-topics each that fit (size grows with it: a binary search).
  let low = 0;
  let high = longest;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (size(mid) <= room) low = mid;
    else high = mid - 1;
  }
  let shown = topics.length;
  if (size(low) > room) {
    shown = 0;
    let used = head;
    while (shown < topics.length && used + bare[shown]! <= room) used += bare[shown++]!;
  }
  return {
    success: true,
    total: topics.length,
    topics: topics.slice(0, shown).map((topic) => listed(topic, low)),
    cut: [topicsCut(shown, topics.length, low, longest, cap, transport)],
  };
}
