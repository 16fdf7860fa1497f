/**
 * The sub-topics bench (bench/subjects): its venues are written in the directory's names, and its
 * score judges an edition's first sub-topic and its wrong ones, over the public trackers' excerpts
 * of test/fixtures/formats/subjects (NOTICE) imported and built as an operator does.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeVenue, scoreVenues } from '../../bench/subjects/score.js';
import { VENUES } from '../../bench/subjects/venues.js';
import { buildSnapshot } from '../../src/builder/index.js';
import { runImport } from '../../src/import/index.js';
import { nameKey } from '../../src/reference/fold.js';
import { openSnapshot, type SnapshotIndex } from '../../src/search/index.js';
import { parseIsoDate } from '../../src/util/dates.js';
import { PROJECT_ROOT } from '../../src/util/paths.js';
import { tempDir } from '../fixtures/source.js';

const FIXTURE = join(PROJECT_ROOT, 'test', 'fixtures', 'formats', 'subjects');
const today = parseIsoDate('2026-11-26')!;

describe('the venues of the sub-topics bench', () => {
  it('each has acronyms and a field, and no sub-topic both a field and another', () => {
    expect(VENUES.length).toBeGreaterThanOrEqual(40);
    for (const venue of VENUES) {
      expect(venue.acronyms.length * venue.field.length, venue.acronyms[0]).toBeGreaterThan(0);
      const fields = new Set(venue.field.map(nameKey));
      expect(
        venue.also.filter((name) => fields.has(nameKey(name))),
        venue.acronyms[0],
      ).toEqual([]);
    }
  });
});

describe('the score of the sub-topics bench', () => {
  const { dir, cleanup } = tempDir('confdir-subjects-bench-');
  let index: SnapshotIndex;

  beforeAll(() => {
    const source = join(dir, 'source.sqlite');
    const from = ['hf', 'khongsomeo', 'mpc', 'tobna', 'yuki'].map((name) => ({
      format: 'ai-deadlines',
      path: join(FIXTURE, name),
    }));
    runImport({ from: [{ format: 'ccf-deadlines', path: join(FIXTURE, 'ccf') }, ...from], out: source });
    buildSnapshot({ input: source, output: join(dir, 's.snapshot'), now: new Date('2026-11-26T00:00:00Z') });
    index = openSnapshot(join(dir, 's.snapshot'));
  });
  afterAll(cleanup);

  it("judges each edition a venue's acronyms find: its first sub-topic, and those none of the venue's", () => {
    expect(judgeVenue({ index, today }, { acronyms: ['SIGMOD'], field: ['Databases'], also: [] })).toEqual([
      { edition: 'SIGMOD 2027', subTopics: ['Databases'], firstRight: true, wrong: [] },
    ]);
    const asIf = judgeVenue({ index, today }, { acronyms: ['KDD', 'SIGKDD'], field: ['Machine Learning'], also: [] });
    expect(asIf.map(({ firstRight, wrong }) => [firstRight, wrong])).toEqual([
      [false, ['Data Mining']],
      [false, ['Data Mining']],
    ]);
  });

  it('counts the venues, editions and sub-topics judged', () => {
    const { figures } = scoreVenues({ index, today }, VENUES);
    expect(figures).toMatchObject({ venues: VENUES.length });
    expect(figures.editions).toBeGreaterThanOrEqual(figures.editionsFirstRight);
    expect(figures.editionsFirstRight).toBeGreaterThan(0);
    expect(figures.subTopics).toBeGreaterThanOrEqual(figures.subTopicsWrong);
  });
});
