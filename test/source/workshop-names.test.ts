/** What an event's name says of its type and host (docs/importers.md, Values, Types). */
import { describe, expect, it } from 'vitest';
import { hostOfName, typeOfName } from '../../src/source/workshop-names.js';

describe('the type a name says', () => {
  it.each([
    'New Security Paradigms Workshop',
    'ACM Workshop on Hot Topics in Networks',
    'Joint IAPR International Workshops on Statistical Techniques in Pattern Recognition',
    '1st Workshop on Sustainability and Resource-Efficiency of Artificial Intelligence @ IJCAI 2026',
  ])('is a workshop for "%s"', (name) => {
    expect(typeOfName(name)).toBe('workshop');
  });

  it.each([
    'International Conference on Machine Learning',
    'Workshop Summit',
    'Codemotion Workshop Fest',
    'International Conference and Workshop on Computing',
    'DataWorkshop Club Conf',
    'Winter School and Workshop on Logic',
  ])('is a conference for "%s", which names another kind of event or none', (name) => {
    expect(typeOfName(name)).toBe('conference');
  });
});

describe('the host a workshop name says', () => {
  it('reads the event after "@", with its year when given, and after "at" only an acronym with a year', () => {
    expect(hostOfName('SuRE @ IJCAI 2026')).toBe('IJCAI 2026');
    expect(hostOfName('Workshop on Agents @NeurIPS')).toBe('NeurIPS');
    expect(hostOfName('Workshop on Causality at NeurIPS 2026')).toBe('NeurIPS 2026');
    expect(hostOfName('Workshop on Security at Scale')).toBeNull();
    expect(hostOfName('Workshop on Security at Scale 2026')).toBeNull();
    expect(hostOfName('New Security Paradigms Workshop')).toBeNull();
  });

  // Read from the last 500 characters: a million-character name costs no more than a short one.
  it('reads a hostile name of a million characters, from its end', () => {
    const name = `${'Workshop at A'.repeat(80_000)} @ ${'A'.repeat(1_000_000)}`;
    expect(hostOfName(name)).toBeNull();
    expect(hostOfName(`${' at AB'.repeat(200_000)} 2026`)).toBe('AB 2026');
    expect(typeOfName(name)).toBe('workshop');
  });
});
