/** Sub-topics from what a venue is, not from who lists it (src/import/subjects.ts, docs/importers.md, Subjects). */
import { describe, expect, it } from 'vitest';
import type { ImportedEvent } from '../../src/import/record.js';
import { markTrackerDomains, mergedDomains, settleSubjects } from '../../src/import/subjects.js';
import { formatResult, importedEvent } from './context.js';

/** A security tracker: `count` records, each tagged Cybersecurity, the last ISSTA 2027. */
function securityTracker(count: number): ImportedEvent[] {
  const events = Array.from({ length: count - 1 }, (_, i) =>
    importedEvent('ai-deadlines', `sec${i}`, { acronym: `SEC${i} 2027`, subTopics: ['Cybersecurity'] }),
  );
  return [...events, importedEvent('ai-deadlines', 'issta27', { acronym: 'ISSTA 2027', subTopics: ['Cybersecurity'] })];
}

describe("a tracker's domain", () => {
  it('is a sub-topic on most of its 20 or more events', () => {
    const marked = markTrackerDomains(formatResult('ai-deadlines', securityTracker(20)));
    expect(marked.events.every((event) => event.domainSubTopics?.[0] === 'Cybersecurity')).toBe(true);
  });

  it('is none for a short list, which may well be of one field', () => {
    const marked = markTrackerDomains(formatResult('ai-deadlines', securityTracker(19)));
    expect(marked.events.some((event) => event.domainSubTopics !== undefined)).toBe(false);
  });

  it('is no longer domain alone once a record gives it as its field', () => {
    const listed = {
      ...importedEvent('a', 'ccs-a', { subTopics: ['Cybersecurity'] }),
      domainSubTopics: ['Cybersecurity'],
    };
    const own = importedEvent('ccf-deadlines', 'ccs-b', { subTopics: ['Cybersecurity'] });
    expect(mergedDomains(listed, own)).toBeUndefined();
    expect(mergedDomains(listed, importedEvent('c', 'ccs-c'))).toEqual(['Cybersecurity']);
  });
});

describe('an edition whose sub-topics only a domain gives', () => {
  it("takes its series' own sub-topics, most agreed first (ISSTA 2027)", () => {
    const [issta27] = markTrackerDomains(formatResult('ai-deadlines', securityTracker(20))).events.slice(-1);
    const others = [
      importedEvent('plse', 'issta25', { acronym: 'ISSTA 2025', subTopics: ['Software Engineering'] }),
      importedEvent('plse', 'issta24', {
        acronym: 'ISSTA 2024',
        subTopics: ['Programming Languages', 'Software Engineering'],
      }),
    ];
    const events = [issta27!, ...others];
    const changes = settleSubjects(events);
    expect(events[0]!.subTopics).toEqual(['Software Engineering', 'Programming Languages']);
    expect(changes).toEqual([
      {
        recordId: 'issta27',
        acronym: 'ISSTA 2027',
        dropped: ['Cybersecurity'],
        taken: ['Software Engineering', 'Programming Languages'],
      },
    ]);
  });

  it('keeps it when its series says nothing else', () => {
    const events = markTrackerDomains(formatResult('ai-deadlines', securityTracker(20))).events;
    expect(settleSubjects(events)).toEqual([]);
    expect(events.at(-1)!.subTopics).toEqual(['Cybersecurity']);
  });
});
