/**
 * What every importer makes of its format's records (docs/importers.md): events in the shape of
 * the source format, each with its one source, and the acceptance rates of series. The merge
 * (merge.ts) joins events of several sources; write.ts writes them as source format 6.
 */
import type { DatePrecision } from '../source/date-text.js';
import type { EventFormat, EventType, DeadlineKind } from '../source/schema.js';
import type { AliasKind } from '../source/tables.js';

/** Where an event's data comes from: the format, the record's id in it, its address. */
export interface RecordSource {
  /** The format's name as the source rows show it: "ccf-deadlines", "ai-deadlines", "confs.tech". */
  name: string;
  recordId: string;
  url: string | null;
}

export interface ImportedDeadline {
  kind: DeadlineKind;
  round: number;
  /** YYYY-MM-DD or YYYY-MM-DDTHH:MM:SS, local time in `zone`. */
  due: string;
  /** The zone as the source format takes it: "AoE", "UTC-07:00", "America/Los_Angeles". */
  zone: string;
}

/** One record's dates of an edition. */
export interface DateValue {
  start: string | null;
  end: string | null;
  precision: DatePrecision;
  recordId: string;
  /** The record's dates are its tracker's guess (ImportedEvent.datesGuessed). */
  guessed?: boolean;
}

/** What one record gave of an edition's sub-topics. */
export interface SubjectVote {
  /** The tracker: the repository its record's address names (owner/name), else the source's path. */
  tracker: string;
  subTopics: string[];
  /** The tracker's domain (subjects.ts): the sub-topics on most of its events; empty for none. */
  trackerDomain: string[];
  /** The tracker's site (FormatResult.site), which a fork keeps: the trackers of one site are one source. */
  site?: string;
}

/** One track of an edition as imported: its name and its own deadlines, which never open the edition's call. */
export interface ImportedTrack {
  name: string;
  deadlines: ImportedDeadline[];
}

export interface ImportedAlias {
  alias: string;
  kind: AliasKind;
}

/** A rank as a source gives it: its system, the system's edition, the value and where it is published. */
export interface ImportedRank {
  /** The system, canonical: "CORE", "CCF", "THCPL", "CAAI", "ERA", "h5-index". */
  system: string;
  /** The system's edition as a year ("2023", "2026"), or null when the record does not say. */
  edition: string | null;
  /** The value as the system writes it: "A*", "A", "B", "C", or a number for h5-index. */
  value: string;
  /** The address of the ranking, when the record gives one. */
  sourceUrl: string | null;
}

/** One event as read from one record. */
export interface ImportedEvent {
  source: RecordSource;
  /** Every source, once merged (the first is the record's own). */
  sources: RecordSource[];
  name: string;
  /** The edition's acronym: "ICML 2027". */
  acronym: string | null;
  /** The series as written ("SIGKDD"): the source rows fold it. */
  series: string | null;
  /** The edition's year, as the record gives it (or its start's). */
  year: number | null;
  /**
   * True when the years its dates, acronym, record id and deadlines name split evenly
   * (edition-years.ts): the edition is merged only as of `year`, never of its start's.
   */
  yearUndecided?: boolean;
  /**
   * True when the tracker says the record's dates are its guess from the last edition (tobna's
   * `dataSrc: estimate`): the record joins the edition of its key and year that another record
   * gives, whatever its dates, and its dates give way to that record's (date-votes.ts).
   */
  datesGuessed?: boolean;
  type: EventType;
  /** Topics and sub-topics, first the main one; each once (folded). */
  topics: string[];
  subTopics: string[];
  /** YYYY-MM-DD; null when the dates are unknown. */
  start: string | null;
  end: string | null;
  precision: DatePrecision;
  city: string | null;
  /** The region's name as shown ("California"). */
  region: string | null;
  /** The country's stored name; null for an online event. */
  country: string | null;
  venue: string | null;
  format: EventFormat | null;
  website: string | null;
  coreRank: string | null;
  ccfRank: string | null;
  /** Every rank the record gives, of any system (docs/importers.md, Ranks). */
  ranks: ImportedRank[];
  deadlines: ImportedDeadline[];
  /**
   * The rounds the record gives of the edition's tracks, read from their labels (a poster round, a
   * resubmission of revised papers): deadlines that call for no new papers of the edition itself.
   */
  tracks?: ImportedTrack[];
  /** The track of its edition the record itself is, when its tags say so ("In practice track"). */
  trackOf?: string;
  /** Other names of the event's series: DBLP key, other acronyms and names. */
  aliases: ImportedAlias[];
  /** Each source's dates, once records of several are merged: settled after the merge (date-votes.ts). */
  dateValues?: DateValue[];
  /** Each record's sub-topics with its tracker (subject-votes.ts): what the trackers that know the venue say it is. */
  subjectVotes?: SubjectVote[] | undefined;
  /** The sub-topics that only a tracker's domain gives (subjects.ts): who lists the venue, not what it is. */
  domainSubTopics?: string[] | undefined;
  /**
   * YYYY-MM-DD: the date the source vouches for (the record's own date, or the last commit that
   * touched its file in a git checkout); absent when it gives none.
   */
  lastVerified?: string | null;
}

export interface ImportedRate {
  /** The series as written: folded like the events' series. */
  series: string;
  year: number;
  submitted: number | null;
  accepted: number | null;
  rate: number | null;
  source: string | null;
}

/** Something an importer changed, read in a way worth saying, or left out, for the import report. */
export interface ImportNote {
  source: string;
  recordId: string;
  code: NoteCode;
  /** The value as written. */
  value: string | null;
  detail: string;
}

/** The codes of the import report's notes (docs/importers.md, Report). */
export const NOTE_CODES = [
  'record_refused',
  'record_left_out',
  'file_refused',
  'file_skipped',
  'text_cleaned',
  'text_cut',
  'column_ignored',
  'zone_abbreviation',
  'country_is_region',
  'country_corrected',
  'country_from_city',
  'place_part_dropped',
  'place_unknown',
  'website_fixed',
  'website_dropped',
  'dates_month',
  'dates_unknown',
  'dates_unread',
  'deadline_skipped',
  'deadline_tbd',
  'deadline_track',
  'deadline_year_fixed',
  'deadline_after_start',
  'dates_year_fixed',
  'year_disagrees',
  'round_joined',
  'tag_dropped',
  'rank_dropped',
  'rate_counts_swapped',
] as const;
export type NoteCode = (typeof NOTE_CODES)[number];

/** What one importer read. */
export interface FormatResult {
  format: string;
  path: string;
  /** Records read: editions, conferences, calendar events, lines. */
  records: number;
  /** Records left out on purpose, each noted `record_left_out` (a journal's special issue): no refusal. */
  leftOut?: number;
  /** Records joined to another's event (a round listed as a record), each noted `round_joined`: no refusal. */
  joined?: number;
  events: ImportedEvent[];
  rates: ImportedRate[];
  notes: ImportNote[];
  /**
   * The site the tracker publishes, its title and description as its checkout's `_config.yml` gives
   * them (both), which its forks keep ("MPC Deadlines Hub" of mpc-deadlines and of its fork).
   */
  site?: string;
}
