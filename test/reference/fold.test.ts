import { describe, expect, it } from 'vitest';
import { fold, nameKey, slugify, words } from '../../src/reference/index.js';

describe('folding', () => {
  it('removes case and diacritics', () => {
    expect(fold('München')).toBe('munchen');
    expect(fold('São Paulo')).toBe('sao paulo');
    expect(fold('Zürich')).toBe('zurich');
    expect(fold('Kraków')).toBe('krakow');
    expect(fold('Łódź')).toBe('lodz');
    expect(fold('Straße')).toBe('strasse');
  });

  it('splits words on anything but letters and digits', () => {
    expect(words("Women's Health")).toEqual(['women', 's', 'health']);
    expect(words('ICML 2027')).toEqual(['icml', '2027']);
    expect(words('  --  ')).toEqual([]);
  });

  it('builds name keys and slugs from words', () => {
    expect(nameKey('U.S.')).toBe('u s');
    expect(nameKey("Côte d'Ivoire")).toBe('cote d ivoire');
    expect(slugify('Computer Science')).toBe('computer-science');
    expect(slugify('Business & Management')).toBe('business-management');
  });

  it('gives plain ASCII words the same key on its fast path as through words()', () => {
    for (const text of ['Munich', 'New York City', 'ICML 2027', 'a', 'Frankfurt am Main']) {
      expect(nameKey(text)).toBe(words(text).join(' '));
    }
    expect(nameKey('New  York')).toBe('new york');
    expect(nameKey(' Munich ')).toBe('munich');
  });
});
