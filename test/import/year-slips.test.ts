/** A year mistyped in one of a round's due times (src/import/year-slips.ts, docs/importers.md, Values). */
import { describe, expect, it } from 'vitest';
import type { FormatResult, ImportedEvent } from '../../src/import/record.js';
import { ABSTRACT_LEAD_DAYS } from '../../src/import/rounds.js';
import { fixYearSlips } from '../../src/import/year-slips.js';
import { readDoc } from '../docs/markdown.js';
import { importedEvent } from './context.js';

const due = (kind: 'abstract' | 'paper', day: string) => ({ kind, round: 1, due: `${day}T23:59:59`, zone: 'AoE' });
const fixed = (start: string | null, ...deadlines: ReturnType<typeof due>[]) => {
  const result: FormatResult = {
    format: 'ccf-deadlines',
    path: 'ccf',
    records: 1,
    events: [importedEvent('ccf-deadlines', 'one', { start, deadlines })],
    rates: [],
    notes: [],
  };
  const read = fixYearSlips(result);
  return {
    deadlines: (read.events[0] as ImportedEvent).deadlines.map((d) => `${d.kind} ${d.due.slice(0, 10)}`),
    notes: read.notes.map((note) => `${note.code} ${note.value}`),
  };
};

describe('a year slip', () => {
  it('in the paper, a year before its abstract, is read a year later when that is before the start (EuroVis 2026)', () => {
    expect(fixed('2026-06-08', due('abstract', '2025-11-26'), due('paper', '2024-12-03'))).toEqual({
      deadlines: ['abstract 2025-11-26', 'paper 2025-12-03'],
      notes: ['deadline_year_fixed 2024-12-03T23:59:59'],
    });
  });

  it('in the abstract, after the start, is read a year earlier (SDM 2023)', () => {
    expect(fixed('2023-04-27', due('paper', '2022-10-07'), due('abstract', '2023-09-20'))).toEqual({
      deadlines: ['paper 2022-10-07', 'abstract 2022-09-20'],
      notes: ['deadline_year_fixed 2023-09-20T23:59:59'],
    });
  });

  it('is no slip when no year puts the abstract shortly before its paper, or the start is unknown', () => {
    const late = [due('abstract', '2026-05-03'), due('paper', '2026-04-26')];
    expect(fixed('2026-09-14', ...late)).toEqual({ deadlines: ['abstract 2026-05-03', 'paper 2026-04-26'], notes: [] });
    expect(fixed(null, due('abstract', '2025-11-26'), due('paper', '2024-12-03')).notes).toEqual([]);
  });
});

describe('docs/importers.md', () => {
  it('names the lead a slip is judged by', () => {
    expect(readDoc('docs/importers.md').replace(/\s+/g, ' ')).toContain(
      `within ${ABSTRACT_LEAD_DAYS} days after the abstract`,
    );
  });
});
