/**
 * The test API of the search tests, with the helpers they share: a 200 search, a 400 refusal and
 * plain counts over the source rows. Registers its own beforeAll/afterAll.
 */
import { ERROR_TABLE, type ErrorCode } from '../../src/api/errors.js';
import { afterAll, beforeAll, expect } from 'vitest';
import type { ValidRow } from '../../src/source/validate.js';
import { parseIsoDate } from '../../src/util/dates.js';
import { json, NOW, startTestApi, type TestApi } from './harness.js';

export const TODAY = parseIsoDate(NOW.toISOString().slice(0, 10))!;

export interface SearchApi {
  readonly api: TestApi;
  /** The body of a search that must answer 200. */
  search(query: string): Promise<Record<string, any>>;
  /** The message of a search that must answer 400 Invalid parameter. */
  rejected(query: string): Promise<string>;
  /** Source rows that `keep` accepts. */
  count(keep: (row: ValidRow) => boolean): number;
  byId(id: number): ValidRow;
}

export function useSearchApi(): SearchApi {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });
  const ready = (): TestApi => {
    if (!api) throw new Error('the test API is not started yet');
    return api;
  };
  return {
    get api() {
      return ready();
    },
    async search(query) {
      const response = await ready().get(`/api/gpt/conferences${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return json(response);
    },
    async rejected(query) {
      const response = await ready().get(`/api/gpt/conferences${query}`);
      expect(response.statusCode, response.body).toBe(400);
      const body = json(response);
      expect(Object.keys(body).sort()).toEqual(['code', 'error', 'message', 'success']);
      expect(body.success).toBe(false);
      expect(body.error).toBe('Invalid parameter');
      expect(ERROR_TABLE[body.code as ErrorCode]?.status).toBe(400);
      return body.message as string;
    },
    count: (keep) => ready().rows.filter(keep).length,
    byId: (id) => ready().rows.find((row) => row.id === id)!,
  };
}
