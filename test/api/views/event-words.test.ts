/**
 * One event in words (src/api/views/event-words.ts), the lines every text answer about one event
 * gives: an acceptance rate to a tenth of a percent, every rank of every system, "Topic" for one
 * topic and "Topics" for more, the place or why there is none, the other editions by year, each
 * source once, a deadline in UTC said once, each track with its own deadlines, and what the answer
 * cut.
 */
import { describe, expect, it } from 'vitest';
import { RESPONSE_EXAMPLES } from '../../../src/api/schemas/index.js';
import { deadlineWords } from '../../../src/api/views/deadline-words.js';
import {
  eventLines,
  locationWords,
  placeWords,
  rankWords,
  rateWords,
  topicWords,
} from '../../../src/api/views/event-words.js';

const EXAMPLE = RESPONSE_EXAMPLES.ConferenceResponse.conference;

describe('an event in words', () => {
  it('gives an acceptance rate to a tenth of a percent', () => {
    expect(rateWords(0.234)).toBe('23.4%');
    expect(rateWords(0.2)).toBe('20%');
    expect(eventLines({ ...EXAMPLE, acceptance_rate: 0.2345 }).tail).toContain('Acceptance rate: 23.5%.');
  });

  it('names every rank of every system, else the CORE and CCF ranks', () => {
    const ranks = [
      { system: 'CORE', edition: '2023', value: 'A*', source_url: null },
      { system: 'Qualis', edition: null, value: 'A1', source_url: null },
    ] as NonNullable<typeof EXAMPLE.ranks>;
    expect(rankWords({ ...EXAMPLE, ranks })).toEqual(['CORE 2023 A*', 'Qualis A1']);
    const bare = { ...EXAMPLE, rank: { core: 'A' as const, ccf: 'B' as const } };
    delete (bare as { ranks?: unknown }).ranks;
    expect(rankWords(bare)).toEqual(['CORE A', 'CCF B']);
  });

  it('says Topic for one and Topics for more', () => {
    expect(topicWords({ topics: ['Medicine'], sub_topics: [] })).toBe('Topic: Medicine');
    expect(topicWords({ topics: ['Medicine'], sub_topics: ['Psychiatry'] })).toBe('Topics: Medicine, Psychiatry');
  });

  it('gives the place, or says it is online or not known yet', () => {
    const nowhere = { ...EXAMPLE, location: { city: '', country: '', venue: '' }, continent: null };
    expect(placeWords({ ...nowhere, format: 'online' })).toBe('online');
    expect(placeWords({ ...nowhere, format: 'in-person' })).toBe('not known yet');
  });

  it('says each part of a place once', () => {
    expect(locationWords('', 'Singapore', 'Singapore')).toBe('Singapore');
    expect(locationWords(null, 'Berlin', 'Berlin', 'Germany')).toBe('Berlin, Germany');
    expect(locationWords('Messe', 'Berlin', undefined, 'Germany')).toBe('Messe, Berlin, Germany');
    expect(
      placeWords({ ...EXAMPLE, location: { city: 'Monaco', country: 'Monaco', venue: '' }, continent: 'Europe' }),
    ).toBe('Monaco (Europe)');
  });

  it('names each source once, with its links and how many of its records the event merges', () => {
    const sources = [
      { name: 'ai-deadlines', id: 'a.yml#x26', url: null },
      { name: 'ccf-deadlines', id: 'x26', url: 'https://example.org/x.yml' },
      { name: 'ai-deadlines', id: 'b.yml#x26', url: null },
    ];
    const lines = eventLines({ ...EXAMPLE, sources }).tail.filter((line) => line.startsWith('Source'));
    expect(lines).toEqual(['Source: ai-deadlines (2 records)', 'Source: ccf-deadlines, https://example.org/x.yml']);
  });

  it('tells the other editions apart by year and dates, with their acceptance rates, named where their name is another', () => {
    const edition = (id: number, name: string, year: number | null, start: string | null, rate: number | null) => ({
      id,
      name,
      year,
      dates: { start, end: start === null ? null : start.replace(/-(\d\d)$/, (_, day) => `-${Number(day) + 3}`) },
      acceptance_rate: rate,
    });
    const editions = [
      edition(11, 'International Conference on Software Engineering', 2026, '2026-04-12', null),
      edition(12, 'International Conference on Software Engineering', 2024, '2024-04-12', 0.2226),
      edition(13, 'ICSE 2023', 2023, null, null),
      edition(14, 'Software Engineering Forum', 2022, null, null),
    ];
    const event = { ...EXAMPLE, name: 'International Conference on Software Engineering', editions };
    const line = eventLines(event).tail.find((text) => text.startsWith('Other editions'));
    expect(line).toBe(
      'Other editions: 2026 (id 11, 2026-04-12 to 2026-04-15); ' +
        '2024 (id 12, 2024-04-12 to 2024-04-15, acceptance rate 22.3%); ' +
        'ICSE 2023 (id 13); Software Engineering Forum 2022 (id 14).',
    );
  });

  it('says a deadline in UTC once', () => {
    const deadline = {
      kind: 'paper' as const,
      at: '2026-05-07T11:59:00Z',
      date: '2026-05-07',
      timezone: 'UTC',
      estimated: false,
    };
    expect(deadlineWords(deadline, { utc: true })).toBe('paper deadline: 2026-05-07 11:59 UTC');
    const aoe = { ...deadline, at: '2026-05-08T11:59:00Z', timezone: 'AoE' };
    expect(deadlineWords(aoe, { utc: true })).toBe('paper deadline: 2026-05-07 23:59 AoE = 2026-05-08 11:59 UTC');
  });

  it('ends with what the answer cut', () => {
    const cut = [
      { part: 'description' as const, id: EXAMPLE.id, shown: 5, of: 9, message: 'The description was cut.' },
    ];
    expect(eventLines(EXAMPLE, cut).tail.at(-1)).toBe('Cut: The description was cut.');
  });

  it('gives each track with its own deadlines, or says it has none', () => {
    const deadline = {
      kind: 'paper' as const,
      round: 1,
      at: '2027-01-22T11:59:00Z',
      date: '2027-01-21',
      timezone: 'AoE',
    };
    const tracks = [
      { name: 'Posters', deadlines: [deadline, { ...deadline, kind: 'notification' as const }] },
      { name: 'Industry Track', deadlines: [] },
    ];
    expect(eventLines({ ...EXAMPLE, tracks }).tracks).toEqual([
      [
        'Posters track:',
        '- paper deadline: 2027-01-21 23:59 AoE = 2027-01-22 11:59 UTC',
        '- notification deadline: 2027-01-21 23:59 AoE = 2027-01-22 11:59 UTC',
      ],
      ['Industry Track: no deadline known.'],
    ]);
    const onlyTracks = eventLines({ ...EXAMPLE, deadlines: [], tracks });
    expect(onlyTracks.head.at(-1)).toMatch(/\. Deadlines of its tracks:$/);
    const noneKnown = eventLines({ ...EXAMPLE, deadlines: [], tracks: [tracks[1]!] });
    expect(noneKnown.head.at(-1)).toMatch(/\. No deadline known\.$/);
  });
});
