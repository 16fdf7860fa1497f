/**
 * What a search found (src/api/handlers/conferences.ts, SearchJsonText.found), which the connector
 * writes its results from instead of reading the answer back: the events its answer shows, after
 * the fit to the caller's cap, and the answer's total, relaxations, hints and suggestions.
 */
import { describe, expect, it } from 'vitest';
import { searchConferences } from '../../src/api/handlers/conferences.js';
import { InputParser } from '../../src/api/input.js';
import { searchQuery, type SearchResponse } from '../../src/api/schemas/index.js';
import { ITEM_FIELD_NAMES } from '../../src/api/schemas/event-fields.js';
import { useDemoIndex } from '../fixtures/demo-snapshot.js';

const demo = useDemoIndex(2_000);
const parser = new InputParser({ query: searchQuery });

describe("a search's result", () => {
  it.each([
    [{ limit: '10' }, 'http'],
    [{ limit: '50', include: 'deadlines' }, 'mcp'],
    [{ limit: '0' }, 'mcp'],
    [{ q: 'zzyzx', limit: '10' }, 'mcp'],
    [{ acronym: 'ICMLX', limit: '10' }, 'mcp'],
    [{ q: 'machine learning', country: 'Norway', limit: '10' }, 'mcp'],
    [{ offset: '100000', limit: '10' }, 'http'],
  ] as const)('is what its answer says, %o over %s', (raw, transport) => {
    const context = { index: demo.index, today: demo.today, now: demo.now, transport };
    const answer = searchConferences(parser.fromQuery(raw, {}), context);
    const json = JSON.parse(answer.text) as SearchResponse;
    const { found } = answer;
    expect(found.positions.map((position) => demo.index.store.columns.ids[position])).toEqual(
      json.conferences.map((item) => item.id),
    );
    expect({ ...found, positions: undefined }).toEqual({
      positions: undefined,
      total: json.total,
      ...(json.suggestions ? { suggestions: json.suggestions } : {}),
      ...(json.relaxations ? { relaxations: json.relaxations } : {}),
      ...(json.hints ? { hints: json.hints } : {}),
    });
  });

  it('shows only the events the fitted answer shows', () => {
    // 10 events with every field and deadline over MCP take more than the 10,000 characters of its cap.
    const context = { index: demo.index, today: demo.today, now: demo.now, transport: 'mcp' as const };
    const raw = { limit: '10', fields: ITEM_FIELD_NAMES.join(','), include: 'deadlines' };
    const answer = searchConferences(parser.fromQuery(raw, {}), context);
    const json = JSON.parse(answer.text) as SearchResponse;
    expect(json.showing).toBeGreaterThan(0);
    expect(json.showing).toBeLessThan(10);
    expect(answer.found.positions).toHaveLength(json.showing);
  });
});
