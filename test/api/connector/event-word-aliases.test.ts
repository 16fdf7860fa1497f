/**
 * An event word written as a word names no venue (docs/api.md, Connector tools), whatever a
 * tracker's aliases say: ccf-deadlines gives USENIX HotSec the DBLP key "events"; nor does a
 * place's code after "in" and an event word (CASA's key "ca"). Over a few events.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../../src/builder/index.js';
import { openSnapshot, type SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir, writeSourceFile } from '../../fixtures/source.js';
import { askOver } from './asking.js';

const { dir, cleanup } = tempDir('confdir-event-word-aliases-');
const TODAY = parseIsoDate('2026-11-21')!;
let index: SnapshotIndex;

beforeAll(() => {
  const rows = [
    sourceRow({ id: 1, name: 'Workshop on Hot Topics in Security', acronym: 'HotSec 2027', series: 'hotsec' }),
    sourceRow({ id: 2, name: 'Symposium on Usable Security', acronym: 'SOUPS 2027', series: 'soups' }),
    // Two in California, one in Canada: "CA" is both codes, and CASA's DBLP key.
    ...[3, 4].map((id) =>
      sourceRow({ id, name: `Security Forum ${id}`, city: 'San Francisco', country: 'United States' }),
    ),
    sourceRow({ id: 5, name: 'Security Forum 5', city: 'Toronto', country: 'Canada' }),
    sourceRow({ id: 6, name: 'Computer Animation and Social Agents', acronym: 'CASA 2027', series: 'casa' }),
    sourceRow({ id: 7, name: 'Workshops of the MODELS Conference', acronym: 'MODELS Workshops 2027' }),
  ];
  writeSourceFile(join(dir, 'source.sqlite'), rows, undefined, undefined, {
    series_aliases: [
      { series: 'hotsec', alias: 'events', kind: 'dblp' },
      { series: 'casa', alias: 'ca', kind: 'dblp' },
    ],
  });
  buildSnapshot({ input: join(dir, 'source.sqlite'), output: join(dir, 'events.snapshot') });
  index = openSnapshot(join(dir, 'events.snapshot'));
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);

describe('an event word that a series has as an alias', () => {
  it('is no acronym, written as a word', () => {
    for (const question of ['security events 2027', 'Security Events 2027']) {
      const answer = ask(question);
      expect(answer.reading, question).not.toContain('acronym=');
      // The security events of 2027: the two workshops and the three forums, not CASA.
      expect(answer.results.map((result) => result.id).sort(), question).toEqual(['1', '2', '3', '4', '5']);
    }
  });

  it('is the alias written in capitals', () => {
    expect(ask('EVENTS 2027').reading).toContain('acronym=EVENTS');
  });
});

describe('an acronym that ends with an event word', () => {
  it('is no venue written in lower case after other words, the plural events asked', () => {
    const reading = ask('foundation models workshops 2027').reading;
    expect(reading).not.toContain('acronym=');
    expect(reading).toContain('type=workshop');
  });

  it('is the venue written as its name', () => {
    expect(ask('MODELS Workshops 2027').reading).toContain('acronym=MODELS Workshops');
  });
});

describe('a code after "in" that a series has as an alias', () => {
  it('is the place more events are in, after an event word, the reading saying which', () => {
    const answer = ask('security conferences in CA');
    expect(answer.reading).toContain('region=CA');
    expect(answer.reading).toContain('"CA" read as California, not Canada');
    expect(answer.results.map((result) => result.id).sort()).toEqual(['3', '4']);
  });

  it('is the acronym without one', () => {
    expect(ask('papers in CA 2027').reading).toContain('acronym=CA');
  });
});
