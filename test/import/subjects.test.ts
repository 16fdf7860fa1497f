/** Sub-topics from what a venue is, not from who lists it (src/import/subjects.ts, docs/importers.md, Subjects). */
import { describe, expect, it } from 'vitest';
import type { ImportedEvent } from '../../src/import/record.js';
import { foreignTags } from '../../src/import/subject-votes.js';
import { markTrackerDomains, mergedDomains, orderSubTopics, settleSubjects } from '../../src/import/subjects.js';
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

describe('the sub-topics only a foreign tracker gives', () => {
  /** A record's vote: its tracker, its sub-topics and the tracker's domain. */
  const voted = (recordId: string, tracker: string, subTopics: string[], trackerDomain: string[] = []) =>
    importedEvent('ai-deadlines', recordId, {
      subTopics,
      subjectVotes: [{ tracker, subTopics, trackerDomain }],
    });
  /** One edition of several records, merged as the import merges them. */
  const edition = (...records: ImportedEvent[]): ImportedEvent => ({
    ...records[0]!,
    subTopics: [...new Set(records.flatMap((record) => record.subTopics))],
    subjectVotes: records.flatMap((record) => record.subjectVotes ?? []),
  });

  it('lists the tags of a tracker that lists a venue under its domain, where trackers without one give another field', () => {
    const icse = edition(
      voted('icse27', 'ccfddl/ccf-deadlines', ['Software Engineering']),
      voted(
        'ml#icse27',
        'khongsomeo/ai-deadlines',
        ['Machine Learning', 'Human-Computer Interaction'],
        ['Machine Learning'],
      ),
      voted('sec#ICSE 2027', 'sec-deadlines/sec-deadlines.github.io', ['Cybersecurity'], ['Cybersecurity']),
    );
    expect(foreignTags([icse]).map(({ subTopic, trackers }) => [subTopic, trackers])).toEqual([
      ['Machine Learning', ['khongsomeo/ai-deadlines']],
      ['Human-Computer Interaction', ['khongsomeo/ai-deadlines']],
      ['Cybersecurity', ['sec-deadlines/sec-deadlines.github.io']],
    ]);
  });

  it('lists none where a tracker without a domain gives that field, in its words ("Python", "General Python")', () => {
    const neurips = edition(
      voted('nips26', 'huggingface/ai-deadlines', ['Machine Learning']),
      voted(
        'ml#neurips26',
        'khongsomeo/ai-deadlines',
        ['Machine Learning', 'Human-Computer Interaction'],
        ['Machine Learning'],
      ),
    );
    const pycon = edition(
      voted('2025/python#PyCon US', 'tech-conferences/conference-data', ['Python']),
      voted('#PyCon US 2025', 'JesperDramsch/python-deadlines', ['General Python'], ['General Python']),
    );
    expect(foreignTags([neurips, pycon])).toEqual([]);
  });

  it('lists none of a record giving a narrower tag than its domain, nor where no tracker without one lists the venue', () => {
    const vis = edition(
      voted('vis26', 'ccfddl/ccf-deadlines', ['Computer Graphics']),
      voted('hci#vis26', 'hci-deadlines/hci-deadlines', ['Visualization'], ['Human-Computer Interaction']),
    );
    const issta = edition(voted('sec#ISSTA 2027', 'sec', ['Cybersecurity'], ['Cybersecurity']));
    expect(foreignTags([vis, issta])).toEqual([]);
  });

  it("names each record's tracker by the repository its address names, else by the source's path", () => {
    const result = formatResult('ai-deadlines', [
      importedEvent('ai-deadlines', 'a', { subTopics: ['Robotics'] }),
      {
        ...importedEvent('ai-deadlines', 'b', { subTopics: ['Robotics'] }),
        source: { name: 'ai-deadlines', recordId: 'b', url: 'https://github.com/owner/tracker/blob/main/x.yml' },
      },
      importedEvent('ai-deadlines', 'c'),
    ]);
    const voted = markTrackerDomains({ ...result, path: '/data/tracker' }).events.map((event) => event.subjectVotes);
    expect(voted).toEqual([
      [{ tracker: '/data/tracker', subTopics: ['Robotics'], trackerDomain: [] }],
      [{ tracker: 'owner/tracker', subTopics: ['Robotics'], trackerDomain: [] }],
      undefined,
    ]);
  });
});

describe("an edition's sub-topics in the order its sources give them", () => {
  const vote = (tracker: string, subTopics: string[], trackerDomain: string[] = []) => ({
    tracker,
    subTopics,
    trackerDomain,
  });
  const edition = (acronym: string, ...votes: ReturnType<typeof vote>[]) =>
    importedEvent('ai-deadlines', acronym, {
      acronym,
      subTopics: [...new Set(votes.flatMap((one) => one.subTopics))],
      subjectVotes: votes,
    });

  it('puts first the one most sources give, a record of several sharing its vote', () => {
    const neurips = edition(
      'NeurIPS 2026',
      vote('CastLab-KAIST/AI-Chip-System-Deadline', ['Artificial Intelligence']),
      vote('ccfddl/ccf-deadlines', ['Artificial Intelligence']),
      vote(
        'khongsomeo/ai-deadlines',
        ['Machine Learning', 'Robotics', 'Human-Computer Interaction'],
        ['Machine Learning'],
      ),
      vote('huggingface/ai-deadlines', ['Machine Learning']),
      vote('yuki-tashiro/ai-deadlines', ['Machine Learning']),
      vote('mpc-deadlines/mpc-deadlines.github.io', ['Machine Learning']),
    );
    orderSubTopics([neurips]);
    expect(neurips.subTopics).toEqual([
      'Machine Learning',
      'Artificial Intelligence',
      'Robotics',
      'Human-Computer Interaction',
    ]);
  });

  it("counts a tag of the tracker's domain half: ICSE is Software Engineering, not Cybersecurity", () => {
    const icse = edition(
      'ICSE 2027',
      vote('sec-deadlines/sec-deadlines.github.io', ['Cybersecurity'], ['Cybersecurity']),
      vote('ccfddl/ccf-deadlines', ['Software Engineering']),
    );
    orderSubTopics([icse]);
    expect(icse.subTopics).toEqual(['Software Engineering', 'Cybersecurity']);
  });

  it("puts first the field the venue's name names: IJCAI is Artificial Intelligence, however many forks copy Machine Learning", () => {
    const ijcai = {
      ...edition(
        'IJCAI 2026',
        vote('ccfddl/ccf-deadlines', ['Artificial Intelligence']),
        vote('huggingface/ai-deadlines', ['Machine Learning']),
        vote('tobna/ai-deadlines', ['Machine Learning']),
        vote('yuki-tashiro/ai-deadlines', ['Machine Learning']),
      ),
      name: 'International Joint Conference on Artificial Intelligence',
    };
    orderSubTopics([ijcai]);
    expect(ijcai.subTopics).toEqual(['Artificial Intelligence', 'Machine Learning']);
  });

  it('breaks a tie by the place records list it, then by name, never by the order of the sources', () => {
    const listed = (order: 1 | -1) => {
      const votes = [vote('a', ['Computer Vision', 'Robotics']), vote('b', ['Robotics', 'Computer Vision'])];
      const cvpr = edition('CVPR 2026', ...(order === 1 ? votes : votes.reverse()));
      const tied = edition('X 2026', vote('c', ['Robotics', 'Computer Vision']));
      const firsts = edition('Y 2026', vote('d', ['Robotics', 'Data Mining']), vote('e', ['Data Mining']));
      orderSubTopics([cvpr, tied, firsts]);
      return [cvpr.subTopics, tied.subTopics, firsts.subTopics];
    };
    expect(listed(1)).toEqual([
      ['Computer Vision', 'Robotics'],
      ['Robotics', 'Computer Vision'],
      ['Data Mining', 'Robotics'],
    ]);
    expect(listed(-1)).toEqual(listed(1));
  });

  it("breaks a tie by the series' other editions: PerCom is Human-Computer Interaction", () => {
    const percom27 = edition(
      'PERCOM 2027',
      vote('khongsomeo/ai-deadlines', ['Machine Learning', 'Security and Privacy', 'Human-Computer Interaction']),
    );
    const percom26 = edition('PerCom 2026', vote('ccfddl/ccf-deadlines', ['Human-Computer Interaction']));
    orderSubTopics([percom27, percom26]);
    expect(percom27.subTopics[0]).toBe('Human-Computer Interaction');
  });
});
