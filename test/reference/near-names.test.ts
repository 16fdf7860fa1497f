/**
 * A city written a letter off a large place's name (src/reference/near-names.ts): placed there
 * when exactly one place is one edit away, never for a short name, and in steps bounded by the
 * name's length for any name.
 */
import { describe, expect, it } from 'vitest';
import { NearNames } from '../../src/reference/near-names.js';
import { loadPlaces } from '../../src/source/location.js';

describe('a name a letter off', () => {
  const near = new NearNames<string>();
  near.add(['San Francisco'], 'SF');
  near.add(['Fredericton'], 'FR');
  near.add(['Springfield'], 'S1');
  near.add(['Springfeld'], 'S2');
  near.add(['Ulm'], 'ULM');

  it('is the one place one edit away: a letter left out, added, changed or two swapped', () => {
    expect(near.find('San Franciso')).toBe('SF');
    expect(near.find('Fredricton')).toBe('FR');
    expect(near.find('San Fracnisco')).toBe('SF');
    expect(near.find('Fredericktona')).toBeUndefined();
  });

  it('is none when two places are one edit away, or the name is short or the same', () => {
    expect(near.find('Springfild')).toBeUndefined();
    expect(near.find('Ulmm')).toBeUndefined();
    expect(near.find('San Francisco')).toBeUndefined();
  });

  it('answers a hostile name at once: a long one, and one of a single repeated letter', () => {
    // Past 64 characters no name is read; a repeated letter gives one deletion, not 60.
    expect(near.find('a'.repeat(100_000))).toBeUndefined();
    expect(near.find('s'.repeat(60))).toBeUndefined();
  });
});

describe('the place data', () => {
  it('places Beijng, Bangaluru and Reykjiavik, misspelt by public trackers', () => {
    const { cities } = loadPlaces();
    expect(cities.locateNear('Beijng', 'CN')?.name).toBe('Beijing');
    expect(cities.locateNear('Bangaluru', 'IN')?.name).toBe('Bengaluru');
    expect(cities.locateNear('Reykjiavik', 'IS')?.name).toBe('Reykjavík');
    expect(cities.locateNear('Nowhere Springs', 'DE')).toBeUndefined();
  });
});
