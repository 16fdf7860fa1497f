/**
 * Debian's Chromium for the browser tests, driven by playwright-core: where it is, whether a test
 * runs without it (skipped with the reason, except under CI=true, where .ci/run installs it and a
 * missing browser fails), its launch as the tests run it, and a page watched for problems.
 */
import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';

const CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
const chromiumPath = CHROMIUM_PATHS.find((path) => existsSync(path));
const inCi = process.env.CI === 'true';

/** True when the browser tests are skipped: no Chromium, and not in CI. Warns with the reason. */
export function skipWithoutChromium(what: string): boolean {
  const skip = chromiumPath === undefined && !inCi;
  if (skip) console.warn(`${what} skipped: no Chromium at ${CHROMIUM_PATHS.join(' or ')} (apt-get install chromium)`);
  return skip;
}

/** Chromium, launched; under CI=true without it, the reason it is missing. */
function launchChromium(): Promise<Browser> {
  if (chromiumPath === undefined) {
    throw new Error(`CI=true and no Chromium at ${CHROMIUM_PATHS.join(' or ')}: .ci/run installs the chromium package`);
  }
  // Containers rarely allow Chromium's sandbox; the pages are the tests' own.
  return chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
}

/** A new Chromium's page, and what went wrong in it so far, each a line. */
export interface WatchedPage {
  browser: Browser;
  page: Page;
  problems: string[];
}

/**
 * A page of a newly launched Chromium that notes in `problems` every console error (and warning,
 * with `warnings`), uncaught page error, failed request and dialog (dismissed).
 */
export async function watchedPage(
  viewport: { width: number; height: number },
  { warnings = false }: { warnings?: boolean } = {},
): Promise<WatchedPage> {
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || (warnings && message.type() === 'warning')) {
      problems.push(`console: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return { browser, page, problems };
}
