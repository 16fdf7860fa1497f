/**
 * More topics and sub-topics of demo events (the event_topics table of source format 5), at the
 * rate a real directory lists events under several topics: confs.tech lists 574 of its 6,006
 * events in more than one topic file (825 more listings of 6,831, so 1.44 more per such event;
 * docs/importers.md, On the public data). A demo event gets more with probability 9.6%: one more
 * 65% of the time, two 25%, three 10% (1.45 on average), each a sub-topic of its own topic, as a
 * real event's are (a machine learning conference also filed under computer vision, never under
 * cardiology): so a topic lists only its own sub-topics, and topic=X&subtopic=Y finds only events
 * of Y within X.
 *
 * Drawn from a random stream of their own, so that every other value of a row stays what earlier
 * versions of the generator wrote.
 */
import type { SourceRow } from '../source/schema.js';
import { Random, WeightedPicker } from './random.js';
import type { Topic } from './topic-words.js';

/** A row of the event_topics table as the demo writes it. */
export interface DemoTopic {
  event_id: number;
  kind: 'topic' | 'sub_topic';
  name: string;
}

const SHARE = 0.096;
const HOW_MANY = new WeightedPicker<number>([
  [1, 65],
  [2, 25],
  [3, 10],
]);

export class MoreTopics {
  private readonly r: Random;

  constructor(seed: number) {
    this.r = new Random((seed ^ 0x70b1c5ed) >>> 0);
  }

  /** The further topic and sub-topic rows of a fresh row of topic `topic` (none for most). */
  of(row: SourceRow, topic: Topic): DemoTopic[] {
    const r = this.r;
    if (!r.chance(SHARE)) return [];
    const subTopics = new Set(row.sub_topic === null ? [] : [row.sub_topic]);
    const out: DemoTopic[] = [];
    for (let n = HOW_MANY.pick(r); n > 0; n--) {
      const sub = r.pick(topic.subTopics).name;
      if (!subTopics.has(sub)) {
        subTopics.add(sub);
        out.push({ event_id: row.id, kind: 'sub_topic', name: sub });
      }
    }
    return out;
  }
}
