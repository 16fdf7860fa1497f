/**
 * `GET /events/{id}` (docs/api.md, Event pages and citations): an edition's page without a key,
 * written from getConference's detail, every value escaped, with schema.org Event JSON-LD valid
 * against the vocabulary; a 404 page for an id the data does not hold; cacheable, with an ETag;
 * the pages' Content-Security-Policy and limit.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_STYLE } from '../../src/api/index.js';
import { citationUrl } from '../../src/api/views/citation.js';
import { EVENTS, type EventPageApp, HOSTILE, openEventPageApp } from './event-page-fixture.js';
import { schemaOrgProblems } from './schema-org.js';

let pages: EventPageApp;
const BASE = 'https://conferences.example.org/directory';

beforeAll(async () => {
  pages = await openEventPageApp({ PUBLIC_BASE_URL: BASE });
});
afterAll(async () => pages?.close());

const get = (url: string, headers: Record<string, string> = {}) => pages.app.inject({ method: 'GET', url, headers });

/** The JSON-LD data block of a page, parsed. */
function jsonLdOf(body: string): Record<string, any> {
  const blocks = [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]![1]!);
}

/** The detail getConference answers for `id`. */
async function detailOf(id: number): Promise<Record<string, any>> {
  const key = pages.app.inject({ method: 'GET', url: `/api/gpt/conferences/${id}` });
  return JSON.parse((await key).body);
}

describe('an edition’s page', () => {
  it('answers without a key, as cacheable HTML under a policy that allows only its own style sheet', async () => {
    const page = await get(`/events/${EVENTS.full}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('public, max-age=300');
    const hash = createHash('sha256').update(PAGE_STYLE).digest('base64');
    expect(page.headers['content-security-policy']).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; form-action 'none'; base-uri 'none'; frame-ancestors 'none'`,
    );
    // The API itself needs the key the page does without.
    expect((await detailOf(EVENTS.full)).code).toBe('unauthorized');
    const again = await get(`/events/${EVENTS.full}`, { 'if-none-match': String(page.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('shows every value as text, never as markup, in the page and in its JSON-LD', async () => {
    const { body } = await get(`/events/${EVENTS.full}`);
    expect(body).not.toContain('<script>alert');
    expect(body).not.toContain('<b>bold</b>');
    expect(body).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#39;quotes&#39;');
    // One script element: the data block; its JSON cannot close it.
    expect(body.match(/<script/g)).toHaveLength(1);
    const data = body.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!;
    expect(data).not.toMatch(/[<>&\u2028]/);
    expect(jsonLdOf(body).organizer.name).toBe(HOSTILE);
    expect(body).toContain('href="https://symp2027.example.org/?a=1&#38;b=&#60;2&#62;"');
  });

  it('shows the dates, place, every deadline with its zone, the track, ranks, sources and other editions', async () => {
    const { body } = await get(`/events/${EVENTS.full}`);
    expect(body).toContain('<h2 id="deadlines">Deadlines</h2>');
    expect(body).toContain('<time datetime="2027-03-03">2027-03-03</time>');
    expect(body).toContain('Hall &#34;A&#34; &#60;1&#62;, Berlin, Germany (Europe)');
    for (const zone of ['AoE (anywhere on Earth, UTC-12)', 'Europe/Berlin', 'America/New_York']) {
      expect(body).toContain(`<td>${zone}</td>`);
    }
    expect(body).toContain('<th scope="row">Paper (round 2)</th>');
    expect(body).toContain('<h3>Industry &#60;Track&#62;</h3>');
    expect(body).toContain('<a href="https://portal.core.edu.au/conf-ranks/1/">CORE A*</a> (2026)');
    expect(body).toContain('<a href="https://example.org/symp.yml">ccf-deadlines</a>, record <code>symp27</code>');
    expect(body).toContain(`<a href="${BASE}/events/${EVENTS.online}">`);
    expect(body).toContain(`<link rel="canonical" href="${BASE}/events/${EVENTS.full}">`);
  });

  it('has a deadline table row for each deadline the API answers', async () => {
    const { body } = await get(`/events/${EVENTS.full}`);
    const table = body.match(/<caption>Deadlines of SYMP 2027, soonest first<\/caption>[\s\S]*?<\/table>/)![0];
    expect(table.match(/<th scope="row">/g)).toHaveLength(4);
  });
});

describe('its JSON-LD', () => {
  it('is a schema.org Event valid against the vocabulary, for every kind of edition', async () => {
    for (const id of Object.values(EVENTS)) {
      const data = jsonLdOf((await get(`/events/${id}`)).body);
      expect(data['@context']).toBe('https://schema.org');
      expect(data['@type']).toBe('Event');
      expect(schemaOrgProblems(data), `event ${id}`).toEqual([]);
      expect(data.eventStatus).toBe('https://schema.org/EventScheduled');
    }
  });

  it('places an in-person event, an online one and a hybrid one as schema.org expects', async () => {
    const full = jsonLdOf((await get(`/events/${EVENTS.full}`)).body);
    expect(full).toMatchObject({
      startDate: '2027-03-03',
      endDate: '2027-03-05',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Berlin', addressCountry: 'DE' },
      },
      sameAs: 'https://symp2027.example.org/?a=1&b=<2>',
    });
    const online = jsonLdOf((await get(`/events/${EVENTS.online}`)).body);
    expect(online.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    // The series' home page is neither the event's identity nor its place: the page itself is its url.
    expect(online.location).toEqual({ '@type': 'VirtualLocation', url: `${BASE}/events/${EVENTS.online}` });
    expect(online.sameAs).toBeUndefined();
    const hybrid = jsonLdOf((await get(`/events/${EVENTS.hybrid}`)).body);
    expect(hybrid.eventAttendanceMode).toBe('https://schema.org/MixedEventAttendanceMode');
    expect(hybrid.location.map((place: { '@type': string }) => place['@type'])).toEqual(['Place', 'VirtualLocation']);
  });

  it("gives every online place the url Google's Event rich results require: the edition's site, else the page", async () => {
    for (const id of [EVENTS.online, EVENTS.hybrid]) {
      const data = jsonLdOf((await get(`/events/${id}`)).body);
      const places = [data.location].flat() as { '@type': string; url?: string }[];
      const virtual = places.find((place) => place['@type'] === 'VirtualLocation');
      expect(virtual?.url, `event ${id}`).toBe(data.sameAs ?? `${BASE}/events/${id}`);
      expect(virtual?.url, `event ${id}`).toMatch(/^https?:\/\//);
    }
  });

  it('gives dates as precisely as the data knows them, and none it does not', async () => {
    const month = jsonLdOf((await get(`/events/${EVENTS.month}`)).body);
    expect([month.startDate, month.endDate]).toEqual(['2027-04', '2027-05']);
    const undated = jsonLdOf((await get(`/events/${EVENTS.undated}`)).body);
    expect(undated.startDate).toBeUndefined();
    expect(undated.endDate).toBeUndefined();
  });
});

describe('citations and the page', () => {
  it('cite the edition’s own website, else this page, which names a series’ site as such', async () => {
    expect(citationUrl(pages.index, EVENTS.full, BASE)).toBe('https://symp2027.example.org/?a=1&b=<2>');
    expect(citationUrl(pages.index, EVENTS.online, BASE)).toBe(`${BASE}/events/${EVENTS.online}`);
    const { body } = await get(`/events/${EVENTS.online}`);
    expect(body).toContain('<dt>Series&#39; website</dt>');
  });
});

describe('an id the data does not hold', () => {
  it.each(['999999', '0', 'abc', '12345678901', '%3Cscript%3E'])('is a 404 page: %s', async (id) => {
    const page = await get(`/events/${id}`);
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('<h1>No such event</h1>');
    expect(page.body).not.toContain('<script');
  });
});

describe('the methods and the limit', () => {
  it('answers HEAD, OPTIONS with Allow, and refuses POST with a 405', async () => {
    expect((await pages.app.inject({ method: 'HEAD', url: `/events/${EVENTS.full}` })).statusCode).toBe(200);
    const options = await pages.app.inject({ method: 'OPTIONS', url: `/events/${EVENTS.full}` });
    expect([options.statusCode, options.headers.allow]).toEqual([204, 'GET, HEAD, OPTIONS']);
    expect((await pages.app.inject({ method: 'POST', url: `/events/${EVENTS.full}` })).statusCode).toBe(405);
  });

  it('counts the pages per client address, as the other pages', async () => {
    const limited = await openEventPageApp({ DOCS_PER_MINUTE: '2' });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await limited.app.inject({ url: `/events/${EVENTS.full}` })).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
