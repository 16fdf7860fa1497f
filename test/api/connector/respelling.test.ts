/**
 * Words of a question the data has none of, read as the word meant (docs/api.md, Connector tools):
 * a mistyped acronym written with a year, a country, a word that makes a phrase of the data with
 * the word beside it, a subject one letter off; never a word written as a word, without a year,
 * as an acronym. Over the demo data on its anchor day.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { connectorSearch } from '../../../src/api/connector/answers.js';
import { readRespelt } from '../../../src/api/connector/respelling.js';
import { editDistance } from '../../../src/reference/suggest.js';
import { acronymEvents, termEvents } from '../../../src/search/index.js';
import { useDemoIndex } from '../../fixtures/demo-snapshot.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { indexOfRows } from './asking.js';

const demo = useDemoIndex(2000);
const read = (question: string) => readRespelt(demo.index, question, demo.today);

/** A bare acronym of the demo of six letters or more mistyped by `typo`, no other acronym near it. */
function mistypedAcronym(typo: (acronym: string) => string) {
  const acronyms = [...new Set(demo.rows.flatMap((row) => (row.bareAcronym ? [row.bareAcronym] : [])))];
  const found = acronyms
    .filter((acronym) => /^[A-Za-z]{6,}$/.test(acronym))
    .map((acronym) => ({ acronym, typo: typo(acronym).toLowerCase() }))
    .find(
      ({ acronym, typo }) =>
        acronymEvents(demo.index, typo) === 0 &&
        termEvents(demo.index, typo) === 0 &&
        acronyms.every((other) => other === acronym || editDistance(other.toLowerCase(), typo, 2) > 2),
    );
  expect(found).toBeDefined();
  return found!;
}
/** A letter dropped from its middle. */
const middleOut = (acronym: string) => acronym.slice(0, 3) + acronym.slice(4);

describe('a mistyped event type', () => {
  it('is the type wherever written, and a second reading respells the subject it lets stand', () => {
    expect(read('chemistry conferenses')).toMatchObject({
      parameters: { type: 'conference', q: 'chemistry' },
      notes: expect.arrayContaining([expect.stringMatching(/^"conferenses" read as "conferences?"$/)]),
    });
    expect(read('chemistry worksops').parameters).toMatchObject({ type: 'workshop' });
    // "chemistri" is the subject (kept in q, so one letter off is read) once "conferenses" is read.
    expect(read('chemistri conferenses')).toMatchObject({
      parameters: { type: 'conference', q: 'chemistry' },
      notes: expect.arrayContaining(['"chemistri" read as "chemistry"']),
    });
  });
});

describe('a mistyped word', () => {
  it('is the acronym of the data it is one letter off, written with a year', () => {
    const { acronym, typo } = mistypedAcronym(middleOut);
    const reading = read(`when is ${typo} 2027`);
    // Written as the data writes it.
    expect(reading.parameters).toEqual({ acronym, year: '2027' });
    expect(reading.notes).toContain(`"${typo}" read as "${acronym}"`);
  });

  it('written as an acronym with a year, is the one of the data with two letters swapped, not one letter off', () => {
    // "NuerIPS 2027": a slip of the key; "IPMI 2027" one letter off ICMI is another venue, maybe one the data lacks.
    const swap = (one: string) => one.slice(0, 2) + one[3] + one[2] + one.slice(4);
    const swapped = mistypedAcronym(swap);
    const written = swap(swapped.acronym);
    expect(read(`when is ${written} 2027`)).toMatchObject({
      parameters: { acronym: swapped.acronym, year: '2027' },
      notes: expect.arrayContaining([`"${written.toLowerCase()}" read as "${swapped.acronym}"`]),
    });
    const other = (one: string) => `${one.slice(0, 2)}${one[2] === 'Q' ? 'X' : 'Q'}${one.slice(3)}`;
    const off = other(mistypedAcronym(other).acronym);
    expect(read(`when is ${off} 2027`).parameters).toEqual({ acronym: off, year: '2027' });
  });

  it('is the acronym closest to it, though words of the data start with it', () => {
    // The acronym's last letter dropped: q finds the words it starts and respells nothing.
    const { acronym, typo } = mistypedAcronym((one) => one.slice(0, -1));
    expect(read(`when is ${typo} 2027`).parameters).toEqual({ acronym, year: '2027' });
  });

  it('is no acronym it extends by a letter: ISMB is another venue than ISM; ICMLL is ICML', () => {
    const acronyms = [...new Set(demo.rows.flatMap((row) => (row.bareAcronym ? [row.bareAcronym] : [])))];
    const extended = acronyms
      .filter((acronym) => /^[A-Z]{3,5}$/.test(acronym))
      .map((acronym) => `${acronym}B`)
      .find((word) => [acronymEvents, termEvents].every((count) => count(demo.index, word.toLowerCase()) === 0));
    expect(extended).toBeDefined();
    expect(read(`${extended} 2027`).parameters.acronym).toBe(extended);
    const like = read(`conferences like ${extended}`);
    expect(like.parameters).not.toHaveProperty('similar_to');
    expect(like.notes.join(' ')).not.toContain(`"${extended!.toLowerCase()}" read as`);
    // A letter written twice is a slip of the key.
    expect(read('conferences like ICMLL').notes).toContain('"icmll" read as "ICML"');
  });

  it('is no acronym one letter off in place: ICIS is another venue than ICIP', () => {
    // "information systems conferences (ICIS, ECIS, AMCIS)" read ICIS as ICIP and ECIS as ECIR.
    const acronyms = [...new Set(demo.rows.flatMap((row) => (row.bareAcronym ? [row.bareAcronym] : [])))];
    const other = acronyms
      .filter((acronym) => /^[A-Z]{4,5}$/.test(acronym))
      .flatMap((acronym) => ['Q', 'X', 'Z'].map((letter) => `${acronym.slice(0, -1)}${letter}`))
      .find((word) => [acronymEvents, termEvents].every((count) => count(demo.index, word.toLowerCase()) === 0));
    expect(other).toBeDefined();
    expect(read(`${other} 2027`).parameters.acronym).toBe(other);
    expect(read(`conferences like ${other}`).notes.join(' ')).not.toContain(`"${other!.toLowerCase()}" read as`);
  });

  it('is no acronym it holds with two letters added: ITiCSE is no ICSE, nor ITiCML ICML', () => {
    expect(acronymEvents(demo.index, 'ICML')).toBeGreaterThan(0);
    for (const question of ['conferences like ITiCML', 'Venues for ML education, e.g. NeurIPS or ITiCML, in 2027']) {
      const reading = read(question);
      expect(reading.notes.join(' '), question).not.toContain('read as "ICML"');
      expect(reading.parameters.acronym ?? '', question).not.toContain('ICML');
    }
  });

  it('of four letters or fewer is no acronym, with a year or not', () => {
    expect(acronymEvents(demo.index, 'ICML')).toBeGreaterThan(0);
    expect(read('icmx 2027 conferences').parameters).toEqual({ type: 'conference', year: '2027' });
  });

  it('is a city it is one letter off only in the country the question names', () => {
    // A city of the demo of six letters or more that a letter dropped respells, and another country.
    const row = demo.rows.find(
      (one) =>
        one.city !== null &&
        /^[A-Z][a-z]{5,}$/.test(one.city) &&
        one.country !== null &&
        read(`conferences in ${middleOut(one.city).toLowerCase()}`).parameters.city === one.city,
    );
    expect(row).toBeDefined();
    const city = row!.city!;
    const typo = middleOut(city).toLowerCase();
    expect(termEvents(demo.index, typo)).toBe(0);
    const there = read(`conferences in ${typo} in ${row!.country!.name}`);
    expect(there.parameters.city).toBe(city);
    const other = demo.rows.find((one) => one.country !== null && one.country.name !== row!.country!.name)!;
    const elsewhere = read(`conferences in ${typo} in ${other.country!.name}`);
    expect(elsewhere.parameters.city).toBeUndefined();
    expect(elsewhere.parameters.country).toBe(other.country!.name);
  });

  it('is a country one letter off, after "in" or written as a name', () => {
    expect(read('chemistry conferences in germny')).toMatchObject({
      parameters: { country: 'Germany', q: 'chemistry' },
      notes: ['"germny" read as "Germany"'],
    });
    expect(read('chemistry conferences, Frnace').parameters).toMatchObject({ country: 'France' });
  });

  it('is a continent one letter off after "in", though the names hold words that start with it', () => {
    // "europ" starts "European", so the search finds it and offers no respelling; the place is meant.
    expect(demo.rows.some((row) => /\bEurop/.test(row.name))).toBe(true);
    expect(read('chemistry conferences in europ')).toMatchObject({
      parameters: { continent: 'Europe', q: 'chemistry' },
      notes: ['"europ" read as "Europe"'],
    });
  });

  it('is the word that makes a phrase of the data with the word beside it', () => {
    expect(termEvents(demo.index, 'lerning')).toBe(0);
    expect(read('machine lerning conferences')).toMatchObject({
      parameters: { type: 'conference', q: 'machine learning' },
      notes: ['"lerning" read as "learning"'],
    });
  });

  it('kept as the subject is one letter off a word of the data, every word of it or none', () => {
    expect(read('robotcs conferences').parameters).toEqual({ type: 'conference', q: 'robotics' });
    // "machin" is the start of words of the data, whose search respells nothing: a word of the
    // data with one letter more is its respelling.
    expect(read('machin lerning conferences').parameters).toEqual({ type: 'conference', q: 'machine learning' });
    expect(read('machin learning conferences')).toMatchObject({
      parameters: { type: 'conference', q: 'machine learning' },
      notes: expect.arrayContaining(['"machin" read as "machine"']),
    });
  });

  it('is read so by the connector search, whose reading says so', () => {
    const answer = connectorSearch(
      { query: { query: 'machine lerning conferences' }, params: {}, given: {} },
      { index: demo.index, today: demo.today },
    ) as { results: unknown[]; reading?: string };
    expect(answer.results.length).toBeGreaterThan(0);
    expect(answer.reading).toMatch(
      /^Read as type=conference, q="machine learning"; "lerning" read as "learning"(; \d+ events match: (the first 10|\d+ here, one edition of each series))?\.$/,
    );
  });

  it('is never a word of the question\'s grammar: "while there" is no Chile', () => {
    expect(demo.rows.some((row) => row.country?.name === 'Chile')).toBe(true);
    const reading = read('robotics conferences in Germany while there');
    expect(reading.parameters).toEqual({ type: 'conference', country: 'Germany', q: 'robotics' });
    expect(reading.notes).toEqual([]);
  });

  it('kept as the subject is no place one letter off ("noise" is no Boise), unless written as one', () => {
    // A city of the demo with one letter changed into a word the data has none of, read as the
    // city after "in".
    const city = [...new Set(demo.rows.map((row) => row.city ?? ''))]
      .filter((name) => /^[A-Z][a-z]{5,}$/.test(name))
      .map((name) => ({ name, typo: `${name.slice(0, 2)}x${name.slice(3)}`.toLowerCase() }))
      .find(
        ({ name, typo }) =>
          termEvents(demo.index, typo) === 0 && read(`conferences in ${typo}`).parameters.city === name,
      );
    expect(city).toBeDefined();
    expect(read(`conferences on ${city!.typo}`).parameters).not.toHaveProperty('city');
    // Nor does the answer search the city's name in its stead when the subject finds nothing.
    const answer = connectorSearch(
      { query: { query: `conferences on ${city!.typo}` }, params: {}, given: {} },
      { index: demo.index, today: demo.today },
    ) as { results: unknown[] };
    expect(answer.results).toEqual([]);
  });

  it('is no acronym when written as a word without a year: "fine" is no WINE', () => {
    const { typo } = mistypedAcronym(middleOut);
    const reading = read(`physics conferences, anything is ${typo}`);
    expect(reading.parameters).toEqual({ type: 'conference', q: 'physics' });
    expect(reading.notes).toEqual([`not read: "${typo}"`]);
  });
});

describe('an adjective the data has none of', () => {
  it('is the noun of the data it is made from, as the subject or before it', () => {
    expect(termEvents(demo.index, 'biological')).toBe(0);
    expect(termEvents(demo.index, 'genomic')).toBe(0);
    expect(read('biological conferences in 2027')).toMatchObject({
      parameters: { type: 'conference', year: '2027', q: 'biology' },
      notes: expect.arrayContaining(['"biological" read as "biology"']),
    });
    // Not read before a word of the subject ("biological learning"), it read as one with it.
    expect(read('biological learning conferences').parameters).toMatchObject({ q: 'biology learning' });
    expect(read('genomic conferences').parameters).toMatchObject({ q: 'genomics' });
  });

  it('is left where no subject follows, and when no event has the noun either', () => {
    expect(read('Which conferences are biological?').parameters).not.toHaveProperty('q');
    expect(termEvents(demo.index, 'agriculture')).toBe(0);
    expect(read('agricultural conferences').notes).not.toContainEqual(expect.stringMatching(/read as/));
  });
});

describe('an adjective of few events beside its noun of many', () => {
  const { dir, cleanup } = tempDir('confdir-respelt-adjective-');
  afterAll(cleanup);
  const today = parseIsoDate('2026-11-21')!;

  it('is read as its noun, unless the reading takes the noun for something else', () => {
    const index = indexOfRows(dir, [
      // One event has "cryptographic", four "cryptography" (NOUN_RATIO times as many).
      sourceRow({ name: 'Cryptographic Hardware Workshop' }),
      ...[1, 2, 3, 4].map((n) => sourceRow({ name: `Cryptography Forum ${n}` })),
      sourceRow({ name: 'Protocols Meeting' }),
      // "statistics" of more events, a word that asks for counts.
      sourceRow({ name: 'Statistical Learning Days' }),
      ...[1, 2, 3, 4].map((n) => sourceRow({ name: `Statistics Forum ${n}` })),
      // Three have "semantic", two "semantics": fewer than NOUN_RATIO times as many.
      ...[1, 2, 3].map((n) => sourceRow({ name: `Semantic Web Meeting ${n}` })),
      ...[1, 2].map((n) => sourceRow({ name: `Semantics Meeting ${n}` })),
    ]);
    expect(readRespelt(index, 'cryptographic protocols conferences', today)).toMatchObject({
      parameters: { type: 'conference', q: 'cryptography protocols' },
      notes: expect.arrayContaining(['"cryptographic" read as "cryptography"']),
    });
    expect(readRespelt(index, 'statistical learning conferences', today).parameters).toMatchObject({
      q: 'statistical learning',
    });
    expect(readRespelt(index, 'semantic web conferences', today).parameters).toMatchObject({ q: 'semantic web' });
  });
});

describe('a word one letter off a region', () => {
  const { dir, cleanup } = tempDir('confdir-respelt-region-');
  afterAll(cleanup);
  const today = parseIsoDate('2026-11-21')!;

  it('beside countries that hold no such region is no place, and no refusal', () => {
    const index = indexOfRows(dir, [
      // "texas" a word of a name, and the region of more events than have it.
      sourceRow({ name: 'Texas Chemistry Forum', city: 'Austin', country: 'United States' }),
      sourceRow({ name: 'Gulf Chemistry Forum', city: 'Houston', country: 'United States' }),
      sourceRow({ name: 'Nairobi Chemistry Forum', city: 'Nairobi', country: 'Kenya' }),
    ]);
    const question = 'chemistry conferences preferably in Africa or Oceania, texts or ranked';
    expect(termEvents(index, 'texts')).toBe(0);
    expect(readRespelt(index, question, today).parameters).not.toHaveProperty('region');
    expect(() =>
      connectorSearch({ query: { query: question }, params: {}, given: {} }, { index, today }),
    ).not.toThrow();
  });
});

describe("a question's first word", () => {
  const { dir, cleanup } = tempDir('confdir-respelt-first-');
  afterAll(cleanup);
  const today = parseIsoDate('2026-11-21')!;

  it('is no place further off than a letter, its capital the sentence\'s: "Survey" is no Turkey', () => {
    const index = indexOfRows(dir, [
      sourceRow({ name: 'Chemistry Forum of Turkey', city: 'Ankara', country: 'Turkey' }),
      sourceRow({ name: 'Rhine Chemistry Forum', city: 'Bonn', country: 'Germany' }),
    ]);
    expect(termEvents(index, 'survey')).toBe(0);
    const read = (question: string) => readRespelt(index, question, today).parameters;
    expect(read('Survey chemistry conferences for 2027.')).not.toHaveProperty('country');
    expect(read('What now? Survey chemistry conferences')).not.toHaveProperty('country');
    // One letter off a country, it is still the place.
    expect(read('Turky chemistry conferences')).toMatchObject({ country: 'Turkey' });
  });
});

describe('a word of 3 letters the data has none of', () => {
  const { dir, cleanup } = tempDir('confdir-respelt-short-');
  afterAll(cleanup);
  const today = parseIsoDate('2026-11-21')!;

  it('is no word of the data one letter off in the answer either: "law" is no "las"', () => {
    const index = indexOfRows(dir, [
      sourceRow({ name: 'Las Vegas Chemistry Forum', city: 'Las Vegas', country: 'United States' }),
      sourceRow({ name: 'Las Palmas Physics Forum', city: 'Las Palmas', country: 'Spain' }),
    ]);
    expect(termEvents(index, 'law')).toBe(0);
    const answer = connectorSearch(
      { query: { query: 'law conferences' }, params: {}, given: {} },
      { index, today },
    ) as {
      results: unknown[];
      message?: string;
    };
    expect(answer.results).toEqual([]);
    expect(answer.message).toContain('no event has the word "law"');
  });
});

describe('a word of the data not read', () => {
  const { dir, cleanup } = tempDir('confdir-respelt-known-');
  afterAll(cleanup);
  const today = parseIsoDate('2026-11-21')!;

  it('is no word cut short: "developer" is not read as "developers"', () => {
    const index = indexOfRows(dir, [
      sourceRow({ name: 'Developers Conference on Robotics' }),
      sourceRow({ name: 'Developer Summit on Vision' }),
      sourceRow({ name: 'Robotics Forum' }),
    ]);
    const reading = readRespelt(index, 'a developer conference about robotics or vision in 2027', today);
    expect(reading.unread).toContain('developer');
    expect(reading.notes.join('\n')).not.toContain('read as "developers"');
  });
});
