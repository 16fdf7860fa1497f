import { subTopicsOf, topicsOf } from '../../src/source/event-lists.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTINENTS } from '../../src/reference/continents.js';
import { formatIsoDate, parseIsoDate } from '../../src/util/dates.js';
import { json, NOW, startTestApi, type TestApi } from './harness.js';

let api: TestApi;
const TODAY = parseIsoDate(NOW.toISOString().slice(0, 10))!;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const byCountThenName = (a: { count: number; name: string }, b: { count: number; name: string }) =>
  b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

describe('GET /api/gpt/conferences/{id}', () => {
  it('returns the item fields plus the details, null where unknown', async () => {
    for (const row of api.rows.slice(0, 40)) {
      const response = await api.get(`/api/gpt/conferences/${row.id}`);
      expect(response.statusCode).toBe(200);
      const body = json(response);
      expect(Object.keys(body)).toEqual(['success', 'conference']);
      expect(body.success).toBe(true);
      const event = body.conference;
      // ranks, tracks and last_verified are written only when the event has them (docs/api.md).
      const optional = new Set(['ranks', 'tracks', 'last_verified']);
      expect(
        Object.keys(event)
          .filter((key) => !optional.has(key))
          .sort(),
      ).toEqual([
        'acceptance_rate',
        'acceptance_rates',
        'acronym',
        'aliases',
        'cfp_status',
        'contact_email',
        'continent',
        'country_code',
        'dates',
        'deadlines',
        'description',
        'editions',
        'format',
        'id',
        'location',
        'name',
        'next_deadline',
        'organizer',
        'rank',
        'series',
        'sources',
        'sub_topic',
        'sub_topics',
        'submission_deadline',
        'topic',
        'topics',
        'type',
        'website',
      ]);
      expect(event).toMatchObject({
        id: row.id,
        name: row.name,
        acronym: row.bareAcronym,
        series: row.series,
        description: row.description,
        format: row.format,
        submission_deadline: row.deadline === null ? null : formatIsoDate(row.deadline),
        contact_email: row.email,
        continent: row.country?.continent ?? null,
        country_code: row.country?.alpha2 ?? null,
        location: { country: row.country?.name ?? '', city: row.city ?? '', venue: row.venue ?? '' },
      });
      expect(event.deadlines.filter((d: { estimated: boolean }) => !d.estimated)).toHaveLength(row.deadlines.length);
      for (const edition of event.editions) expect(edition.id).not.toBe(row.id);
    }
  });

  it('accepts a trailing slash', async () => {
    expect((await api.get(`/api/gpt/conferences/${api.rows[0]!.id}/`)).statusCode).toBe(200);
  });

  it.each(['0', '-1', '1.5', 'abc', '1e3', '2147483648', '99999999999999999999999', '%20', 'null'])(
    'GET /api/gpt/conferences/%s is a 400 naming the id rule',
    async (id) => {
      const response = await api.get(`/api/gpt/conferences/${id}`);
      expect(response.statusCode).toBe(400);
      const body = json(response);
      expect(body.error).toBe('Invalid parameter');
      expect(body.message).toMatch(/^Parameter 'id' must (be a positive integer from 1 to 2147483647|not be empty)/);
    },
  );

  it('answers 404 for an unknown id', async () => {
    const id = Math.max(...api.rows.map((row) => row.id)) + 1;
    const response = await api.get(`/api/gpt/conferences/${id}`);
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({
      success: false,
      error: 'Not found',
      message: `Conference with id ${id} was not found.`,
      code: 'event_not_found',
    });
  });
});

describe('GET /api/gpt/topics', () => {
  it('lists every topic with slug, count and sub-topic counts within the topic, most events first', async () => {
    const body = json(await api.get('/api/gpt/topics'));
    expect(Object.keys(body)).toEqual(['success', 'total', 'topics']);
    const names = new Set(api.rows.flatMap((row) => topicsOf(row)));
    expect(body.total).toBe(names.size);
    expect(body.topics).toHaveLength(names.size);
    expect([...body.topics].sort(byCountThenName)).toEqual(body.topics);
    let sum = 0;
    // An event of several topics counts in each, and under each of its sub-topics within each.
    for (const topic of body.topics) {
      expect(Object.keys(topic)).toEqual(['name', 'slug', 'count', 'subtopics', 'more_subtopics']);
      const inTopic = api.rows.filter((row) => topicsOf(row).includes(topic.name));
      expect(topic.count).toBe(inTopic.length);
      sum += topic.count;
      const all = new Set(inTopic.flatMap((row) => subTopicsOf(row)));
      expect(topic.subtopics.length).toBe(Math.min(20, all.size));
      expect(topic.more_subtopics).toBe(all.size - topic.subtopics.length);
      expect([...topic.subtopics].sort(byCountThenName)).toEqual(topic.subtopics);
      for (const sub of topic.subtopics) {
        expect(Object.keys(sub)).toEqual(['name', 'slug', 'count']);
        expect(sub.count).toBe(inTopic.filter((row) => subTopicsOf(row).includes(sub.name)).length);
      }
    }
    expect(sum).toBe(api.rows.reduce((total, row) => total + topicsOf(row).length, 0));
  });

  it('lists one topic with all its sub-topics for topic=<name or slug>, the first 20 as the whole list has them', async () => {
    const every = json(await api.get('/api/gpt/topics'));
    const largest = every.topics.reduce((a: any, b: any) => (b.subtopics.length > a.subtopics.length ? b : a));
    for (const given of [largest.name, largest.slug, largest.name.toUpperCase()]) {
      const body = json(await api.get(`/api/gpt/topics?topic=${encodeURIComponent(given)}`));
      expect(body.total).toBe(1);
      const [topic] = body.topics;
      expect(topic.name).toBe(largest.name);
      expect(topic.more_subtopics).toBe(0);
      expect(topic.subtopics).toHaveLength(largest.subtopics.length + largest.more_subtopics);
      expect(topic.subtopics.slice(0, 20)).toEqual(largest.subtopics);
    }
  });

  it('refuses an unknown topic as the search does, with the closest names', async () => {
    const response = await api.get('/api/gpt/topics?topic=Computr+Science');
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual(json(await api.get('/api/gpt/conferences?topic=Computr+Science')));
    expect(json(await api.get('/api/gpt/topics?topic=')).message).toBe("Parameter 'topic' must not be empty.");
  });

  it('lists each sub-topic under one topic: the data files an event under sub-topics of its own topic', async () => {
    const seen = new Map<string, string>();
    for (const { name } of json(await api.get('/api/gpt/topics')).topics) {
      for (const sub of json(await api.get(`/api/gpt/topics?topic=${encodeURIComponent(name)}`)).topics[0].subtopics) {
        expect(seen.get(sub.name) ?? name, sub.name).toBe(name);
        seen.set(sub.name, name);
      }
    }
    expect(seen.size).toBeGreaterThan(100);
  });

  it('gives names and slugs the search accepts as topic and subtopic', async () => {
    const body = json(await api.get('/api/gpt/topics'));
    const topic = body.topics[0];
    const sub = topic.subtopics[0];
    const bySlug = json(await api.get(`/api/gpt/conferences?topic=${topic.slug}&subtopic=${sub.slug}`));
    expect(bySlug.total).toBe(sub.count);
  });
});

describe('GET /api/gpt/countries', () => {
  it('lists the countries with events, with code, continent and count, by count then name', async () => {
    const body = json(await api.get('/api/gpt/countries'));
    expect(Object.keys(body)).toEqual(['success', 'total', 'countries']);
    const present = new Map<string, number>();
    for (const row of api.rows)
      if (row.country) present.set(row.country.name, (present.get(row.country.name) ?? 0) + 1);
    expect(body.total).toBe(present.size);
    expect([...body.countries].sort(byCountThenName)).toEqual(body.countries);
    for (const country of body.countries) {
      expect(Object.keys(country)).toEqual(['name', 'code', 'continent', 'count']);
      expect(country.count).toBe(present.get(country.name));
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(CONTINENTS).toContain(country.continent);
    }
    expect(body.countries.find((c: { name: string }) => c.name === 'Germany')).toMatchObject({
      code: 'DE',
      continent: 'Europe',
    });
  });

  it('restricts the list to a continent written in any case or with a hyphen', async () => {
    const all = json(await api.get('/api/gpt/countries')).countries as { continent: string }[];
    const body = json(await api.get('/api/gpt/countries?continent=north-america'));
    expect(body.countries).toEqual(all.filter((c) => c.continent === 'North America'));
    expect(body.total).toBe(body.countries.length);
  });

  it('rejects an unknown continent, listing the six', async () => {
    const response = await api.get('/api/gpt/countries?continent=Atlantis');
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe(
      `Parameter 'continent' must be one of Asia, Europe, North America, South America, Africa, Oceania (got "Atlantis").`,
    );
    expect((await api.get('/api/gpt/countries?continent=Asia&continent=Europe')).statusCode).toBe(400);
    expect((await api.get('/api/gpt/countries?continent=')).statusCode).toBe(400);
  });
});

describe('GET /api/gpt/stats', () => {
  it('counts events, countries with events, topics, this month from today, and the date range', async () => {
    const body = json(await api.get('/api/gpt/stats'));
    expect(Object.keys(body)).toEqual(['success', 'statistics', 'continents']);
    const endOfMonth = parseIsoDate('2026-11-30')!;
    expect(body.statistics).toEqual({
      total_conferences: api.rows.length,
      total_countries: new Set(api.rows.flatMap((row) => (row.country ? [row.country.name] : []))).size,
      total_topics: new Set(api.rows.map((row) => row.topic)).size,
      upcoming_this_month: api.rows.filter((row) => row.start >= TODAY && row.start <= endOfMonth).length,
      date_range: {
        earliest: formatIsoDate(Math.min(...api.rows.map((row) => row.start))),
        latest: formatIsoDate(Math.max(...api.rows.map((row) => row.end))),
      },
    });
  });

  it('lists all six continents with their event counts', async () => {
    const body = json(await api.get('/api/gpt/stats'));
    expect(body.continents.map((c: { name: string }) => c.name).sort()).toEqual([...CONTINENTS].sort());
    for (const continent of body.continents) {
      expect(continent.count).toBe(api.rows.filter((row) => row.country?.continent === continent.name).length);
    }
    expect([...body.continents].sort(byCountThenName)).toEqual(body.continents);
  });
});
