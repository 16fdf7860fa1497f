/**
 * "like X" compares with X's edition filed as its series is (docs/api.md, Connector tools): one
 * tracker lists CCS 2027 alone, filed under Security and Privacy, where CCS's other editions are
 * filed under Cybersecurity; compared with 2027, the venues filed first under Security and Privacy
 * (an AI ethics meeting) came before S&P and NDSS. Over a few events.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows, on } from './asking.js';

const { dir, cleanup } = tempDir('confdir-like-steady-field-');
afterAll(cleanup);
const TODAY = parseIsoDate('2026-12-02')!;

const ccs = (year: number, sub_topic: string) =>
  sourceRow({
    id: year,
    name: 'Conference on Computer and Communications Security',
    acronym: `CCS ${year}`,
    series: 'ccs',
    sub_topic,
    ...on(`${year}-10-10`),
  });
const rows = [
  ...[2022, 2023, 2024, 2025, 2026].map((year) => ccs(year, 'Cybersecurity')),
  ccs(2027, 'Security and Privacy'),
  sourceRow({
    id: 1,
    name: 'Symposium on Security',
    acronym: 'SP 2027',
    series: 'sp',
    sub_topic: 'Cybersecurity',
    ...on('2027-05-10'),
  }),
  sourceRow({
    id: 2,
    name: 'Network Security Symposium',
    acronym: 'NDSS 2027',
    series: 'ndss',
    sub_topic: 'Cybersecurity',
    ...on('2027-02-10'),
  }),
  sourceRow({
    id: 3,
    name: 'Ethics Meeting',
    acronym: 'ETH 2027',
    series: 'eth',
    sub_topic: 'Security and Privacy',
    ...on('2027-03-10'),
  }),
];
const topics = [1, 2].map((event_id) => ({ event_id, kind: 'sub_topic', name: 'Security and Privacy' }));
const index = indexOfRows(dir, rows, undefined, { event_topics: topics }, TODAY);
const ask = askOver(() => index, TODAY);

describe('"like X" of an edition filed otherwise than its series', () => {
  it('compares with the next edition filed as most of the series is', () => {
    const answer = ask('conferences like CCS');
    expect(answer.results.map((result) => result.id)).toEqual(['2', '1']);
    expect(answer.reading).toContain('"like CCS": events alike CCS (id 2026), of other series');
  });

  it('compares with the edition named when its year is written', () => {
    const answer = ask('conferences like CCS 2027');
    expect(answer.results.map((result) => result.id)[0]).toBe('3');
    expect(answer.reading).toContain('"like CCS 2027": events alike CCS (id 2027), of other series');
  });
});
