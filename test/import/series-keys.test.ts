/**
 * The editions of one venue written under two series, with and without the organisation, take one
 * series (src/import/series-keys.ts, docs/importers.md, Series keys); venues that only share an
 * acronym key or a DBLP key keep theirs.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/builder/index.js';
import { runImport } from '../../src/import/index.js';
import { oneSeriesKey } from '../../src/import/series-keys.js';
import { openSnapshot, search } from '../../src/search/index.js';
import { parseIsoDate } from '../../src/util/dates.js';
import { tempDir } from '../fixtures/source.js';
import { seriesEdition, trackerCheckout } from './context.js';

const { dir, cleanup } = tempDir('confdir-series-keys-');
afterAll(cleanup);

const edition = seriesEdition;

const CCS = 'ACM Conference on Computer and Communications Security';

describe('series of one acronym key', () => {
  it('take the series most editions have when their names are alike, the other kept as an alias', () => {
    const events = [
      edition('CCS', 2023, CCS),
      edition('CCS', 2024, CCS),
      edition('ACM CCS', 2025, `The 32nd ${CCS}`),
      edition('ACM CCS', 2026, CCS),
    ];
    const changes = oneSeriesKey(events);
    expect(events.map((event) => event.series)).toEqual(['CCS', 'CCS', 'CCS', 'CCS']);
    expect(changes).toEqual([
      { index: 2, series: 'CCS', was: 'ACM CCS' },
      { index: 3, series: 'CCS', was: 'ACM CCS' },
    ]);
    expect(events[3]!.aliases).toContainEqual({ alias: 'ACM CCS', kind: 'acronym' });
    // The editions keep their own acronyms.
    expect(events[3]!.acronym).toBe('ACM CCS 2026');
  });

  it("take a SIG's series when the conference goes by another name: SIGKDD is KDD", () => {
    const KDD = 'Conference on Knowledge Discovery and Data Mining';
    const events = [
      edition('SIGKDD', 2026, `ACM ${KDD}`),
      edition('SIGKDD', 2027, `ACM ${KDD}`),
      edition('KDD', 2028, `ACM SIGKDD ${KDD}`),
    ];
    oneSeriesKey(events);
    expect(events.map((event) => event.series)).toEqual(['SIGKDD', 'SIGKDD', 'SIGKDD']);
  });

  it('as many editions each: the shorter key', () => {
    const events = [
      edition('USENIX OSDI', 2025, 'Operating Systems Design and Implementation'),
      edition('OSDI', 2026, 'USENIX Symposium on Operating Systems Design and Implementation'),
    ];
    oneSeriesKey(events);
    expect(events.map((event) => event.series)).toEqual(['OSDI', 'OSDI']);
  });

  it('keep their own when the names differ, or when only a DBLP key joins them', () => {
    const sac = [
      edition('ACM SAC', 2026, 'ACM Symposium on Applied Computing'),
      edition('SAC', 2026, 'Selected Areas in Cryptography'),
      edition('SAC', 2027, 'Selected Areas in Cryptography'),
    ];
    expect(oneSeriesKey(sac)).toEqual([]);
    expect(sac.map((event) => event.series)).toEqual(['ACM SAC', 'SAC', 'SAC']);
    const asia = [
      edition('CCS', 2026, CCS, { aliases: [{ alias: 'ccs', kind: 'dblp' }] }),
      edition('AsiaCCS', 2026, `ACM Asia ${CCS}`, { aliases: [{ alias: 'ccs', kind: 'dblp' }] }),
    ];
    expect(oneSeriesKey(asia)).toEqual([]);
    // A series named by its acronym alone tells nothing of its venue: beside two that tell, it stays.
    const ambiguous = [
      edition('ACM SAC', 2026, 'ACM Symposium on Applied Computing'),
      edition('IACR SAC', 2026, 'Selected Areas in Cryptography'),
      edition('SAC', 2025, 'SAC'),
    ];
    expect(oneSeriesKey(ambiguous)).toEqual([]);
  });

  it('take one series when their sites are of one domain, though their names share no word', () => {
    const siggraph = [
      edition('ACM SIGGRAPH', 2025, 'ACM SIGGRAPH Annual Conference', { website: 'https://s2025.siggraph.org/' }),
      edition('ACM SIGGRAPH', 2026, 'ACM SIGGRAPH Annual Conference', { website: 'https://s2026.siggraph.org/' }),
      edition('SIGGRAPH', 2027, 'Conference on Computer Graphics and Interactive Techniques', {
        website: 'https://www.siggraph.org/',
      }),
    ];
    expect(oneSeriesKey(siggraph)).toEqual([{ index: 2, series: 'ACM SIGGRAPH', was: 'SIGGRAPH' }]);
    // A domain that hosts many venues' sites tells nothing: ACM SAC and IACR SAC stay apart.
    const hosted = [
      edition('ACM SAC', 2026, 'ACM Symposium on Applied Computing', { website: 'https://conf.researchr.org/sac' }),
      edition('SAC', 2026, 'Selected Areas in Cryptography', { website: 'https://conf.researchr.org/sac26' }),
    ];
    expect(oneSeriesKey(hosted)).toEqual([]);
    // Nor do sites at an address, which names no domain.
    const addressed = [
      edition('ACM SAC', 2026, 'ACM Symposium on Applied Computing', { website: 'http://10.0.0.1/sac' }),
      edition('SAC', 2026, 'Selected Areas in Cryptography', { website: 'http://192.168.0.1/sac' }),
    ];
    expect(oneSeriesKey(addressed)).toEqual([]);
    // Nor does a country's second level ("ac.uk"): the domain is the university's.
    const country = [
      edition('ACM SAC', 2026, 'ACM Symposium on Applied Computing', { website: 'https://sac.cs.ox.ac.uk/' }),
      edition('SAC', 2026, 'Selected Areas in Cryptography', { website: 'https://www.kent.ac.uk/sac' }),
    ];
    expect(oneSeriesKey(country)).toEqual([]);
  });

  it('take in a series named by its acronym alone when one series of its key tells its name', () => {
    const vis = [
      edition('VIS', 2024, 'VIS'),
      edition('VIS', 2022, 'VIS'),
      edition('IEEE VIS', 2025, 'IEEE Visualization Conference'),
    ];
    expect(oneSeriesKey(vis)).toEqual([
      { index: 0, series: 'IEEE VIS', was: 'VIS' },
      { index: 1, series: 'IEEE VIS', was: 'VIS' },
    ]);
    expect(vis[0]!.aliases).toEqual([{ alias: 'VIS', kind: 'acronym' }]);
  });
});

describe('series keys in an import', () => {
  /** A record of the original ai-deadlines form. */
  const record = (title: string, year: number, id: string) =>
    `- title: ${title}\n  year: ${year}\n  id: ${id}\n  full_name: ${CCS}\n` +
    `  place: Salt Lake City, USA\n  start: ${year}-10-12\n  end: ${year}-10-16\n  deadline: '${year}-04-14 23:59'\n`;
  const plain = trackerCheckout(dir, 'plain', record('CCS', 2024, 'ccs24') + record('CCS', 2025, 'ccs25'));
  const prefixed = trackerCheckout(dir, 'prefixed', record('ACM CCS', 2026, 'acmccs26'));

  it('gives the editions one series, found by either key, and reports each edition moved', () => {
    const out = join(dir, 'keys.sqlite');
    const { report } = runImport({ from: [plain, prefixed].map((path) => ({ format: 'ai-deadlines', path })), out });
    expect(report.seriesKeys).toEqual([expect.objectContaining({ series: 'CCS', was: 'ACM CCS' })]);
    const snapshot = join(dir, 'keys.snapshot');
    buildSnapshot({ input: out, output: snapshot, now: new Date('2026-08-21T00:00:00Z') });
    const index = openSnapshot(snapshot);
    const today = parseIsoDate('2026-08-21')!;
    const total = (series: string) => search(index, { series, limit: 0, offset: 0 }, today).total;
    expect(total('ccs')).toBe(3);
    // The key the editions had before: the series that keeps it as an alias.
    expect(total('acm-ccs')).toBe(3);
  });
});
