import { describe, expect, it } from 'vitest';
import { canonicalZone } from '../../src/util/local-time.js';

describe('canonicalZone', () => {
  it('spells a zone as the IANA database does, in any case, the same each time it is asked', () => {
    for (let round = 0; round < 3; round++) {
      expect(canonicalZone('europe/berlin')).toBe('Europe/Berlin');
      expect(canonicalZone('AMERICA/NEW_YORK')).toBe('America/New_York');
      expect(canonicalZone('UTC')).toBe('UTC');
      expect(canonicalZone('aoe')).toBe('Etc/GMT+12');
    }
  });

  it('names no zone for a text that is none, again when asked again', () => {
    for (let round = 0; round < 3; round++) {
      expect(canonicalZone('Berlin')).toBeUndefined();
      expect(canonicalZone('Mars/Olympus_Mons')).toBeUndefined();
      expect(canonicalZone('not a zone')).toBeUndefined();
      expect(canonicalZone('')).toBeUndefined();
    }
  });
});
