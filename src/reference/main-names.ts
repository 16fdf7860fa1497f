/**
 * The country a city written alone lies in (docs/importers.md, Values): by the name or ASCII name of
 * every GeoNames place, the country of the most populous place of that name, and whether it stands
 * out: at least DOMINANT times as populous as the most populous place of that name in any other
 * country ("Paris" is in France: Paris, Texas has a hundredth of its people).
 */
import { ASCII_NAME, COUNTRY, NAME, POPULATION } from './cities-file.js';
import { nameKey } from './fold.js';

const DOMINANT = 3;

export interface NamedCountries {
  country: string;
  population: number;
  /** The population of the most populous place of the name in another country. */
  runnerUp: number;
  /** Whether the country's place is at least DOMINANT times as populous as the runner-up. */
  dominant: boolean;
}

/** Every place's name and ASCII name, folded, of the lines of the whole file. */
export function indexMainNames(text: string): Map<string, NamedCountries> {
  const byName = new Map<string, NamedCountries>();
  for (const line of text.split('\n')) {
    if (line.length === 0) continue;
    const fields = line.split('\t', POPULATION + 1);
    const [country, population] = [fields[COUNTRY]!, Number(fields[POPULATION]) || 0];
    for (const key of new Set([nameKey(fields[NAME]!), nameKey(fields[ASCII_NAME]!)])) {
      const known = byName.get(key);
      if (!known) byName.set(key, { country, population, runnerUp: 0, dominant: true });
      else if (known.country === country) known.population = Math.max(known.population, population);
      else if (population > known.population) {
        byName.set(key, { country, population, runnerUp: known.population, dominant: true });
      } else known.runnerUp = Math.max(known.runnerUp, population);
    }
  }
  for (const named of byName.values()) named.dominant = named.population >= DOMINANT * named.runnerUp;
  return byName;
}
