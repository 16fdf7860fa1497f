import { describe, expect, it } from 'vitest';
import { INITIALISMS } from '../../src/text/initialisms.js';
import { STOP_WORDS } from '../../src/text/stopwords.js';
import { terms } from '../../src/text/terms.js';

describe('the initialism table', () => {
  it('keys are single folded terms of 2 to 4 letters, never a stop word', () => {
    for (const key of Object.keys(INITIALISMS)) {
      expect(terms(key), key).toEqual([key]);
      expect(key).toMatch(/^[a-z]{2,4}$/);
      expect(STOP_WORDS.has(key), key).toBe(false);
    }
  });

  it('phrases have at least one word that is not a stop word and do not contain their own key', () => {
    for (const [key, phrase] of Object.entries(INITIALISMS)) {
      const words = terms(phrase).filter((word) => !STOP_WORDS.has(word));
      expect(words.length, key).toBeGreaterThan(0);
      expect(words, key).not.toContain(key);
    }
  });

  it('covers the initialisms assistants ask for most', () => {
    for (const key of ['ai', 'ml', 'nlp', 'hci', 'iot', 'cv', 'hpc', 'vr', 'ar', 'ux'])
      expect(INITIALISMS).toHaveProperty(key);
    expect(INITIALISMS.ai).toBe('artificial intelligence');
  });
});
