/** The confs.tech importer on an excerpt of the public repository (docs/importers.md, confs-tech). */
import { describe, expect, it } from 'vitest';
import { readConfsTech } from '../../src/import/confs-tech.js';
import { FIXTURES, importContext, recordOf } from './context.js';

const result = readConfsTech(FIXTURES.confsTech, importContext());

describe('the confs.tech importer', () => {
  it('reads one event per listing, its topic file as its sub-topic', () => {
    expect(result.records).toBe(9);
    expect(result.events.filter((event) => event.name === 'Chain React').map((event) => event.subTopics)).toEqual([
      ['Android'],
      ['iOS'],
      ['JavaScript'],
    ]);
    expect(result.events.every((event) => event.topics[0] === 'Software Development')).toBe(true);
  });

  it('reads online, hybrid and in-person events, "City, ST" and the call for papers', () => {
    expect(recordOf(result.events, '2024/python#Conf42 Python')).toMatchObject({
      format: 'online',
      country: null,
      city: null,
      deadlines: [{ kind: 'paper', round: 1, due: '2024-01-29', zone: 'AoE' }],
    });
    expect(recordOf(result.events, '2024/python#PyCascades')).toMatchObject({
      format: 'hybrid',
      city: 'Seattle',
      region: 'Washington',
      country: 'United States',
    });
    expect(recordOf(result.events, '2024/python#PyCon Lithuania')).toMatchObject({ format: null, city: 'Vilnius' });
  });
});
