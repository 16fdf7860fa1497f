/**
 * The keys that find one event in records of several sources or listings (docs/importers.md,
 * Merging; merge.ts uses them): the same name and start, the same website and start, the same
 * name, start and place, the same listing at one website.
 */
import { nameKey } from '../reference/fold.js';
import { splitAcronym } from '../source/acronym.js';
import { websiteKey } from '../source/fixes.js';
import type { ImportedEvent } from './record.js';

/**
 * The same folded name and start date, for a record without an acronym (confs.tech gives none):
 * the same edition as a record of that name that has one, in the same city or where one gives no
 * city ("DjangoCon US" and "DjangoCon US 2026" in Chicago from August 24). Undated records have no
 * such key.
 */
export const nameDayKey = (event: ImportedEvent, fold: Fold): string | null =>
  event.start === null ? null : `${fold(event.name)}|${event.start}`;

/** Whether two records of one name and start may be one edition: no acronym on one side, and one city or none. */
export const sameUnnamed = (a: ImportedEvent, b: ImportedEvent): boolean =>
  (a.acronym === null || b.acronym === null) &&
  (a.city === null || b.city === null || nameKey(a.city) === nameKey(b.city)) &&
  (a.country === null || b.country === null || a.country === b.country);

/** Marks that join the acronyms of a joint event ("IJCNLP-AACL", "ECML PKDD", "EDBT/ICDT"). */
const JOINED_PARTS_RE = /[\s&+/-]+/u;

/**
 * Whether one bare acronym is a part of the other, of two or more parts of 3 letters or more each:
 * "IJCNLP" of "IJCNLP-AACL" (ccf-deadlines and ai-deadlines list the 2026 joint edition so), not
 * "CVPR" of "CVPR-W", nor EDBT of ICDT.
 */
function jointAcronyms(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return false;
  const [part, whole] = a.length <= b.length ? [a, b] : [b, a];
  const parts = whole.split(JOINED_PARTS_RE);
  return (
    parts.length >= 2 && parts.every((one) => one.length >= 3) && parts.some((one) => nameKey(one) === nameKey(part))
  );
}

/**
 * The same website and start date: a record without an acronym is the edition of the one record
 * with an acronym there, named otherwise ("Django Day" and "Django Day Copenhagen 2024"), in the
 * same country or where one gives none; so is a record whose acronym is a part of the other's,
 * ending on the same day too ("IJCNLP 2026" and "IJCNLP-AACL 2026"). Other records with acronyms
 * (EDBT and ICDT at one site) or without (two events of one page) stay apart.
 */
export const siteDayKey = (event: ImportedEvent): string | null => {
  const site = websiteKey(event.website);
  return site === '' || event.start === null ? null : `${site}|${event.start}`;
};
export const sameSite = (a: ImportedEvent, b: ImportedEvent): boolean =>
  ((a.acronym === null) !== (b.acronym === null) || (a.end === b.end && jointAcronyms(bareOf(a), bareOf(b)))) &&
  (a.country === null || b.country === null || a.country === b.country);
const bareOf = (event: ImportedEvent): string | null =>
  event.acronym === null ? null : splitAcronym(event.acronym).bare;

/**
 * The same name, start and place; and the same acronym, so that undated editions of other years
 * stay apart. `fold` keys the name and acronym: across sources, whatever language or code they name
 * a country in (country-words.ts).
 */
export const placeKey = (event: ImportedEvent, fold: Fold = nameKey): string =>
  `${fold(event.name)}|${fold(event.acronym ?? '')}|${event.start}|${nameKey(event.city ?? '')}|${event.country ?? ''}`;

/** A text's key for comparing names. */
export type Fold = (text: string) => string;

/**
 * The key of one event listed at several places: the same name and dates at the same website (an
 * edition whose city was corrected in one listing, or a summit held in several cities at once).
 * None without a website: franchises (GDG DevFest) share a name and a day, not a website.
 */
export const websiteListingKey = (event: ImportedEvent): string | null => {
  const site = websiteKey(event.website);
  return site === ''
    ? null
    : `${nameKey(event.name)}|${nameKey(event.acronym ?? '')}|${event.start}|${event.end}|${site}`;
};
