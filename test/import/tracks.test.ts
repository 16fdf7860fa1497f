/**
 * Tracks (docs/importers.md, Tracks): a record of one track of an edition becomes that track of the
 * edition, with its own deadlines and its sources, after the merge; end to end, through the source
 * file, the builder and the snapshot, acronym=EMNLP finds one EMNLP 2025 with its track.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { detailJson, itemJson } from '../../src/api/views/event-writers.js';
import { buildSnapshot } from '../../src/builder/index.js';
import { runImport } from '../../src/import/index.js';
import { mergeSources } from '../../src/import/merge.js';
import type { ImportedEvent } from '../../src/import/record.js';
import { foldTracks } from '../../src/import/edition-tracks.js';
import { openSnapshot, search } from '../../src/search/index.js';
import { parseIsoDate } from '../../src/util/dates.js';
import { tempDir } from '../fixtures/source.js';
import { importedEvent } from './context.js';
import { PROJECT_ROOT } from '../../src/util/paths.js';

const { dir, cleanup } = tempDir('confdir-tracks-');
afterAll(cleanup);
const FIXTURE = join(PROJECT_ROOT, 'test', 'fixtures', 'formats', 'tracks', 'events.csv');

const paper = (due: string) => ({ kind: 'paper' as const, round: 1, due, zone: 'AoE' });

describe('folding tracks into their editions', () => {
  it('folds a record whose acronym or name ends with a track into the edition of its acronym and year', () => {
    const main = importedEvent('t', 'emnlp25', { acronym: 'EMNLP 2025', year: 2025, deadlines: [paper('2025-05-19')] });
    const industry = importedEvent('t', 'emnlp25-i', {
      acronym: 'EMNLP 2025 Industry Track',
      year: 2025,
      deadlines: [paper('2025-07-04')],
    });
    const short = importedEvent('t', 'emnlp25-s', {
      acronym: 'EMNLP 2025',
      name: 'EMNLP 2025 (Short Papers)',
      year: 2025,
      deadlines: [paper('2025-06-01')],
    });
    const otherYear = importedEvent('t', 'emnlp24-i', { acronym: 'EMNLP 2024 Industry Track', year: 2024 });
    const folded = foldTracks([main, industry, short, otherYear]);
    expect(folded.events).toEqual([main, otherYear]);
    expect(folded.tracks.get(main)).toEqual([
      { name: 'Industry Track', deadlines: [paper('2025-07-04')] },
      { name: 'Short Papers', deadlines: [paper('2025-06-01')] },
    ]);
    expect(main.sources.map((s) => s.recordId)).toEqual(['emnlp25', 'emnlp25-i', 'emnlp25-s']);
  });

  it('keeps a conference whose acronym is a track word alone, or a name that only ends with a track word', () => {
    const tools = importedEvent('t', 'tools', { acronym: 'TOOLS 2025', year: 2025 });
    const named = importedEvent('t', 'indin', {
      acronym: 'INDIN 2025',
      name: 'IEEE International Conference on Industrial Informatics',
      year: 2025,
    });
    const industry = importedEvent('t', 'fl4i', {
      acronym: 'FL4Industry 2025',
      name: 'Workshop on Federated Learning for Industry',
      year: 2025,
    });
    const folded = foldTracks([tools, named, industry]);
    expect(folded.events).toEqual([tools, named, industry]);
    expect(folded.folds).toEqual([]);
    expect([tools, named, industry].map((event) => event.acronym)).toEqual([
      'TOOLS 2025',
      'INDIN 2025',
      'FL4Industry 2025',
    ]);
  });

  it('stands a track record for its edition when no record lists it, the other tracks joining it', () => {
    const seams = 'International Conference on Software Engineering for Adaptive and Self-Managing Systems';
    const artifacts = importedEvent('t', 'seams-at', {
      acronym: 'SEAMS-AT 2026',
      series: 'SEAMS-AT',
      name: `${seams} - Artifact Track`,
      year: 2026,
      deadlines: [paper('2026-01-20')],
    });
    const journal = importedEvent('t', 'seams-jf', {
      acronym: 'SEAMS-JF 2026',
      series: 'SEAMS-JF',
      name: `${seams} - Journal First Track`,
      year: 2026,
      deadlines: [paper('2025-12-01')],
    });
    const folded = foldTracks([artifacts, journal]);
    expect(folded.events).toEqual([artifacts]);
    expect(artifacts).toMatchObject({ acronym: 'SEAMS 2026', series: 'SEAMS', name: seams, deadlines: [] });
    expect(folded.tracks.get(artifacts)).toEqual([
      { name: 'Artifacts', deadlines: [paper('2026-01-20')] },
      { name: 'Journal First', deadlines: [paper('2025-12-01')] },
    ]);
    expect(folded.folds.map((fold) => [fold.recordId, fold.edition, fold.standsFor ?? false])).toEqual([
      ['seams-at', 'SEAMS 2026', true],
      ['seams-jf', 'SEAMS 2026', false],
    ]);
  });

  it('keeps a record its tags alone call a track as it is, when no record lists its edition', () => {
    const cseet = importedEvent('t', 'cseet', {
      acronym: 'CSEE&T 2026',
      name: 'Conference on Software Engineering Education and Training',
      year: 2026,
      trackOf: 'Education Track',
      deadlines: [paper('2026-02-10')],
    });
    expect(foldTracks([cseet]).events).toEqual([cseet]);
    expect(cseet).toMatchObject({ acronym: 'CSEE&T 2026', deadlines: [paper('2026-02-10')] });
  });

  it("merges a record of the edition's own call into the edition, and names a lone one as its edition", () => {
    const main = importedEvent('a', 'refsq', { acronym: 'REFSQ 2027', year: 2027 });
    const research = importedEvent('b', 'refsq-rt', {
      acronym: 'REFSQ-RT 2027',
      name: 'Requirements Engineering Foundation for Software Quality - Research Track',
      year: 2027,
      deadlines: [paper('2026-10-01')],
    });
    const icws = importedEvent('b', 'icws', {
      acronym: 'ICWS 2026',
      name: 'IEEE International Conference on Web Services (Research Track)',
      year: 2026,
      deadlines: [paper('2026-03-01')],
    });
    const folded = foldTracks([main, research, icws]);
    expect(folded.events).toEqual([main, icws]);
    expect(main.deadlines).toEqual([paper('2026-10-01')]);
    expect(main.sources.map((s) => s.recordId)).toEqual(['refsq', 'refsq-rt']);
    expect(folded.tracks.get(main)).toBeUndefined();
    expect(icws).toMatchObject({
      name: 'IEEE International Conference on Web Services',
      deadlines: [paper('2026-03-01')],
    });
  });

  it('merges the track records of two trackers as the track, never as the edition, then folds it', () => {
    const source = (format: string, events: ImportedEvent[]) => ({
      format,
      path: format,
      records: events.length,
      events,
      rates: [],
      notes: [],
    });
    const main = importedEvent('a', 'emnlp25', { acronym: 'EMNLP 2025', year: 2025, deadlines: [paper('2025-05-19')] });
    const industry = importedEvent('b', 'emnlp25ind', {
      acronym: 'EMNLP (Industry Track) 2025',
      name: 'The annual Conference on Empirical Methods in Natural Language Processing (Industry Track)',
      year: 2025,
      deadlines: [paper('2025-07-04')],
    });
    const glued = importedEvent('c', 'emnlpindustrytrack2025', {
      acronym: 'EMNLPIndustryTrack 2025',
      name: 'The annual Conference on Empirical Methods in Natural Language Processing (Industry Track)',
      year: 2025,
      deadlines: [paper('2025-07-04')],
    });
    const merged = mergeSources([source('a', [main]), source('b', [industry]), source('c', [glued])]);
    expect(merged.events.map((event) => event.source.recordId)).toEqual(['emnlp25', 'emnlp25ind']);
    const folded = foldTracks(merged.events);
    expect(folded.events).toHaveLength(1);
    expect(folded.events[0]!.deadlines).toEqual([paper('2025-05-19')]);
    expect(folded.tracks.get(folded.events[0]!)).toEqual([
      { name: 'Industry Track', deadlines: [paper('2025-07-04')] },
    ]);
    expect(folded.events[0]!.sources.map((s) => s.recordId)).toEqual([
      'emnlp25',
      'emnlp25ind',
      'emnlpindustrytrack2025',
    ]);
  });
});

describe('tracks end to end', () => {
  const source = join(dir, 'source.sqlite');
  const { report } = runImport({ from: [{ format: 'csv', path: FIXTURE }], out: source, verified: '2025-08-01' });
  const snapshot = join(dir, 'tracks.snapshot');
  buildSnapshot({ input: source, output: snapshot, now: new Date('2025-08-01T00:00:00Z') });
  const today = parseIsoDate('2025-08-01')!;
  const index = openSnapshot(snapshot, today);
  const find = (acronym: string) => search(index, { limit: 10, offset: 0, acronym }, today);

  it('finds one EMNLP 2025 with its Industry Track, in the item and the detail', () => {
    const found = find('EMNLP');
    expect(found.total).toBe(1);
    const position = found.positions[0]!;
    const item = JSON.parse(itemJson(index.itemWriter(), position));
    const detail = JSON.parse(detailJson(index.itemWriter(), position));
    const tracks = [
      {
        name: 'Industry Track',
        deadlines: [{ kind: 'paper', round: 1, at: '2025-07-05T11:59:00Z', date: '2025-07-04', timezone: 'AoE' }],
      },
    ];
    expect(item.tracks).toEqual(tracks);
    expect(detail.tracks).toEqual(tracks);
    expect(detail.sources.map((s: { id: string }) => s.id)).toEqual(['emnlp25', 'emnlp25-industry']);
  });

  it('gives ICSE 2026 its NIER and SEIP tracks, and keeps TOOLS a conference', () => {
    const found = find('ICSE');
    expect(found.total).toBe(1);
    const detail = JSON.parse(detailJson(index.itemWriter(), found.positions[0]!));
    expect(detail.tracks.map((t: { name: string }) => t.name)).toEqual([
      'New Ideas and Emerging Results',
      'Software Engineering in Practice',
    ]);
    expect(find('TOOLS').total).toBe(1);
  });

  it('serves a lone Journal First record as SEAMS 2026 with that track, its own call not open', () => {
    const found = find('SEAMS');
    expect(found.total).toBe(1);
    const detail = JSON.parse(detailJson(index.itemWriter(), found.positions[0]!));
    expect(detail).toMatchObject({
      acronym: 'SEAMS',
      name: 'International Conference on Software Engineering for Adaptive and Self-Managing Systems',
    });
    expect(detail.tracks.map((t: { name: string }) => t.name)).toEqual(['Journal First']);
    expect(detail.cfp_status).not.toBe('open');
  });

  it("leaves out a journal's special issue, noted in the report", () => {
    expect(find('JSS').total).toBe(0);
    expect(report.notes.filter((note) => note.code === 'record_left_out')).toEqual([
      expect.objectContaining({ recordId: 'jss-sqa4ai', value: 'JSS-SQA4AI 2026' }),
    ]);
  });
});
