/**
 * Tracks (docs/importers.md, Tracks): trackers list the tracks of one edition as records of their
 * own ("EMNLP 2025 Industry Track", "EMNLPSystemDemonstrationsTrack", "SEAMS-JF" named "... -
 * Journal First Track"); src/source/record-tracks.ts says which. After every source is read and
 * merged, a track record of an edition that another record lists becomes that track of the
 * edition, with its own deadlines; its sources join the edition's. A record of the edition's own
 * call ("... - Research Track") is the edition. A track record whose edition no record lists stands
 * for its edition, when its acronym names one: the edition's acronym and name, its deadlines the
 * track's; other tracks of that edition join it.
 */
import { nameKey } from '../reference/fold.js';
import { editionAcronymKey, splitAcronym } from '../source/acronym.js';
import { type RecordTrack, recordTrack } from '../source/record-tracks.js';
import { MAIN_TRACK } from '../source/track-names.js';
import { nameDayKey } from './merge-keys.js';
import { mergeInto } from './precedence.js';
import type { ImportedDeadline, ImportedEvent, ImportedTrack } from './record.js';

export type { ImportedTrack } from './record.js';

/** A track record folded into its edition, or standing for it, for the import report. */
export interface TrackFold {
  edition: string;
  track: string;
  source: string;
  recordId: string;
  /** True when no record listed the edition: the track record stands for it. */
  standsFor?: true;
}

/** The edition's year: the record's, else its start's. */
const yearOf = (event: ImportedEvent): number | null =>
  event.year ?? (event.start === null ? null : Number(event.start.slice(0, 4)));

/** The key of an edition of a bare acronym and a year; null without either. */
const editionKey = (bare: string | null, year: number | null): string | null =>
  bare === null || year === null || editionAcronymKey(bare) === '' ? null : `${editionAcronymKey(bare)}|${year}`;

/** An acronym that names an edition on its own: one word, no track's leftovers ("SEAMS", "TechDebt", "C++Now"). */
const EDITION_ACRONYM_RE = /^[\p{L}\p{N}][\p{L}\p{N}&+.'’]*$/u;

/** A record's track, the keys of its edition (the first listed wins), and whether its acronym or name says it. */
type SaidTrack = RecordTrack & { key: string; keys: string[]; named: boolean };

/**
 * The track a record is, and the key of its edition; null for a record of an edition itself. A
 * record whose tags name its track ("ICSE-JF" tagged "Journal first track") is that track of the
 * acronym before its last hyphen, or of its own acronym.
 */
export function trackOf(event: ImportedEvent): SaidTrack | null {
  const year = yearOf(event);
  if (year === null || event.acronym === null) return null;
  const text = recordTrack(event.acronym, event.name);
  let said = text;
  if (event.trackOf !== undefined) {
    const bare = splitAcronym(event.acronym).bare ?? '';
    const base = said?.base || (bare.includes('-') ? bare.slice(0, bare.lastIndexOf('-')) : bare);
    said = { track: event.trackOf, base, name: said?.name ?? null };
  }
  const key = said && editionKey(said.base, year);
  if (!said || key === null) return null;
  // The acronym as written first: "ECML-PKDD" named "... - Industry Track" is of ECML-PKDD, if listed.
  const written = said.written === undefined ? null : editionKey(said.written, year);
  return { ...said, key, keys: written === null ? [key] : [written, key], named: text !== null };
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

/** The track record as its edition: the edition's acronym, series and name; its own call empty unless the track is the main one. */
function asEdition(event: ImportedEvent, said: RecordTrack): void {
  const year = yearOf(event);
  const series = event.series !== null && event.acronym !== null && splitAcronym(event.acronym).bare === event.series;
  event.acronym = `${said.base} ${year}`;
  if (series) event.series = said.base;
  if (said.name) event.name = said.name;
  if (said.track !== MAIN_TRACK) event.deadlines = [];
}

type Folded = ReturnType<typeof foldTracks>;

/**
 * Folds one track record into its edition: its deadlines a track of the edition (the edition's own,
 * for the main track), its sources and its own tracks the edition's.
 */
function foldInto(edition: ImportedEvent, event: ImportedEvent, track: string, folded: Folded): void {
  const list = folded.tracks.get(edition) ?? [];
  if (track === MAIN_TRACK) mergeInto(edition, { ...event, tracks: [] });
  else {
    addTrack(list, track, event.deadlines);
    for (const source of event.sources) if (!edition.sources.includes(source)) edition.sources.push(source);
  }
  for (const own of folded.tracks.get(event) ?? []) addTrack(list, own.name, own.deadlines);
  if (list.length > 0) folded.tracks.set(edition, list);
  folded.tracks.delete(event);
}

/** The events with every track record folded into its edition, the tracks of each, and the folds made. */
export function foldTracks(events: readonly ImportedEvent[]): {
  events: ImportedEvent[];
  tracks: Map<ImportedEvent, ImportedTrack[]>;
  folds: TrackFold[];
} {
  const editions = new Map<string, ImportedEvent>();
  const byName = new Map<string, ImportedEvent>();
  const trackRecords: { event: ImportedEvent; said: SaidTrack }[] = [];
  for (const event of events) {
    const said = trackOf(event);
    if (said) {
      trackRecords.push({ event, said });
      continue;
    }
    const key = editionKey(event.acronym === null ? null : splitAcronym(event.acronym).bare, yearOf(event));
    if (key !== null && !editions.has(key)) editions.set(key, event);
    // By its name and days too: a track record under another acronym of its edition
    // (mpc-deadlines' "PoPETS" call for posters of the edition it lists as "PETS").
    const held = nameDayKey(event, nameKey);
    if (held !== null && !byName.has(held)) byName.set(held, event);
  }
  const result: Folded = { events: [], tracks: new Map(), folds: [] };
  // The rounds each record's labels gave its edition's tracks (a poster round, revised papers).
  for (const event of events) {
    if (!event.tracks?.length) continue;
    const list: ImportedTrack[] = [];
    for (const track of event.tracks) addTrack(list, track.name, track.deadlines);
    result.tracks.set(event, list);
  }
  const folded = new Set<ImportedEvent>();
  for (const { event, said } of trackRecords) {
    const held = nameDayKey(event, nameKey);
    const edition =
      said.keys.map((key) => editions.get(key)).find((found) => found !== undefined) ??
      (held === null ? undefined : byName.get(held));
    const fold = { track: said.track, source: event.source.name, recordId: event.source.recordId };
    if (edition) {
      foldInto(edition, event, said.track, result);
      folded.add(event);
      result.folds.push({ edition: edition.acronym ?? edition.name, ...fold });
    } else if (said.named && EDITION_ACRONYM_RE.test(said.base) && event.type === 'conference') {
      const deadlines = event.deadlines;
      asEdition(event, said);
      if (said.track !== MAIN_TRACK) {
        const list = result.tracks.get(event) ?? [];
        addTrack(list, said.track, deadlines);
        result.tracks.set(event, list);
      }
      editions.set(said.key, event);
      result.folds.push({ edition: event.acronym ?? event.name, ...fold, standsFor: true });
    }
  }
  result.events = events.filter((event) => !folded.has(event));
  return result;
}
