/** The six continents of the service (decisions.md section 2). */
export const CONTINENTS = ['Asia', 'Europe', 'North America', 'South America', 'Africa', 'Oceania'] as const;
export type Continent = (typeof CONTINENTS)[number];

// Keys with case, spaces, hyphens and underscores removed: "north-america" -> "northamerica".
const BY_KEY: ReadonlyMap<string, Continent> = new Map(CONTINENTS.map((c) => [continentKey(c), c]));

function continentKey(text: string): string {
  return text.toLowerCase().replace(/[\s_-]+/g, '');
}

/** The continent named by `text` in any case, with spaces or hyphens ("north-america"), or undefined. */
export function parseContinent(text: string): Continent | undefined {
  return BY_KEY.get(continentKey(text.trim()));
}

export function isContinent(value: string): value is Continent {
  return (CONTINENTS as readonly string[]).includes(value);
}
