/**
 * A subject whose words the question's events hold only apart in their names (docs/api.md,
 * Connector tools): its own venues answer first, a part of the question left out, then those
 * events, said; not when an event is of a field holding the subject's last word, nor when the
 * subject is an expression of the synonym table. Over a few events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows, on } from './asking.js';

const { dir, cleanup } = tempDir('confdir-apart-words-');
let index: SnapshotIndex;

const place = (city: string, country: string) => ({ city, country });

beforeAll(() => {
  index = indexOfRows(dir, [
    sourceRow({
      id: 1,
      name: 'Neural Information Processing Systems',
      acronym: 'NIPSX 2027',
      sub_topic: 'Machine Learning',
      ...place('Sydney', 'Australia'),
      ...on('2027-12-06'),
    }),
    ...[2, 3].map((id) =>
      sourceRow({
        id,
        name: `Conference on Information Systems ${id}`,
        sub_topic: 'Information Systems',
        ...place('Prague', 'Czech Republic'),
        ...on(`2027-0${id}-10`),
      }),
    ),
    sourceRow({
      id: 4,
      name: 'Asia Conference on Computer and Communications Security',
      sub_topic: 'Security and Privacy',
      ...place('Macau', 'China'),
      ...on('2027-07-10'),
    }),
    sourceRow({ id: 6, name: 'Computer Security Symposium', sub_topic: 'Security', ...on('2027-08-10') }),
    sourceRow({
      id: 5,
      name: 'Workshop on Artificial Life and Intelligence',
      sub_topic: null,
      ...place('Recife', 'Brazil'),
      ...on('2027-05-10'),
    }),
    sourceRow({
      id: 7,
      name: 'Conference on Artificial Intelligence',
      sub_topic: 'Artificial Intelligence',
      ...on('2027-06-10'),
    }),
  ]);
});
afterAll(cleanup);

const ask = askOver(() => index, parseIsoDate('2026-12-01')!);

describe('a subject whose words the events hold only apart', () => {
  it("answers the phrase's venues first, a part left out, then those events, said", () => {
    // "information systems conferences held in Australia" answered NeurIPS 2026 alone.
    const answer = ask('information systems conferences in Australia');
    expect(answer.reading).toContain(
      'no venue of "information systems" itself meets the rest of the question: its own without country=Australia first',
    );
    expect(answer.results.map((result) => result.id)).toEqual(['2', '3', '1']);
    expect(answer.results[0]!.title).toContain('(found without country=Australia)');
    expect(answer.results[2]!.title).toContain('its name holds the words of "information systems" apart');
  });

  it("is no such answer of an event of a field holding the subject's last word, nor of a synonym", () => {
    expect(ask('computer security conferences in Asia').results.map((result) => result.id)).toEqual(['4']);
    expect(ask('artificial intelligence conferences in Brazil').results.map((result) => result.id)).toEqual(['5']);
  });
});
