/**
 * Importers of the public formats (docs/importers.md): each reads one format into events, the merge
 * joins them, and one source file of format 6 is written, for the builder to build like any other.
 */
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { CountryResolver, loadCountries } from '../reference/countries.js';
import { loadPlaces } from '../source/places.js';
import { readAiDeadlines } from './ai-deadlines/index.js';
import { readCcfDeadlines } from './ccf-deadlines.js';
import { readConfsTech } from './confs-tech.js';
import { cleanResult } from './clean.js';
import { addCommitDates } from './commit-dates.js';
import { readCsv } from './csv.js';
import { readIcs } from './ics.js';
import { assignIds } from './ids.js';
import { oneSeriesKey, type SeriesKeyChange } from './series-keys.js';
import { splitSeries } from './series-splits.js';
import { readPreviousIds } from './previous-ids.js';
import { leaveOutJournals } from './left-out-journals.js';
import { type SourceLicence, sourceLicences } from './licences.js';
import { mergeSources } from './merge.js';
import { nameBySeries, type SeriesName } from './series-names.js';
import { inheritSeriesRanks } from './series-ranks.js';
import type { ImportContext } from './read-values.js';
import type { FormatResult } from './record.js';
import { type ImportReport, importReportJson, makeImportReport } from './import-report.js';
import { foldTracks } from './edition-tracks.js';
import { writeImportedSource } from './write.js';
import { fixYearSlips } from './year-slips.js';
import { checkEditionYears } from './edition-years.js';
import { markTrackerDomains, orderSubTopics, settleSubjects, type SubjectChange } from './subjects.js';
import { type ForeignTag, foreignTags } from './subject-votes.js';
import { type NamedSubject, settleBySupport, type WeakSubject } from './subject-support.js';

export { type ImportReport, importReportText } from './import-report.js';
export { licenceLines, type SourceLicence } from './licences.js';

/** The formats, by the name --from gives them. */
export const FORMATS: Readonly<Record<string, (path: string, context: ImportContext) => FormatResult>> = {
  'ccf-deadlines': readCcfDeadlines,
  'ai-deadlines': readAiDeadlines,
  'confs-tech': readConfsTech,
  ics: readIcs,
  csv: readCsv,
};

/**
 * The folders of a checkout each format reads (a refresh checks out only these, and the files at the
 * top such as the licence: docs/operating.md, "Refreshing the data"); null: anywhere.
 */
export const DATA_FOLDERS: Readonly<Record<keyof typeof FORMATS, readonly string[] | null>> = {
  'ccf-deadlines': ['conference', 'accept_rates'],
  'ai-deadlines': ['src/data', '_data', 'conferences', 'src/conferences', 'data'],
  'confs-tech': ['conferences'],
  ics: null,
  csv: null,
};

export interface ImportOptions {
  from: readonly { format: string; path: string }[];
  out: string;
  /**
   * YYYY-MM-DD written as every event's last_verified, when the operator vouches for all of them;
   * by default each event's own (docs/importers.md, Provenance), or none.
   */
  verified?: string;
  /** Where the JSON report goes; by default `<out>.import.json`. */
  reportPath?: string;
  /** The run's day, YYYY-MM-DD: no event's last_verified is after it. By default the current UTC day. */
  today?: string;
  /**
   * The source file an earlier import wrote: an edition it listed keeps its id (docs/importers.md,
   * Ids). Read before anything is written, so it may be `out` itself.
   */
  previous?: string;
}

/** An import that cannot succeed: a source that gave no event. The report is written; the source file is not. */
export class ImportFailed extends Error {}

/**
 * Reads every source, merges them and writes the source file and the report: both to temporary
 * files beside them, renamed into place only once everything has succeeded, so a failure leaves
 * the previous files as they were. A source whose records gave no event fails the import
 * (ImportFailed), its report written: a tracker that broke its format is not a success. A source
 * empty by design (no record, no file refused) is reported empty and does not fail the others;
 * nor does it pass for a source that still gives events (the refresh's guard judges a source gone
 * empty). An import that gives no event at all fails.
 */
export function runImport(options: ImportOptions): {
  report: ImportReport & {
    licences: SourceLicence[];
    subjects: SubjectChange[];
    foreignTags: (Omit<ForeignTag, 'index'> & { eventId: number })[];
    weakSubjects: (Omit<WeakSubject, 'index'> & { eventId: number })[];
    namedSubjects: (Omit<NamedSubject, 'index'> & { eventId: number })[];
    seriesNames: (Omit<SeriesName, 'index'> & { eventId: number })[];
    seriesKeys: (Omit<SeriesKeyChange, 'index'> & { eventId: number })[];
  };
  reportPath: string;
} {
  const previous = options.previous === undefined ? undefined : readPreviousIds(options.previous);
  const context: ImportContext = { countries: new CountryResolver(loadCountries()), places: loadPlaces() };
  const results = options.from.map(({ format, path }) => {
    const read = FORMATS[format];
    if (!read) throw new Error(`unknown format "${format}": one of ${Object.keys(FORMATS).join(', ')}`);
    const result = markTrackerDomains(
      checkEditionYears(fixYearSlips(leaveOutJournals(cleanResult(read(path, context))))),
    );
    addCommitDates(result, path, options.today);
    return result;
  });
  const merged = mergeSources(results, context.countries);
  // Tracks are folded into their editions after the merge, whatever the sources (edition-tracks.ts).
  const folded = foldTracks(merged.events);
  merged.events = folded.events;
  const seriesKeys = [...oneSeriesKey(merged.events), ...splitSeries(merged.events)];
  const subjects = settleSubjects(merged.events);
  const support = settleBySupport(merged.events);
  orderSubTopics(merged.events);
  const seriesNames = nameBySeries(merged.events);
  const seriesRanks = inheritSeriesRanks(merged.events);
  const ids = assignIds(merged.events, previous);
  const verified = options.verified ?? null;
  const report = {
    ...makeImportReport(options.out, verified, results, merged, folded.folds),
    subjects,
    foreignTags: foreignTags(merged.events).map(({ index, ...tag }) => ({ eventId: ids[index]!, ...tag })),
    weakSubjects: support.weak.map(({ index, ...weak }) => ({ eventId: ids[index]!, ...weak })),
    namedSubjects: support.named.map(({ index, ...named }) => ({ eventId: ids[index]!, ...named })),
    seriesNames: seriesNames.map(({ index, ...named }) => ({ eventId: ids[index]!, ...named })),
    seriesRanks: seriesRanks.map(({ index, from, ...rank }) => ({ eventId: ids[index]!, ...rank, from: ids[from]! })),
    seriesKeys: seriesKeys.map(({ index, ...keyed }) => ({ eventId: ids[index]!, ...keyed })),
    licences: sourceLicences(options.from),
  };
  const reportPath = options.reportPath ?? `${options.out}.import.json`;
  const reportText = importReportJson(report);
  const failed = report.sources.filter((source) => source.events === 0 && !source.empty);
  if (failed.length > 0 || report.events === 0) {
    writeFileSync(reportPath, reportText);
    const named = (failed.length > 0 ? failed : report.sources).map(
      (source) => `${source.format} ${source.path} (${source.records} records read, ${source.refused} refused)`,
    );
    throw new ImportFailed(`no event from ${named.join('; ')}; nothing written but the report ${reportPath}`);
  }
  const source = writeImportedSource(options.out, {
    events: merged.events,
    ids,
    rates: results.flatMap((result) => result.rates),
    tracks: folded.tracks,
    verified,
  });
  const reportTemp = `${reportPath}.tmp-${process.pid}`;
  try {
    writeFileSync(reportTemp, reportText);
    renameSync(reportTemp, reportPath);
    renameSync(source, options.out);
  } finally {
    rmSync(reportTemp, { force: true });
    rmSync(source, { force: true });
  }
  return { report, reportPath };
}
