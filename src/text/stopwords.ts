/**
 * Words a query drops before matching (docs/api.md, Matching). They stay in the index, so that
 * a prefix such as "o" still finds a title whose only o-word is "on", exactly as the rule reads.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'in',
  'into',
  'is',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  'via',
  'about',
  'its',
  'their',
  'this',
  'that',
]);
