/**
 * A venue named by its full name (docs/api.md, Connector tools): the name of its events or an alias
 * of its series, written with capitals, is its acronym, not the words of q that other venues' names
 * hold too. Over a few venues whose names share their words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readQuestion } from '../../../src/api/connector/reading.js';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows, on } from './asking.js';

const { dir, cleanup } = tempDir('confdir-full-names-');
const TODAY = parseIsoDate('2026-11-22')!;
let index: SnapshotIndex;

beforeAll(() => {
  const venue = (id: number, name: string, acronym: string | null, series: string | null, day: string) =>
    sourceRow({ id, name, acronym, series, ...on(day) });
  index = indexOfRows(
    dir,
    [
      venue(1, 'International Conference on Machine Learning', 'ICML 2027', 'icml', '2027-07-10'),
      venue(2, 'International Conference on Machine Learning', 'ICML 2026', 'icml', '2026-07-10'),
      venue(3, 'ACML: the Asian ML Meeting', 'ACML 2026', 'acml', '2026-12-01'),
      venue(4, 'International Conference on Machine Learning and Applications', 'ICMLA 2026', 'icmla', '2026-12-10'),
      venue(5, 'IEEE/CVF Conference on Computer Vision and Pattern Recognition', 'CVPR 2027', 'cvpr', '2027-06-10'),
      venue(6, 'European Conference on Computer Vision', 'ECCV 2026', 'eccv', '2026-09-10'),
      // Two venues of one name: the name names neither.
      venue(7, 'International Conference on Information Security and Cryptology', 'ICISC 2027', 'icisc', '2027-11-10'),
      venue(
        8,
        'International Conference on Information Security and Cryptology',
        'Inscrypt 2027',
        'inscrypt',
        '2027-12-10',
      ),
      // A name of two words before a comma: its own, then what it stands for.
      venue(
        9,
        'Pacific Graphics, The Pacific Conference on Computer Graphics and Applications',
        'PG 2026',
        'pg',
        '2026-10-06',
      ),
    ],
    undefined,
    {
      series_aliases: [{ series: 'acml', alias: 'The 18th Asian Conference on Machine Learning (ACML)', kind: 'name' }],
    },
  );
});
afterAll(cleanup);

const parametersOf = (question: string) => readQuestion(index, question, TODAY).parameters;
const ask = askOver(() => index, TODAY);

describe('a full name written with capitals', () => {
  it('is the acronym of the venue of that name, not the words other names hold', () => {
    expect(parametersOf('When is the next International Conference on Machine Learning?')).toMatchObject({
      acronym: 'ICML',
    });
    expect(ask('When is the next International Conference on Machine Learning?').results.map(({ id }) => id)).toEqual([
      '1',
    ]);
    expect(parametersOf('When is the International Conference on Machine Learning 2026?')).toEqual({
      acronym: 'ICML',
      year: '2026',
    });
  });

  it('leaves out the words before its own name and an acronym after it, in the question and the data', () => {
    // The event is named "IEEE/CVF Conference on ...".
    expect(parametersOf('Conference on Computer Vision and Pattern Recognition 2027 deadline')).toMatchObject({
      acronym: 'CVPR',
      year: '2027',
    });
    // Of an alias: "The 18th Asian Conference on Machine Learning (ACML)".
    expect(parametersOf('Where is the Asian Conference on Machine Learning?')).toMatchObject({ acronym: 'ACML' });
  });

  it('of two or three words before a comma, is the venue when listed after another named', () => {
    // "graphics conferences such as SIGGRAPH, Eurographics, or Pacific Graphics" searched q="computer graphics pacific".
    const question = 'computer vision conferences such as ECCV or Pacific Graphics';
    expect(parametersOf(question)).toMatchObject({ acronym: 'ECCV,PG', q: 'computer vision' });
    expect(parametersOf('computer vision conferences like ECCV, CVPR and Pacific Graphics').acronym).toBe(
      'ECCV,CVPR,PG',
    );
    // Not listed after a venue: the words, whichever names hold them.
    expect(parametersOf('Pacific Graphics conferences')).not.toHaveProperty('acronym');
  });

  it('is no venue when two of different acronyms have it, nor when written in lower case', () => {
    expect(parametersOf('the International Conference on Information Security and Cryptology')).not.toHaveProperty(
      'acronym',
    );
    expect(parametersOf('international conference on machine learning')).not.toHaveProperty('acronym');
  });
});
