/**
 * A title's notes (docs/api.md, Connector tools): a place left out is said first in the title's
 * one pair of parentheses, right after "found without", whatever parentheses the notes hold.
 */
import { describe, expect, it } from 'vitest';
import { foundWithout } from '../../../src/api/connector/title-notes.js';

describe('a place left out of a title', () => {
  it('opens its notes, or notes of its own', () => {
    expect(foundWithout('ICPR 2027 — Online', 'continent=Europe')).toBe(
      'ICPR 2027 — Online (found without continent=Europe)',
    );
    expect(foundWithout('ICPR 2027 — Online (paper deadline 2027-03-01)', 'continent=Europe')).toBe(
      'ICPR 2027 — Online (found without continent=Europe; paper deadline 2027-03-01)',
    );
  });

  it('joins a found-without note right after its words, though the note holds parentheses', () => {
    expect(
      foundWithout(
        'ICPR 2027 — Online (found without "gnn", with similar_to=4 (LOG 2025), subtopic=ML; paper deadline 2027-03-01)',
        'continent=Europe',
      ),
    ).toBe(
      'ICPR 2027 — Online (found without continent=Europe, "gnn", with similar_to=4 (LOG 2025), subtopic=ML; paper deadline 2027-03-01)',
    );
  });

  it("leaves a name's own parentheses to the name", () => {
    expect(foundWithout('FSE 2026 (Fast Software Encryption) — Singapore', 'continent=Europe')).toBe(
      'FSE 2026 (Fast Software Encryption) — Singapore (found without continent=Europe)',
    );
  });
});
