/**
 * A place not chosen yet (docs/importers.md, Values): "TBD", "TBA", "TBC", "To be announced",
 * "N/A", "Not Yet", "Unknown", "(location pending)", "Location TBC", "Online and Physical (Location TBC)", and
 * "Earth", "Anywhere" or "None" alone. Such a place is kept unknown, like
 * dates not known yet; the parts of a text that name a place are read as usual.
 */

/**
 * Words that say a place is not chosen yet, or that there is no one place: "Earth", "Anywhere",
 * "None" alone (a tracker's place of a nomination or a call held nowhere in particular; GeoNames
 * has a town Earth in Texas and a None in Piedmont, which it is not).
 */
export const NOT_CHOSEN_RE =
  /(?:\b(?:tbd|tba|tbc|to be (?:announced|decided|determined|confirmed)|not yet|unknown|pending)\b|^n\/a\b|^\s*(?:(?:planet )?earth|anywhere|everywhere|none|null)\s*$)/i;
const HYBRID_RE = /\b(?:hybrid|online and (?:physical|in[- ]person)|(?:physical|in[- ]person) and online)\b/i;
const LEFT_OVER_RE = /^(?:online|virtual|location|city|venue)$/i;

/** The place a text names without its parts that say it is not chosen yet; unknown when none is left. */
export function withoutNotChosen(text: string): { unknown: true; hybrid: boolean } | { unknown: false; text: string } {
  const chosen = text
    .replace(/\([^()]*\)/g, (part) => (NOT_CHOSEN_RE.test(part) ? ' ' : part))
    .split(',')
    .filter((part) => !NOT_CHOSEN_RE.test(part))
    .join(',')
    .replace(/\s+/g, ' ')
    .trim();
  const leftOver = chosen !== text.trim() && (HYBRID_RE.test(chosen) || LEFT_OVER_RE.test(chosen));
  if (chosen === '' || leftOver) return { unknown: true, hybrid: HYBRID_RE.test(text) };
  return { unknown: false, text: chosen === text.replace(/\s+/g, ' ').trim() ? text : chosen };
}
