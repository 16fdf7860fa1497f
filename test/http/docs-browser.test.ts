/**
 * The API reference in a real browser: Debian's Chromium driven by playwright-core, against the
 * app listening on a free loopback port. The page loads with no console error, lists every
 * operation, and a "Try it out" search with a key answers 200 with results shown in the page.
 * A screenshot is saved to test-artifacts/ (ignored by git).
 *
 * Chromium is installed by .ci/run. Under CI=true a missing browser fails this test; elsewhere the
 * test is skipped with the reason.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryNames } from '../../src/api/operation.js';
import { OPERATIONS } from '../../src/api/operations.js';
import { PROJECT_ROOT } from '../../src/util/paths.js';
import { freePort } from '../fixtures/servers.js';
import { skipWithoutChromium, watchedPage } from './chromium.js';
import { startTestApi, type TestApi, testConfig } from './harness.js';

const SCREENSHOT = join(PROJECT_ROOT, 'test-artifacts', 'docs-try-it.png');
const searchOperation = OPERATIONS.find((op) => op.operationId === 'searchConferences')!;

/** Polls `check` every 50 ms until it holds, failing with `what` after 15 s. */
async function waitUntil(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(skipWithoutChromium('docs browser test'))('the API reference in Chromium', () => {
  let api: TestApi;
  let base: string;
  let browser: Browser;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    api = await startTestApi({ config: testConfig({ PUBLIC_BASE_URL: base }) });
    await api.app.listen({ host: '127.0.0.1', port });
    ({ browser, page, problems } = await watchedPage({ width: 1280, height: 1600 }));
  });

  afterAll(async () => {
    await browser?.close();
    await api?.close();
  });

  it('loads with no console errors and lists every operation', async () => {
    const response = await page.goto(`${base}/docs`);
    expect(response?.status()).toBe(200);
    await page.locator('.opblock').first().waitFor();
    const listed = await page.locator('.opblock').evaluateAll((blocks) => blocks.map((block) => block.id));
    // Every row of the operation table, the calendar feeds and the connector tools among them.
    expect(listed.sort()).toEqual(OPERATIONS.map((op) => `operations-${op.tag}-${op.operationId}`).sort());
    for (const operation of OPERATIONS) {
      await expect(page.locator(`.opblock-summary-path[data-path="${operation.path}"]`).count()).resolves.toBe(1);
    }
    expect(problems).toEqual([]);
  });

  it('runs a search with the key given under Authorize, and shows the results', async () => {
    await page.locator('.auth-wrapper button.authorize').click();
    await page.locator('.modal-ux input[type="text"], .modal-ux input[type="password"]').first().fill(api.key);
    await page.locator('.modal-ux .auth-btn-wrapper button.authorize').click();
    await page.locator('.modal-ux button.btn-done').click();

    const search = page.locator('#operations-Events-searchConferences');
    await search.locator('.opblock-summary').click();
    // Swagger UI renders the parameter rows after the block opens: wait for every one of them, and
    // for the inputs to take text, before touching any (a row not yet rendered would keep its example).
    const expected = queryNames(searchOperation);
    const rows = search.locator('tr[data-param-name]');
    await waitUntil(async () => (await rows.count()) === expected.length, 'every parameter row rendered');
    const qInput = search.locator('tr[data-param-name="q"] input').first();
    await qInput.waitFor({ state: 'visible' });
    await waitUntil(() => qInput.isEditable(), 'the q input is editable (Try it out is on)');
    // Only q and limit: the other parameters start from their examples, which together match little.
    const wanted: Record<string, string> = { q: 'conference', limit: '3' };
    for (const row of await rows.all()) {
      const name = (await row.getAttribute('data-param-name')) ?? '';
      for (const input of await row.locator('input[type="text"], input:not([type])').all()) await input.fill('');
      for (const select of await row.locator('select').all()) await select.selectOption({ index: 0 });
      if (wanted[name] !== undefined) await row.locator('input').first().fill(wanted[name]);
    }
    // What was typed is what the page holds, row by row, before Execute is pressed.
    const typed = await rows.evaluateAll((elements) =>
      elements.map((row) => {
        const field = row.querySelector('input:not([type="checkbox"]), select') as { value?: string } | null;
        return [row.getAttribute('data-param-name'), field?.value ?? ''] as const;
      }),
    );
    expect(Object.fromEntries(typed.filter(([, value]) => value !== ''))).toEqual(wanted);
    const answer = page.waitForResponse((r) => r.url().startsWith(`${base}/api/gpt/conferences?`));
    await search.locator('button.execute').click();
    const response = await answer;
    expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(200);
    expect(response.request().headers()['x-api-key']).toBe(api.key);
    expect(new URL(response.url()).search).toBe('?q=conference&limit=3');
    const body = (await response.json()) as { total: number; conferences: { name: string }[] };
    expect(body.total).toBeGreaterThan(0);

    const shown = search.locator('.live-responses-table tr.response');
    await expect(shown.locator('.response-col_status').textContent()).resolves.toContain('200');
    await expect(shown.locator('.highlight-code').first().textContent()).resolves.toContain(body.conferences[0]!.name);
    // The request as sent and the answer as shown, in one window-sized picture.
    await page.setViewportSize({ width: 1280, height: 1100 });
    await search.locator('.request-url').evaluate((element) => {
      element.scrollIntoView({ block: 'start' });
      // Runs in the page (this project type-checks without the DOM library).
      (globalThis as unknown as { scrollBy(x: number, y: number): void }).scrollBy(0, -240);
    });
    mkdirSync(join(PROJECT_ROOT, 'test-artifacts'), { recursive: true });
    await page.screenshot({ path: SCREENSHOT });
    expect(problems).toEqual([]);
  });

  it('offers the search just run as a calendar feed, with the same key', async () => {
    const offer = page.locator('#calendar-offer');
    await offer.locator('#calendar-subscribe').waitFor({ state: 'visible' });
    await offer.locator('#calendar-deadlines').check();
    const answer = page.waitForResponse((r) => r.url() === `${base}/api/gpt/feeds`);
    await offer.locator('#calendar-subscribe').click();
    const response = await answer;
    expect(response.status(), await response.text()).toBe(200);
    expect(response.request().headers()['x-api-key']).toBe(api.key);
    expect(JSON.parse(response.request().postData() ?? '{}')).toEqual({ q: 'conference', include: 'deadlines' });
    const links = (await response.json()) as { url: string; webcal: string };
    const webcal = offer.locator('a', { hasText: 'add to calendar' });
    await webcal.waitFor({ state: 'visible' });
    await expect(webcal.getAttribute('href')).resolves.toBe(links.webcal);
    await expect(offer.locator(`a[href="${links.url}"]`).count()).resolves.toBe(1);
    const feed = await api.app.inject({ method: 'GET', url: new URL(links.url).pathname });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(problems).toEqual([]);
  });
});
