/**
 * The mistakes a language model makes when it builds a call from the OpenAPI schema, each with the
 * answer that helps it recover: the exact status and the key part of the message (docs/api.md,
 * Errors). A wrong guess (topic=AI answered with "Law") fails the row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestApi, type TestApi } from './harness.js';
import { MISTAKES } from './model-mistakes/cases.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

describe('answers to the mistakes models make', () => {
  it('has at least 40 rows', () => {
    expect(MISTAKES.length).toBeGreaterThanOrEqual(40);
  });

  for (const { url, status, says = [], never = [] } of MISTAKES) {
    it(`GET ${url} answers ${status}${says.length > 0 ? ` saying ${says.join(' / ')}` : ''}`, async () => {
      const response = await api.get(url);
      expect(response.statusCode, response.body).toBe(status);
      const text = status === 200 ? response.body : (json(response).message as string);
      for (const part of says) expect(text).toMatch(part);
      for (const part of never) expect(text).not.toMatch(part);
    });
  }
});
