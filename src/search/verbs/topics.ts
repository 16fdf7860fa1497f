/** The topics verb: topics with events, most events first, each with its sub-topics. */
import type { SnapshotIndex } from '../snapshot-index.js';
import type { TopicCount } from '../types.js';

export function listTopics(index: SnapshotIndex): readonly TopicCount[] {
  return index.listing.topics;
}
