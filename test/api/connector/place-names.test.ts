/**
 * Place names of three or four words ("Rio de Janeiro", "Ho Chi Minh City") are read whole by the
 * search's hints and by the connector (docs/api.md, Zero results and Connector tools), never as a
 * city of their first word and words of q; words before a place are not read with it ("NLP North
 * America" keeps NLP), and "St." or "U.K." ends no sentence. Over a few events in such cities.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readQuestion } from '../../../src/api/connector/reading.js';
import { tokensOf } from '../../../src/api/connector/tokens.js';
import { queryHints, type SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-place-names-');
const TODAY = parseIsoDate('2026-11-22')!;
let index: SnapshotIndex;

beforeAll(() => {
  index = indexOfRows(dir, [
    sourceRow({ id: 1, name: 'Robotics Forum', city: 'Rio de Janeiro', country: 'Brazil' }),
    sourceRow({ id: 2, name: 'Vision Days', city: 'Ho Chi Minh City', country: 'Vietnam' }),
    sourceRow({ id: 3, name: 'NLP Summit', city: 'Toronto', country: 'Canada' }),
    sourceRow({ id: 4, name: 'Systems Meeting', city: 'St. Louis', country: 'United States' }),
    sourceRow({ id: 5, name: 'Data Forum', city: 'London', country: 'United Kingdom' }),
    sourceRow({ id: 6, name: 'Policy Forum', city: 'Washington', country: 'United States' }),
  ]);
});
afterAll(cleanup);

const parametersOf = (question: string) => readQuestion(index, question, TODAY).parameters;

describe('a place name of several words', () => {
  it('is one hint of the search, all its words given', () => {
    expect(queryHints(index, 'vision ho chi minh city', TODAY)).toEqual([
      expect.objectContaining({ parameter: 'city', value: 'Ho Chi Minh City', given: 'ho chi minh city' }),
    ]);
    expect(queryHints(index, 'robotics rio de janeiro', TODAY)).toEqual([
      expect.objectContaining({ parameter: 'city', value: 'Rio de Janeiro', given: 'rio de janeiro' }),
    ]);
  });

  it('is read whole by the connector, no word of it left to q', () => {
    expect(parametersOf('Which conferences have been held in Rio de Janeiro?')).toEqual({
      type: 'conference',
      city: 'Rio de Janeiro',
    });
    expect(parametersOf('conferences in Ho Chi Minh City')).toEqual({ type: 'conference', city: 'Ho Chi Minh City' });
  });

  it('keeps the dot of "St." inside the sentence', () => {
    expect(parametersOf('conferences in St. Louis')).toEqual({ type: 'conference', city: 'St. Louis' });
    // A dot after a word ends its sentence: "Louis" alone names no place.
    expect(tokensOf('in Lisbon. Louis asks').map((token) => token.opens ?? false)).toEqual([false, false, true, false]);
  });

  it('keeps initials with dots inside the sentence, read as their letters', () => {
    expect(parametersOf('conferences in the U.K. next year')).toEqual({
      type: 'conference',
      country: 'United Kingdom',
      year: '2027',
    });
    expect(parametersOf('conferences in the U.S. in 2027')).toEqual({
      type: 'conference',
      country: 'United States',
      year: '2027',
    });
    // "D.C." after Washington is the city's name.
    expect(parametersOf('conferences in Washington, D.C. in 2027')).toEqual({
      type: 'conference',
      city: 'Washington',
      year: '2027',
    });
  });

  it('never takes the words before it', () => {
    expect(parametersOf('NLP North America')).toEqual({ continent: 'North America', q: 'nlp' });
  });
});
