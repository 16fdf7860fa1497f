/**
 * Golden answers: the status and the exact body bytes of a fixed set of requests over the pinned
 * test snapshot, compared with test/http/golden/answers.json. A refactor must leave them
 * byte-identical; a change that alters an answer on purpose regenerates the file with
 * `UPDATE_GOLDEN=1 npx vitest run test/http/golden.test.ts` and shows the difference in review.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.js';

const GOLDEN_FILE = join(import.meta.dirname, 'golden', 'answers.json');
const UPDATE = process.env.UPDATE_GOLDEN === '1';

/** [url, with the test key?] */
const REQUESTS: readonly (readonly [string, boolean])[] = [
  ['/api/gpt/conferences', true],
  ['/api/gpt/conferences?limit=50', true],
  ['/api/gpt/conferences?limit=5&offset=20', true],
  ['/api/gpt/conferences?sort=date&limit=5', true],
  ['/api/gpt/conferences?sort=-date&limit=5', true],
  ['/api/gpt/conferences?offset=1995&sort=upcoming', true],
  ['/api/gpt/conferences?q=machine+learning&limit=5', true],
  ['/api/gpt/conferences?q=international+conf&limit=5', true],
  ['/api/gpt/conferences?q=the+of', true],
  ['/api/gpt/conferences?q=zzzzqqq', true],
  ['/api/gpt/conferences?q=M%C3%BCnchen', true],
  ['/api/gpt/conferences?topic=computer-science&limit=5', true],
  ['/api/gpt/conferences?topic=Medicine&limit=3', true],
  ['/api/gpt/conferences?subtopic=Machine+Learning&limit=3', true],
  ['/api/gpt/conferences?country=Germany&limit=3', true],
  ['/api/gpt/conferences?countries=USA,UK,DE&type=workshop&sort=-date', true],
  ['/api/gpt/conferences?continent=europe&limit=3', true],
  ['/api/gpt/conferences?continent=Asia&country=Germany', true],
  ['/api/gpt/conferences?continent=north-america&countries=Canada,Mexico,France&limit=2', true],
  ['/api/gpt/conferences?city=berlin&limit=3', true],
  ['/api/gpt/conferences?city=nowhere-at-all', true],
  ['/api/gpt/conferences?type=Webinar&limit=3', true],
  ['/api/gpt/conferences?from=2027-01-01&to=2027-03-31&limit=3', true],
  ['/api/gpt/conferences?month=2027-03&limit=3', true],
  ['/api/gpt/conferences?year=2026&sort=-date&limit=3', true],
  ['/api/gpt/conferences?month=2027-03&year=2028', true],
  ['/api/gpt/conferences?q=science&country=France&type=conference&year=2027&limit=3', true],
  ['/api/gpt/conferences?limit=0', true],
  ['/api/gpt/conferences?limit=51', true],
  ['/api/gpt/conferences?offset=-1', true],
  ['/api/gpt/conferences?topic=Computr+Science', true],
  ['/api/gpt/conferences?subtopic=Machine+Lerning', true],
  ['/api/gpt/conferences?country=Germny', true],
  ['/api/gpt/conferences?country=Germany,France', true],
  ['/api/gpt/conferences?continent=Atlantis', true],
  ['/api/gpt/conferences?type=talk', true],
  ['/api/gpt/conferences?from=2027-02-30', true],
  ['/api/gpt/conferences?from=2027-05-01&to=2027-04-01', true],
  ['/api/gpt/conferences?month=2027-13', true],
  ['/api/gpt/conferences?year=1800', true],
  ['/api/gpt/conferences?sort=popularity', true],
  ['/api/gpt/conferences?q=icml&sort=relevance&limit=5', true],
  ['/api/gpt/conferences?limit=5&limit=6', true],
  ['/api/gpt/conferences?format=online&limit=3', true],
  ['/api/gpt/conferences?format=hybrid,in-person&country=France&limit=3', true],
  ['/api/gpt/conferences?format=virtual', true],
  ['/api/gpt/conferences?cfp=open&sort=deadline&limit=5', true],
  ['/api/gpt/conferences?sort=deadline&topic=Medicine&limit=3&offset=2', true],
  ['/api/gpt/conferences?cfp=closed', true],
  ['/api/gpt/conferences?q=c%2B%2B', true],
  ['/api/gpt/conferences?facets=type,format,continent,year&country=Germany&limit=1', true],
  ['/api/gpt/conferences?facets=topic,bogus', true],
  ['/api/gpt/conferences?q=AI&limit=2', true],
  ['/api/gpt/conferences?q=machin+lerning&country=Germany', true],
  ['/api/gpt/conferences?city=', true],
  ['/api/gpt/conferences', false],
  ['/api/gpt/conferences/1', true],
  ['/api/gpt/conferences/2000', true],
  ['/api/gpt/conferences/999999', true],
  ['/api/gpt/conferences/abc', true],
  ['/api/gpt/topics', true],
  ['/api/gpt/countries', true],
  ['/api/gpt/countries?continent=Africa', true],
  ['/api/gpt/countries?continent=Mars', true],
  ['/api/gpt/stats', true],
  ['/api/gpt/nothing-here', true],
  ['/healthz', false],
];

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
      const answer = { status: response.statusCode, body: response.body };
      answers[name] = answer;
      if (!UPDATE) expect(answer).toEqual(golden()[name]);
    });
  }

  it.skipIf(UPDATE)('records exactly the requests of this file', () => {
    const names = REQUESTS.map(([url, keyed]) => `${keyed ? '' : '(no key) '}GET ${url}`);
    expect(Object.keys(golden()).sort()).toEqual([...names].sort());
  });
});
