/**
 * What an event's name says of its type, for the sources that give none (docs/importers.md, Values):
 * trackers list workshops beside conferences without a word of type ("New Security Paradigms
 * Workshop", "1st Workshop on Sustainability ... @ IJCAI 2026"), and a search for workshops, or for
 * conferences and not workshops, that read them all as conferences would answer wrong. One rule for
 * every importer, read from the name alone.
 */

/** "Workshop" or "Workshops" as a word of its own ("DataWorkshop Club Conf" is not one). */
const WORKSHOP_RE = /\bworkshops?\b/i;
/**
 * Words of another kind of event: a name that says one of them names that event, the workshops part
 * of it ("Conference and Workshop on ...", "Workshop Summit", "Codemotion Workshop Fest").
 */
const OTHER_EVENT_RE =
  /\b(?:conferences?|conf|symposium|symposia|congress|summit|forum|colloquium|convention|expo|exhibition|fest|festival|school|hackathon|meeting|meetup|unconference|days|week|camp|bootcamp)\b/i;
/** A host's acronym and its year, at the end of a name after "@" or "at": "IJCAI 2026", "NeurIPS". */
const HOST_RE = /(?:\s@\s*|\sat\s+)(\p{Lu}[\p{L}\d&+-]{0,30})(\s+(?:19|20)\d\d)?\s*$/u;
/** Two capitals: an acronym ("NeurIPS", "IJCAI"), not a word ("Scale"). */
const ACRONYM_RE = /\p{Lu}.*\p{Lu}/u;

/** The type a name says: `workshop` for a workshop's name and no other kind of event's; else `conference`. */
export function typeOfName(name: string): 'conference' | 'workshop' {
  return WORKSHOP_RE.test(name) && !OTHER_EVENT_RE.test(name) ? 'workshop' : 'conference';
}

/**
 * The event a workshop's name says it is held at ("SuRE @ IJCAI 2026": "IJCAI 2026"), whose rank a
 * tracker may give the workshop; null when it names none. After "at", an acronym with its year
 * ("Workshop on X at NeurIPS 2026"; "Security at Scale" names no event).
 */
export function hostOfName(name: string): string | null {
  const held = HOST_RE.exec(name.slice(-500));
  if (held === null) return null;
  const [said, host, year] = held;
  if (!said.trimStart().startsWith('@') && (year === undefined || !ACRONYM_RE.test(host!))) return null;
  return `${host}${year ?? ''}`;
}
