/**
 * An acronym the question excludes (docs/api.md, Connector tools): not searched, and its editions
 * the question finds are no answer to it ("NLP conferences except ACL"); "not" excludes it only
 * right before it ("I am not sure when ACL 2027 is" asks of ACL). Over three language
 * conferences of 2027, ACL's edition of 2026 and a symposium named SURE.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-excluded-acronyms-');
const TODAY = parseIsoDate('2026-11-28')!;
let index: SnapshotIndex;
const on = (day: string) => ({ start_date: day, end_date: day });

beforeAll(() => {
  index = indexOfRows(dir, [
    sourceRow({ id: 1, name: 'Meeting on Language Studies', acronym: 'ACL', series: 'acl', ...on('2027-07-10') }),
    sourceRow({ id: 2, name: 'Meeting on Language Studies', acronym: 'ACL', series: 'acl', ...on('2026-07-10') }),
    sourceRow({ id: 3, name: 'Empirical Language Methods', acronym: 'EMNLP', ...on('2027-11-10') }),
    sourceRow({ id: 4, name: 'Language Resources Conference', acronym: 'LREC', ...on('2027-05-10') }),
    // "sure" is an acronym of the data too, never read as one in "I am not sure".
    sourceRow({ id: 5, name: 'Symposium on Usable Research', acronym: 'SURE', ...on('2025-10-10') }),
  ]);
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);
const ids = (question: string) => ask(question).results.map((result) => result.id);

describe('an acronym the question excludes', () => {
  it('is not searched, and none of its editions answers', () => {
    const answer = ask('language conferences except ACL');
    expect(answer.results.map((result) => result.id).sort()).toEqual(['3', '4']);
    expect(answer.reading).toContain('"ACL" left out of the results: the question excludes it');
    expect(ids('Other than ACL and EMNLP, which language conferences are there in 2027?')).toEqual(['4']);
    expect(ids('language conferences in 2027, apart from ACL')).not.toContain('1');
  });

  it('is excluded by "not" only right before it', () => {
    expect(ask('I am not sure when ACL 2027 is')).toMatchObject({
      results: [{ id: '1' }],
      reading: 'Read as acronym=ACL, year=2027.',
    });
    expect(ids('I am sure ACL 2027 is in July')).toEqual(['1']);
    expect(ids('language conferences in 2027, not ACL')).not.toContain('1');
  });
});
