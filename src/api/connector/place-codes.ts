/**
 * A place's code in capitals after "in" (docs/api.md, Connector tools): "conferences in TX", "AI
 * events in JP". A country's ISO code, or a region's (a state or province); of a code both have
 * ("CA": Canada and California, "DE": Germany and Delaware), the place more events are in, the
 * note saying which and the other. After an event word, no acronym a tracker's aliases make of it
 * ("CA", DBLP's key of CASA) is read there; without one, an acronym events have is ("papers in SP").
 */
import { nameKey } from '../../reference/fold.js';
import { acronymEvents, type SnapshotIndex } from '../../search/index.js';
import { EVENT_WORDS } from './subjects.js';
import type { Claim } from './date-words.js';
import type { Token } from './tokens.js';

const CODE_RE = /^[A-Z]{2}$/;

/** The place the code at `at` names after "in", as a claim; undefined when it is none. */
export function codeAfterIn(index: SnapshotIndex, tokens: readonly Token[], at: number): Claim | undefined {
  const { text } = tokens[at]!;
  if (tokens[at - 1]?.word !== 'in' || !CODE_RE.test(text)) return undefined;
  // "papers in SP 2027" names IEEE S&P (DBLP's "sp"); "conferences in SP" a place.
  const events = tokens.slice(0, at).some((token) => EVENT_WORDS.has(token.word));
  if (!events && acronymEvents(index, text) > 0) return undefined;
  const { meta, lists, regions: table } = index.store;
  const country = index.countries.resolve(text);
  const countryAt = country === undefined ? -1 : meta.countries.findIndex((one) => one.alpha2 === country.alpha2);
  const countryEvents = countryAt < 0 ? -1 : (lists.country[countryAt]?.size ?? 0);
  // Of regions of one code ("WA": Washington, Western Australia), the one most events are in, as the filter reads it.
  const regions = [...index.placeLookups.regions(nameKey(text))].sort(
    (a, b) => lists.region.sizes[b]! - lists.region.sizes[a]! || a - b,
  );
  const region = regions[0];
  const regionEvents = region === undefined ? -1 : lists.region.sizes[region]!;
  if (countryEvents < 0 && regionEvents < 0) return undefined;
  if (regionEvents > countryEvents) {
    const note = country ? `"${text}" read as ${table.name(region!)}, not ${country.name}` : undefined;
    return { length: 1, parameters: [['region', text]], ...(note ? { note } : {}) };
  }
  const note = region === undefined ? undefined : `"${text}" read as ${country!.name}, not ${table.name(region)}`;
  return { length: 1, parameters: [['country', country!.name]], ...(note ? { note } : {}) };
}
