/**
 * similar_to over HTTP and over MCP (docs/api.md, Similar events): the same answer on both, in the
 * reference's order, with the reference in filters_applied and what each item shares; each series
 * once, by its next edition, page after page; other filters on top; limit=0 with facets; an unknown id refused with unknown_event on both; a search
 * that finds nothing relaxes it.
 */
import { describe, expect, it } from 'vitest';
import { searchResponse } from '../../src/api/schemas/index.js';
import type { SearchFilters } from '../../src/search/index.js';
import { subTopicsOf } from '../../src/source/event-lists.js';
import type { ValidRow } from '../../src/source/validate.js';
import { COMPACT_ITEM_FIELDS } from '../../src/api/schemas/event-fields.js';
import { textOf, useMcpApi } from '../mcp/client.js';
import { referenceSearch } from '../search/reference.js';
import { json } from './harness.js';
import { formatIsoDate } from '../../src/util/dates.js';
import { TODAY } from './search-api.js';

const held = useMcpApi();

const httpSearch = (query: Record<string, string>) =>
  held.api.get(`/api/gpt/conferences?${new URLSearchParams(query)}`);
const mcpSearch = (args: Record<string, unknown>) =>
  held.client.callTool({ name: 'searchConferences', arguments: args });

/** A ranked event with many events like it, and an edition of a series with several. */
const ranked = (): ValidRow =>
  held.api.rows.filter((row) => row.coreRank !== null && row.subTopic !== null).sort((a, b) => a.id - b.id)[0]!;
const ofSeries = (): ValidRow =>
  held.api.rows.find(
    (row) => row.series !== null && held.api.rows.filter((other) => other.series === row.series).length > 2,
  )!;

const reference = (filters: Partial<SearchFilters>) =>
  referenceSearch(
    held.api.rows,
    { limit: 10, offset: 0, ...filters },
    TODAY,
    () => [],
    Date.parse('2026-11-21T12:00:00Z') / 1000,
  );

describe('similar_to over HTTP', () => {
  it('lists the events like the reference in its order, each with what it shares, the reference applied', async () => {
    const row = ranked();
    const response = await httpSearch({ similar_to: String(row.id), limit: '20' });
    expect(response.statusCode, response.body).toBe(200);
    const body = json(response);
    expect(searchResponse.safeParse(body).success).toBe(true);
    const want = reference({ similarTo: row.id, limit: 20 });
    expect(body.total).toBe(want.total);
    expect(body.conferences.map((item: { id: number }) => item.id)).toEqual(want.ids);
    expect(body.filters_applied.similar_to).toMatchObject({ id: row.id, name: row.name, format: row.format });
    expect(body.filters_applied.similar_to.subtopics).toEqual(subTopicsOf(row));
    expect(body.filters_applied.similar_to.ranks).toContain(`CORE ${row.coreRank}`);
    for (const item of body.conferences) {
      expect(item.id).not.toBe(row.id);
      expect(item.similarity.subtopics.length).toBeGreaterThan(0);
      for (const name of item.similarity.subtopics) expect(subTopicsOf(row)).toContain(name);
      expect(item.similarity.reason).toMatch(/^Shares sub-topic /);
      expect(Object.keys(item).at(-1)).toBe('similarity');
    }
    // Of the events not ended, the ranked ones come first: the reference's rank outweighs every
    // later feature (those that have ended come after them, as in upcoming).
    const today = formatIsoDate(TODAY);
    const ahead = body.conferences.filter((item: any) => item.dates.end === null || item.dates.end >= today);
    expect(ahead.length).toBeGreaterThan(5);
    const rankedFirst = ahead.map((item: any) => item.similarity.ranks.length > 0);
    expect(rankedFirst).toEqual([...rankedFirst].sort((a, b) => Number(b) - Number(a)));
  });

  it('never lists an edition of the reference series, and applies other filters on top', async () => {
    const row = ofSeries();
    const country = row.country?.name ?? 'Germany';
    const query = { similar_to: String(row.id), country, limit: '50' };
    const body = json(await httpSearch(query));
    const want = reference({ similarTo: row.id, country, limit: 50 });
    expect(body.total).toBe(want.total);
    expect(body.conferences.map((item: { id: number }) => item.id)).toEqual(want.ids);
    for (const item of body.conferences) {
      expect(item.series).not.toBe(row.series);
      expect(item.location.country).toBe(country);
    }
    expect(body.query).toEqual({ similar_to: String(row.id), country, limit: '50' });
  });

  it('lists each series once, page after page by cursor, by its next edition, and counts what it lists', async () => {
    // A reference whose similar events hold several editions of some series.
    const row = held.api.rows.find((candidate) => {
      const all = referenceSearch(
        held.api.rows,
        { similarTo: candidate.id, limit: 10_000, offset: 0, sort: 'date' },
        TODAY,
      );
      const series = all.ids.map((id) => held.api.rows.find((r) => r.id === id)!.series).filter((s) => s !== null);
      return all.total > 30 && new Set(series).size > 5;
    })!;
    const ids: number[] = [];
    let cursor: string | undefined;
    let body: any;
    do {
      body = json(await httpSearch({ similar_to: String(row.id), limit: '10', ...(cursor ? { cursor } : {}) }));
      ids.push(...body.conferences.map((item: { id: number }) => item.id));
      cursor = body.pagination.next_cursor ?? undefined;
    } while (cursor);
    expect(ids).toEqual(reference({ similarTo: row.id, limit: 10_000 }).ids);
    expect(ids.length).toBe(body.total);
    const byId = new Map(held.api.rows.map((r) => [r.id, r]));
    const series = ids.map((id) => byId.get(id)!.series).filter((s) => s !== null);
    expect(new Set(series).size).toBe(series.length);
    // Each by its next edition not ended, else its latest.
    for (const id of ids) {
      const listed = byId.get(id)!;
      if (listed.series === null) continue;
      const editions = held.api.rows.filter((other) => other.series === listed.series);
      const ahead = editions.filter((other) => other.end >= TODAY).sort((a, b) => a.start - b.start || a.id - b.id);
      if (ahead.length > 0) expect(listed).toBe(ahead[0]);
      else expect(listed.start).toBe(Math.max(...editions.map((other) => other.start)));
    }
    // Fewer than every edition like it: the others of each series are left out, and not counted.
    const everyEdition = held.api.rows.filter(
      (other) => other.series !== null && other.series !== row.series && series.includes(other.series),
    );
    expect(everyEdition.length).toBeGreaterThan(series.length);
    // Counted as listed: the total, and the type facet (one type an event) sums to it.
    const counted = json(await httpSearch({ similar_to: String(row.id), limit: '0', facets: 'type' }));
    expect(counted.total).toBe(ids.length);
    expect(counted.facets.type.reduce((total: number, value: { count: number }) => total + value.count, 0)).toBe(
      ids.length,
    );
  });

  it('answers limit=0 with the count and facets of the similar events', async () => {
    const row = ranked();
    const body = json(await httpSearch({ similar_to: String(row.id), limit: '0', facets: 'format' }));
    expect(body.conferences).toEqual([]);
    expect(body.total).toBe(reference({ similarTo: row.id }).total);
    const counted = body.facets.format.reduce((sum: number, value: { count: number }) => sum + value.count, 0);
    expect(counted).toBe(body.total);
  });

  it('refuses an id no event has with unknown_event, and a value that is no id with invalid_parameter', async () => {
    const unused = Math.max(...held.api.rows.map((row) => row.id)) + 1;
    const unknown = await httpSearch({ similar_to: String(unused) });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown)).toEqual({
      success: false,
      error: 'Invalid parameter',
      message: `Parameter 'similar_to' names no event: no event has the id ${unused}. Give the id of an event from the results of GET /api/gpt/conferences.`,
      code: 'unknown_event',
    });
    const text = await httpSearch({ similar_to: 'ICML' });
    expect(text.statusCode).toBe(400);
    expect(json(text).code).toBe('invalid_parameter');
    expect(json(text).message).toContain("'similar_to' must be the id of an event");
  });

  it('offers leaving similar_to out when the search finds nothing', async () => {
    const row = ranked();
    // A topic none of the similar events has.
    const topic = [...new Set(held.api.rows.map((other) => other.topic))].find(
      (name) => reference({ similarTo: row.id, topic: name }).total === 0,
    )!;
    const body = json(await httpSearch({ similar_to: String(row.id), topic }));
    expect(body.total).toBe(0);
    expect(body.relaxations).toContainEqual({ drop: 'similar_to', total: reference({ topic }).total });
    expect(body.relaxations).toContainEqual({ drop: 'topic', total: reference({ similarTo: row.id }).total });
  });
});

describe('similar_to over MCP', () => {
  it('answers the same body as HTTP, with the id as a JSON number', async () => {
    const row = ranked();
    // A page small enough for the MCP result's cap (docs/api.md, Answer sizes) to cut nothing.
    const result = await mcpSearch({ similar_to: row.id, limit: 5 });
    expect(result.isError).toBeFalsy();
    expect((result.structuredContent as { cut?: unknown }).cut).toBeUndefined();
    const http = await httpSearch({ similar_to: String(row.id), limit: '5', fields: COMPACT_ITEM_FIELDS.join(',') });
    const { fields: _fields, ...query } = json(http).query;
    expect(result.structuredContent).toEqual({ ...json(http), query });
  });

  it('refuses an unknown id with unknown_event, naming the argument and the tool', async () => {
    const unused = Math.max(...held.api.rows.map((row) => row.id)) + 1;
    const result = await mcpSearch({ similar_to: unused });
    expect(result.isError).toBe(true);
    expect(JSON.parse(textOf(result))).toEqual({
      success: false,
      error: 'Invalid parameter',
      message: `Argument 'similar_to' names no event: no event has the id ${unused}. Give the id of an event from the results of the searchConferences tool.`,
      code: 'unknown_event',
    });
  });

  it('lists similar_to in the tool input schema as an integer', async () => {
    const { tools } = await held.client.listTools();
    const search = tools.find((tool) => tool.name === 'searchConferences')!;
    expect((search.inputSchema.properties as Record<string, { type?: string }>).similar_to?.type).toBe('integer');
  });
});
