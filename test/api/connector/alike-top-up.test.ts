/**
 * Venues like X that the subject's words find, fewer than a page (docs/api.md, Connector tools):
 * the answer goes on with the venues of the subject itself not alike X, then with those alike X
 * without the words, each title saying so, for one venue compared with and for several; never the
 * venues named.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows, on, venueRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-alike-top-up-');
const imaging = tempDir('confdir-alike-subject-');
const TODAY = parseIsoDate('2026-11-21')!;
let index: SnapshotIndex;
let imagingIndex: SnapshotIndex;

const ROWS: [string, string][] = [
  ['Symposium on Theory of Computing', 'STOC 2027'],
  ['Foundations of Computer Science', 'FOCS 2027'],
  ['Symposium on Discrete Algorithms', 'SODA 2027'],
  ['Colloquium on Automata, Languages and Programming', 'ICALP 2027'],
  ['Computing and Combinatorics Theory Conference', 'COCOON 2027'],
];

// MICCAI filed under computer vision, the venues of medical imaging under their own field.
const IMAGING: [string, string, string][] = [
  ['Medical Image Computing and Computer Assisted Intervention', 'MICCAI 2027', 'Computer Vision'],
  ['Winter Conference on Applications of Computer Vision', 'WACV 2027', 'Computer Vision'],
  ['Medical Imaging with Deep Learning', 'MIDL 2027', 'Medical Imaging'],
  ['Symposium on Biomedical Imaging', 'ISBI 2027', 'Medical Imaging'],
  ['Document Analysis and Recognition', 'ICDAR 2027', 'Computer Vision'],
  ['Symposium on Imaging Science', 'SIS 2027', 'Imaging'],
  ['High Performance Computing Symposium', 'HPCS 2027', 'High Performance Computing'],
];

// Nine venues of medical imaging, two alike MICCAI: more of the subject than leave the alike room.
const MANY: [string, string, string][] = [
  ...IMAGING.slice(0, 2),
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n): [string, string, string] => [
    `Medical Imaging Meeting ${n}`,
    `MIM${n} 2027`,
    'Medical Imaging',
  ]),
  IMAGING[4]!,
];
const many = tempDir('confdir-alike-many-');
let manyIndex: SnapshotIndex;

beforeAll(() => {
  index = indexOfRows(dir, venueRows(ROWS, 'Theory of Computation'));
  imagingIndex = indexOfRows(imaging.dir, venueRows(IMAGING));
  // venueRows dates nine venues at most: these are held in turn from March 2027, a day each.
  const rows = MANY.map(([name, acronym, sub_topic], at) =>
    sourceRow({ id: at + 1, name, acronym, sub_topic, ...on(`2027-03-${String(at + 10)}`) }),
  );
  manyIndex = indexOfRows(many.dir, rows);
});
afterAll(() => {
  cleanup();
  imaging.cleanup();
  many.cleanup();
});

const ask = askOver(() => index, TODAY);
const askImaging = askOver(() => imagingIndex, TODAY);
const bare = (result: { title: string }) => result.title.replace(/ — .*?(?= \(|$)/, '');
const titles = (question: string) => ask(question).results.map(bare);

describe('venues like X that the subject finds fewer than a page', () => {
  it('go on with those alike X without the subject, said', () => {
    const without = (acronym: string) => `${acronym} 2027 (found without "combinatorics")`;
    expect(titles('combinatorics conferences like STOC')).toEqual([
      'COCOON 2027',
      without('FOCS'),
      without('SODA'),
      without('ICALP'),
    ]);
    // Of several compared with, none of those named ("like STOC and FOCS" gives examples of the subject).
    expect(titles('combinatorics conferences like STOC or FOCS')).toEqual([
      'COCOON 2027',
      without('SODA'),
      without('ICALP'),
    ]);
  });
});

describe('venues like X of a subject filed under another field than X', () => {
  it("are the subject's own venues first, then those alike X without the words", () => {
    const miccai = askImaging('medical imaging conferences like MICCAI');
    const notAlike = (acronym: string) => `${acronym} 2027 (found without similar_to=1 (MICCAI 2027))`;
    expect(miccai.results.map(bare)).toEqual([
      notAlike('MIDL'),
      notAlike('ISBI'),
      'WACV 2027 (found without "medical imaging")',
      'ICDAR 2027 (found without "medical imaging")',
    ]);
    // One word is no subject of its own (SIS, filed under Imaging): the venues alike X alone.
    expect(askImaging('imaging conferences like MICCAI').results.map(bare)).toEqual([
      'WACV 2027 (found without "imaging")',
      'ICDAR 2027 (found without "imaging")',
    ]);
    // An initialism of a field's name is that name, of two words or more: its own venues first.
    expect(askImaging('HPC conferences like MICCAI').results.map(bare)).toEqual([
      notAlike('HPCS'),
      'WACV 2027 (found without "hpc")',
      'ICDAR 2027 (found without "hpc")',
    ]);
  });

  it('leave the venues alike a place beside many of the subject', () => {
    const titles = askOver(() => manyIndex, TODAY)('medical imaging conferences like MICCAI').results.map(bare);
    expect(titles).toHaveLength(10);
    expect(titles.slice(-2)).toEqual([
      'WACV 2027 (found without "medical imaging")',
      'ICDAR 2027 (found without "medical imaging")',
    ]);
    expect(titles.slice(0, 8).every((title) => /^MIM\d 2027 \(found without similar_to=1 /.test(title))).toBe(true);
  });
});
