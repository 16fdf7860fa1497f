/** Stable ids of imported events (docs/importers.md, Ids). */
import { describe, expect, it } from 'vitest';
import { assignIds } from '../../src/import/ids.js';
import type { ImportedEvent } from '../../src/import/record.js';
import { importedEvent } from './context.js';

const event = (recordId: string, overrides: Partial<ImportedEvent>) => importedEvent('test', recordId, overrides);

describe('ids of imported events', () => {
  const icml = event('a', { series: 'ICML', year: 2027, name: 'International Conference on Machine Learning' });
  const devconf = event('b', { name: 'DevConf' });

  it('gives an edition the same id whatever else is imported, and whatever its name or dates say', () => {
    const [alone] = assignIds([icml]);
    const [withOthers] = assignIds([devconf, event('c', { name: 'Other' }), icml]).slice(2);
    expect(withOthers).toBe(alone);
    expect(assignIds([{ ...icml, name: 'ICML', start: '2027-07-12' }])[0]).toBe(alone);
    expect(alone).toBeGreaterThanOrEqual(1);
    expect(alone).toBeLessThanOrEqual(2 ** 31 - 1);
  });

  it('gives two records of one key distinct ids, the same ones again for the same data', () => {
    const twice = [event('x', { name: 'Same' }), event('y', { name: 'Same' })];
    const ids = assignIds(twice);
    expect(new Set(ids).size).toBe(2);
    expect(assignIds(twice)).toEqual(ids);
    expect(assignIds([...twice].reverse())).toEqual([...ids].reverse());
  });
});
