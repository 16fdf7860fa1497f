import { describe, expect, it } from 'vitest';
import { closestByWords, closestMatches, editDistance } from '../../src/reference/suggest.js';

const TOPICS = [
  'Computer Science',
  'Medicine',
  'Engineering',
  'Economics',
  'Education',
  'Environmental Science',
  'Mathematics',
];

describe('closestMatches', () => {
  it('finds a name with a typo', () => {
    expect(closestMatches('Germny', ['France', 'Germany', 'Greece'])).toEqual(['Germany']);
    expect(closestMatches('medcine', TOPICS)[0]).toBe('Medicine');
  });

  it('ignores case and diacritics and returns original spellings', () => {
    expect(closestMatches('munchen', ['München', 'Munich'])[0]).toBe('München');
    expect(closestMatches('ZURICH', ['Zürich'])).toEqual(['Zürich']);
  });

  it('counts prefixes and substrings as close', () => {
    expect(closestMatches('comp', TOPICS)).toEqual(['Computer Science']);
    expect(closestMatches('environ', TOPICS)[0]).toBe('Environmental Science');
    expect(closestMatches('science', TOPICS)).toEqual(
      expect.arrayContaining(['Computer Science', 'Environmental Science']),
    );
  });

  it('puts exact matches first and respects max', () => {
    expect(closestMatches('Economics', TOPICS)[0]).toBe('Economics');
    expect(closestMatches('e', TOPICS, 2).length).toBeLessThanOrEqual(2);
  });

  it('returns nothing for far-off or empty input', () => {
    expect(closestMatches('zzzzzzzz', TOPICS)).toEqual([]);
    expect(closestMatches('', TOPICS)).toEqual([]);
    expect(closestMatches('!!', TOPICS)).toEqual([]);
  });
});

describe('editDistance', () => {
  it('counts edits including adjacent transpositions', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('germnay', 'germany')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('stops early above the limit', () => {
    expect(editDistance('abcdefgh', 'zyxwvuts', 2)).toBeGreaterThan(2);
  });
});

describe('closestByWords', () => {
  const REGIONS = ['South Australia', 'New South Wales', 'South Carolina', 'Western Australia', 'Bavaria'];

  it('never offers a name of several words that only looks alike letter by letter', () => {
    expect(closestMatches('Southeast Asia', REGIONS)).toContain('South Australia');
    expect(closestByWords('Southeast Asia', REGIONS)).toEqual([]);
  });

  it('offers names whose every word is close, in order, fewest edits first', () => {
    expect(closestByWords('Nw South Wales', REGIONS)).toEqual(['New South Wales']);
    expect(closestByWords('south carolna', REGIONS)).toEqual(['South Carolina']);
    expect(closestByWords('Westrn Austrlia', REGIONS)).toEqual(['Western Australia']);
  });

  it('reads a value of one word as closestMatches does', () => {
    expect(closestByWords('Bavria', REGIONS)).toEqual(closestMatches('Bavria', REGIONS));
  });
});
