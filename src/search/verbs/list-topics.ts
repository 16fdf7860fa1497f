/**
 * The topics verb: topics with events, most events first, each with its sub-topics; or one topic,
 * named as the search's topic filter names it (a name or slug, any case), an unknown one refused
 * as the search refuses it.
 */
import { nameKey } from '../../reference/fold.js';
import { unknownTopic } from '../components/unknown-values.js';
import type { SnapshotIndex } from '../snapshot-index.js';
import type { TopicCount } from '../types.js';

export function listTopics(index: SnapshotIndex, topic?: string): readonly TopicCount[] {
  const { topics } = index.listing;
  if (topic === undefined) return topics;
  const at = index.topicByKey.get(nameKey(topic));
  const name = at === undefined ? undefined : index.store.meta.topics[at]!.name;
  const found = topics.find((listed) => listed.name === name);
  if (found === undefined) throw unknownTopic(index, topic);
  return [found];
}
