/**
 * Sub-topics from what a venue is (docs/importers.md, Subjects): a CCF category's field chosen by
 * the venue's name, and the sub-topics one tracker alone gives dropped where others agree on
 * another field. The public trackers' records of each example, excerpts under
 * test/fixtures/formats/subjects (NOTICE), imported together as the public import reads them, and
 * in the other order.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { readCcfDeadlines } from '../../src/import/ccf-deadlines.js';
import { runImport } from '../../src/import/index.js';
import { settleBySupport } from '../../src/import/subject-support.js';
import { PROJECT_ROOT } from '../../src/util/paths.js';
import { tempDir } from '../fixtures/source.js';
import { importContext, importedEvent } from './context.js';

const { dir, cleanup } = tempDir('confdir-subjects-');
afterAll(cleanup);

const FIXTURE = join(PROJECT_ROOT, 'test', 'fixtures', 'formats', 'subjects');
const FROM = [
  { format: 'ccf-deadlines', path: join(FIXTURE, 'ccf') },
  ...['hf', 'khongsomeo', 'mpc', 'tobna', 'yuki'].map((name) => ({
    format: 'ai-deadlines',
    path: join(FIXTURE, name),
  })),
];

/** Each edition's sub-topics, first the one served as its field, by the record ids of its sources. */
function imported(from: typeof FROM, name: string) {
  const out = join(dir, `${name}.sqlite`);
  const { report } = runImport({ from, out, verified: '2026-11-26' });
  const db = new Database(out, { readonly: true });
  const rows = db
    .prepare(
      `SELECT e.sub_topic AS first,
         (SELECT group_concat(name, '|') FROM event_topics t WHERE t.event_id = e.id AND t.kind = 'sub_topic') AS more,
         (SELECT group_concat(record_id, ' ') FROM event_sources s WHERE s.event_id = e.id) AS records
       FROM events e`,
    )
    .all() as { first: string | null; more: string | null; records: string }[];
  db.close();
  const subTopicsOf = (recordId: string): string[] => {
    const row = rows.find((one) => one.records.split(' ').includes(recordId));
    if (!row) throw new Error(`no event of record ${recordId}`);
    return [row.first, ...(row.more?.split('|') ?? [])].filter((name) => name !== null);
  };
  return { report, subTopicsOf };
}

const forward = imported(FROM, 'forward');
const reverse = imported([...FROM].reverse(), 'reverse');

describe("a CCF category's field, by the venue's name", () => {
  const events = readCcfDeadlines(join(FIXTURE, 'ccf'), importContext()).events;
  const fieldsOf = (series: string) => events.find((event) => event.series === series)!.subTopics;

  it('is the part of its category the name names: OSDI and PLDI, filed under SE, are not Software Engineering', () => {
    expect(fieldsOf('OSDI')).toEqual(['Operating Systems']);
    expect(fieldsOf('PLDI')).toEqual(['Programming Languages']);
    expect(fieldsOf('SIGMOD')).toEqual(['Databases']);
    expect(fieldsOf('SIGIR')).toEqual(['Information Retrieval']);
    expect(fieldsOf('SIGKDD')).toEqual(['Data Mining']);
  });

  it('is the field the name names in a category of no field (WWW), or of a wider one (CVPR under AI)', () => {
    expect(fieldsOf('WWW')).toEqual(['Information Retrieval']);
    expect(fieldsOf('CVPR')).toEqual(['Computer Vision', 'Artificial Intelligence']);
    expect(fieldsOf('AAAI')).toEqual(['Artificial Intelligence']);
  });
});

describe('the sub-topics one tracker alone gives', () => {
  it("drops a machine-learning tracker's six areas and a cryptography tracker's Theory from SIGMOD 2027", () => {
    expect(forward.subTopicsOf('sigmod27')).toEqual(['Databases']);
    const dropped = forward.report.weakSubjects.filter((weak) => weak.acronym === 'SIGMOD 2027');
    expect(dropped.map((weak) => weak.subTopic).sort()).toEqual([
      'Data Mining',
      'Human-Computer Interaction',
      'Information Retrieval',
      'Machine Learning',
      'Natural Language Processing',
      'Security and Privacy',
      'Theory of Computation',
    ]);
    expect(dropped.every((weak) => weak.trackers.length === 1 && weak.kept.join() === 'Databases')).toBe(true);
  });

  it("counts a fork that keeps its origin's site as its origin: mpc-deadlines' Theory of SIGMOD 2027, twice", () => {
    // mpc-fork, of BananaGo/another-deadlines, keeps mpc-deadlines' title and description, and tags
    // SIGMOD 2027 Theory as its origin does: one source, beside ccf-deadlines' Databases.
    const forks = imported(
      [FROM[0]!, ...['mpc', 'mpc-fork'].map((name) => ({ format: 'ai-deadlines', path: join(FIXTURE, name) }))],
      'forks',
    );
    expect(forks.subTopicsOf('sigmod27')).toEqual(['Databases']);
    const dropped = forks.report.weakSubjects.filter((weak) => weak.acronym === 'SIGMOD 2027');
    expect(dropped.map((weak) => [weak.subTopic, weak.trackers.length])).toEqual([['Theory of Computation', 2]]);
  });

  it('keeps what two trackers agree on: SIGIR Information Retrieval first, KDD Data Mining and Machine Learning', () => {
    expect(forward.subTopicsOf('sigir26')).toEqual([
      'Information Retrieval',
      'Web Search',
      'Natural Language Processing',
      'Data Mining',
    ]);
    expect(forward.subTopicsOf('sigkdd27')).toEqual(['Data Mining', 'Machine Learning']);
    expect(forward.subTopicsOf('www27')).toEqual(['Information Retrieval', 'Machine Learning']);
  });

  it('keeps the many fields of a venue that several trackers agree on (AAAI 2027)', () => {
    // Machine Learning, Data Mining, Vision and Language are as much given: listed earlier first.
    expect(forward.subTopicsOf('aaai27')).toEqual([
      'Artificial Intelligence',
      'Machine Learning',
      'Data Mining',
      'Computer Vision',
      'Natural Language Processing',
    ]);
    expect(
      forward.report.weakSubjects.filter((weak) => weak.acronym === 'AAAI 2027').map((weak) => weak.subTopic),
    ).toEqual(['Robotics', 'Human-Computer Interaction']);
  });

  it("counts one record that two forks copy as one tracker's (CVPR 2026's Optimization Methods)", () => {
    expect(forward.subTopicsOf('cvpr26')).toEqual([
      'Computer Vision',
      'Artificial Intelligence',
      'Machine Learning',
      'Robotics',
    ]);
    const copied = forward.report.weakSubjects.filter((weak) => weak.subTopic === 'Optimization Methods');
    expect(copied.map((weak) => [weak.acronym, weak.trackers.length])).toEqual([['CVPR 2026', 2]]);
  });

  it("gives SIGIR 2027, listed by one tracker as Data Mining and NLP, the field its name names and its series' trackers give", () => {
    expect(forward.subTopicsOf('conferences/sigir.yaml#sigir2027')).toEqual([
      'Information Retrieval',
      'Natural Language Processing',
      'Data Mining',
    ]);
    expect(forward.report.namedSubjects).toContainEqual(
      expect.objectContaining({ acronym: 'SIGIR 2027', subTopic: 'Information Retrieval' }),
    );
  });

  it('gives every edition the same sub-topics whatever the order of the sources', () => {
    for (const recordId of ['sigmod27', 'sigir26', 'sigkdd27', 'www27', 'aaai27', 'cvpr26', 'osdi2027', 'pldi27'])
      expect(reverse.subTopicsOf(recordId), recordId).toEqual(forward.subTopicsOf(recordId));
  });
});

describe('an edition of hostile votes', () => {
  it('is judged in bounded time: 256 records of 2,000 sub-topics each', () => {
    const subTopics = Array.from({ length: 2000 }, (_, i) => `Field ${i}`);
    const votes = Array.from({ length: 256 }, (_, i) => ({ tracker: `t${i}`, subTopics, trackerDomain: [] }));
    const event = importedEvent('ai-deadlines', 'x', {
      acronym: 'X 2027',
      subTopics: [...subTopics],
      subjectVotes: votes,
    });
    const started = performance.now();
    const { weak } = settleBySupport([event]);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(weak).toEqual([]);
    expect(event.subTopics).toHaveLength(2000);
  });
});
