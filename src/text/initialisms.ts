/**
 * The initialisms of the synonym table (synonyms.ts) and the phrase each stands for: a single word
 * of two to four letters and the first expression of more than one word written with it ("ai":
 * "artificial intelligence"). Refusals of an unknown topic read it (an initialism of a topic's name
 * names the topic); q reads the whole table.
 */
import { SYNONYMS } from './synonyms.js';

const INITIALISM = /^[a-z]{2,4}$/;

function initialisms(): Record<string, string> {
  const found: Record<string, string> = {};
  for (const { same } of SYNONYMS) {
    const phrase = same.find((text) => text.includes(' '));
    if (phrase === undefined) continue;
    for (const text of same) if (INITIALISM.test(text) && !Object.hasOwn(found, text)) found[text] = phrase;
  }
  return found;
}

export const INITIALISMS: Readonly<Record<string, string>> = Object.freeze(initialisms());
