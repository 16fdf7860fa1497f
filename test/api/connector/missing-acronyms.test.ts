/**
 * A question naming several acronyms answers each (docs/api.md, Connector tools): one that no
 * event matching the rest has adds the first of its wider search, its title saying what was left
 * out, unless an edition of it has a deadline estimated in the question's window; one no event
 * has is said. Over a few events, and a series whose 2027 edition has its deadline estimated.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { type DeadlineInput, type RowInput, sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, estimatedSeries, indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-missing-acronyms-');
const TODAY = parseIsoDate('2026-11-21')!;
let index: SnapshotIndex;

/** [id, acronym, start] */
const EVENTS: [number, string, string][] = [
  [1, 'CHI 2027', '2027-05-10'],
  [2, 'CHI 2026', '2026-04-13'],
  [3, 'UIST 2026', '2026-11-02'],
  [4, 'CSCW 2025', '2025-10-18'],
  [5, 'CSCW 2026', '2026-10-10'],
];

beforeAll(() => {
  const rows: RowInput[] = EVENTS.map(([id, acronym, start_date]) =>
    sourceRow({ id, name: `Conference on Interaction ${id}`, acronym, start_date, end_date: start_date }),
  );
  const deadlines: DeadlineInput[] = [];
  // PODS 2024 to 2026 had their deadline 180 days before 10 June; PODS 2027's is estimated, 2026-12-12.
  estimatedSeries(
    { rows, deadlines },
    { lead: 180, row: (year) => ({ name: 'Symposium on Principles', acronym: `PODS ${year}`, series: 'pods' }) },
  );
  index = indexOfRows(dir, rows, deadlines);
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);

describe('several acronyms named', () => {
  it('answers each: one with no edition of the year asked by its wider search, said in its title', () => {
    const answer = ask('Compare the submission deadlines of CHI, UIST and CSCW 2027');
    expect(answer.results.map((result) => result.title)).toEqual([
      'CHI 2027 — Berlin, Germany (no deadline known)',
      'UIST 2026 — Berlin, Germany (found without year=2027; no deadline known; ended 2026-11-02)',
      'CSCW 2026 — Berlin, Germany (found without year=2027; no deadline known; ended 2026-10-10)',
    ]);
  });

  it('answers each when none is open: one of no edition to come by its latest, said ended', () => {
    const answer = ask('upcoming deadlines of CHI, UIST and CSCW');
    expect(answer.results.map((result) => result.id)).toEqual(['1', '3', '5']);
    expect(answer.results[1]!.title).toContain('ended 2026-11-02');
  });

  it('answers one whose deadline ahead is estimated by that edition, first, not by its passed one', () => {
    const answer = ask('upcoming deadlines of CHI and PODS');
    expect(answer.results.map((result) => result.title.replace(/ — .*? \(/, ' ('))).toEqual([
      'PODS 2027 (call not announced; paper deadline estimated: 2026-12-12)',
      'CHI 2027 (found without cfp=open; no deadline known)',
    ]);
  });

  it('answers each when none matches the whole question, by its own wider search', () => {
    // "which of NeurIPS, ICML, ICLR, AAAI, IJCAI will be held in Asia in 2027": the wider search
    // gave the two with a 2027 edition, found without the continent, and nothing of the others.
    const answer = ask('Which of CHI, UIST and CSCW will be held in Asia in 2027?');
    expect(answer.results.map((result) => result.title.replace(/ — .*? \(/, ' ('))).toEqual([
      'CHI 2027 (found without continent=Asia)',
      expect.stringMatching(/^UIST 2026 \(found without .*year=2027/),
      expect.stringMatching(/^CSCW 2026 \(found without .*year=2027/),
    ]);
  });

  it('answers a venue named, its year left out, by its latest edition alone', () => {
    // "HPC conferences in Germany next year, such as SC": SC 2026, not SC 2022 to 2026 too.
    for (const question of ['Is CSCW held in 2027?', 'When will CSCW be held in 2027?'])
      expect(
        ask(question).results.map((result) => result.title.slice(0, 9)),
        question,
      ).toEqual(['CSCW 2026']);
    // An example of a subject too: CSCW 2026 once, beside CHI 2027 of the subject.
    const example = ask('interaction venues in 2027, such as CSCW').results.map((result) => result.title.slice(0, 9));
    expect(example.filter((title) => title.startsWith('CSCW'))).toEqual(['CSCW 2026']);
  });

  it('takes the year written with an acronym as one the wider search may leave out', () => {
    const answer = ask('When are CHI 2027 and CSCW 2027 held?');
    expect(answer.results.map((result) => result.id)).toEqual(['1', '5']);
  });

  it('says an acronym no event has', () => {
    const answer = ask('When are CHI 2027 and FOOBARCONF 2027 held?');
    expect(answer.results.map((result) => result.id)).toEqual(['1']);
    expect(answer.reading).toContain('no event has the acronym FOOBARCONF');
  });

  it('says one listed after an acronym read, with no year, that no event has', () => {
    // "RECOMB and ISMB": ISMB, in no event, was left unread ('not read: "ismb"'), the answer silent on it.
    for (const question of ['What is the acceptance rate of CHI and QXMB?', 'Deadlines of CHI, QXMB and ZVCB']) {
      const answer = ask(question);
      expect(answer.reading, question).toContain('no event has the acronym QXMB');
      expect(answer.reading, question).not.toContain('not read');
      expect(answer.results.map((result) => result.id)).toEqual(['1']);
    }
    expect(ask('Deadlines of CHI, QXMB and ZVCB').reading).toContain('no event has the acronym ZVCB');
    // One not ending the list is a word of the sentence ("KDD or WSDM, TBD which one"), left unread.
    expect(ask('CHI or UIST, QXMB which one, when are they?').reading).toContain('not read: "qxmb"');
  });

  it('says one given as an example beside a subject that no event has', () => {
    // "computational biology, such as RECOMB or ISMB": "RECOMB,ISMB" (2 events), no word of ISMB.
    const answer = ask('interaction conferences, such as CHI or QXMB');
    expect(answer.reading).toMatch(/any of "interaction" \(\d events?\), "CHI,QXMB"/);
    expect(answer.reading).toContain('no event has the acronym QXMB');
  });
});
