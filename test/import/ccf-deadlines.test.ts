/** The ccf-deadlines importer on an excerpt of the public repository (docs/importers.md, ccf-deadlines). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCcfDeadlines } from '../../src/import/ccf-deadlines.js';
import { tempDir } from '../fixtures/source.js';
import { FIXTURES, importContext, recordOf } from './context.js';

const result = readCcfDeadlines(FIXTURES.ccf, importContext());
const note = (recordId: string, code: string) =>
  result.notes.filter((entry) => entry.recordId === recordId && entry.code === code);

describe('the ccf-deadlines importer', () => {
  it('reads every edition of every series, one whose date names no day ("Extended") with dates not known yet', () => {
    expect(result.records).toBe(9);
    expect(result.events).toHaveLength(9);
    expect(recordOf(result.events, 'hotsec21')).toMatchObject({ precision: 'unknown', start: null });
    expect(note('hotsec21', 'dates_unknown')).toEqual([expect.objectContaining({ value: 'Extended' })]);
  });

  it("maps a series and its edition: name, acronym, series, ranks, its category's field as sub-topic, DBLP key as alias", () => {
    expect(recordOf(result.events, 'sigkdd26')).toMatchObject({
      name: 'ACM Knowledge Discovery and Data Mining',
      acronym: 'SIGKDD 2026',
      series: 'SIGKDD',
      year: 2026,
      topics: ['Computer Science'],
      subTopics: ['Data Mining'],
      ccfRank: 'A',
      coreRank: 'A*',
      start: '2026-08-09',
      end: '2026-08-13',
      city: 'Jeju',
      country: 'South Korea',
      website: 'https://kdd2026.kdd.org/',
      aliases: [{ alias: 'kdd', kind: 'dblp' }],
      source: {
        name: 'ccf-deadlines',
        recordId: 'sigkdd26',
        url: 'https://github.com/ccfddl/ccf-deadlines/blob/main/conference/DB/sigkdd.yml',
      },
    });
  });

  it('makes each entry of the timeline a round, its abstract and paper deadlines in the edition zone', () => {
    expect(recordOf(result.events, 'sigkdd26').deadlines).toEqual([
      { kind: 'abstract', round: 1, due: '2025-07-24T23:59:59', zone: 'AoE' },
      { kind: 'paper', round: 1, due: '2025-07-31T23:59:59', zone: 'AoE' },
      { kind: 'abstract', round: 2, due: '2026-02-01T23:59:59', zone: 'AoE' },
      { kind: 'paper', round: 2, due: '2026-02-08T23:59:59', zone: 'AoE' },
    ]);
  });

  it('reads VLDB 2027 in zone PT as America/Los_Angeles, with a note', () => {
    const vldb = recordOf(result.events, 'vldb27');
    expect(vldb.deadlines).toContainEqual({
      kind: 'paper',
      round: 1,
      due: '2026-04-01T17:00:00',
      zone: 'America/Los_Angeles',
    });
    expect(vldb.deadlines).toHaveLength(24);
    expect(note('vldb27', 'zone_abbreviation')).toEqual([expect.objectContaining({ value: 'PT' })]);
  });

  it('reads places as written: a state with its country, a venue, capitals', () => {
    expect(recordOf(result.events, 'icml22')).toMatchObject({
      city: 'Baltimore',
      region: 'Maryland',
      country: 'United States',
    });
    expect(recordOf(result.events, 'aaai26')).toMatchObject({
      city: 'Singapore',
      country: 'Singapore',
      venue: 'Singapore EXPO',
    });
    expect(recordOf(result.events, 'aaai25')).toMatchObject({
      city: 'Philadelphia',
      region: 'Pennsylvania',
      country: 'United States',
    });
    expect(recordOf(result.events, 'nips25')).toMatchObject({
      city: 'San Diego',
      venue: 'San Diego Convention Center',
    });
  });

  it('keeps an edition whose dates are TBD, its dates unknown and its deadlines kept', () => {
    const sp = recordOf(result.events, 'sp27');
    expect(sp).toMatchObject({ start: null, end: null, precision: 'unknown', city: 'Montreal', country: 'Canada' });
    expect(sp.deadlines.filter((deadline) => deadline.kind === 'paper')).toHaveLength(2);
    expect(note('sp27', 'dates_unknown')).toHaveLength(1);
  });

  it('reads the acceptance rates of accept_rates/ by series title and year', () => {
    expect(result.rates).toContainEqual({
      series: 'AAAI',
      year: 2025,
      submitted: 12957,
      accepted: 3032,
      rate: 0.23400478505826966,
      source: 'https://csconfstats.xoveexu.com/',
    });
  });

  it('sets right the counts a row swapped, which its rate says, noted', () => {
    // IJCNN's rates as ccf-deadlines gives them: 2024's counts swapped, its rate 1701 / 3272.
    const { dir, cleanup } = tempDir('confdir-ccf-rates-');
    try {
      mkdirSync(join(dir, 'conference'));
      mkdirSync(join(dir, 'accept_rates'));
      writeFileSync(
        join(dir, 'accept_rates', 'ijcnn.yml'),
        [
          '- title: IJCNN',
          '  accept_rates:',
          '    - { year: 2023, submitted: 1888, accepted: 1034, rate: 0.547669491525424 }',
          '    - { year: 2024, submitted: 1701, accepted: 3272, rate: 0.519865525672371638 }',
          '    - { year: 2025, submitted: 10, accepted: 20, rate: 0.9 }',
          '',
        ].join('\n'),
      );
      const read = readCcfDeadlines(dir, importContext());
      expect(read.rates.map(({ year, submitted, accepted }) => ({ year, submitted, accepted }))).toEqual([
        { year: 2023, submitted: 1888, accepted: 1034 },
        { year: 2024, submitted: 3272, accepted: 1701 },
        // More accepted than submitted that no rate explains: as written, for the builder to refuse.
        { year: 2025, submitted: 10, accepted: 20 },
      ]);
      expect(read.notes.filter((one) => one.code === 'rate_counts_swapped')).toMatchObject([
        { recordId: 'IJCNN 2024', value: '1701 of 3272' },
      ]);
    } finally {
      cleanup();
    }
  });
});
