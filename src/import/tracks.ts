/**
 * Tracks (docs/importers.md, Tracks): trackers list the tracks of one edition as records of their
 * own ("EMNLP 2025 Industry Track", "ICSE 2026 NIER", "ASE Tool Demos"). After every source is read
 * and merged, a record whose acronym or name names a track, of an edition that another record
 * lists without one (the same acronym once the track is taken out, the same year), becomes that
 * track of the edition, with its own deadlines; its sources join the edition's. A track record whose
 * edition has no record of its own stays an event.
 */
import { nameKey } from '../reference/fold.js';
import { acronymKey, splitAcronym } from '../source/acronym.js';
import { RECORD_TRACKS } from '../source/track-names.js';
import type { ImportedDeadline, ImportedEvent, ImportedTrack } from './record.js';

export type { ImportedTrack } from './record.js';

/** A track record folded into its edition, for the import report. */
export interface TrackFold {
  edition: string;
  track: string;
  source: string;
  recordId: string;
}

/** Separators left at either end once the track is taken out: "ICSE-NIER", "EMNLP (Industry Track)". */
const EDGES_RE = /^[\s\-_/:,;.()[\]]+|[\s\-_/:,;.()[\]]+$/g;

/**
 * The track a text names and the text without it ("EMNLP", "Industry Track"), or null; with `atEnd`
 * only a track named last ("... (Industry Track)"), as a full name names it.
 */
function trackIn(text: string, atEnd = false): { base: string; track: string } | null {
  for (const [re, track] of RECORD_TRACKS) {
    const found = re.exec(text);
    if (!found || (atEnd && !/^[\s)\]]*$/.test(text.slice(found.index + found[0].length)))) continue;
    const base = (text.slice(0, found.index) + text.slice(found.index + found[0].length))
      .replace(/\(\s*\)|\[\s*\]/g, ' ')
      .replace(/\s+/g, ' ')
      .replace(EDGES_RE, '');
    return { base, track };
  }
  return null;
}

/** The edition's year: the record's, else its start's. */
const yearOf = (event: ImportedEvent): number | null =>
  event.year ?? (event.start === null ? null : Number(event.start.slice(0, 4)));

/** The bare acronym of a record, folded; null without one. */
function bareKey(acronym: string | null): string | null {
  if (acronym === null) return null;
  const bare = splitAcronym(acronym).bare;
  return bare === null ? null : acronymKey(bare);
}

/**
 * The track a record is, and the key of its edition; null for a record of an edition itself. A
 * record whose tags name its track ("ICSE-JF" tagged "Journal first track") is that track of the
 * acronym before its last hyphen, or of its own acronym.
 */
function trackOf(event: ImportedEvent): { key: string; track: string } | null {
  const year = yearOf(event);
  if (year === null || event.acronym === null) return null;
  const bare = splitAcronym(event.acronym).bare ?? '';
  const inAcronym = trackIn(bare);
  if (event.trackOf !== undefined && bare !== '') {
    const base = inAcronym?.base || (bare.includes('-') ? bare.slice(0, bare.lastIndexOf('-')) : bare);
    return { key: `${acronymKey(base)}|${year}`, track: event.trackOf };
  }
  if (inAcronym && inAcronym.base !== '')
    return { key: `${acronymKey(inAcronym.base)}|${year}`, track: inAcronym.track };
  const inName = trackIn(event.name, true);
  if (inName && bare !== '') return { key: `${acronymKey(bare)}|${year}`, track: inName.track };
  return null;
}

/** Adds a track record's deadlines to a track, each kind and round once. */
function addTrack(tracks: ImportedTrack[], name: string, deadlines: readonly ImportedDeadline[]): void {
  let track = tracks.find((known) => nameKey(known.name) === nameKey(name));
  if (!track) tracks.push((track = { name, deadlines: [] }));
  for (const deadline of deadlines) {
    if (!track.deadlines.some((d) => d.kind === deadline.kind && d.round === deadline.round))
      track.deadlines.push(deadline);
  }
}

/** The events with every track record folded into its edition, the tracks of each, and the folds made. */
export function foldTracks(events: readonly ImportedEvent[]): {
  events: ImportedEvent[];
  tracks: Map<ImportedEvent, ImportedTrack[]>;
  folds: TrackFold[];
} {
  const editions = new Map<string, ImportedEvent>();
  const trackRecords: { event: ImportedEvent; key: string; track: string }[] = [];
  for (const event of events) {
    const track = trackOf(event);
    if (track) {
      trackRecords.push({ event, ...track });
      continue;
    }
    const bare = bareKey(event.acronym);
    const year = yearOf(event);
    if (bare !== null && year !== null && !editions.has(`${bare}|${year}`)) editions.set(`${bare}|${year}`, event);
  }
  const tracks = new Map<ImportedEvent, ImportedTrack[]>();
  const folded = new Set<ImportedEvent>();
  const folds: TrackFold[] = [];
  // The rounds each record's labels gave its edition's tracks (a poster round, revised papers).
  for (const event of events) {
    if (!event.tracks?.length) continue;
    const list = tracks.get(event) ?? [];
    for (const track of event.tracks) addTrack(list, track.name, track.deadlines);
    tracks.set(event, list);
  }
  for (const { event, key, track } of trackRecords) {
    const edition = editions.get(key);
    if (!edition) continue;
    const list = tracks.get(edition) ?? [];
    addTrack(list, track, event.deadlines);
    for (const own of tracks.get(event) ?? []) addTrack(list, own.name, own.deadlines);
    tracks.set(edition, list);
    for (const source of event.sources) edition.sources.push(source);
    folded.add(event);
    folds.push({
      edition: edition.acronym ?? edition.name,
      track,
      source: event.source.name,
      recordId: event.source.recordId,
    });
  }
  return { events: events.filter((event) => !folded.has(event)), tracks, folds };
}
