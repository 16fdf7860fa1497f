/**
 * What a caller most likely meant: the parameters an unknown name stands for (the "Did you mean" of
 * an unknown parameter, from the mistakes column of the search parameter table, before edit
 * distance), and the valid value a refused value stands for.
 */
import { closestMatches } from '../reference/suggest.js';
import { ownValue } from '../util/own-value.js';
import { FILTER_PARAMETERS, SEARCH_PARAMETERS } from './schemas/index.js';

/** Each name callers send by mistake, to the parameters it may mean (the mistakes column of the table). */
const MEANT = new Map<string, string[]>();
for (const name of SEARCH_PARAMETERS) {
  for (const mistake of FILTER_PARAMETERS[name].mistakes) MEANT.set(mistake, [...(MEANT.get(mistake) ?? []), name]);
}

/**
 * The valid parameters an unknown one most likely means: those the table names for it (location:
 * city or near), else the closest valid name by spelling, if any.
 */
export function meantParameters(name: string, valid: readonly string[]): string[] {
  const key = name.toLowerCase().replace(/[-\s]/g, '_');
  const meant = (MEANT.get(key) ?? []).filter((parameter) => valid.includes(parameter));
  return meant.length > 0 ? meant : closestMatches(name, valid, 1);
}

/** Values callers send for an enumerated parameter, and the valid value each means. */
const MEANT_VALUES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  continent: {
    eu: 'Europe',
    'european union': 'Europe',
    'latin america': 'South America',
    americas: 'North America',
    'middle east': 'Asia',
    'southeast asia': 'Asia',
    'asia pacific': 'Asia',
    australia: 'Oceania',
  },
  sort: {
    newest: '-date',
    latest: '-date',
    recent: '-date',
    oldest: 'date',
    earliest: 'date',
    soonest: 'upcoming',
    next: 'upcoming',
    chronological: 'date',
  },
  format: { virtual: 'online', remote: 'online', onsite: 'in-person', 'on-site': 'in-person', physical: 'in-person' },
  include: { deadline: 'deadlines', 'all deadlines': 'deadlines', dates: 'deadlines' },
  include_online: {
    yes: 'true',
    y: 'true',
    '1': 'true',
    on: 'true',
    no: 'false',
    n: 'false',
    '0': 'false',
    off: 'false',
  },
};

/**
 * The setting a refused value most likely means, as the rule's tail ("; newest is sort=-date"),
 * written with `write` (the transport's marks): a known wrong value of an enumerated parameter,
 * or a limit over the largest (the largest, and the next page) or below 0 (1, or 0 for counts).
 */
export function meantValue(
  name: string,
  given: string,
  write: (name: string, value: string | number) => string,
): string | undefined {
  const key = given
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ');
  const values = ownValue(MEANT_VALUES, name);
  const meant = values === undefined ? undefined : ownValue(values, key);
  if (meant !== undefined) return `${given.trim()} is ${write(name, meant)}`;
  if (name === 'limit' && /^\d+$/.test(given.trim())) {
    const asked = Number(given.trim());
    if (asked > 50) return `use ${write('limit', 50)} and ${write('offset', 50)} for the next page`;
  }
  if (name === 'limit' && /^-\d+$/.test(given.trim())) {
    return `use ${write('limit', 1)} or more, or ${write('limit', 0)} for the counts alone`;
  }
  return undefined;
}
