/**
 * One spelling per place (docs/source-format.md, Places): the cities the place data puts at one
 * point are written one way, the place data's own name when a row writes it, else the most used;
 * `city=` reads every spelling; a city a letter off a large place's name is that place; a name the
 * data writes for a city is that city alone.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/builder/index.js';
import { openSnapshot, search } from '../../src/search/index.js';
import { parseIsoDate } from '../../src/util/dates.js';
import { eventAt } from '../../src/store/index.js';
import { sourceRow, tempDir, writeSourceFile } from '../fixtures/source.js';

const { dir, cleanup } = tempDir('confdir-city-spellings-');
afterAll(cleanup);

const today = parseIsoDate('2026-11-26')!;
const at = (city: string, country: string) => sourceRow({ city, country, venue: null });
const rows = [
  at('Torino', 'Italy'),
  at('Turin', 'Italy'),
  at('Turin', 'Italy'),
  at('Valleta', 'Malta'),
  at('Valleta', 'Malta'),
  at('Valletta', 'Malta'),
  at('Rio', 'Brazil'),
  at('Rio de Janeiro', 'Brazil'),
  at('Rio de Janeiro', 'Brazil'),
  at('Waterloo', 'Canada'),
  at('Austin', 'United States'),
  at('Beijng', 'China'),
];
const input = join(dir, 'cities.sqlite');
writeSourceFile(input, rows);
buildSnapshot({ input, output: join(dir, 'cities.snapshot'), now: new Date('2026-11-26T00:00:00Z') });
const index = openSnapshot(join(dir, 'cities.snapshot'), today);
const cities = (city?: string) =>
  search(index, { limit: 50, offset: 0, ...(city ? { city } : {}) }, today).positions.map(
    (position) => eventAt(index.store, position).city,
  );

describe('two spellings of one place', () => {
  it("are written one way: the place data's own name when a row writes it, else the most used", () => {
    expect(new Set(cities())).toEqual(
      new Set(['Turin', 'Valletta', 'Rio de Janeiro', 'Waterloo', 'Austin', 'Beijing']),
    );
  });

  it('holds a city a letter off the name of a large place: it is that place, written as it is named', () => {
    expect(cities('Beijing')).toEqual(['Beijing']);
  });

  it('are each read by city=', () => {
    expect(cities('Torino')).toEqual(['Turin', 'Turin', 'Turin']);
    expect(cities('Valleta')).toEqual(['Valletta', 'Valletta', 'Valletta']);
    expect(cities('Rio')).toEqual(['Rio de Janeiro', 'Rio de Janeiro', 'Rio de Janeiro']);
  });
});

describe('a name the data writes for a city', () => {
  it('is that city alone, not another known by it as another name (Austin, once Waterloo)', () => {
    expect(cities('Waterloo')).toEqual(['Waterloo']);
    expect(cities('Austin')).toEqual(['Austin']);
  });
});
