/**
 * Pages of a search (docs/api.md, Pages): `pagination.next_cursor` continues a search where
 * `next_offset` does, with the page size it was answered with unless the call gives another; it is
 * refused with another search or beside `offset`, and `remaining` counts the events after the
 * page. A cursor is the caller's over both transports; `fields` lists fewer fields.
 */
import { describe, expect, it } from 'vitest';
import { answerOf, textOf, useMcpApi } from '../mcp/client.js';
import { json } from './harness.js';

const held = useMcpApi();
const search = async (query: string) => {
  const response = await held.api.get(`/api/gpt/conferences?${query}`);
  return { status: response.statusCode, body: json(response) };
};
const ids = (body: Record<string, any>): number[] => body.conferences.map((item: { id: number }) => item.id);

describe('a search page', () => {
  it('names the next page by cursor as by offset, and how many events follow it', async () => {
    const first = (await search('country=Germany&limit=5')).body;
    expect(first.pagination).toMatchObject({ offset: 0, has_more: true, next_offset: 5 });
    expect(first.pagination.remaining).toBe(first.total - 5);
    expect(first.pagination.next_cursor).toMatch(/^[\w-]{24}$/);
    const byCursor = (await search(`country=Germany&cursor=${first.pagination.next_cursor}`)).body;
    const byOffset = (await search('country=Germany&limit=5&offset=5')).body;
    expect(ids(byCursor)).toEqual(ids(byOffset));
    expect(byCursor.pagination).toEqual(byOffset.pagination);
    // The query echoes the cursor as given.
    expect(byCursor.query).toEqual({ country: 'Germany', cursor: first.pagination.next_cursor });
  });

  it('walks a whole search by cursor to its last page, which has none', async () => {
    const seen: number[] = [];
    let page = (await search('country=Spain&limit=7')).body;
    seen.push(...ids(page));
    for (let guard = 0; page.pagination.next_cursor !== null && guard < 100; guard++) {
      page = (await search(`country=Spain&cursor=${page.pagination.next_cursor}`)).body;
      expect(page.pagination.limit).toBe(7);
      seen.push(...ids(page));
    }
    expect(page.pagination).toMatchObject({ has_more: false, next_offset: null, next_cursor: null, remaining: 0 });
    expect(seen).toHaveLength(page.total);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('takes another limit, fields, facets, include or tz with a cursor', async () => {
    const first = (await search('topic=Medicine&limit=4')).body;
    const cursor = first.pagination.next_cursor;
    const next = await search(
      `topic=Medicine&cursor=${cursor}&limit=2&fields=name&facets=country&include=deadlines&tz=Asia/Tokyo`,
    );
    expect(next.status).toBe(200);
    expect(next.body.pagination).toMatchObject({ offset: 4, limit: 2 });
    expect(Object.keys(next.body.conferences[0])).toEqual(['id', 'name', 'deadlines']);
  });

  it.each([
    ['another filter', 'topic=Physics', 'cursor'],
    ['another order', 'topic=Medicine&sort=-date', 'cursor'],
    ['a filter left out', '', 'cursor'],
    ['an offset beside it', 'topic=Medicine&offset=4', 'offset'],
  ])('refuses a cursor with %s, naming the parameter', async (_case, query, named) => {
    const cursor = (await search('topic=Medicine&limit=4')).body.pagination.next_cursor;
    const refused = await search(`${query}${query === '' ? '' : '&'}cursor=${cursor}`);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('invalid_parameter');
    expect(refused.body.message).toMatch(new RegExp(`^Parameter '${named}' must`));
  });

  it('refuses a cursor that is not one', async () => {
    for (const cursor of ['abc', 'AQAAAAoKTmV4dFBhZ2VIYXNo']) {
      const refused = await search(`cursor=${cursor}`);
      expect(refused.status, cursor).toBe(400);
      expect(refused.body.message, cursor).toContain("Parameter 'cursor' must be");
    }
  });

  it('refuses a forged cursor: a page size of 255, an offset of 4,294,967,295, a changed byte', async () => {
    const cursor = (await search('country=Germany&limit=5')).body.pagination.next_cursor as string;
    const bytes = Buffer.from(cursor, 'base64url');
    const forged = (change: (copy: Buffer) => void) => {
      const copy = Buffer.from(bytes);
      change(copy);
      return copy.toString('base64url');
    };
    for (const text of [
      forged((copy) => void (copy[5] = 255)),
      forged((copy) => void copy.writeUInt32BE(4_294_967_295, 1)),
      forged((copy) => void (copy[17] = copy[17]! ^ 1)),
    ]) {
      const refused = await search(`country=Germany&cursor=${text}`);
      expect(refused.status, text).toBe(400);
      expect(refused.body.code).toBe('invalid_parameter');
      expect(refused.body.message).toMatch(/^Parameter 'cursor' must be the pagination.next_cursor/);
    }
  });

  it('lists only the fields asked for, id first, and refuses a field that is none', async () => {
    const few = (await search('limit=3&fields=location,NAME,dates')).body;
    for (const item of few.conferences) expect(Object.keys(item)).toEqual(['id', 'name', 'dates', 'location']);
    const refused = await search('fields=name,venue');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^Parameter 'fields' must be one of id, name, type, /);
  });
});

describe('a search page over MCP', () => {
  it("continues the key's search by cursor, which its text names, as over HTTP", async () => {
    const first = await held.client.callTool({
      name: 'searchConferences',
      arguments: { country: 'Germany', limit: 5 },
    });
    const { pagination } = answerOf(first);
    expect(textOf(first)).toContain(`cursor: "${pagination.next_cursor}"`);
    const next = answerOf(
      await held.client.callTool({
        name: 'searchConferences',
        arguments: { country: 'Germany', cursor: pagination.next_cursor },
      }),
    );
    expect(ids(next)).toEqual(ids((await search('country=Germany&limit=5&offset=5')).body));
    // The cursor an HTTP answer gave the same key reads over MCP too.
    const http = (await search('country=Germany&limit=5')).body;
    expect(http.pagination.next_cursor).toBe(pagination.next_cursor);
  });

  it('lists the compact fields unless fields names others, and every field with fields naming them all', async () => {
    const compact = answerOf(await held.client.callTool({ name: 'searchConferences', arguments: { limit: 2 } }));
    expect(Object.keys(compact.conferences[0])).toEqual(
      expect.arrayContaining(['id', 'name', 'acronym', 'dates', 'location', 'website', 'cfp_status']),
    );
    expect(compact.conferences[0]).not.toHaveProperty('organizer');
    const few = answerOf(
      await held.client.callTool({ name: 'searchConferences', arguments: { limit: 2, fields: ['name', 'organizer'] } }),
    );
    expect(Object.keys(few.conferences[0])).toEqual(['id', 'name', 'organizer']);
  });
});
