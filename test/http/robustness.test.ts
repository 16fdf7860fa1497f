import { ERROR_TABLE, type ErrorCode } from '../../src/api/errors.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_PARAMETERS } from '../../src/api/schemas/index.js';
import { seededRandom } from '../../tools/support/random-filters.js';
import { startTestApi, type TestApi } from './harness.js';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const HOSTILE_VALUES = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '+5',
  '9'.repeat(400),
  '-0',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  '%00',
  'a%00b',
  '%E0%A4%A',
  '%FF%FE',
  '%',
  '%%',
  '%zz',
  '%C3%BC',
  'M%C3%BCnchen',
  '%F0%9F%98%80',
  '東京',
  'عربي',
  "'; DROP TABLE events; --",
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a hostile input, meant literally.
  '${jndi:x}',
  '__proto__',
  'constructor',
  '[]',
  '{}',
  '2027-02-30',
  '2027-13',
  '2027-1-1',
  '9999-12-31',
  '0000-01-01',
  'north-america',
  'EUROPE',
  'Germany,,France',
  ',,,',
  'q'.repeat(10_000),
  'Germany,'.repeat(500),
  '%0A%0D',
  '\\',
  '..%2F..%2Fetc%2Fpasswd',
  'a+b+c',
];
const QUESTION_WORDS = ['after', 'before', 'next', 'this', 'in', 'like', 'between', 'AI+conferences+in'];
const EXTRA_NAMES = ['__proto__', 'constructor', 'toString', 'api_key', 'limit[]', 'q[0]', '', '%00'];

describe('hostile requests', () => {
  it('never produce a 5xx, and every error has the error shape', async () => {
    const random = seededRandom(20_261_121);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const urls: string[] = [];
    for (let i = 0; i < 300; i++) {
      const parts: string[] = [];
      const n = 1 + Math.floor(random() * 4);
      for (let j = 0; j < n; j++) {
        const name = random() < 0.85 ? pick(SEARCH_PARAMETERS) : pick(EXTRA_NAMES);
        const value = random() < 0.7 ? pick(HOSTILE_VALUES) : String(Math.floor(random() * 100));
        parts.push(`${name}=${value}`);
        if (random() < 0.1) parts.push(`${name}=${value}`); // repeated
      }
      urls.push(`/api/gpt/conferences?${parts.join('&')}`);
    }
    for (let i = 0; i < 120; i++) {
      const id =
        random() < 0.5 ? pick(HOSTILE_VALUES) : String(Math.floor((random() - 0.3) * 10 ** Math.floor(random() * 15)));
      urls.push(`/api/gpt/conferences/${id}`);
    }
    // A question's words that read what follows them, then a hostile value, or nothing.
    for (let i = 0; i < 60; i++)
      urls.push(`/api/gpt/connector/search?query=${pick(QUESTION_WORDS)}+${pick(HOSTILE_VALUES)}`);
    for (let i = 0; i < 40; i++) {
      urls.push(`/api/gpt/countries?continent=${pick(HOSTILE_VALUES)}`);
      urls.push(
        `/api/gpt/${pick(['topics', 'stats', 'openapi', 'x', ''])}?${pick(EXTRA_NAMES)}=${pick(HOSTILE_VALUES)}`,
      );
    }

    const statuses = new Map<number, number>();
    for (const url of urls) {
      const response = await api.get(url);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      const body = JSON.parse(response.body) as Record<string, unknown>;
      if (response.statusCode >= 400) {
        expect(Object.keys(body).sort(), url).toEqual(['code', 'error', 'message', 'success']);
        expect(ERROR_TABLE[body.code as ErrorCode]?.status, url).toBe(response.statusCode);
        expect(body.success).toBe(false);
        expect(typeof body.error).toBe('string');
        expect(typeof body.message).toBe('string');
        expect(String(body.message).length, url).toBeLessThan(1000);
      } else if (!url.includes('openapi') && !url.includes('connector')) {
        expect(body.success, url).toBe(true);
      }
    }
    // The mix exercises both answers and refusals.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(20);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(100);
  });

  it('answers a 10,000-character q with a 400 naming the length rule', async () => {
    const response = await api.get(`/api/gpt/conferences?q=${'x'.repeat(10_000)}`);
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body).message).toMatch(/^Parameter 'q' must be at most 200 characters/);
  });

  it('answers a URL longer than MAX_URL_LENGTH with a JSON 414', async () => {
    const response = await api.get(`/api/gpt/conferences?city=${'x'.repeat(13_000)}`);
    expect(response.statusCode).toBe(414);
    expect(JSON.parse(response.body)).toEqual({
      success: false,
      error: 'URI too long',
      message: expect.stringMatching(/limit is 12288/),
      code: 'uri_too_long',
    });
  });
});
