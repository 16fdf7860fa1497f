/**
 * A journal's call (docs/importers.md, Journals): trackers list a journal's special issues, and
 * journals with rolling submission, beside conferences ("JSS-SQA4AI", "IEEE L-CSS Special Issue -
 * ...", "IEEE Robotics and Automation Letters"). A special issue has a deadline but no dates of its
 * own and no place: it is no event, and a search of events (conferences, workshops, seminars,
 * webinars) that answered one would miscount. Every importer leaves such a record out with a note.
 * One rule, read from what the record says: its tracker's type or tag, its name, its acronym or
 * its link.
 */
import { splitAcronym } from './acronym.js';

/** Why a journal's record is left out, as the import report says it. */
export const JOURNAL_CALL = "a journal's call (a special issue), not an event";

/** What a record says of itself. */
export interface RecordText {
  acronym: string | null;
  name: string;
  website: string | null;
  /** YYYY-MM-DD, or null when the record gives no dates. */
  start: string | null;
}

/** "Special issue" in any text, or "SI" as a part of an acronym ("LCSS - SI - CALC", "JMD SI"). */
const SPECIAL_ISSUE_RE = /\bspecial[\s_-]*issues?\b/i;
const SI_PART_RE = /(?:^|[\s_-])SI(?:$|[\s_-])/;
/** A journal's title: "Journal of ...", "... Transactions on ...", "... Letters", "... Journal". */
const JOURNAL_TITLE_RE = /^(?:[\w&/ -]+\s)?(?:journal\s+(?:of|on|for)|transactions\s+on)\s|\s(?:letters|journal)$/i;
/** Words that name an event or a part of one: such a name is no journal's ("Journal First Track", "Journal Ahead Workshop"). */
const EVENT_WORDS_RE =
  /\b(?:conference|conf|workshops?|symposium|congress|meeting|summit|forum|colloquium|consortium|school|track|days?|festival|hackathon|session|expo|convention|first)\b/i;

/**
 * Whether a record is a journal's call: JOURNAL_CALL when it is, else null. A special issue by its
 * words ("Special Issue", an acronym's part "SI", a link to a special issue), else a journal by its
 * title ("Journal of ...", "... Transactions on ...", "... Letters") when it names no event and gives
 * no dates.
 */
export function journalCall(record: RecordText): typeof JOURNAL_CALL | null {
  const name = record.name.trim();
  const acronym = record.acronym ?? '';
  const siPart = SI_PART_RE.test(acronym.trim()) && splitAcronym(acronym).bare !== 'SI';
  if (SPECIAL_ISSUE_RE.test(name) || SPECIAL_ISSUE_RE.test(acronym) || siPart) return JOURNAL_CALL;
  if (record.website !== null && /special[-_]?issues?\b/i.test(record.website)) return JOURNAL_CALL;
  // A record with dates of its own named for a journal is a conference its papers appear in
  // ("FSE", "IACR Transactions on Symmetric Cryptology", held in Leuven in March): kept.
  return record.start === null && JOURNAL_TITLE_RE.test(name) && !EVENT_WORDS_RE.test(name) ? JOURNAL_CALL : null;
}
