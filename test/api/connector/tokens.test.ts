/**
 * A question cut into its words (docs/api.md, Connector tools): a possessive "'s" is no part of
 * a word, before the mark that ends its sentence too; a word right after an opening bracket says
 * so ("(like ISSTA)": examples of a subject, subject-examples.ts); a question is written in
 * capitals throughout when its plain words are, not when its acronyms alone are.
 */
import { describe, expect, it } from 'vitest';
import { shouting, tokensOf } from '../../../src/api/connector/tokens.js';
import { FILLER } from '../../../src/api/connector/vocabulary.js';

const words = (question: string) => tokensOf(question).map((token) => token.word);

describe('the words of a question', () => {
  it('lose a possessive, before a full stop too', () => {
    expect(words("a deadline after SIGIR 2027's. And ICML's?")).toEqual([
      'a',
      'deadline',
      'after',
      'sigir',
      '2027',
      'and',
      'icml',
    ]);
  });

  it('say which one follows an opening bracket', () => {
    const tokens = tokensOf('testing conferences (like ISSTA or ICST) [e.g. FSE]');
    expect(tokens.filter((token) => token.bracketed).map((token) => token.text)).toEqual(['like', 'e.g']);
  });
});

describe('a question in capitals', () => {
  it('is told by its plain words, where it has some', () => {
    const shouted = (question: string) => shouting(tokensOf(question), FILLER);
    expect(shouted('WHEN IS THE VLDB 2027 DEADLINE')).toBe(true);
    // Acronyms are written in capitals: the plain word after them is not.
    expect(shouted('NEURIPS ICML ICLR AAAI IJCAI CVPR KDD WWW SIGIR deadlines')).toBe(false);
    expect(shouted('When is the VLDB 2027 deadline?')).toBe(false);
    // No plain word: the letters tell, as before.
    expect(shouted('DATA MINING IN EUROPE')).toBe(true);
    // Unless every word is an acronym: a list of venues.
    const acronyms = new Set(['SIGMOD', 'PODS', 'DATA']);
    const listed = (question: string) => shouting(tokensOf(question), FILLER, (text) => acronyms.has(text));
    expect(listed('SIGMOD/PODS 2027')).toBe(false);
    expect(listed('SIGMOD, PODS 2027')).toBe(false);
    expect(listed('DATA MINING EUROPE')).toBe(true);
  });
});
