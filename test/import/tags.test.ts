/**
 * Tags of the ai-deadlines family (docs/importers.md, Tags): the vocabularies of the public trackers
 * below (the codes and names of their `_data/types.yml` and `_data/filters.yml`, and the tags their
 * records use) are mapped to what each means; only subjects become sub-topics.
 */
import { describe, expect, it } from 'vitest';
import { tagsOf } from '../../src/import/ai-deadlines/fields.js';
import { tagMeaning } from '../../src/import/tags.js';

/** Code, name in the tracker's types.yml (null: none), what it means. */
type Vocabulary = readonly [string, string | null, string][];

const VOCABULARIES: Record<string, Vocabulary> = {
  'sec-deadlines': [
    ['SEC', 'Security', 'subject Cybersecurity'],
    ['PRIV', 'Privacy', 'subject Privacy'],
    ['CRYPTO', 'Crypto', 'subject Cryptography'],
    ['TOP4', 'Security Top-4', 'dropped'],
    ['ASTAR', 'A*', 'rank A*'],
    ['CORE-A', 'A', 'rank A'],
    ['CORE-B', 'B', 'rank B'],
    ['CORE-C', 'C', 'rank C'],
    ['OTHERS', 'National/Unranked', 'dropped'],
    ['CONF', 'Conference', 'type conference'],
    ['SHOP', 'Workshop', 'type workshop'],
    ['JRN', 'Journal', 'type journal'],
  ],
  'mpc-deadlines': [
    ['THEORY', 'Theory', 'subject Theory of Computation'],
    ['PRACT', 'Practical', 'dropped'],
    ['APPLIED', 'Applied', 'dropped'],
    ['PPML', 'Machine Learning', 'subject Machine Learning'],
    ['HW', 'Hardware', 'subject Hardware'],
    ['SOK', 'SoKs', 'dropped'],
    ['POS', 'Position', 'dropped'],
    ['CNF', 'Conferences', 'type conference'],
    ['JRN', 'Journals', 'type journal'],
    ['WK', 'Workshops/Posters', 'type workshop'],
    ['PS', 'Posters', 'track Posters'],
    ['CRS', 'Crypto Schools', 'dropped'],
    ['MISC', 'Others', 'dropped'],
    ['COREAS', 'A*', 'rank A*'],
    ['COREA', 'A', 'rank A'],
    ['COREB', 'B', 'rank B'],
    ['COREC', 'C', 'rank C'],
    ['COREN', 'National', 'dropped'],
    ['COREO', 'Not classified', 'dropped'],
    ['EXP', 'Expected', 'expected'],
    ['EXPCFP', 'Expected CFP', 'dropped'],
  ],
  'netsec-deadlines': [
    ['NET', 'Networks', 'subject Computer Networks'],
    ['INFOR', 'Infsec', 'subject Cybersecurity'],
    ['T1', 'Tier 1', 'dropped'],
    ['Teps', 'Tier 1-ε', 'dropped'],
    ['T2', 'Tier 2', 'dropped'],
    ['WP', 'Workshop', 'type workshop'],
  ],
  'se-deadlines': [
    ['CO', 'Conference', 'type conference'],
    ['JO', 'Journal', 'type journal'],
    ['WO', 'Workshop', 'type workshop'],
    ['RPT', 'Research paper track', 'track main'],
    ['SPT', 'Short paper track', 'track Short Papers'],
    ['IPT', 'In practice track', 'track In Practice Track'],
    ['JFT', 'Journal first track', 'track Journal First'],
    ['NIER', 'New ideas and emerging results track', 'track New Ideas and Emerging Results'],
    ['DOS', 'Doctoral symposium', 'track Doctoral Symposium'],
    ['TTBT', 'Tutorials and technical briefings track', 'track Tutorials'],
    ['SRC', 'Student research competition', 'track Student Research Competition'],
    ['ART', 'Artifact track', 'track Artifacts'],
  ],
  'dm-deadlines': [
    ['FPT', 'Full paper track', 'track main'],
    ['DT', 'Demo paper track', 'track Demos'],
    ['PHD', 'PhD symposium', 'track Doctoral Symposium'],
    ['TT', 'Tutorials', 'track Tutorials'],
  ],
  'paperswithcode/ai-deadlines': [
    ['ML', 'Machine Learning', 'subject Machine Learning'],
    ['NLP', 'Natural Language Proc', 'subject Natural Language Processing'],
    ['SP', 'Speech/SigProc', 'subject Speech and Signal Processing'],
    ['KR', 'Knowledge Representation', 'subject Knowledge Representation'],
  ],
  'a tracker without types.yml (gak97/ai-deadlines-mm)': [
    ['ML', null, 'subject Machine Learning'],
    ['CV', null, 'subject Computer Vision'],
    ['AP', null, 'subject Automated Planning'],
    ['ZZQ', null, 'dropped'],
  ],
  'huggingface/ai-deadlines': [
    ['machine-learning', null, 'subject Machine Learning'],
    ['human-computer-interaction', null, 'subject Human-Computer Interaction'],
    ['security-and-privacy', null, 'subject Security and Privacy'],
    ['speech', null, 'subject Speech Processing'],
    ['retrieval', null, 'subject Information Retrieval'],
    ['web-search', null, 'subject Web Search'],
  ],
  // BK21: Korea's list of venues scored 1 to 4, named by their score alone: no subject.
  'snp-labs/deadlines': [
    ['SEC', 'Security', 'subject Cybersecurity'],
    ['DIST', 'Distributed Systems', 'subject Distributed Systems'],
    ['BK21-4', '4.0', 'dropped'],
    ['BK21-1', '1.0', 'dropped'],
    ['BK21-2', null, 'dropped'],
    ['7', '7', 'dropped'],
  ],
  'tech-law-deadlines and IDEALLab/d3-deadlines': [
    ['JUNIOR', 'Junior Workshop', 'type workshop'],
    ['IN', 'Internal', 'dropped'],
    ['IP', 'Intellectual Property', 'subject Intellectual Property'],
  ],
};

function shown(code: string, name: string | null): string {
  const meaning = tagMeaning(code, name);
  if (meaning.kind === 'subject') return `subject ${meaning.name}`;
  if (meaning.kind === 'type') return `type ${meaning.type}`;
  if (meaning.kind === 'rank') return `rank ${meaning.value}`;
  if (meaning.kind === 'track') return `track ${meaning.track ?? 'main'}`;
  return meaning.kind;
}

describe('tags of the trackers', () => {
  for (const [tracker, vocabulary] of Object.entries(VOCABULARIES)) {
    it(`maps ${tracker}'s tags to what they mean`, () => {
      for (const [code, name, meaning] of vocabulary) expect(shown(code, name), `${code} ${name}`).toBe(meaning);
    });
  }
});

describe("a record's tags together", () => {
  const types = new Map([
    ['RPT', 'Research paper track'],
    ['SPT', 'Short paper track'],
    ['JFT', 'Journal first track'],
  ]);
  it('reads a record tagged a conference and a journal as a conference whose papers appear in a journal', () => {
    expect(tagsOf({ tags: ['CRYPTO', 'CONF', 'CORE-B', 'JRN'] }, new Map()).type).toBe('conference');
    expect(tagsOf({ tags: ['JO'] }, new Map()).type).toBe('journal');
    expect(tagsOf({ tags: ['CONF'], type: 'journal' }, new Map()).type).toBe('journal');
  });

  it("reads a record tagged with the edition's own call as the edition, not one of the tracks it lists", () => {
    expect(tagsOf({ tags: ['CO', 'RPT', 'SPT'] }, types).trackOf).toBeUndefined();
    expect(tagsOf({ tags: ['CO', 'JFT'] }, types).trackOf).toBe('Journal First');
  });
});
