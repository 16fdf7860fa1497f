/**
 * The additions of source format 5 (docs/source-format.md, Version 5): checked and reported by the
 * builder, and a file of version 4 built as before.
 */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/builder/index.js';
import { SOURCE_DDL } from '../../src/source/schema.js';
import { sourceRow } from '../fixtures/source.js';
import { builderHarness, problemsOf } from './harness.js';

const { buildReport, path, sourceWith } = builderHarness();

const VERSION_4_DDL = SOURCE_DDL.replace(/,\s+date_precision\s+TEXT,\s+last_verified\s+TEXT/, '');

describe('source format 5', () => {
  it('builds a file of version 4, without the new columns and tables, as before', () => {
    expect(VERSION_4_DDL).not.toContain('date_precision');
    const input = sourceWith([sourceRow(), sourceRow()], VERSION_4_DDL);
    const { header, report } = buildSnapshot({ input, output: path('v4.snapshot') });
    expect(header.events).toBe(2);
    expect(report).toMatchObject({ errors: 0, warnings: 0, undatedRows: 0 });
    expect(report.extras).toMatchObject({ tables: [], moreTopics: 0, sources: 0, aliases: 0, acceptanceRates: 0 });
  });

  it('reports the topics, sources, dates of check and month precision the built events keep', () => {
    const a = sourceRow({ sub_topic: 'Machine Learning', last_verified: '2026-08-20' });
    const b = sourceRow({ date_precision: 'Month', start_date: '2027-03-01', end_date: '2027-04-30' });
    const report = buildReport([a, b], {
      tables: {
        event_topics: [
          { event_id: a.id, kind: 'topic', name: 'Artificial Intelligence' },
          // The events row's own topic again, in another case: counted once.
          { event_id: a.id, kind: 'topic', name: 'computer science' },
          { event_id: a.id, kind: 'sub-topic', name: 'Computer Vision' },
        ],
        event_sources: [
          { event_id: a.id, name: 'ccf-deadlines', record_id: 'icml27', url: 'https://example.org/icml.yml' },
          { event_id: a.id, name: 'ai-deadlines', record_id: 'icml27' },
        ],
      },
    });
    expect(report).toMatchObject({ validRows: 2, errors: 0 });
    expect(report.extras).toMatchObject({
      tables: ['event_topics', 'event_sources'],
      eventsWithTopicLists: 1,
      moreTopics: 2,
      eventsWithSources: 1,
      sources: 2,
      verifiedEvents: 1,
      monthPrecisionEvents: 1,
    });
  });

  it('refuses an event whose source row is broken, like a broken deadline', () => {
    const a = sourceRow();
    const report = buildReport([sourceRow(), a], {
      tables: { event_sources: [{ event_id: a.id, name: 'x', url: 'ftp://example.org' }] },
    });
    expect(report.invalidRows).toBe(1);
    expect(problemsOf(report, 'website_invalid')).toEqual([
      expect.objectContaining({ id: a.id, column: 'event_sources.url', value: 'ftp://example.org' }),
    ]);
  });

  it('builds an undated event without dates, counted among the built rows', () => {
    const undated = sourceRow({ date_precision: 'unknown', start_date: null, end_date: null });
    const input = sourceWith([sourceRow(), undated]);
    const { header, report } = buildSnapshot({ input, output: path('undated.snapshot') });
    expect(report).toMatchObject({ validRows: 2, invalidRows: 0, undatedRows: 1, errors: 0 });
    expect(header).toMatchObject({ sourceRows: 2, events: 2, skippedRows: 0 });
  });

  it('refuses dates given for an event whose dates are unknown', () => {
    const report = buildReport([sourceRow(), sourceRow({ date_precision: 'unknown' })]);
    expect(report).toMatchObject({ invalidRows: 1, undatedRows: 0 });
    expect(problemsOf(report, 'date_precision_mismatch')).toHaveLength(1);
  });

  it('keeps the aliases and acceptance rates of built series, one per alias and year', () => {
    const report = buildReport([sourceRow({ acronym: 'SIGKDD 2027' })], {
      tables: {
        series_aliases: [
          { series: 'SIGKDD', alias: 'kdd', kind: 'dblp' },
          { series: 'sigkdd', alias: 'KDD', kind: 'acronym' },
          { series: 'sigkdd', alias: 'SIGKDD', kind: 'acronym' },
        ],
        acceptance_rates: [
          { series: 'sigkdd', year: 2025, submitted: 100, accepted: 20, rate: null, source: 'https://example.org' },
          { series: 'sigkdd', year: 2024, rate: '22.5%' },
        ],
      },
    });
    // "kdd" and "KDD" fold alike; "SIGKDD" is the series itself.
    expect(report.extras).toMatchObject({ seriesWithAliases: 1, aliases: 1, seriesWithRates: 1, acceptanceRates: 2 });
    expect(report.warnings).toBe(0);
  });

  it('reads a source file whose optional table lacks a required column as unreadable', () => {
    const input = sourceWith([sourceRow()]);
    const db = new Database(input);
    db.exec('CREATE TABLE event_topics (event_id INTEGER, name TEXT)');
    db.close();
    expect(() => buildSnapshot({ input, output: path('bad.snapshot') })).toThrow(
      /table "event_topics" lacks required column kind/,
    );
  });
});
