/**
 * The topic of an ai-deadlines tracker's events (src/import/ai-deadlines/fields.ts, titleTopic;
 * docs/importers.md, ai-deadlines): the field its site title names ("Tech-Law-Deadlines": Law,
 * "Geo Conference Deadlines": Earth Sciences), else its dialect's, computer science.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readAiDeadlines } from '../../src/import/ai-deadlines/index.js';
import { titleTopic } from '../../src/import/ai-deadlines/fields.js';
import { tempDir } from '../fixtures/source.js';
import { importContext, trackerCheckout } from './context.js';

const { dir, cleanup } = tempDir('confdir-topic-');
afterAll(cleanup);

const RECORD =
  "- title: CELS\n  year: 2026\n  id: cels26\n  link: https://example.org/cels\n  deadline: '2026-06-01 23:59:59'\n  timezone: UTC-12\n  place: Chicago, USA\n  start: 2026-10-23\n  end: 2026-10-24\n";

/** The topics of the one event of a tracker whose `_config.yml` is `config` (none: no file). */
function topicsOf(name: string, config?: string): string[] {
  const root = trackerCheckout(dir, name, RECORD);
  if (config !== undefined) writeFileSync(join(root, '_config.yml'), config);
  const [event] = readAiDeadlines(root, importContext()).events;
  return event!.topics;
}

describe("a tracker's topic", () => {
  it('is the field its site title names', () => {
    expect(topicsOf('law', 'title: Tech-Law-Deadlines\ndescription: Countdowns to {Law}\n')).toEqual(['Law']);
    expect(topicsOf('geo', 'title: Geo Conference Deadlines # (Maintained by @someone)\n')).toEqual(['Earth Sciences']);
  });

  it("is computer science's for any other title, no title or no file", () => {
    expect(topicsOf('sec', 'title: Security and Privacy Conference Deadlines\n')).toEqual(['Computer Science']);
    expect(topicsOf('lawless', 'title: Lawn Tennis Analytics Deadlines\n')).toEqual(['Computer Science']);
    expect(topicsOf('untitled', 'description: Law and more\n')).toEqual(['Computer Science']);
    expect(topicsOf('bare')).toEqual(['Computer Science']);
  });

  it('reads a bounded part of a title, of any type', () => {
    expect(titleTopic({ title: `${'x '.repeat(500_000)}law` })).toBeNull();
    expect(titleTopic({ title: 42 })).toBeNull();
    expect(titleTopic(['title', 'law'])).toBeNull();
    expect(titleTopic(null)).toBeNull();
  });
});
