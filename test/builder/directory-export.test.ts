/** The report on a source shaped like a public directory export (test/fixtures/directory-export.ts). */
import { describe, expect, it } from 'vitest';
import { buildSnapshot, InvalidRowsError, reportText } from '../../src/builder/index.js';
import {
  EXPORT,
  EXPORT_DUPLICATE_IDS,
  EXPORT_INVALID_IDS,
  writeDirectoryExport,
} from '../fixtures/directory-export.js';
import { builderHarness } from './harness.js';

const { path } = builderHarness();
const input = path('export.sqlite');
writeDirectoryExport(input);
const rows = Object.values(EXPORT).length;

describe('building a directory export', () => {
  const output = path('export.snapshot');
  const { header, report, reportPath } = buildSnapshot({ input, output, skipInvalid: true });

  it('builds every row but the invalid ones, online events included', () => {
    expect(header).toMatchObject({ sourceRows: rows, events: rows - EXPORT_INVALID_IDS.length });
    expect(report).toMatchObject({ invalidRows: EXPORT_INVALID_IDS.length, errors: 3, warnings: 12, cityRewrites: 4 });
    expect(reportPath).toBe(`${output}.report.json`);
  });

  it('opens with the count of each reason, errors first', () => {
    expect(report.summary.map((s) => [s.severity, s.code, s.count, s.exampleId])).toEqual([
      ['error', 'country_required', 1, EXPORT.kubeDay.id],
      ['error', 'country_unknown', 1, EXPORT.athens.id],
      ['error', 'website_invalid', 1, EXPORT.spacedUrl.id],
      ['warning', 'city_region_rewritten', 4, EXPORT.austin.id],
      ['warning', 'country_code_is_region', 2, EXPORT.sanFrancisco.id],
      ['warning', 'duplicate', 2, EXPORT.jsconfWeb.id],
      // San Francisco with the country "CA" taken as Canada: no place of that name there.
      ['warning', 'city_unplaced', 1, EXPORT.sanFrancisco.id],
      ['warning', 'country_corrected', 1, EXPORT.london.id],
      ['warning', 'country_is_region', 1, EXPORT.puertoRico.id],
      ['warning', 'online_city_dropped', 1, EXPORT.conf42.id],
    ]);
  });

  it('names each row, its value and a suggestion', () => {
    const byId = (id: number) => report.problems.filter((p) => p.id === id);
    expect(byId(EXPORT.london.id)).toEqual([
      expect.objectContaining({ name: 'London Tech Week', value: 'United Kindom', suggestion: 'United Kingdom' }),
    ]);
    expect(byId(EXPORT.athens.id)[0]?.suggestion).toBe('Greece');
    expect(byId(EXPORT.puertoRico.id)[0]).toMatchObject({
      code: 'country_is_region',
      suggestion: expect.stringMatching(/region of United States/),
    });
    expect(byId(EXPORT.spacedUrl.id)[0]?.suggestion).toBe('https://example.com/data%20science%20con');
    expect(byId(EXPORT.kubeDay.id)[0]?.suggestion).toMatch(/set format to online/);
    expect(byId(EXPORT.sanFrancisco.id)[0]?.suggestion).toMatch(/write the country as United States/);
    expect(byId(EXPORT.cppNow.id)[0]).toMatchObject({ value: 'Aspen, CO', suggestion: 'Aspen' });
  });

  it('lists the event listed under several topics as one group of duplicates', () => {
    expect(report.duplicates).toEqual([
      {
        ids: [EXPORT.jsconf.id, ...EXPORT_DUPLICATE_IDS],
        kept: [EXPORT.jsconf.id, ...EXPORT_DUPLICATE_IDS],
        dropped: [],
      },
    ]);
  });

  it('shows every reason on the terminal, even one of a single row', () => {
    const text = reportText(report, reportPath).join('\n');
    for (const entry of report.summary) expect(text).toContain(`${entry.severity} ${entry.code} (`);
    expect(text).toContain(`id ${EXPORT.puertoRico.id}  "PyCon Puerto Rico"  country "Puerto Rico" -> `);
    expect(text).toMatch(/city_region_rewritten \(4, 3 shown\):\n(?: {2}id .*\n){3}\n/);
    expect(text.endsWith(`full report: ${reportPath}`)).toBe(true);
  });

  it('fails without --skip-invalid, and with --dedupe leaves out the duplicates too', () => {
    expect(() => buildSnapshot({ input, output: path('failed.snapshot') })).toThrow(InvalidRowsError);
    const deduped = buildSnapshot({ input, output: path('deduped.snapshot'), skipInvalid: true, dedupe: true });
    const dropped = EXPORT_INVALID_IDS.length + EXPORT_DUPLICATE_IDS.length;
    expect(deduped.header).toMatchObject({ events: rows - dropped, skippedRows: dropped });
  });
});
