/**
 * A record that is one track of an edition (docs/importers.md, Tracks): trackers list "EMNLP 2025
 * Industry Track", "EMNLP (System Demonstrations Track)", "EMNLPIndustryTrack", "ICSE-SEIP",
 * "SEAMS-JF" named "... - Journal First Track" and "Doctoral Symposium at ACM CCS" as records of
 * their own. One rule, read by the merge (a track record is never merged as its edition) and by the
 * fold of tracks into their editions, whatever the format.
 */
import { splitAcronym } from './acronym.js';
import { RECORD_TRACKS } from './track-names.js';

/** What a record says it is a track of. */
export interface RecordTrack {
  /** The track, as shown ("Industry Track"); MAIN_TRACK for the edition's own call. */
  track: string;
  /** The edition's bare acronym: the record's without the track ("EMNLP", "SEAMS", "ACM CCS"). */
  base: string;
  /** The record's name without the track, when its name named it ("... Self-Managing Systems"); else null. */
  name: string | null;
  /** The record's bare acronym as written, when the base took a track's code off it ("SEAMS-JF"; "ECML-PKDD" may be an edition's own). */
  written?: string;
}

/** Separators left at either end once the track is taken out: "ICSE-NIER", "EMNLP (Industry Track)". */
const EDGES_RE = /^[\s\-_/:,;.()[\]]+|[\s\-_/:,;.()[\]]+$/g;

const count = (text: string, mark: string): number => text.split(mark).length - 1;

/**
 * `text` without separators at its ends, but a closing parenthesis that closes one opened in it
 * kept: "... Software Engineering (EASE) - Industry Papers" is "... Software Engineering (EASE)".
 */
function trimEdges(text: string): string {
  const trimmed = text.replace(EDGES_RE, '');
  const rest = text.slice(text.indexOf(trimmed) + trimmed.length);
  const closes = Math.min(count(rest, ')'), count(trimmed, '(') - count(trimmed, ')'));
  return closes > 0 ? trimmed + ')'.repeat(closes) : trimmed;
}
/** A code of the track after the edition's acronym: "SEAMS-JF", "TechDebt-IT", "REFSQ-RT". */
const TRACK_CODE_RE = /^(.+?)-[A-Z0-9&]{1,6}$/;
/** "Doctoral Symposium at ACM CCS": the edition after "at". */
const AT_RE = /^at\s+/i;

const without = (text: string, index: number, length: number): string =>
  (text.slice(0, index) + text.slice(index + length))
    .replace(/\(\s*\)|\[\s*\]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(EDGES_RE, '');

/** The first track an acronym names anywhere, and the acronym without it. */
function trackInAcronym(text: string): { base: string; track: string } | null {
  for (const [re, track] of RECORD_TRACKS) {
    const found = re.exec(text);
    if (!found) continue;
    // "Trevor Bench-Capon Doctoral Consortium (ICAIL)": the edition is the acronym in brackets.
    const rest = (text.slice(0, found.index) + text.slice(found.index + found[0].length)).trim();
    const bracketed = /\S\s.*\(([^()\s]+)\)$/.exec(rest)?.[1];
    return { base: bracketed ?? without(text, found.index, found[0].length).replace(AT_RE, ''), track };
  }
  return null;
}

/** Where the last part of a name set off from the rest begins: after " - ", ": " or "(". */
function lastPart(name: string): number {
  const ends = [' - ', ' – ', ' — ', '- ', ': ', '('].map((mark) => {
    const at = name.lastIndexOf(mark);
    return at === -1 ? -1 : at + mark.length;
  });
  return Math.max(...ends);
}

/**
 * The track the last part of a name begins with ("... - Research Track", "... - Posters and Tool
 * Demos", "EMNLP (Short Papers)"), and the name before it; a name whose words only end with a track's
 * ("Workshop on Federated Learning for Industry", "... - Theories, Tools and Applications") names none.
 */
function trackAtEnd(name: string): { name: string; track: string } | null {
  const at = lastPart(name);
  if (at <= 0) return null;
  const part = name
    .slice(at)
    .replace(/[)\]]\s*$/, '')
    .trim();
  for (const [re, track] of RECORD_TRACKS) {
    if (!new RegExp(`^(?:${re.source})`, re.flags).test(part)) continue;
    return {
      name: trimEdges(name.slice(0, at).replace(/[\s([]+$/, '')),
      track,
    };
  }
  return null;
}

/** "Trevor Bench-Capon Doctoral Consortium | International Conference on ...": the edition's name after the bar. */
function nameAfterTrack(name: string): string | null {
  const at = name.indexOf(' | ');
  if (at === -1) return null;
  const first = name.slice(0, at);
  return RECORD_TRACKS.some(([re]) => re.test(first)) ? name.slice(at + 3).trim() || null : null;
}

/** Words glued in camel case spaced out: "EMNLPSystemDemonstrationsTrack" is "EMNLP System Demonstrations Track". */
const spaced = (text: string): string =>
  text.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2').replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2');

/**
 * The track a record is, by its acronym (a track's words anywhere, also glued in camel case) or by
 * the end of its name (set off from the rest); null for a record of an edition itself. A track the
 * name gives takes a track's code off the acronym ("SEAMS-JF" named "... - Journal First Track" is
 * of SEAMS).
 */
export function recordTrack(acronym: string | null, name: string): RecordTrack | null {
  const bare = acronym === null ? null : splitAcronym(acronym).bare;
  if (bare === null) return null;
  const inName = trackAtEnd(name);
  const inAcronym = trackInAcronym(bare) ?? (/\s/.test(bare) ? null : trackInAcronym(spaced(bare)));
  if (inAcronym && inAcronym.base !== '') {
    // "CIKM Demo/Resource" named "... - Demo & Resource Papers": the edition is the first word.
    const base = inName && /\s/.test(inAcronym.base) ? (bare.split(/\s/)[0] ?? '') : inAcronym.base;
    return { track: inAcronym.track, base, name: inName?.name ?? nameAfterTrack(name) };
  }
  if (!inName) return null;
  const base = TRACK_CODE_RE.exec(bare)?.[1];
  return base ? { track: inName.track, base, name: inName.name, written: bare } : { ...inName, base: bare };
}
