/**
 * The zones the trackers of the ai-deadlines family write (docs/importers.md, ai-deadlines):
 * besides what src/source/zones.ts reads, a zone with a gloss in parentheses ("AoE (UTC-12h)",
 * "UTC-7 (PT)"), an hour sign ("UTC-12h"), "UTC/GMT", and the misspelt "PTD". Each tracker's
 * spellings are listed in the import report: those read and those that name no zone ("TBD").
 * Written by hand: a handful of spellings around a reader that already knows every zone.
 */
import type { RecordNotes } from '../read-values.js';
import { zoneOf } from '../read-values.js';

/** Spellings of one zone that the source readers do not take, and what they mean. */
const SPELLINGS: Readonly<Record<string, string>> = {
  'utc/gmt': 'UTC',
  'gmt/utc': 'UTC',
  ptd: 'PDT',
};

const GLOSS_RE = /^(.+?)\s*\(([^()]*)\)$/;
const HOUR_SIGN_RE = /^((?:utc|gmt)?\s*[+\-\u2212]\s*\d{1,2}(?::?\d{2})?)\s*h(?:ours?|rs?)?$/i;

/** The texts a spelling may mean, the likeliest first: itself, then without its gloss, then the gloss. */
function readings(text: string): string[] {
  const found = [text];
  const gloss = GLOSS_RE.exec(text);
  if (gloss) found.push(gloss[1]!, gloss[2]!);
  return found.flatMap((one) => {
    const trimmed = one.trim();
    const spelled = SPELLINGS[trimmed.toLowerCase()];
    const hours = HOUR_SIGN_RE.exec(trimmed)?.[1];
    return [trimmed, ...(spelled ? [spelled] : []), ...(hours ? [hours] : [])];
  });
}

/** A zone as a tracker writes it (empty: AoE), the zone to write; null when it names none. */
export function trackerZone(text: string | null, notes: RecordNotes): string | null {
  if (text === null || text.trim() === '') return zoneOf(null, notes);
  for (const reading of readings(text.trim())) {
    if (reading === '') continue;
    const zone = zoneOf(reading, notes);
    if (zone !== null) return zone;
  }
  return null;
}
