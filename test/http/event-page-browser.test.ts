/**
 * An edition's page in a real browser: Debian's Chromium driven by playwright-core, against the app
 * listening on a free loopback port, as docs-browser.test.ts runs it. The page loads under its
 * Content-Security-Policy with no console error, no failed request and no dialog (the data's markup
 * stays text), and its accessibility tree, as Chromium exposes it, has the landmarks, one
 * level-1 heading and a level-2 heading per section, named links, and a table per list of
 * deadlines with a caption, column headers and a row header per deadline. A screenshot is saved to
 * test-artifacts/ (ignored by git).
 *
 * Chromium is installed by .ci/run. Under CI=true a missing browser fails this test; elsewhere the
 * test is skipped with the reason.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/util/paths.js';
import { freePort } from '../fixtures/servers.js';
import { skipWithoutChromium, watchedPage } from './chromium.js';
import { EVENTS, type EventPageApp, HOSTILE, openEventPageApp } from './event-page-fixture.js';

const SCREENSHOT = join(PROJECT_ROOT, 'test-artifacts', 'event-page.png');

/** A node of Chromium's accessibility tree as playwright-core's ariaSnapshotJSON gives it. */
interface AxNode {
  role: string;
  name?: string;
  text?: string;
  level?: number;
  url?: string;
  children?: (AxNode | string)[];
}

/** Every node of the tree, depth first. */
function nodes(tree: readonly (AxNode | string)[]): AxNode[] {
  return tree.flatMap((node) => (typeof node === 'string' ? [] : [node, ...nodes(node.children ?? [])]));
}

const byRole = (tree: readonly (AxNode | string)[], role: string) => nodes(tree).filter((node) => node.role === role);

describe.skipIf(skipWithoutChromium('event page browser test'))('an edition’s page in Chromium', () => {
  let pages: EventPageApp;
  let base: string;
  let browser: Browser;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    pages = await openEventPageApp({ PUBLIC_BASE_URL: base });
    await pages.app.listen({ host: '127.0.0.1', port });
    ({ browser, page, problems } = await watchedPage({ width: 1000, height: 1400 }, { warnings: true }));
  });

  afterAll(async () => {
    await browser?.close();
    await pages?.close();
  });

  it('loads under its policy with no console error, failed request or dialog', async () => {
    const response = await page.goto(`${base}/events/${EVENTS.full}`);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('SYMP 2027 · Conference Directory');
    // The style sheet applied (its hash is in the policy): the term column is bold.
    const weight = await page
      .locator('dt')
      .first()
      .evaluate((element) => {
        const view = element.ownerDocument.defaultView as unknown as {
          getComputedStyle(e: unknown): { fontWeight: string };
        };
        return view.getComputedStyle(element).fontWeight;
      });
    expect(weight).toBe('600');
    mkdirSync(join(PROJECT_ROOT, 'test-artifacts'), { recursive: true });
    await page.screenshot({ path: SCREENSHOT, fullPage: true });
    expect(problems).toEqual([]);
  });

  it('has the landmarks, one level-1 heading and a named region per section', async () => {
    const tree = (await page.ariaSnapshotJSON()) as AxNode[];
    expect(tree.map((node) => node.role)).toEqual(['banner', 'main', 'contentinfo']);
    const headings = byRole(tree, 'heading');
    expect(headings.filter((h) => h.level === 1).map((h) => h.name)).toEqual([`Symposium on ${HOSTILE} (SYMP 2027)`]);
    const sections = ['Dates and place', 'Deadlines', 'Ranks', 'Other editions', 'Sources'];
    expect(headings.filter((h) => h.level === 2).map((h) => h.name)).toEqual(sections);
    expect(headings.filter((h) => h.level === 3).map((h) => h.name)).toEqual(['Industry <Track>']);
    expect(byRole(tree, 'region').map((region) => region.name)).toEqual(sections);
  });

  it('names every link, and links the other editions to their pages', async () => {
    const links = byRole((await page.ariaSnapshotJSON()) as AxNode[], 'link');
    for (const link of links) {
      expect(link.name?.trim(), JSON.stringify(link)).toBeTruthy();
      expect(link.url, JSON.stringify(link)).toMatch(/^https?:\/\//);
    }
    const names = links.map((link) => link.name);
    expect(names).toEqual(expect.arrayContaining(['Conference Directory', 'data sources and licences', 'CORE A*']));
    expect(links.find((link) => link.url === `${base}/events/${EVENTS.online}`)?.name).toBe(
      'Symposium Online Edition 2026',
    );
  });

  it('gives each list of deadlines a table with a caption, column headers and a row header per deadline', async () => {
    const tree = (await page.ariaSnapshotJSON()) as AxNode[];
    const tables = byRole(tree, 'table');
    expect(tables.map((table) => table.name)).toEqual([
      'Deadlines of SYMP 2027, soonest first',
      'Deadlines of the Industry <Track> of SYMP 2027',
    ]);
    for (const [table, rows] of [
      [tables[0]!, ['Abstract', 'Paper', 'Paper (round 2)', 'Notification']],
      [tables[1]!, ['Paper']],
    ] as const) {
      const columns = byRole([table], 'columnheader').map((header) => header.name);
      expect(columns).toEqual(['Deadline', 'Due (local date)', 'Time zone', 'Due (UTC)']);
      expect(byRole([table], 'rowheader').map((header) => header.name)).toEqual(rows);
      for (const row of byRole([table], 'row').slice(1)) expect(byRole([row], 'cell')).toHaveLength(3);
    }
  });

  it('holds the JSON-LD the server wrote, as data the browser does not run', async () => {
    const blocks = await page
      .locator('script')
      .evaluateAll((scripts) =>
        scripts.map((script) => [script.getAttribute('type'), script.textContent ?? ''] as const),
      );
    expect(blocks.map(([type]) => type)).toEqual(['application/ld+json']);
    const data = JSON.parse(blocks[0]![1]) as { name: string; organizer: { name: string } };
    expect([data.name, data.organizer.name]).toEqual([`Symposium on ${HOSTILE}`, HOSTILE]);
  });

  it('answers an unknown id with a 404 page a person can leave', async () => {
    const response = await page.goto(`${base}/events/999999`);
    expect(response?.status()).toBe(404);
    const tree = (await page.ariaSnapshotJSON()) as AxNode[];
    expect(byRole(tree, 'heading').map((h) => [h.level, h.name])).toEqual([[1, 'No such event']]);
    expect(byRole(tree, 'link').map((link) => link.url)).toContain(`${base}/`);
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
  });
});
