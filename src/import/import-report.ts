/**
 * The import report (docs/importers.md, Report): per source the records read, the events made and
 * the records refused, every note, every relisting and merge, and every near-miss not merged.
 * Written as JSON beside the source file; its summary is printed.
 */
import { cleanText } from './clean.js';
import { type LateAbstract, lateAbstracts } from './late-abstracts.js';
import type { Merge, MergeResult, NearMiss, Relisting, Renaming } from './merge.js';
import type { FormatResult, ImportNote, NoteCode } from './record.js';
import type { TrackFold } from './edition-tracks.js';
import type { DateChoice } from './date-votes.js';

export interface SourceSummary {
  format: string;
  path: string;
  records: number;
  /** Events made from its records, before relistings and merges. */
  events: number;
  /** Records that gave no event (each with a record_refused note); those left out on purpose or joined are not. */
  refused: number;
  /** Events with a date the source vouches for (docs/importers.md, Provenance). */
  verified: number;
  /** Empty by design: no record at all and no file refused (a tracker that keeps its list elsewhere). */
  empty: boolean;
  notes: Partial<Record<NoteCode, number>>;
}

export interface ImportReport {
  out: string;
  /** The date --verified gave every event; null when each has its own, or none. */
  verified: string | null;
  sources: SourceSummary[];
  /** Events written, after relistings and merges. */
  events: number;
  deadlines: number;
  acceptanceRates: number;
  relistings: Relisting[];
  merges: Merge[];
  /** At most NEAR_MISSES_LISTED; the count of the others in nearMissesLeftOut. */
  nearMisses: NearMiss[];
  nearMissesLeftOut: number;
  renamed: Renaming[];
  /** Editions whose sources gave other dates: what each gave, the dates kept and why (docs/importers.md, Merging). */
  dates: DateChoice[];
  /** Warnings: abstracts due after the paper of their round, in the events written. */
  lateAbstracts: LateAbstract[];
  /** Track records folded into their editions, or standing for an edition no record lists (docs/importers.md, Tracks). */
  tracks: TrackFold[];
  /** Each note with the path of its source (several sources may be of one format). */
  notes: (ImportNote & { path: string })[];
}

function summary(result: FormatResult): SourceSummary {
  const notes: Partial<Record<NoteCode, number>> = {};
  for (const note of result.notes) notes[note.code] = (notes[note.code] ?? 0) + 1;
  return {
    format: result.format,
    path: result.path,
    records: result.records,
    events: result.events.length,
    refused: result.records - result.events.length - (result.leftOut ?? 0) - (result.joined ?? 0),
    verified: result.events.filter((event) => event.lastVerified).length,
    empty: result.records === 0 && !notes.file_refused && !notes.record_refused,
    notes,
  };
}

export function makeImportReport(
  out: string,
  verified: string | null,
  results: readonly FormatResult[],
  merged: MergeResult,
  tracks: readonly TrackFold[] = [],
): ImportReport {
  return {
    out,
    verified,
    sources: results.map(summary),
    events: merged.events.length,
    deadlines: merged.events.reduce((sum, event) => sum + event.deadlines.length, 0),
    acceptanceRates: results.reduce((sum, result) => sum + result.rates.length, 0),
    relistings: merged.relistings,
    merges: merged.merges,
    nearMisses: merged.nearMisses,
    nearMissesLeftOut: merged.nearMissesLeftOut,
    renamed: merged.renamed,
    dates: merged.dates,
    lateAbstracts: lateAbstracts(merged.events),
    tracks: [...tracks],
    notes: results.flatMap((result) => result.notes.map((note) => ({ ...note, path: result.path }))),
  };
}

/** The report as its file holds it. */
export const importReportJson = (report: ImportReport): string => `${JSON.stringify(report, null, 2)}\n`;

const number = (n: number): string => n.toLocaleString('en-US');
/** Refusals and skipped files shown on the terminal, of each; the JSON report has all of them. */
const REFUSALS_SHOWN = 20;

/** The lines to print for a report: no control character of a record reaches the terminal. */
export function importReportText(report: ImportReport, reportPath: string): string[] {
  // Of a format several sources share (44 trackers of the ai-deadlines family), each is told by its path.
  const formats = report.sources.map(({ format }) => format);
  const shared = (format: string) => formats.indexOf(format) !== formats.lastIndexOf(format);
  const named = (format: string, path: string) => (shared(format) ? `${format} ${cleanText(path)}` : format);
  const lines = report.sources.map((source) =>
    source.empty
      ? `${source.format}: empty, no records (${cleanText(source.path)}): nothing imported from it`
      : `${named(source.format, source.path)}: ${number(source.records)} records, ${number(source.events)} events, ${number(source.refused)} refused${source.notes.file_refused ? `, ${number(source.notes.file_refused)} files refused` : ''}, ${number(source.verified)} with last_verified` +
        Object.entries(source.notes)
          .filter(([code]) => code !== 'record_refused' && code !== 'file_refused')
          .map(([code, count]) => `; ${code} ${number(count)}`)
          .join(''),
  );
  lines.push(
    `${number(report.events)} events written (${number(report.deadlines)} deadlines, ${number(report.acceptanceRates)} acceptance rates); ` +
      `${number(report.relistings.length)} relistings, ${number(report.merges.length)} merges, ${number(report.nearMisses.length + report.nearMissesLeftOut)} near-misses not merged${report.nearMissesLeftOut > 0 ? ` (${number(report.nearMissesLeftOut)} of them counted, not listed)` : ''}, ${number(report.renamed.length)} named with their city, ${number(report.dates.length)} with dates settled between sources, ${number(report.tracks.length)} track records as tracks (${number(report.tracks.filter((fold) => fold.standsFor).length)} standing for their editions)`,
  );
  for (const [code, verb] of [
    ['file_refused', 'refused'],
    ['record_refused', 'refused'],
    ['file_skipped', 'skipped'],
  ] as const) {
    const listed = report.notes.filter((note) => note.code === code);
    for (const note of listed.slice(0, REFUSALS_SHOWN)) {
      lines.push(
        `  ${verb} ${named(note.source, note.path)} ${cleanText(note.recordId)}: ${cleanText(note.detail)}${note.value === null ? '' : ` (${JSON.stringify(note.value)})`}`,
      );
    }
    if (listed.length > REFUSALS_SHOWN) lines.push(`  ... ${number(listed.length - REFUSALS_SHOWN)} more ${verb}`);
  }
  if (report.lateAbstracts.length > 0)
    lines.push(`${number(report.lateAbstracts.length)} abstracts due after their papers (warnings; check both dates):`);
  for (const late of report.lateAbstracts.slice(0, REFUSALS_SHOWN)) {
    lines.push(
      `  ${cleanText(late.acronym ?? late.record.name)} round ${late.round}: abstract ${late.abstract}, paper ${late.paper} (${cleanText(late.records.join(', '))})`,
    );
  }
  if (report.lateAbstracts.length > REFUSALS_SHOWN)
    lines.push(`  ... ${number(report.lateAbstracts.length - REFUSALS_SHOWN)} more abstracts after their papers`);
  lines.push(`import report: ${reportPath}`);
  return lines;
}
