/**
 * A venue compared with that no event has ("conferences like ISMB", docs/api.md, Connector tools):
 * said so, not left unread; with nothing else asked but the kind of event the answer is empty and
 * says why, not every event; a mistyped one is respelt ("like NuerIPS"), never as an acronym of another
 * first letter; of several compared with,
 * the first the data has is compared with.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows, venueRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-like-unknown-');
const TODAY = parseIsoDate('2026-11-21')!;
let index: SnapshotIndex;

const ROWS: [string, string, string][] = [
  ['Research in Computational Molecular Biology', 'RECOMB 2027', 'Bioinformatics'],
  ['Bioinformatics and Biomedicine', 'BIBM 2027', 'Bioinformatics'],
  ['Symposium on Multimedia', 'ISM 2027', 'Multimedia'],
  ['Neural Information Processing Systems', 'NeurIPS 2027', 'Machine Learning'],
  ['Learning Representations', 'ICLR 2027', 'Machine Learning'],
  ['Joint Conference on Artificial Intelligence', 'IJCAI 2027', 'Artificial Intelligence'],
  // A name that holds "ESA" as a word (the space agency's), no venue's acronym.
  ['ESA Space Security Conference', 'SSC 2027', 'Security'],
];

beforeAll(() => {
  index = indexOfRows(dir, venueRows(ROWS));
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);

describe('a venue compared with that no event has', () => {
  it('alone with the kind of event is an empty answer that says so, not every event', () => {
    const answer = ask('conferences like ISMB');
    expect(answer.results).toEqual([]);
    expect(answer.message).toBe(
      'No event matches the question, read as type=conference: no event has the acronym ISMB ' +
        '(the closest is ISM), to find the events alike it.',
    );
  });

  it('beside a subject is said, and the subject searched', () => {
    const answer = ask('bioinformatics conferences similar to ISMB');
    expect(answer.reading).toContain('"like ISMB": no event has it');
    expect(answer.reading).not.toContain('not read');
    expect(answer.results.map((result) => result.title)).toContain('BIBM 2027 — Berlin, Germany');
  });

  it('beside a subject leaves it the subject when nothing matches: never left out first', () => {
    // "cyber-physical systems in 2027, like ICCPS": every 2027 event, found without the subject.
    const answer = ask('bioinformatics conferences in 2031 similar to ISMB');
    expect(answer.results.map((result) => result.title)).toContain(
      'BIBM 2027 — Berlin, Germany (found without year=2031; Feb 10-12, 2027)',
    );
    expect(JSON.stringify(answer.results)).not.toContain('found without \\"bioinformatics');
  });

  it('leaves the next one named the venue compared with', () => {
    const answer = ask('venues similar to ISMB and RECOMB');
    expect(answer.reading).toContain('"like ISMB": no event has it; "like RECOMB": events alike RECOMB');
    expect(answer.results.map((result) => result.title)).toContain('BIBM 2027 — Berlin, Germany');
  });

  it('is respelt when mistyped', () => {
    expect(ask('conferences like NuerIPS').reading).toContain('"nuerips" read as "NeurIPS"');
  });

  it('is not respelt as an acronym of another first letter', () => {
    // MICCAI is two letters off IJCAI: an acronym's first letter is its first word's.
    const answer = ask('Machine learning conferences like MICCAI');
    expect(answer.reading).toContain('"like MICCAI": no event has it');
    expect(JSON.stringify(answer)).not.toContain('IJCAI');
  });

  it('listed after a venue compared with, ending the list, is a venue though a name holds it as a word', () => {
    // "like ICALP or ESA" searched "theory esa": the space agency's word, every event left out.
    const answer = ask('Which bioinformatics conferences are like RECOMB or ESA?');
    expect(answer.reading).not.toContain('q="bioinformatics esa"');
    expect(answer.reading).toContain('no event has it');
    expect(answer.results.map((result) => result.title)).toContain('BIBM 2027 — Berlin, Germany');
    // Before an event word it may be the subject's ("like RECOMB or ESA conferences").
    expect(ask('conferences like RECOMB or ESA conferences').reading).not.toContain('"like ESA"');
  });

  it('listed between two venues named is a venue though a name holds it as a word', () => {
    // "algorithms and data structures, like SODA, ESA or ICALP": "esa" was left unread.
    for (const question of [
      'Which bioinformatics conferences are like RECOMB, ESA or BIBM?',
      'bioinformatics venues, such as RECOMB, ESA and BIBM, in 2027',
    ]) {
      const { reading = '', message = '' } = ask(question);
      expect(reading + message, question).not.toMatch(/not read: "esa"|q="bioinformatics esa"/);
      expect(reading, question).toMatch(/ESA/);
    }
  });
});
