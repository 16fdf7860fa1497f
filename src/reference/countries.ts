/**
 * The committed country reference data (data/countries.json, made by tools/build-countries.ts)
 * and the lookup of whatever a source row or a client writes for a country.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { DATA_DIR } from '../util/paths.js';
import { CONTINENTS, type Continent } from './continents.js';
import { nameKey } from './fold.js';
import { closestMatches, editDistance } from './suggest.js';

export interface Country {
  name: string;
  alpha2: string;
  alpha3: string;
  continent: Continent;
  aliases: readonly string[];
  /** Native names and translations: resolved like aliases; suggested only when a text is within an edit or two of one. */
  foreign: readonly string[];
}

const COUNTRIES_FILE = join(DATA_DIR, 'countries.json');

const countrySchema = z.object({
  name: z.string().min(1),
  alpha2: z.string().regex(/^[A-Z]{2}$/),
  alpha3: z.string().regex(/^[A-Z]{3}$/),
  continent: z.enum(CONTINENTS),
  aliases: z.array(z.string().min(1)),
  foreign: z.array(z.string().min(1)),
});
const countriesSchema = z.array(countrySchema).min(1);

/**
 * Every folded name, alias or ISO code that would lead to two countries, described for a person;
 * empty when the list is unambiguous (the reference data must be).
 */
export function ambiguousCountryKeys(countries: readonly Country[]): string[] {
  const owner = new Map<string, string>();
  const problems: string[] = [];
  for (const country of countries) {
    const keys = new Set([
      nameKey(country.name),
      ...country.aliases.map(nameKey),
      ...country.foreign.map(nameKey),
      country.alpha2.toLowerCase(),
      country.alpha3.toLowerCase(),
    ]);
    for (const key of keys) {
      const other = owner.get(key);
      if (other !== undefined && other !== country.name)
        problems.push(`"${key}" would name both ${other} and ${country.name}`);
      else owner.set(key, country.name);
    }
  }
  return problems;
}

/**
 * The countries of data/countries.json, validated. Throws if the file is bad. Read anew at each
 * call (a few milliseconds): callers build what they need from it once, e.g. a SnapshotIndex its
 * CountryResolver.
 */
export function loadCountries(): readonly Country[] {
  const raw: unknown = JSON.parse(readFileSync(COUNTRIES_FILE, 'utf8'));
  const parsed = countriesSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`${COUNTRIES_FILE} is not a valid country list: ${z.prettifyError(parsed.error)}`);
  }
  return Object.freeze(
    parsed.data.map((c) =>
      Object.freeze({ ...c, aliases: Object.freeze(c.aliases), foreign: Object.freeze(c.foreign) }),
    ),
  );
}

/**
 * Resolves country names, aliases and ISO codes to countries. Names and aliases are compared
 * folded (nameKey: "u.s." -> "u s"); alpha-2 and alpha-3 codes in any case.
 */
export class CountryResolver {
  readonly countries: readonly Country[];
  private readonly byKey = new Map<string, Country>();
  private readonly byCode = new Map<string, Country>();
  private readonly byStoredName = new Map<string, Country>();
  private readonly suggestTargets: readonly string[];
  /** The name keys of suggestTargets, folded once rather than at every suggestion. */
  private readonly suggestKeys: readonly string[];
  private readonly suggestOwner = new Map<string, Country>();
  /** The name keys of the native names and translations, and their countries (suggestForeign). */
  private readonly foreignKeys: { key: string; country: Country }[] = [];

  constructor(countries: readonly Country[]) {
    this.countries = countries;
    const targets: string[] = [];
    for (const country of countries) {
      this.byStoredName.set(country.name, country);
      for (const text of [country.name, ...country.aliases, ...country.foreign]) {
        const key = nameKey(text);
        if (key.length === 0) continue;
        const other = this.byKey.get(key);
        if (other && other !== country) {
          throw new Error(`"${text}" names both ${other.name} and ${country.name}`);
        }
        this.byKey.set(key, country);
        if (country.foreign.includes(text)) this.foreignKeys.push({ key, country });
        else if (!this.suggestOwner.has(text)) {
          this.suggestOwner.set(text, country);
          targets.push(text);
        }
      }
      this.byCode.set(country.alpha2.toLowerCase(), country);
      this.byCode.set(country.alpha3.toLowerCase(), country);
    }
    this.suggestTargets = targets;
    this.suggestKeys = targets.map(nameKey);
  }

  /** The country named by a stored name, an alias or an ISO alpha-2/alpha-3 code, or undefined. */
  resolve(text: string): Country | undefined {
    const key = nameKey(text);
    if (key.length === 0) return undefined;
    const named = this.byKey.get(key);
    if (named) return named;
    const code = text.trim().toLowerCase();
    return /^[a-z]{2,3}$/.test(code) ? this.byCode.get(code) : undefined;
  }

  /** The country with exactly this stored name (as in data/countries.json), or undefined. */
  byName(storedName: string): Country | undefined {
    return this.byStoredName.get(storedName);
  }

  /**
   * The one country whose stored name or alias (not a native name) is within one edit of a text of
   * at least five letters ("United Kindom"), folded; undefined when none is, or several are.
   */
  withinOneEdit(text: string): Country | undefined {
    const key = nameKey(text);
    if (key.replaceAll(' ', '').length < 5) return undefined;
    let found: Country | undefined;
    for (let index = 0; index < this.suggestTargets.length; index++) {
      if (editDistance(key, this.suggestKeys[index]!, 1) > 1) continue;
      const country = this.suggestOwner.get(this.suggestTargets[index]!);
      if (found !== undefined && country !== found) return undefined;
      found = country;
    }
    return found;
  }

  /**
   * The countries with a native name or translation within one edit of a text of at least five
   * letters, two from eight on ("Deutschlnd": Germany), fewest edits first. Only this close: the
   * native names are thousands, and the looser rules of closestMatches would offer noise.
   */
  private suggestForeign(text: string): string[] {
    const key = nameKey(text);
    const letters = key.replaceAll(' ', '').length;
    if (letters < 5) return [];
    const limit = letters >= 8 ? 2 : 1;
    const found: { name: string; edits: number }[] = [];
    for (const { key: other, country } of this.foreignKeys) {
      const edits = editDistance(key, other, limit);
      if (edits <= limit) found.push({ name: country.name, edits });
    }
    return found.sort((a, b) => a.edits - b.edits).map(({ name }) => name);
  }

  /**
   * Stored names of the countries closest to a misspelt name, best first: the aliases count too,
   * and the native names and translations when the text is within an edit or two of one (those first).
   */
  suggest(text: string, max = 3): string[] {
    const result: string[] = [];
    for (const name of this.suggestForeign(text)) {
      if (!result.includes(name)) result.push(name);
      if (result.length >= max) return result;
    }
    for (const match of closestMatches(text, this.suggestTargets, this.suggestTargets.length, this.suggestKeys)) {
      const name = this.suggestOwner.get(match)?.name;
      if (name !== undefined && !result.includes(name)) result.push(name);
      if (result.length >= max) break;
    }
    return result;
  }
}
