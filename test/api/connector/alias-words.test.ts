/**
 * A word that is only an alias of a series ("USENIX", DBLP's key of ATC) and a word of many other
 * events' names is read as the word, though written as an acronym (docs/api.md, Connector tools);
 * an alias few names hold ("NIPS") stays the acronym; one written as a word is the word with a year
 * too ("visualization 2027"). Over a few events.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readQuestion } from '../../../src/api/connector/reading.js';
import { buildSnapshot } from '../../../src/builder/index.js';
import { openSnapshot, type SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir, writeSourceFile } from '../../fixtures/source.js';

const { dir, cleanup } = tempDir('confdir-alias-words-');
const TODAY = parseIsoDate('2026-11-21')!;
let index: SnapshotIndex;

beforeAll(() => {
  const rows = [
    sourceRow({ id: 1, name: 'Annual Technical Conference', acronym: 'ATC 2027', series: 'atc' }),
    sourceRow({ id: 2, name: 'Neural Information Processing Systems', acronym: 'NeurIPS 2027', series: 'neurips' }),
    sourceRow({ id: 10, name: 'Conference on Recommender Systems', acronym: 'RecSys 2027', series: 'recsys' }),
    sourceRow({ id: 11, name: 'Data Mining Conference', acronym: 'DMC 2027', series: 'dmc' }),
    // USENIX's other symposia, named for it.
    ...['FAST', 'NSDI', 'OSDI', 'SEC'].map((acronym, at) =>
      sourceRow({
        id: 3 + at,
        name: `USENIX Symposium ${acronym}`,
        acronym: `${acronym} 2027`,
        series: acronym.toLowerCase(),
      }),
    ),
    // Three venues of visualization, one of which DBLP keys by the word.
    ...['IEEE VIS', 'EuroVis', 'PacificVis'].map((acronym, at) =>
      sourceRow({
        id: 7 + at,
        name: `${acronym} Visualization Conference`,
        acronym: `${acronym} 2027`,
        series: acronym.toLowerCase().replace(' ', '-'),
      }),
    ),
  ];
  const tables = {
    series_aliases: [
      { series: 'atc', alias: 'usenix', kind: 'dblp' },
      { series: 'ieee-vis', alias: 'visualization', kind: 'dblp' },
      { series: 'neurips', alias: 'NIPS', kind: 'acronym' },
      { series: 'recsys', alias: 'Recommender Systems', kind: 'name' },
    ],
  };
  writeSourceFile(join(dir, 'source.sqlite'), rows, undefined, undefined, tables);
  buildSnapshot({ input: join(dir, 'source.sqlite'), output: join(dir, 'events.snapshot') });
  index = openSnapshot(join(dir, 'events.snapshot'));
});
afterAll(cleanup);

const parametersOf = (question: string) => readQuestion(index, question, TODAY).parameters;

describe('an alias written as an acronym', () => {
  it('is the word when more names hold it than the series has events', () => {
    expect(parametersOf('USENIX conferences 2027')).toEqual({ type: 'conference', year: '2027', q: 'usenix' });
  });

  it('written as a word with a year, is the word when more names hold it', () => {
    expect(parametersOf('conferences on visualization 2027')).toEqual({
      type: 'conference',
      year: '2027',
      q: 'visualization',
    });
  });

  it('stays the acronym when few names hold it, or after "like"', () => {
    expect(parametersOf('NIPS 2027')).toMatchObject({ acronym: 'NIPS', year: '2027' });
    expect(readQuestion(index, 'conferences like USENIX', TODAY).like).toMatchObject({ bare: 'USENIX' });
  });
});

describe("a series' name written in lower case", () => {
  it('among the items of a list is a subject as they are, no acronym over them all', () => {
    const parameters = parametersOf('conferences on data mining and recommender systems in 2027');
    expect(parameters.acronym).toBeUndefined();
    expect(readQuestion(index, 'conferences on data mining and recommender systems in 2027', TODAY).subject).toEqual(
      expect.arrayContaining(['recommender', 'systems']),
    );
  });

  it("after a word that introduces a subject is a subject, the asker's too", () => {
    // An acronym of a sentence about the asker is not searched: it was left out whole.
    expect(parametersOf('I work on recommender systems. Which conferences in 2027?')).toMatchObject({
      year: '2027',
      q: 'recommender systems',
    });
    expect(parametersOf('conferences on recommender systems').acronym).toBeUndefined();
  });

  it('after "for" is a subject', () => {
    // It was the acronym RecSys: its ended editions answered a question of 2027.
    expect(parametersOf('conferences for recommender systems in 2027')).toMatchObject({
      year: '2027',
      q: 'recommender systems',
    });
    expect(parametersOf('conferences for recommender systems in 2027').acronym).toBeUndefined();
  });

  it('before events in the plural is a subject; written as a name it is the venue', () => {
    // "recommender systems workshops 2027" was the workshops held with RecSys.
    for (const question of ['recommender systems workshops 2027', 'recommender systems venues']) {
      expect(parametersOf(question)).toMatchObject({ q: 'recommender systems' });
      expect(parametersOf(question).acronym).toBeUndefined();
    }
    expect(parametersOf('Recommender Systems 2027')).toMatchObject({ acronym: 'Recommender Systems', year: '2027' });
  });
});
