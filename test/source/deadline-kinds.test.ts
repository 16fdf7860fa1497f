/** The kinds of deadline as people write them (docs/source-format.md, Deadlines). */
import { describe, expect, it } from 'vitest';
import { readKindWord, suggestKind } from '../../src/source/deadline-kinds.js';

describe('kinds of deadline', () => {
  it('reads deadline, paper and submission as a paper deadline', () => {
    for (const text of ['deadline', 'Paper', 'submission', 'Paper submission deadline', 'full-paper']) {
      expect(readKindWord(text), text).toBe('paper');
    }
  });

  it('reads the other kinds in their common spellings', () => {
    const cases: [string, string][] = [
      ['abstract', 'abstract'],
      ['Abstract registration', 'abstract'],
      ['rebuttal', 'rebuttal'],
      ['Author response', 'rebuttal'],
      ['rebuttal_end', 'rebuttal'],
      ['Notification', 'notification'],
      ['acceptance', 'notification'],
      ['commitment_deadline', 'commitment'],
      ['ARR commitment', 'commitment'],
      ['Camera-ready', 'camera_ready'],
      ['camera ready deadline', 'camera_ready'],
      ['final', 'camera_ready'],
    ];
    for (const [text, kind] of cases) expect(readKindWord(text), text).toBe(kind);
  });

  it('reads no kind in what is no deadline, and suggests the closest for a typo', () => {
    for (const text of ['registration', 'rebuttal_start', 'supplementary', 'review_release']) {
      expect(readKindWord(text), text).toBeNull();
    }
    expect(suggestKind('Notificaton')).toBe('notification');
  });
});
