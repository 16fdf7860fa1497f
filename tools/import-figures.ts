/**
 * npm run import:figures -- --source SOURCE.sqlite [--report FILE] [--build FILE] [--at YYYY-MM-DD] [--json] [--list]
 * Prints the figures of a merged import (docs/importers.md, On the public data): events, editions
 * listed twice, rounds of no new papers served as calls, tags served as sub-topics, abstracts due
 * after their papers, journal calls and tracks served as events, refusals by reason and each
 * tracker's share kept. --report defaults to
 * SOURCE.import.json; --build is the report of `npm run build:snapshot` (FILE.report.json); --at is
 * the day a call is open at (default today, UTC); --list names the records behind the counts.
 */
import '../src/util/node-check.js';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { exitWith } from './cli.js';
import { type Figures, type ImportReportFile, importFigures } from './support/import-figures.js';

const USAGE =
  'usage: npm run import:figures -- --source SOURCE.sqlite [--report FILE] [--build FILE] [--at YYYY-MM-DD] [--json] [--list]';

const percent = (part: number, whole: number): string =>
  whole === 0 ? '0.0%' : `${((100 * part) / whole).toFixed(1)}%`;

function lines(figures: Figures): string[] {
  // A tracker empty by design (no record at all) is listed apart, not as one that kept nothing.
  const empty = figures.family.filter((one) => one.records === 0);
  const family = figures.family.filter((one) => one.records > 0);
  const records = family.reduce((sum, one) => sum + one.records, 0);
  const kept = family.reduce((sum, one) => sum + one.events, 0);
  const worst = [...family].sort((a, b) => a.events / (a.records || 1) - b.events / (b.records || 1))[0];
  const under90 = family.filter((one) => one.events < 0.9 * one.records);
  return [
    `events written                      ${figures.events}`,
    `events built                        ${figures.builtEvents ?? '-'} (builder refused ${figures.builderRefused ?? '-'})`,
    `duplicate groups (overlapping)      ${figures.duplicateGroups.length}`,
    `duplicate groups (same month)       ${figures.sameMonthGroups}`,
    `groups of one name and start        ${figures.nameStartGroups.length}`,
    `acronym year not the start year     ${figures.acronymYearSlips.length}`,
    `rounds of no new papers as calls    ${figures.falseRounds.length}`,
    `false open calls                    ${figures.falseOpenCalls}`,
    `open only after their start         ${figures.openAfterStart.length}`,
    `events with a tag as sub-topic      ${figures.tagSubTopicEvents}`,
    `sub-topic foreign to the series     ${figures.foreignSubTopics.length}`,
    `sub-topics under Computer Science   ${figures.csSubTopics}`,
    `sub-topic only a foreign tracker's  ${figures.foreignTagEditions === null ? '- (the report lists none)' : `${figures.foreignTagEditions.length} (first: ${figures.foreignTagFirst})`}`,
    `late abstracts                      ${figures.lateAbstracts}`,
    `journal calls served as events      ${figures.journalEvents.length}`,
    `tracks served as events             ${figures.trackEvents.length}`,
    `family trackers                     ${figures.family.length}: ${records} records, ${records - kept} refused (${percent(records - kept, records)})`,
    `worst tracker kept                  ${worst ? `${percent(worst.events, worst.records)} (${basename(worst.path)}, ${worst.events} of ${worst.records})` : '-'}`,
    `empty trackers                      ${empty.length}${empty.length ? `: ${empty.map((one) => basename(one.path)).join(', ')}` : ''}`,
    `trackers under 90% kept             ${under90.length}${under90.length ? `: ${under90.map((one) => `${basename(one.path)} ${one.events}/${one.records}`).join(', ')}` : ''}`,
    'refused by reason',
    ...figures.refusedByReason.map(([reason, count]) => `  ${String(count).padStart(5)}  ${reason}`),
  ];
}

/** The records behind the counts, with --list. */
function listed(figures: Figures): string[] {
  return [
    'duplicate groups',
    ...figures.duplicateGroups.map((group) => `  ${group}`),
    'groups of one folded name and start date',
    ...figures.nameStartGroups.map((group) => `  ${group}`),
    'acronym year not the start year',
    ...figures.acronymYearSlips.map((event) => `  ${event}`),
    'open only through a paper deadline after the start',
    ...figures.openAfterStart.map((event) => `  ${event}`),
    'sub-topics no other edition of the series has',
    ...figures.foreignSubTopics.map((event) => `  ${event}`),
    'editions with a sub-topic only a foreign tracker gives (acronym: sub-topic (trackers))',
    ...(figures.foreignTagEditions ?? []).map((event) => `  ${event}`),
    'rounds of no new papers as calls (event, due, label)',
    ...figures.falseRounds.map((round) => `  ${round}`),
    `tags as sub-topics: ${figures.tagSubTopics.join(', ')}`,
    'journal calls served as events (acronym | name)',
    ...figures.journalEvents.map((event) => `  ${event}`),
    'tracks served as events (acronym | name)',
    ...figures.trackEvents.map((event) => `  ${event}`),
  ];
}

function main(): void {
  let values: ReturnType<typeof parseArgs>['values'];
  try {
    values = parseArgs({
      options: {
        source: { type: 'string' },
        report: { type: 'string' },
        build: { type: 'string' },
        at: { type: 'string' },
        json: { type: 'boolean' },
        list: { type: 'boolean' },
      },
      strict: true,
    }).values;
  } catch (error) {
    exitWith(`${(error as Error).message}\n${USAGE}`, 2);
  }
  const source = values.source as string | undefined;
  if (!source) exitWith(USAGE, 2);
  const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as unknown;
  try {
    const report = read((values.report as string | undefined) ?? `${source}.import.json`) as ImportReportFile;
    const build = values.build ? read(values.build as string) : null;
    const at = (values.at as string | undefined) ?? new Date().toISOString().slice(0, 10);
    const figures = importFigures(source, report, build, at);
    const text = [...lines(figures), ...(values.list ? listed(figures) : [])];
    process.stdout.write(values.json ? `${JSON.stringify(figures, null, 2)}\n` : `${text.join('\n')}\n`);
  } catch (error) {
    exitWith(`import:figures: ${(error as Error).message}`);
  }
}

main();
