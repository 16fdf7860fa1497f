/**
 * similar_to ranks by the venue's own field (docs/api.md, Similar events; docs/importers.md,
 * Subjects): the events like CHI 2027 whose first sub-topic is Human-Computer Interaction come
 * first, then those whose second is; a venue that a machine-learning tracker alone tags with it
 * among six others is not of the field; each venue once, by its next edition (its latest when none
 * is ahead), or with time filters by its first edition within them. The public records of
 * ccf-deadlines and khongsomeo/ai-deadlines (excerpts under
 * test/fixtures/formats/similar, NOTICE), imported and built as an operator does.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/builder/index.js';
import { runImport } from '../../src/import/index.js';
import { openSnapshot, type SearchFilters, search } from '../../src/search/index.js';
import { eventAt } from '../../src/store/index.js';
import { valuesAt } from '../../src/store/topic-lists.js';
import { parseIsoDate } from '../../src/util/dates.js';
import { PROJECT_ROOT } from '../../src/util/paths.js';
import { tempDir } from '../fixtures/source.js';

const { dir, cleanup } = tempDir('confdir-similar-field-');
afterAll(cleanup);

const FIXTURE = join(PROJECT_ROOT, 'test', 'fixtures', 'formats', 'similar');
const source = join(dir, 'source.sqlite');
const { report } = runImport({
  from: [
    { format: 'ccf-deadlines', path: join(FIXTURE, 'ccf') },
    { format: 'ai-deadlines', path: join(FIXTURE, 'khongsomeo') },
  ],
  out: source,
  verified: '2026-11-26',
});
buildSnapshot({ input: source, output: join(dir, 'similar.snapshot'), now: new Date('2026-11-26T00:00:00Z') });
const today = parseIsoDate('2026-11-26')!;
const index = openSnapshot(join(dir, 'similar.snapshot'), today);

const idOf = (acronym: string) => {
  const [position] = search(index, { acronym, limit: 1, offset: 0 }, today).positions;
  return eventAt(index.store, position!).id;
};
const like = (acronym: string, filters: Partial<SearchFilters> = {}) =>
  search(index, { similarTo: idOf(acronym), limit: 50, offset: 0, ...filters }, today).positions.map(
    (position) => eventAt(index.store, position).acronym,
  );
const subTopicsOf = (acronym: string) => {
  const [position] = search(index, { acronym, limit: 1, offset: 0 }, today).positions;
  const { columns, topicLists, meta } = index.store;
  return valuesAt(columns.subtopic, topicLists.subtopics, position!).map((value) => meta.subtopics[value]!.name);
};

describe('similar_to CHI 2027', () => {
  const found = like('CHI 2027');

  it('lists first the venues of its own field, each once: UIST', () => {
    expect(found[0]).toBe('UIST 2026');
  });

  it('then those whose second sub-topic is its field (IEEE VR, HRI, CSCW); never a venue one tracker alone tags with it', () => {
    expect(found.slice(1, 4).sort()).toEqual(['CSCW 2026', 'HRI 2027', 'IEEE VR 2027']);
    for (const acronym of ['AAAI 2027', 'ICSE 2027', 'MobiCom 2027', 'NeurIPS 2026', 'SIGMOD 2027'])
      expect(found).not.toContain(acronym);
  });

  it('lists each venue by its first edition within time filters', () => {
    const in2026 = like('CHI 2027', { year: 2026 });
    expect(in2026.slice(0, 1)).toEqual(['UIST 2026']);
    const within = like('CHI 2027', { from: parseIsoDate('2025-01-01')!, to: parseIsoDate('2027-12-31')! });
    expect(new Set(within.map((name) => (name ?? '').replace(/ \d{4}$/, ''))).size).toBe(within.length);
  });

  it("reads each venue's field as the first of its sub-topics, the one its names name", () => {
    expect(subTopicsOf('PERCOM 2027')).toEqual(['Ubiquitous Computing']);
    expect(subTopicsOf('CSCW 2026')).toEqual(['Computer-Supported Cooperative Work', 'Human-Computer Interaction']);
    expect(subTopicsOf('HRI 2027').slice(0, 2)).toEqual(['Robotics', 'Human-Computer Interaction']);
    expect(subTopicsOf('ICSE 2027')).toEqual(['Software Engineering']);
    expect(subTopicsOf('NeurIPS 2026')[0]).toBe('Machine Learning');
  });
});

describe('the sub-topics one tracker alone gives', () => {
  it('drops the tags a machine-learning tracker gives ICSE 2027, which ccf-deadlines files under Software Engineering', () => {
    const icse = report.weakSubjects.filter((tag) => tag.acronym === 'ICSE 2027');
    expect(icse.map((tag) => tag.subTopic).sort()).toEqual([
      'Data Mining',
      'Human-Computer Interaction',
      'Machine Learning',
      'Security and Privacy',
    ]);
    expect(new Set(icse.flatMap((tag) => tag.trackers)).size).toBe(1);
    expect(report.foreignTags.filter((tag) => tag.acronym === 'ICSE 2027')).toEqual([]);
    expect(report.weakSubjects.filter((tag) => tag.acronym === 'CHI 2027')).toEqual([]);
  });
});
