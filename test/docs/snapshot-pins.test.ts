/**
 * docs/snapshot-format.md and the rows of docs/design.md and docs/assistant.md that name the file's
 * layout, the builder's buckets, the loader's rules and the feed's reminders: each phrase is built
 * from the constant it names.
 */
import { describe, expect, it } from 'vitest';
import { ALARM_DAYS } from '../../src/api/feeds/calendar.js';
import { CHUNK } from '../../src/search/components/deadline-order.js';
import { BLOCKS_PER_CHECK } from '../../src/snapshot/snapshot-file.js';
import { DISK_BLOCK } from '../../src/snapshot/body-reader.js';
import { BODY_ALIGN, FORMAT_VERSION, MAGIC, PREAMBLE_BYTES, SECTION_ALIGN } from '../../src/snapshot/format.js';
import { SAME_DEADLINE_SECONDS } from '../../src/source/deadlines.js';
import { UNDATED } from '../../src/source/validate.js';
import { EVENT_FORMATS, EVENT_TYPES } from '../../src/source/schema.js';
import { CFP_STATUSES } from '../../src/search/types.js';
import {
  MAX_BUCKETS as DEADLINE_BUCKETS,
  MIN_BUCKET as DEADLINE_BUCKET_MIN,
} from '../../src/store/deadline-buckets.js';
import {
  MAX_BUCKETS as SUBMISSION_BUCKETS,
  MIN_BUCKET as SUBMISSION_BUCKET_MIN,
} from '../../src/store/deadline-table.js';
import { DETAIL_ON_DISK_FROM } from '../../src/store/load-detail.js';
import { PREFIX_FANOUT } from '../../src/text/text-index.js';
import { firstColumn, readDoc, section } from './markdown.js';

const flat = (path: string): string => readDoc(path).replace(/\s+/g, ' ');
const figure = (n: number): string => n.toLocaleString('en');
const hex = (n: number): string => `0x${n.toString(16).toUpperCase()}`;
const size = (bytes: number): string => (bytes >= 2 ** 20 ? `${bytes / 2 ** 20} MiB` : `${bytes / 1024} KiB`);
const SNAPSHOT = 'docs/snapshot-format.md';

const PINNED: ReadonlyArray<readonly [string, string]> = [
  [SNAPSHOT, `| 0 | ${MAGIC.length} | Magic: the ASCII bytes \`${MAGIC.toString('ascii')}\`. |`],
  [SNAPSHOT, `| ${MAGIC.length} | 4 | Format version, u32.`],
  [SNAPSHOT, `| ${PREAMBLE_BYTES} | H | Header: UTF-8 JSON (see below). |`],
  [SNAPSHOT, `| ${PREAMBLE_BYTES} + H | padding | Zero bytes up to the next multiple of ${BODY_ALIGN}.`],
  [SNAPSHOT, `each starting at an offset that is a multiple of ${SECTION_ALIGN} from the body start`],
  [
    SNAPSHOT,
    `Since the body starts on a ${BODY_ALIGN}-byte boundary, every section is also ${SECTION_ALIGN}-byte aligned`,
  ],
  [SNAPSHOT, `| Fewer than ${PREAMBLE_BYTES} bytes |`],
  [SNAPSHOT, `An event whose dates are not known yet has the start date ${hex(UNDATED)}`],
  [SNAPSHOT, `\`start\` and \`end\` are ${hex(UNDATED)}`],
  [SNAPSHOT, `bitmaps of consecutive chunks of ${figure(CHUNK)} of them`],
  [SNAPSHOT, `(at most ${SUBMISSION_BUCKETS}, at least ${SUBMISSION_BUCKET_MIN} deadlines each when there are enough)`],
  [SNAPSHOT, `(at most ${DEADLINE_BUCKETS}, at least ${DEADLINE_BUCKET_MIN} events each when there are enough)`],
  [SNAPSHOT, `each prefix that begins more than ${PREFIX_FANOUT} terms gets a precomputed union`],
  [SNAPSHOT, `no prefix unions more than ${PREFIX_FANOUT} lists at query time`],
  [SNAPSHOT, `When one's bytes are ${size(DETAIL_ON_DISK_FROM)} or more`],
  [SNAPSHOT, `the CRC-32 of each ${size(DISK_BLOCK)} block of these columns`],
  [SNAPSHOT, `\`/readyz\` checks ${BLOCKS_PER_CHECK} blocks more at each call`],
  [SNAPSHOT, `two instants ${SAME_DEADLINE_SECONDS} seconds or less apart are one deadline`],
  ['docs/api.md', `deadlines ${SAME_DEADLINE_SECONDS} seconds or less apart (23:59 and 23:59:59)`],
  ['docs/assistant.md', `reminders ${ALARM_DAYS[0]} days and ${ALARM_DAYS[1]} day before`],
  ['docs/api.md', `two \`VALARM\`s (\`ACTION:DISPLAY\`), ${ALARM_DAYS[0]} days and ${ALARM_DAYS[1]} day`],
  ['docs/assistant.md', `\`type\` (${EVENT_TYPES.join(', ')}), \`format\` (${EVENT_FORMATS.join(', ')})`],
  [
    'README.md',
    `\`format\` is ${EVENT_FORMATS.slice(0, -1)
      .map((f) => `\`${f}\``)
      .join(', ')} or \`${EVENT_FORMATS.at(-1)}\``,
  ],
];

describe('sentences on the snapshot file, the buckets and the feeds', () => {
  const docs = new Map<string, string>();
  const text = (path: string): string => {
    if (!docs.has(path)) docs.set(path, flat(path).replace(/ *\| */g, ' | '));
    return docs.get(path)!;
  };

  it.each(PINNED)('%s says "%s"', (path, phrase) => {
    expect(text(path).includes(phrase.replace(/ *\| */g, ' | ')), `${path} should say: ${phrase}`).toBe(true);
  });

  it('has a row in the version history for every version up to the one the loader reads', () => {
    const rows = firstColumn(section(readDoc(SNAPSHOT), 'Versions') ?? '', 'Version') ?? [];
    expect(rows).toEqual(Array.from({ length: FORMAT_VERSION }, (_, i) => String(FORMAT_VERSION - i)));
  });

  it("names every call status in docs/assistant.md's advice on items", () => {
    const listed = /`cfp_status` \(([^)]*)\)/.exec(flat('docs/assistant.md'))?.[1] ?? '';
    // "open, abstract_closed, closed, none; expected: what it means".
    const named = (listed.split(':')[0] ?? '').split(/[,;] /);
    expect(named.sort()).toEqual([...CFP_STATUSES].sort());
  });
});
