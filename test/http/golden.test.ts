/**
 * Golden answers: the status and the exact body bytes of a fixed set of requests over the pinned
 * test snapshot, compared with test/http/golden/answers.json. A refactor must leave them
 * byte-identical; a change that alters an answer on purpose regenerates the file with
 * `UPDATE_GOLDEN=1 npx vitest run test/http/golden.test.ts` and shows the difference in review.
 * A search's page cursor, bound to the run's own key, is recorded as a mark.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUESTS } from './golden/requests.js';
import { startTestApi, type TestApi } from './harness.js';

const GOLDEN_FILE = join(import.meta.dirname, 'golden', 'answers.json');
const UPDATE = process.env.UPDATE_GOLDEN === '1';

interface Answer {
  status: number;
  body: string;
}

let api: TestApi;
const answers: Record<string, Answer> = {};

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
  if (UPDATE) writeFileSync(GOLDEN_FILE, `${JSON.stringify(answers, null, 1)}\n`);
});

function golden(): Record<string, Answer> {
  if (!existsSync(GOLDEN_FILE)) throw new Error(`${GOLDEN_FILE} is missing: run with UPDATE_GOLDEN=1 to write it`);
  return JSON.parse(readFileSync(GOLDEN_FILE, 'utf8')) as Record<string, Answer>;
}

describe('golden answers', () => {
  for (const [url, keyed] of REQUESTS) {
    const name = `${keyed ? '' : '(no key) '}GET ${url}`;
    it(`answers ${name} byte for byte as recorded`, async () => {
      const response = await api.get(url, keyed ? { 'x-api-key': api.key } : {});
      // A page cursor is bound to the calling key, whose id each run makes anew (test/api/cursor.test.ts holds it).
      const body = response.body.replace(/"next_cursor":"[\w-]{24}"/g, '"next_cursor":"(the key\'s)"');
      const answer = { status: response.statusCode, body };
      answers[name] = answer;
      if (!UPDATE) expect(answer).toEqual(golden()[name]);
    });
  }

  it.skipIf(UPDATE)('records exactly the requests of this file', () => {
    const names = REQUESTS.map(([url, keyed]) => `${keyed ? '' : '(no key) '}GET ${url}`);
    expect(Object.keys(golden()).sort()).toEqual([...names].sort());
  });
});
