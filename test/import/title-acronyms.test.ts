/**
 * A tracker's title that writes an acronym and its long name (docs/importers.md, Acronyms in
 * titles): the records as tech-law-deadlines writes them, read by the ai-deadlines importer.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { readAiDeadlines } from '../../src/import/ai-deadlines/index.js';
import { tempDir } from '../fixtures/source.js';
import { importContext, trackerCheckout } from './context.js';

const { dir, cleanup } = tempDir('confdir-title-acronyms-');
afterAll(cleanup);

const tracker = (name: string, text: string): string => trackerCheckout(dir, name, text);

const record = (title: string, id: string, fullName?: string) =>
  `- title: "${title}"\n${fullName ? `  full_name: ${fullName}\n` : ''}  year: 2026\n  id: "${id}"\n` +
  `  link: "https://example.org/${id}"\n  deadline: ["2026-02-15 23:59"]\n  timezone: "UTC-12"\n` +
  '  place: Chicago, IL\n  start: 2026-04-18\n  end: 2026-04-19\n';

describe('an acronym written with its long name in a title', () => {
  const root = tracker(
    'tech-law',
    [
      record(
        'CLPSC (Cybersecurity Law and Policy Scholars Conference)',
        'clpsc2026',
        'Cybersecurity Law and Policy Scholars Conference 2026',
      ),
      record('LSRAI (Legal Scholars Roundtable on Artificial Intelligence)', 'lsrai26'),
      record('Conference on Empirical Legal Studies (CELS)', 'cels2026'),
      record('AI and Open Government Workshop (ICAIL)', 'AIOG26'),
    ].join('\n'),
  );
  const events = readAiDeadlines(root, importContext()).events;
  const byId = (id: string) => events.find((event) => event.sources[0]!.recordId.endsWith(`#${id}`))!;

  it('names the series and the edition by the acronym alone, the name by the full name', () => {
    expect(byId('clpsc2026')).toMatchObject({
      acronym: 'CLPSC 2026',
      series: 'CLPSC',
      name: 'Cybersecurity Law and Policy Scholars Conference 2026',
    });
  });

  it('takes the long name in parentheses as the name when the record gives no full name', () => {
    expect(byId('lsrai26')).toMatchObject({
      acronym: 'LSRAI 2026',
      series: 'LSRAI',
      name: 'Legal Scholars Roundtable on Artificial Intelligence',
    });
  });

  it('reads the acronym after a long name', () => {
    expect(byId('cels2026')).toMatchObject({ acronym: 'CELS 2026', series: 'CELS' });
  });

  it('leaves a host in parentheses in the title: it is not the acronym of the workshop', () => {
    expect(byId('AIOG26')).toMatchObject({
      acronym: 'AI and Open Government Workshop (ICAIL) 2026',
      series: 'AI and Open Government Workshop (ICAIL)',
    });
  });
});
