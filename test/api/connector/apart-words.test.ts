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

/** Each event's name, field, place (city and country, if any) and day, its id its place here, from 1. */
const EVENTS: readonly [string, string | null, string | null, string | null, string][] = [
  ['Neural Information Processing Systems', 'Machine Learning', 'Sydney', 'Australia', '2027-12-06'],
  ['Conference on Information Systems A', 'Information Systems', 'Prague', 'Czech Republic', '2027-02-10'],
  ['Conference on Information Systems B', 'Information Systems', 'Prague', 'Czech Republic', '2027-03-10'],
  ['Asia Conference on Computer and Communications Security', 'Security and Privacy', 'Macau', 'China', '2027-07-10'],
  ['Workshop on Artificial Life and Intelligence', null, 'Recife', 'Brazil', '2027-05-10'],
  ['Computer Security Symposium', 'Security', null, null, '2027-08-10'],
  ['Conference on Artificial Intelligence', 'Artificial Intelligence', null, null, '2027-06-10'],
];

beforeAll(() => {
  const rows = EVENTS.map(([name, sub_topic, city, country, day], at) =>
    sourceRow({ id: at + 1, name, sub_topic, ...(city && country ? { city, country } : {}), ...on(day) }),
  );
  index = indexOfRows(dir, rows);
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
