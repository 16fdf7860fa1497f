/**
 * near, radius_km, sort=distance, region, city lists and the city and region facets over HTTP and
 * as MCP tool arguments: what the answer shows, and each refusal naming its parameter and the fix.
 */
import type { Client } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineKm } from '../../src/search/components/within-radius.js';
import { asToolAnswer, connect, type ListeningApi, startListeningApi, textOf, toolUrl } from '../mcp/client.js';
import { json } from './harness.js';

let api: ListeningApi;
let client: Client;
/** The city with the most events, and its country. */
let city: string;
let country: string;

beforeAll(async () => {
  api = await startListeningApi();
  client = await connect(api);
  const counts = new Map<string, number>();
  for (const row of api.rows)
    if (row.city && row.country)
      counts.set(`${row.city}|${row.country.name}`, (counts.get(`${row.city}|${row.country.name}`) ?? 0) + 1);
  [city, country] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0].split('|') as [string, string];
});
afterAll(async () => {
  await client.close();
  await api.close();
});

async function search(query: string) {
  const response = await api.get(`/api/gpt/conferences?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return json(response);
}

async function refusal(query: string) {
  const response = await api.get(`/api/gpt/conferences?${query}`);
  expect(response.statusCode, response.body).toBe(400);
  return json(response) as { code: string; message: string };
}

describe('near and radius_km', () => {
  it('answers events within the radius of a city, with the point in filters_applied and distance_km in items', async () => {
    const body = await search(`near=${encodeURIComponent(city)}&limit=50`);
    const near = body.filters_applied.near;
    expect(near).toMatchObject({ name: city, country, radius_km: 50 });
    expect(body.total).toBeGreaterThan(0);
    for (const item of body.conferences) {
      expect(item.distance_km).toBeGreaterThanOrEqual(0);
      expect(item.distance_km).toBeLessThanOrEqual(50);
      expect(Math.round(item.distance_km * 10)).toBeCloseTo(item.distance_km * 10, 6);
    }
    expect(body.query).toMatchObject({ near: city });
  });

  it('takes a point lat,lon and orders by distance with sort=distance', async () => {
    const first = await search(`near=${encodeURIComponent(city)}&radius_km=1`);
    const { lat, lon } = first.filters_applied.near;
    const body = await search(`near=${lat},${lon}&radius_km=300&sort=distance&limit=50`);
    expect(body.filters_applied.near).toEqual({ name: null, country: null, lat, lon, radius_km: 300 });
    const distances = body.conferences.map((item: { distance_km: number }) => item.distance_km);
    expect(distances.length).toBeGreaterThan(0);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    const wider = await search(`near=${lat},${lon}&radius_km=500`);
    expect(wider.total).toBeGreaterThanOrEqual(body.total);
    expect(haversineKm(lat, lon, lat, lon)).toBe(0);
  });

  it('pages the online events include_online adds after the cities, nearest first, every event once', async () => {
    const query = 'near=Barcelona&radius_km=500&include_online=true&sort=distance&limit=50';
    const seen: number[] = [];
    let body = await search(query);
    const { total } = body;
    for (let pages = 0; pages < 100; pages++) {
      expect(body.showing, `page at ${body.pagination.offset}`).toBeGreaterThan(0);
      seen.push(...body.conferences.map((item: { id: number }) => item.id));
      if (!body.pagination.has_more) break;
      body = await search(`${query}&offset=${body.pagination.next_offset}`);
    }
    expect(new Set(seen).size).toBe(total);
    const all = await search(query.replace('limit=50', `limit=50&offset=0`));
    const distances = all.conferences.map((item: { distance_km: number | null }) => item.distance_km);
    const firstOnline = distances.indexOf(null);
    if (firstOnline >= 0) expect(distances.slice(firstOnline).every((km: number | null) => km === null)).toBe(true);
    const placed = distances.filter((km: number | null): km is number => km !== null);
    expect(placed).toEqual([...placed].sort((a, b) => a - b));
    expect(total).toBeGreaterThan(placed.length);
  });

  it('leaves distance_km out of items without near', async () => {
    const body = await search('limit=3');
    for (const item of body.conferences) expect(item).not.toHaveProperty('distance_km');
    expect(body.filters_applied).not.toHaveProperty('near');
  });

  it.each([
    ['radius_km without near', 'radius_km=20', 'radius_km', 'must come with near'],
    ['radius_km=0', 'near=0,0&radius_km=0', 'radius_km', 'above 0 and at most 500'],
    ['radius_km above the maximum', 'near=0,0&radius_km=501', 'radius_km', 'above 0 and at most 500'],
    ['radius_km that is no number', 'near=0,0&radius_km=far', 'radius_km', 'above 0 and at most 500'],
    ['a latitude beyond 90', 'near=91,10', 'near', 'latitude from -90 to 90'],
    ['a longitude beyond 180', 'near=10,-180.5', 'near', 'longitude from -180 to 180'],
    ['sort=distance without near', 'sort=distance', 'sort', 'must not be distance without near'],
  ])('refuses %s with a 400 naming the parameter', async (_case, query, name, says) => {
    const { code, message } = await refusal(query);
    expect(code).toBe('invalid_parameter');
    expect(message).toContain(`Parameter '${name}'`);
    expect(message).toContain(says);
  });

  it('refuses a place it does not know, saying how to give one', async () => {
    const { code, message } = await refusal('near=Xanadoo');
    expect(code).toBe('unknown_place');
    expect(message).toContain("Unknown place 'Xanadoo' in near.");
    expect(message).toContain('lat,lon');
  });
});

describe('city lists and region', () => {
  it('takes a comma list of cities and names those used', async () => {
    const other = api.rows.find((row) => row.city && row.city !== city && row.country)!;
    const one = await search(`city=${encodeURIComponent(city)}`);
    const two = await search(`city=${encodeURIComponent(`${city},${other.city}`)}`);
    expect(two.total).toBeGreaterThan(one.total);
    expect(two.filters_applied.cities.length).toBeGreaterThanOrEqual(2);
    const inCountry = await search(`city=${encodeURIComponent(`${city}, ${country}`)}`);
    expect(inCountry.total).toBe(one.total);
  });

  it('refuses a city not found, whole list and all, with suggestions', async () => {
    const { code, message } = await refusal(`city=${encodeURIComponent(`${city},Xanadoo`)}`);
    expect(code).toBe('unknown_city');
    expect(message).toContain("Unknown city 'Xanadoo' in city.");
  });

  it('filters by region name or code and counts the city and region facets', async () => {
    const body = await search('region=CA&country=US&facets=city,region');
    expect(body.filters_applied.regions).toEqual(['California, United States']);
    expect(body.total).toBe((await search('region=california')).total);
    expect(body.facets.city.length).toBeGreaterThan(0);
    expect(
      body.facets.city.every((value: { value: string }) => value.value.endsWith(', California, United States')),
    ).toBe(true);
    expect(body.facets.region.length).toBeGreaterThan(1);
  });

  it('knows the regions of countries beyond North America by English name and code: Catalonia, England', async () => {
    const inCity = (name: string, alpha2: string) =>
      api.rows.filter((row) => row.city === name && row.country?.alpha2 === alpha2).length;
    expect(inCity('Barcelona', 'ES')).toBeGreaterThan(0);
    const catalonia = await search('region=Catalonia&country=ES&facets=region');
    expect(catalonia.filters_applied.regions).toEqual(['Catalonia, Spain']);
    expect(catalonia.total).toBeGreaterThanOrEqual(inCity('Barcelona', 'ES'));
    expect((await search('region=ES-CT')).total).toBe(catalonia.total);
    expect(catalonia.facets.region[0].value).toBe('Catalonia, Spain');
    const england = await search('region=England');
    expect(england.filters_applied.regions).toEqual(['England, United Kingdom']);
    expect(england.total).toBeGreaterThan(0);
    expect((await search('region=Catalonia,GB-ENG')).total).toBe(catalonia.total + england.total);
  });

  it('refuses an unknown region, and one outside the country given', async () => {
    expect((await refusal('region=Narnia')).code).toBe('unknown_region');
    const outside = await refusal('region=California&country=France');
    expect(outside.code).toBe('unknown_region');
    expect(outside.message).toContain("Unknown region 'California' in region");
  });
});

describe('as MCP tool arguments', () => {
  it('answers near, radius_km, sort and region as the HTTP API does', async () => {
    const url = `/api/gpt/conferences?near=${encodeURIComponent(city)}&radius_km=100&sort=distance&limit=5`;
    const http = await api.get(toolUrl(url));
    const result = await client.callTool({
      name: 'searchConferences',
      arguments: { near: city, radius_km: 100, sort: 'distance', limit: 5 },
    });
    expect(result.isError ?? false).toBe(false);
    expect(result.structuredContent).toEqual(asToolAnswer(json(http), url));
    const tools = await client.listTools();
    const properties = Object.keys(tools.tools[0]!.inputSchema.properties ?? {});
    expect(properties).toEqual(expect.arrayContaining(['near', 'radius_km', 'region', 'city']));
  });

  it.each([
    [{ radius_km: 10 }, 'Argument \'radius_km\' must come with near: give near: \\"<city>\\"'],
    [{ near: '0,0', radius_km: 0 }, "Argument 'radius_km'"],
    [{ near: '95,0' }, "Argument 'near'"],
    [{ sort: 'distance' }, "Argument 'sort'"],
    [{ near: 'Xanadoo' }, "Unknown place 'Xanadoo'"],
    [{ region: 'Narnia' }, "Unknown region 'Narnia'"],
    [{ city: 'Xanadoo' }, "Unknown city 'Xanadoo'"],
  ])('answers %j with a tool error', async (args, says) => {
    const result = await client.callTool({ name: 'searchConferences', arguments: args });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain(says);
  });
});
