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
import { foldTracks } from '../../src/import/tracks.js';
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

  it('keeps a conference whose acronym is a track word alone, and a track record without its edition', () => {
    const tools = importedEvent('t', 'tools', { acronym: 'TOOLS 2025', year: 2025 });
    const lone = importedEvent('t', 'ase-demo', { acronym: 'ASE 2025 Tool Demos', year: 2025 });
    const named = importedEvent('t', 'indin', {
      acronym: 'INDIN 2025',
      name: 'IEEE International Conference on Industrial Informatics',
      year: 2025,
    });
    expect(foldTracks([tools, lone, named]).events).toEqual([tools, lone, named]);
  });
});

describe('tracks end to end', () => {
  const source = join(dir, 'source.sqlite');
  runImport({ from: [{ format: 'csv', path: FIXTURE }], out: source, verified: '2025-08-01' });
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
});
