/**
 * A question about what is to come whose subject's events have all ended, and whose field finds
 * nothing alike to come, is answered by a narrower subject's events to come (docs/api.md, Connector
 * tools): "program analysis" names two ended workshops; "program" names a conference of 2027.
 * Over a few events: the two workshops, that conference and three of "analysis", each to come; an
 * ended quantum computing workshop, one ended this year, a quantum event and eleven of cloud
 * computing to come.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, on } from './asking.js';
import { indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-ended-subject-');
const TODAY = parseIsoDate('2026-11-28')!;
let index: SnapshotIndex;

beforeAll(() => {
  index = indexOfRows(
    dir,
    [
      ...[2023, 2024].map((year) =>
        sourceRow({
          id: year,
          name: 'Workshop on Program Analysis',
          series: 'pa',
          type: 'workshop',
          sub_topic: null,
          ...on(`${year}-09-10`),
        }),
      ),
      sourceRow({ id: 10, name: 'Symposium on Program Languages', ...on('2027-01-20') }),
      ...[11, 12, 13].map((id) => sourceRow({ id, name: `Data Analysis Days ${id}`, ...on(`2027-0${id - 5}-10`) })),
      // "computing" names a field and over four times as many events as "quantum" (256 and 18 in the public data).
      sourceRow({ id: 20, name: 'Workshop on Quantum Computing', sub_topic: null, ...on('2024-05-10') }),
      sourceRow({ id: 21, name: 'Quantum Days', sub_topic: null, ...on('2027-04-10') }),
      // Ended within a year: it follows the events to come of "quantum" alone.
      sourceRow({ id: 25, name: 'Quantum Computing Week', sub_topic: null, ...on('2026-09-18') }),
      ...[22, 23, 24, 50, 51, 52, 53, 54, 55, 56, 57].map((id) =>
        sourceRow({ id, name: `Cloud Computing Forum ${id}`, sub_topic: 'Cloud Computing', ...on('2027-02-10') }),
      ),
      // A page of software architecture meetings, all ended, each of its own; "architecture" to come.
      ...Array.from({ length: 10 }, (_, at) =>
        sourceRow({ id: 30 + at, name: `Software Architecture Summit ${at}`, sub_topic: null, ...on('2026-06-10') }),
      ),
      sourceRow({ id: 40, name: 'Computer Architecture Symposium', sub_topic: null, ...on('2027-06-10') }),
    ],
    [{ event_id: 25, kind: 'paper', due: '2026-05-01', timezone: 'AoE' }],
  );
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);

describe('a subject whose events have all ended', () => {
  it('asked of deadlines to come, is answered by its narrower word’s events to come', () => {
    const answer = ask('I want to submit a paper on program analysis. Which venues have deadlines in March?');
    expect(answer.results.map((result) => result.id)).toEqual(['10']);
    expect(answer.results[0]!.title).toMatch(/\(found without "analysis" and without deadline_from=2027-03-01/);
  });

  it('of an expression, keeps its rarer word, though the other names a field', () => {
    const answer = ask('upcoming quantum computing venues');
    expect(answer.results.map((result) => result.id)).toEqual(['21', '25']);
    expect(answer.results[0]!.title).toMatch(/\(found without "computing"\)$/);
  });

  it('then gives its own events that ended in the last year, said, not those ended before', () => {
    const [, ended] = ask('quantum computing conferences with deadlines in 2027').results;
    // Its deadline said too, as the question asks of deadlines.
    expect(ended?.title).toMatch(
      /^Quantum Computing Week .*\(found without .*; paper deadline passed 2026-05-01; ended 2026-09-18\)$/,
    );
  });

  it('asked of events to come, a wider answer keeps those not ended', () => {
    const answer = ask('analysis venues in the next month');
    expect(answer.results.map((result) => result.id).sort()).toEqual(['11', '12', '13']);
    expect(answer.results[0]!.title).toMatch(/\(found without from=2026-11-28, to=2026-12-28; \w{3} \d{1,2}, \d{4}\)$/);
  });

  it('of a page of events or more, is answered by its own events, ended, not by a word of it', () => {
    const answer = ask('conferences on software architecture in 2027');
    expect(answer.results.map((result) => result.id)).not.toContain('40');
    expect(answer.results[0]!.title).toMatch(/^Software Architecture Summit .*\(found without year=2027; /);
  });

  it('asked of nothing to come, is answered by its own events, ended', () => {
    expect(ask('program analysis workshops').results.map((result) => result.id)).toEqual(['2024']);
  });
});
