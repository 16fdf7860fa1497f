/**
 * A track of an edition named (docs/api.md, Connector tools): "deadline for CHI 2027 posters" said
 * "not read: posters" and gave the call for papers' deadline alone, while the data has CHI 2027's
 * track Posters with its deadlines. A question that names an edition and a track ("posters", "the
 * tutorials", "an industry track") has each title give that track's deadlines, of each kind the
 * next, else the last, passed, or that none is known; without an edition named, the track is said
 * not answered, as before. Over a source of one edition with a track Posters.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connectorSearch } from '../../../src/api/connector/answers.js';
import { connectorFetch } from '../../../src/api/connector/fetch-document.js';
import { detailText } from '../../../src/api/views/detail-text.js';
import { conferenceAnswer } from '../../../src/api/handlers/conferences.js';
import { buildSnapshot } from '../../../src/builder/index.js';
import { openSnapshot } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { type DeadlineInput, type RowInput, sourceRow, tempDir, writeSourceFile } from '../../fixtures/source.js';

const { dir, cleanup } = tempDir('confdir-track-titles-');
afterAll(cleanup);

const today = parseIsoDate('2026-11-29')!;
const edition = sourceRow({
  name: 'Conference on Lantern Systems',
  acronym: 'LANTERN 2027',
  series: 'LANTERN',
  start_date: '2027-05-10',
  end_date: '2027-05-14',
  city: 'Porto',
  country: 'Portugal',
});
const other = sourceRow({ name: 'Lantern Workshop Days', start_date: '2027-03-01', end_date: '2027-03-02' });
const rows: RowInput[] = [edition, other];
const deadlines: DeadlineInput[] = [
  { event_id: edition.id as number, kind: 'paper', due: '2026-09-10', timezone: 'AoE' },
];
const event_tracks = [
  { event_id: edition.id, track: 'Posters', kind: 'paper', round: 1, due: '2027-01-21T23:59:00', timezone: 'AoE' },
  { event_id: edition.id, track: 'Posters', kind: 'notification', round: 1, due: '2027-02-18', timezone: 'AoE' },
  { event_id: edition.id, track: 'Tutorials', kind: 'paper', round: 1, due: '2026-10-01', timezone: 'AoE' },
];
const source = join(dir, 'source.sqlite');
const snapshot = join(dir, 'track-titles.snapshot');
writeSourceFile(source, rows, undefined, deadlines, { event_tracks });
buildSnapshot({ input: source, output: snapshot, now: new Date('2026-11-29T00:00:00Z') });
const index = openSnapshot(snapshot, today);

type Answer = { results: { id: string; title: string }[]; reading?: string; message?: string };
const ask = (query: string) => connectorSearch({ query: { query }, params: {}, given: {} }, { index, today }) as Answer;

describe('a track of an edition named', () => {
  it("gives the track's deadlines in the title, the word read", () => {
    const answer = ask('deadline for LANTERN 2027 posters');
    expect(answer.results.map((result) => result.title)).toEqual([
      'LANTERN 2027 — Porto, Portugal (paper deadline passed 2026-09-10; Posters: paper deadline 2027-01-21, notification 2027-02-18)',
    ]);
    expect(answer.reading).toBe('Read as acronym=LANTERN, year=2027.');
  });

  it('says a passed deadline passed, and a track the edition lacks not known', () => {
    expect(ask('the LANTERN 2027 tutorials').results[0]?.title).toBe(
      'LANTERN 2027 — Porto, Portugal (Tutorials: paper deadline passed 2026-10-01)',
    );
    const industry = ask('Does LANTERN 2027 have an industry track?');
    expect(industry.results[0]?.title).toBe('LANTERN 2027 — Porto, Portugal (no Industry Track deadline known)');
    expect(industry.reading).not.toContain('not answered');
  });

  it('without an edition named, is said not answered', () => {
    const answer = ask('conferences with poster tracks in 2027');
    expect(answer.reading).toContain('not answered: "poster tracks"');
    expect(answer.results.every((result) => !result.title.includes('Posters'))).toBe(true);
  });

  it("is in the event's text, fetch's and getConference's, with its deadlines", () => {
    const lines = [
      'Posters track:',
      '- paper deadline: 2027-01-21 23:59 AoE = 2027-01-22 11:59 UTC',
      '- notification deadline: 2027-02-18 23:59 AoE = 2027-02-19 11:59 UTC',
      'Tutorials track:',
      '- paper deadline: 2026-10-01 23:59 AoE = 2026-10-02 11:59 UTC',
    ].join('\n');
    const id = edition.id as number;
    const fetched = connectorFetch({ params: { id }, query: {}, given: {} }, { index, today });
    expect(fetched.text).toContain(`- paper deadline: 2026-09-10 23:59 AoE = 2026-09-11 11:59 UTC\n${lines}\n`);
    expect(fetched.metadata?.tracks).toHaveLength(2);
    expect(detailText(conferenceAnswer({ params: { id }, query: {}, given: {} }, { index, today }))).toContain(lines);
  });
});
