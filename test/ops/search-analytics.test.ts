import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { SearchAnalytics, SKETCH_CAPACITY } from '../../src/ops/search-analytics.js';

const MINUTE = 60_000;
const search = (filters: string, total: number, surface = 'action', operation = 'searchConferences') => ({
  operation,
  surface,
  filters,
  total,
});
const items = (list: { entries: { item: string; count: number }[] }) => list.entries.map((e) => [e.item, e.count]);

describe('SearchAnalytics', () => {
  it('counts per surface over the last hour and the last day, dropping what left each window', () => {
    let now = Date.parse('2026-11-21T00:00:00Z');
    const analytics = new SearchAnalytics({ sketches: true, now: () => now });
    analytics.record(search('q=old', 0));
    now += 2 * 60 * MINUTE; // two hours later: gone from the hour, kept by the day
    analytics.record(search('q=robotics', 12));
    analytics.record(search('q=robotics', 12, 'mcp'));
    analytics.record(search('q=nothing', 0, 'mcp'));
    const { hour, day } = analytics.report().windows;
    expect(items(hour.surfaces.action!.top)).toEqual([['q=robotics', 1]]);
    expect(hour.surfaces.action!.found_nothing).toBe(0);
    expect(items(hour.surfaces.mcp!.top_found_nothing)).toEqual([['q=nothing', 1]]);
    expect(items(day.surfaces.action!.top)).toEqual([
      ['q=old', 1],
      ['q=robotics', 1],
    ]);
    expect(items(day.surfaces.action!.top_found_nothing)).toEqual([['q=old', 1]]);
    expect(hour.since).toBe('2026-11-21T01:05:00.000Z');
    now += 25 * 60 * MINUTE; // over a day later: nothing left
    expect(analytics.report().windows.day.surfaces).toEqual({});
  });

  it('keeps a bounded number of filter texts whatever comes', () => {
    const analytics = new SearchAnalytics({ sketches: true, now: () => 0 });
    for (let i = 0; i < 5000; i++) analytics.record(search(`q=word${i}`, 0));
    const { top, top_found_nothing, searches } = analytics.report().windows.hour.surfaces.action!;
    expect(searches).toBe(5000);
    expect(top.entries).toHaveLength(SKETCH_CAPACITY);
    expect(top_found_nothing.entries).toHaveLength(SKETCH_CAPACITY);
  });

  it('keeps no filter text with the sketches off, and still counts in the Prometheus metrics', async () => {
    const registry = new Registry();
    const analytics = new SearchAnalytics({ sketches: false, registry, now: () => 0 });
    analytics.record(search('q=secret', 0));
    analytics.record(search('q=secret', 3, 'connector', 'search'));
    analytics.record(search('q=other', 5));
    expect(JSON.stringify(analytics.report())).not.toContain('secret');
    const text = await registry.metrics();
    expect(text).toContain('searches_total{operation="searchConferences",surface="action"} 2');
    expect(text).toContain('searches_found_nothing_total{operation="searchConferences",surface="action"} 1');
    expect(text).toContain('search_zero_result_share{operation="searchConferences"} 0.5');
    expect(text).toContain('search_zero_result_share{operation="search"} 0');
  });
});
