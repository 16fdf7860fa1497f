/**
 * Debian's Chromium for the browser tests, driven by playwright-core: where it is, whether a test
 * runs without it (skipped with the reason, except under CI=true, where .ci/run installs it and a
 * missing browser fails), and its launch as the tests run it.
 */
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

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
export function launchChromium(): Promise<Browser> {
  if (chromiumPath === undefined) {
    throw new Error(`CI=true and no Chromium at ${CHROMIUM_PATHS.join(' or ')}: .ci/run installs the chromium package`);
  }
  // Containers rarely allow Chromium's sandbox; the pages are the tests' own.
  return chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
}
