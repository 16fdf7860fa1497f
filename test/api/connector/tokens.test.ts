/**
 * A question cut into its words (docs/api.md, Connector tools): a possessive "'s" is no part of
 * a word, before the mark that ends its sentence too; a word right after an opening bracket says
 * so ("(like ISSTA)": examples of a subject, subject-examples.ts).
 */
import { describe, expect, it } from 'vitest';
import { tokensOf } from '../../../src/api/connector/tokens.js';

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
