/**
 * What a tracker's tags mean (docs/importers.md, Tags): the `sub` and `tags` codes of the
 * ai-deadlines family name subjects ("ML", "machine-learning"), but also the kind of event ("CONF",
 * "SHOP", "JRN"), a rank ("ASTAR", "COREA", "Tier 1"), a track ("RPT", "Research paper track"), a
 * kind of paper ("SOK", "Position") or the tracker's own status of a record ("EXP": expected, its
 * dates copied from the last edition). Only subjects become sub-topics; the rest is mapped to what it
 * means or left out with a note. The vocabularies of the public trackers are held by the tests.
 */
import { fold } from '../reference/fold.js';
import { LABEL_TRACK_NAMES, MAIN_TRACK } from '../source/track-names.js';
import { topicLabel } from './topics.js';

export type TagMeaning =
  | { kind: 'subject'; name: string }
  | { kind: 'type'; type: 'conference' | 'workshop' | 'journal' }
  /** A CORE rank: A*, A, B, C. */
  | { kind: 'rank'; value: string }
  /** A track of an edition; null for the edition's own call ("Research paper track"). */
  | { kind: 'track'; track: string | null }
  /** The record's deadlines are expected, copied from the last edition (mpc-deadlines' EXP). */
  | { kind: 'expected' }
  | { kind: 'dropped'; why: string };

/** Codes of the family, by what they mean, whatever the tracker (upper case). */
const TYPES: Readonly<Record<string, 'conference' | 'workshop' | 'journal'>> = {
  CONF: 'conference',
  CNF: 'conference',
  CO: 'conference',
  SHOP: 'workshop',
  WK: 'workshop',
  WO: 'workshop',
  WP: 'workshop',
  JUNIOR: 'workshop',
  JRN: 'journal',
  JO: 'journal',
};
const RANKS: Readonly<Record<string, string>> = {
  ASTAR: 'A*',
  COREAS: 'A*',
  'CORE-ASTAR': 'A*',
  'CORE-A*': 'A*',
  'CORE-A': 'A',
  COREA: 'A',
  'CORE-B': 'B',
  COREB: 'B',
  'CORE-C': 'C',
  COREC: 'C',
};
const DROPPED: Readonly<Record<string, string>> = {
  COREN: 'not ranked by CORE (national)',
  COREU: 'not ranked by CORE',
  COREO: 'not ranked by CORE',
  OTHERS: 'not ranked by CORE',
  TOP4: "a tracker's own rank",
  T1: "a tracker's own rank",
  TEPS: "a tracker's own rank",
  T2: "a tracker's own rank",
  SOK: 'a kind of paper',
  POS: 'a kind of paper',
  PRACT: 'a kind of paper',
  APPLIED: 'a kind of paper',
  EXPERIENCE: 'a kind of paper',
  MISC: 'no subject',
  IN: 'no subject',
  CRS: 'a school, no subject',
  EXPCFP: "the tracker's status of the record",
};
/** Korea's BK21 list of venues, scored 1 to 4 (snp-labs/deadlines' "BK21-4"): a rank no system read here. */
const BK21_RE = /^BK21-?[1-4]$/;
/** Names of tags (as types.yml gives them, folded) that are no subject. */
const DROPPED_NAMES_RE =
  /^(?:conferences?|workshops?(?: ?\/ ?posters?)?|journals?|junior workshop|others|miscellaneous|internal|practical|applied|position|sok|soks|sok papers?|experience papers?|national ?\/ ?unranked|unranked|not classified|national|security top ?4|top ?4|tier [0-9].*|a\*?|b|c|expected(?: cfp)?|crypto schools)$/;
/** Subjects written as a code of the family, when a tracker's types.yml does not name them. */
const CODES: Readonly<Record<string, string>> = {
  ML: 'Machine Learning',
  AI: 'Artificial Intelligence',
  CV: 'Computer Vision',
  CG: 'Computer Graphics',
  NLP: 'Natural Language Processing',
  RO: 'Robotics',
  SP: 'Signal Processing',
  DM: 'Data Mining',
  AP: 'Automated Planning',
  KR: 'Knowledge Representation',
  HCI: 'Human-Computer Interaction',
  IR: 'Information Retrieval',
  SEC: 'Cybersecurity',
  PRIV: 'Privacy',
  CRYPTO: 'Cryptography',
  SE: 'Software Engineering',
  PL: 'Programming Languages',
  OS: 'Operating Systems',
  NET: 'Computer Networks',
  DB: 'Databases',
  HPC: 'High-Performance Computing',
  XR: 'Augmented, Virtual and Mixed Reality',
  VIS: 'Visualization',
  GM: 'Computer Graphics',
  HRI: 'Human-Robot Interaction',
  CSCW: 'Computer-Supported Cooperative Work',
  DES: 'Design',
  HAP: 'Haptics',
  ARCH: 'Computer Architecture',
  IOT: 'Internet of Things',
  THEORY: 'Theory of Computation',
  THEO: 'Theory of Computation',
};
/** One subject under the names trackers give it (folded), as the directory names it. */
const SUBJECTS: Readonly<Record<string, string>> = {
  'natural language proc': 'Natural Language Processing',
  nlp: 'Natural Language Processing',
  crypto: 'Cryptography',
  security: 'Cybersecurity',
  infsec: 'Cybersecurity',
  'human computer interaction': 'Human-Computer Interaction',
  'programming language': 'Programming Languages',
  networks: 'Computer Networks',
  networking: 'Computer Networks',
  'iot related': 'Internet of Things',
  'speech sigproc': 'Speech and Signal Processing',
  cscw: 'Computer-Supported Cooperative Work',
  'ai hci': 'Human-Computer Interaction',
  theory: 'Theory of Computation',
  vision: 'Computer Vision',
  graphics: 'Computer Graphics',
  speech: 'Speech Processing',
  retrieval: 'Information Retrieval',
};

/**
 * A track a tag's name gives ("Short paper track", "Doctoral symposium", mpc-deadlines' "Posters":
 * a call for posters of the edition, held on its days); undefined when it names none.
 */
function trackOfName(name: string): string | null | undefined {
  if (!/\b(?:track|symposium|competition|tutorials?|briefings)\b|^posters?$/i.test(name)) return undefined;
  for (const [re, track] of LABEL_TRACK_NAMES) if (re.test(name)) return track === MAIN_TRACK ? null : track;
  if (/^(?:full|research|regular)(?: papers?)? track$/i.test(name)) return null;
  return topicLabel(name);
}

/** A subject's name as the directory shows it: the trackers' spellings of one subject made one. */
function subjectName(name: string): string {
  const key = fold(name)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return SUBJECTS[key] ?? name;
}

/**
 * What a tag means: `code` as the record writes it, `name` as the tracker's types.yml names it
 * (null when it does not).
 */
export function tagMeaning(code: string, name: string | null): TagMeaning {
  const upper = code.trim().toUpperCase();
  if (upper === 'EXP') return { kind: 'expected' };
  const type = TYPES[upper];
  if (type) return { kind: 'type', type };
  const rank = RANKS[upper];
  if (rank) return { kind: 'rank', value: rank };
  const dropped =
    DROPPED[upper] ?? (BK21_RE.test(upper) ? 'a rank of a system the directory does not read' : undefined);
  if (dropped) return { kind: 'dropped', why: dropped };
  const shown = name ?? CODES[upper] ?? (/^[A-Z0-9&]{1,8}$/.test(code.trim()) ? undefined : topicLabel(code));
  if (shown === undefined) return { kind: 'dropped', why: 'a code its tracker does not name' };
  const folded = fold(shown).trim();
  // A name without a letter ("4.0", a score group's) names no subject.
  if (DROPPED_NAMES_RE.test(folded) || !/\p{L}/u.test(folded)) return { kind: 'dropped', why: 'no subject' };
  const track = trackOfName(shown);
  if (track !== undefined) return { kind: 'track', track };
  return { kind: 'subject', name: subjectName(shown) };
}
