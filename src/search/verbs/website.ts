/**
 * The website verb: an event's website when it is the edition's own (docs/api.md, Event pages and
 * citations). Sources often give a series' home page as an edition's link; cited for an edition,
 * it shows another year's, or none. Two signs say a link is the series' and not the edition's:
 * another edition of the series (another year) gives the same address, or the address is a site's
 * root whose host does not name the edition's year ("https://www.acsac.org/" for ACSAC 2026, where
 * "https://kdd2026.kdd.org/" is KDD 2026's own).
 */
import { seriesPositions, seriesOf } from '../../store/edition-index.js';
import { editionYear } from '../series-json.js';
import type { SnapshotIndex } from '../snapshot-index.js';

/** An address compared without its scheme, "www.", letter case, an index page or trailing slashes. */
function addressKey(url: string): string {
  return url
    .toLowerCase()
    .replace(/^https?:\/\/(www\.)?/, '')
    .replace(/[?#].*$/, '')
    .replace(/\/index\.(html?|php)$/, '')
    .replace(/\/+$/, '');
}

/** True when `key` (an addressKey) is a site's root whose host names neither form of `year`. */
function rootWithoutYear(key: string, year: number | null): boolean {
  if (key.includes('/')) return false;
  if (year === null) return true;
  return !key.includes(String(year)) && !new RegExp(`(^|\\D)${String(year).slice(2)}(\\D|$)`).test(key);
}

/** True when another edition of the event's series (of another year) gives the address `key`. */
function sharedBySeries(index: SnapshotIndex, position: number, key: string, year: number | null): boolean {
  const { store } = index;
  const series = seriesOf(store, position);
  if (series === null) return false;
  for (const other of seriesPositions(store, series)) {
    if (other === position || editionYear(store, other) === year) continue;
    const website = store.columns.website.get(other);
    if (website !== '' && addressKey(website) === key) return true;
  }
  return false;
}

/** The website of the event at `position` when it is the edition's own; null when it has none or it is the series'. */
export function editionWebsite(index: SnapshotIndex, position: number): string | null {
  const { store } = index;
  const website = store.columns.website.get(position);
  if (website === '') return null;
  const key = addressKey(website);
  const year = editionYear(store, position);
  if (rootWithoutYear(key, year) || sharedBySeries(index, position, key, year)) return null;
  return website;
}
