/**
 * A search answer fitted to its cap (src/api/handlers/answer-json.ts, searchAnswerJson), at any
 * cap: it never takes more bytes than the cap when anything can be left out, it shows the first
 * events of the page (the next page starts after them), every facet keeps its first values and as
 * many as the others, and nothing is cut when the whole answer fits.
 */
import { describe, expect, it } from 'vitest';
import { type SearchFit, searchAnswerJson } from '../../src/api/handlers/answer-json.js';
import { searchConferences } from '../../src/api/handlers/conferences.js';
import { InputParser } from '../../src/api/input.js';
import { searchQuery, type SearchResponse } from '../../src/api/schemas/index.js';
import { eventPosition, REQUEST_FACETS } from '../../src/search/index.js';
import { useDemoIndex } from '../fixtures/demo-snapshot.js';

const demo = useDemoIndex(2_000);
const parser = new InputParser({ query: searchQuery });

/** A search's answer, whole, and what it is written from, with `bodyFor` giving the fit it is asked for. */
function wholeAnswer(raw: Record<string, string>) {
  const input = parser.fromQuery(raw, {});
  const context = { index: demo.index, today: demo.today, now: demo.now };
  const whole = JSON.parse(searchConferences(input, context).text) as SearchResponse;
  const { conferences, facets, ...head } = whole;
  const positions = conferences.map((item) => eventPosition(demo.index, item.id));
  const bodyFor = ({ shown, facets: lists }: SearchFit) => ({
    ...head,
    showing: shown,
    ...(lists ? { facets: lists } : {}),
  });
  return { whole, positions, facets, bodyFor };
}

const fitted = (raw: Record<string, string>, cap: number) => {
  const { whole, positions, facets, bodyFor } = wholeAnswer(raw);
  const { bytes, shown } = searchAnswerJson({ bodyFor, positions, facets, cap }, demo.index, demo.now, {
    show: { deadlines: raw.include === 'deadlines' },
  });
  return { whole, bytes, shown, answer: JSON.parse(bytes.toString()) as SearchResponse };
};

const EVERY_FACET = { facets: REQUEST_FACETS.join(','), facet_size: '100' };

describe('a search answer fitted to its cap', () => {
  it('is the whole answer when it fits', () => {
    const { whole, bytes } = fitted({ limit: '20', ...EVERY_FACET }, 1_000_000);
    expect(JSON.parse(bytes.toString())).toEqual(whole);
  });

  it.each([
    [{ limit: '50', ...EVERY_FACET, include: 'deadlines' }],
    [{ limit: '50' }],
    [{ limit: '0', ...EVERY_FACET }],
    [{ limit: '10', ...EVERY_FACET }],
  ])('stays within any cap it can, keeping the first events and the largest values of every facet: %o', (raw) => {
    const { bytes: all } = fitted(raw, 1_000_000);
    for (let cap = 1_000; cap <= all.length + 1_000; cap += Math.max(500, Math.floor(all.length / 40))) {
      const { whole, bytes, shown, answer } = fitted(raw, cap);
      expect(shown, `cap ${cap}`).toBe(answer.showing);
      if (answer.showing > 0 || Object.values(answer.facets ?? {}).some((list) => (list?.length ?? 0) > 0)) {
        expect(bytes.length, `cap ${cap}`).toBeLessThanOrEqual(cap);
      }
      expect(answer.conferences, `cap ${cap}`).toEqual(whole.conferences.slice(0, answer.showing));
      const kept = Object.values(answer.facets ?? {}).map((list) => list?.length ?? 0);
      const longest = Math.max(0, ...kept);
      for (const [name, list] of Object.entries(answer.facets ?? {})) {
        const full = (whole.facets as Record<string, { value: string; count: number }[]>)[name]!;
        expect(list, `cap ${cap} ${name}`).toEqual(full.slice(0, longest));
      }
      if (cap >= all.length) expect(answer).toEqual(whole);
    }
  });

  it('gives the facets half the room when the events would take it all, and the events the rest', () => {
    const { bytes: all, answer: whole } = fitted({ limit: '50', ...EVERY_FACET }, 1_000_000);
    const { answer } = fitted({ limit: '50', ...EVERY_FACET }, Math.floor(all.length / 2));
    expect(answer.showing).toBeGreaterThan(0);
    expect(answer.showing).toBeLessThan(whole.showing);
    const values = (lists: SearchResponse['facets']) => JSON.stringify(lists ?? {}).length;
    expect(values(answer.facets)).toBeGreaterThan(0);
    expect(values(answer.facets)).toBeLessThan(values(whole.facets));
  });
});
