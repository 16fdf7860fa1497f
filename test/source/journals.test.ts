/**
 * A journal's call (docs/importers.md, Journals): special issues and journals as the public
 * trackers list them beside conferences are no events; conferences named for the journal their
 * papers appear in are.
 */
import { describe, expect, it } from 'vitest';
import { JOURNAL_CALL, journalCall } from '../../src/source/journals.js';

const record = (acronym: string | null, name: string, start: string | null = null, website: string | null = null) => ({
  acronym,
  name,
  start,
  website,
});

describe("a journal's call", () => {
  it.each([
    record('LCSS - SI - CALC 2023', 'IEEE L-CSS Special Issue - Composite Adaptive and Learning Control', '2023-09-21'),
    record('JMD SI 2022', 'JMD SI'),
    record(
      'RA-L - LSRC 2023',
      'IEEE Robotics and Automation Letters',
      '2023-10-27',
      'https://www.ieee-ras.org/publications/ra-l/special-issues/current-special-issues/cfp-learning',
    ),
    record(
      'JSS-SQA4AI 2026',
      'Journal of Systems and Software - Software Quality Assurance for Artificial Intelligence',
    ),
    record('TOSEM 2026', 'ACM Transactions on Software Engineering and Methodology'),
    record('HCI Journal', 'HCI Journal'),
  ])('leaves out $acronym ($name)', (given) => {
    expect(journalCall(given)).toBe(JOURNAL_CALL);
  });

  it.each([
    record('FSE 2024', 'IACR Transactions on Symmetric Cryptology', '2024-03-25'),
    record('SEAMS-JF 2026', 'International Conference on SEAMS - Journal First Track', '2026-04-12'),
    record('JAWs 2026', 'Journal Ahead Workshop', '2026-04-12'),
    record('SI 2026', 'Swarm Intelligence', '2026-06-01'),
    record('SIGMOD 2027', 'ACM Special Interest Group on Management of Data Conference', '2027-06-13'),
    record('ICML 2027', 'International Conference on Machine Learning'),
  ])('keeps $acronym ($name)', (given) => {
    expect(journalCall(given)).toBeNull();
  });
});
