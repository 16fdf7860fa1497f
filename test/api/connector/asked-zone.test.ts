/**
 * The zone a question names beside a deadline (docs/api.md, Connector tools): an abbreviation is its
 * region's IANA zone, a region or a place before "time" the zone it names, an offset itself; an
 * ambiguous one names none.
 */
import { describe, expect, it } from 'vitest';
import { askedZone } from '../../../src/api/connector/asked-zone.js';

describe('the zone a question names', () => {
  it('is the IANA zone of an abbreviation, a region or a place before "time"', () => {
    expect(askedZone('PST')).toEqual({ name: 'America/Los_Angeles', zone: 'America/Los_Angeles' });
    expect(askedZone('Central European Summer Time')?.name).toBe('Europe/Berlin');
    expect(askedZone('Eastern Standard Time')?.name).toBe('America/New_York');
    expect(askedZone('New York time')?.name).toBe('America/New_York');
    expect(askedZone('europe/berlin')?.name).toBe('Europe/Berlin');
  });

  it('is an offset or AoE as deadlines name them, written in the zone Intl takes', () => {
    expect(askedZone('UTC+8')).toEqual({ name: 'UTC+08:00', zone: '+08:00' });
    expect(askedZone('AoE')).toEqual({ name: 'AoE', zone: 'Etc/GMT+12' });
    expect(askedZone('GMT')).toEqual({ name: 'UTC', zone: 'UTC' });
  });

  it('is none where the words name several zones or none', () => {
    expect(askedZone('IST')).toBeUndefined();
    expect(askedZone('Australian time')).toBeUndefined();
    expect(askedZone('Atlantis time')).toBeUndefined();
  });
});
