/**
 * The hint q_as_question (src/api/handlers/question-hint.ts): a search that finds nothing because
 * q is a person's question answers the filters the question means, as the connector reads it. The
 * table of zero-result cases (test/http/zero-results/cases.ts) holds its answers over HTTP and MCP;
 * here, the rules around it: the connector's own searches never read their q again, the hint
 * always states a search that finds events, and hostile text stays within q's bounds.
 */
import { describe, expect, it } from 'vitest';
import { searchConferences } from '../../src/api/handlers/conferences.js';
import { questionHint } from '../../src/api/handlers/question-hint.js';
import { InputParser } from '../../src/api/input.js';
import { searchQuery, type SearchResponse } from '../../src/api/schemas/index.js';
import { useDemoIndex } from '../fixtures/demo-snapshot.js';

const demo = useDemoIndex(2_000);
const parser = new InputParser({ query: searchQuery });

function answer(raw: Record<string, string>, readsQuestion?: boolean): SearchResponse {
  const context = { index: demo.index, today: demo.today, now: demo.now, transport: 'http' as const, readsQuestion };
  return JSON.parse(searchConferences(parser.fromQuery(raw, {}), context).text) as SearchResponse;
}

const reasons = (found: SearchResponse) => (found.hints ?? []).map((hint) => hint.reason);

describe('q read as a question', () => {
  it('comes first, in place of the hints of its single words', () => {
    const found = answer({ q: 'robotics Germany' });
    expect(found.total).toBe(0);
    expect(reasons(found)).toEqual(['q_as_question']);
    expect(reasons(answer({ q: 'robotics Germany' }, false))).toEqual(['country_in_q']);
  });

  it('is never read for the connector, whose searches set readsQuestion false', () => {
    expect(reasons(answer({ q: 'AI conferences in Asia next summer' }, false))).not.toContain('q_as_question');
  });

  it('states the total of the search of its parameters, which finds events', () => {
    for (const q of ['AI conferences in Asia next summer', 'when is ICML', 'like ICML', 'march workshops']) {
      const [hint] = answer({ q }).hints ?? [];
      expect(hint?.reason, q).toBe('q_as_question');
      const texts = Object.fromEntries(Object.entries(hint!.parameters!).map(([name, v]) => [name, String(v)]));
      const { total } = answer(texts);
      expect(total, q).toBeGreaterThan(0);
      expect(hint!.message, q).toContain(`which finds ${total} event`);
    }
  });

  it('keeps the caller’s other filters, and gives none when q and a filter disagree', () => {
    const [hint] = answer({ q: 'AI conferences next summer', continent: 'Asia' }).hints ?? [];
    expect(hint?.parameters).toEqual({
      continent: 'Asia',
      type: 'conference',
      from: '2027-06-01',
      to: '2027-08-31',
      q: 'ai',
    });
    expect(reasons(answer({ q: 'robotics in Japan', country: 'France' }))).not.toContain('q_as_question');
  });

  it('is not given for a search that finds events, q with its syntax, a misspelt word, words left out alone', () => {
    const context = { index: demo.index, today: demo.today, now: demo.now };
    for (const q of ['"robotics" Germany', 'robotics OR Germany', 'machin lerning', 'zzyzx conferences']) {
      expect(questionHint(demo.index, { q }, context.today, context.now, 'http'), q).toBeUndefined();
    }
    // A reading that only leaves words out adds no filter: no hint (the relaxations offer it).
    for (const q of ['future', 'annual international']) {
      expect(
        questionHint(demo.index, { q, country: 'Germany' }, context.today, context.now, 'http'),
        q,
      ).toBeUndefined();
    }
    expect(reasons(answer({ q: 'robotics' }))).toEqual([]);
  });

  it('reads the longest q of 12 terms of question words and places within its bounds', () => {
    const hostile = [
      'when is the next deadline in march april may june july august september for robotics in germany',
      'like like like like like like like like like like like ICML',
      `${'ai '.repeat(12).trim()}`,
      'conferences conferences conferences conferences europe europe asia asia next next spring summer',
    ];
    for (const q of hostile) {
      expect(q.length).toBeLessThanOrEqual(200);
      const found = answer({ q });
      for (const hint of found.hints ?? []) {
        if (hint.reason !== 'q_as_question') continue;
        const texts = Object.fromEntries(Object.entries(hint.parameters!).map(([name, v]) => [name, String(v)]));
        expect(answer(texts).total, q).toBeGreaterThan(0);
      }
    }
  });
});
