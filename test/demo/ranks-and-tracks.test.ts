/** The demo's ranks and tracks (src/demo/ranks-and-tracks.ts): derived from each row, never from the random stream. */
import { describe, expect, it } from 'vitest';
import { demoRanks, demoTracks } from '../../src/demo/ranks-and-tracks.js';
import { demoEvents } from '../../src/demo/generate.js';

const events = [...demoEvents({ events: 20_000, seed: 42, anchor: '2026-11-21' })];

describe('demo ranks and tracks', () => {
  it('gives ranked events ranks of several systems, on their scales, and unranked events none', () => {
    const systems = new Set<string>();
    for (const event of events) {
      const ranks = demoRanks(event);
      if (event.row.core_rank === null && event.row.ccf_rank === null) expect(ranks).toEqual([]);
      for (const rank of ranks) {
        systems.add(rank.system);
        if (rank.system === 'h5-index') expect(rank.value).toMatch(/^\d+$/);
        else expect(['A*', 'A', 'B', 'C']).toContain(rank.value);
      }
      if (event.row.core_rank !== null) expect(ranks[0]).toMatchObject({ system: 'CORE', value: event.row.core_rank });
    }
    expect([...systems].sort()).toEqual(['CAAI', 'CORE', 'ERA', 'THCPL', 'h5-index']);
  });

  it('gives some ranked conferences tracks whose paper deadlines fall before the start', () => {
    const withTracks = events.filter((event) => demoTracks(event).length > 0);
    expect(withTracks.length).toBeGreaterThan(0);
    for (const event of withTracks) {
      for (const track of demoTracks(event)) expect(track.due < event.row.start_date!).toBe(true);
    }
  });
});
