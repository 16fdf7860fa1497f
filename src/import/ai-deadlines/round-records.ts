/**
 * Rounds a tracker lists as records of their own (docs/importers.md, ai-deadlines): "EICS PACM
 * (Round 2)", "CSCW (July cycle)", "ASPLOS 2027 (September Cycle)", "ECMFA-Round1", "ASPLOS
 * Spring", a full name's "(Fall Deadlines)". The round is cut
 * off the title, and the records of one edition in one tracker (the same acronym and dates) are
 * joined into one event whose deadlines are their rounds: numbered as the titles number them when
 * every one does, else in the order of their first due times.
 */
import { text } from '../files.js';
import { mergeInto } from '../precedence.js';
import type { RecordNotes } from '../read-values.js';
import type { ImportedEvent } from '../record.js';

/** A round's word before "round", "cycle" or "deadlines" ("(Fall Deadlines)"): an ordinal, a month or a season. */
const WORD =
  '\\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|jan\\w*|feb\\w*|mar\\w*|apr\\w*|may|jun\\w*|jul\\w*|aug\\w*|sep\\w*|oct\\w*|nov\\w*|dec\\w*|spring|summer|fall|autumn|winter';
const QUALIFIER = `(?:round|cycle)\\s*\\d{1,2}|(?:${WORD})\\s+(?:round|cycle|deadlines?)`;
/**
 * In parentheses at the end ("(Round 2)", "(March round)"), or after a dash or space ("- Round 1",
 * "-Round2"); or a season alone after an acronym in capitals ("ASPLOS Spring", "ASPLOS Fall": its
 * cycles), never after a name's words ("Data Science Summer").
 */
const TITLE_RES = [
  new RegExp(`^(.+?)\\s*\\(\\s*(${QUALIFIER})\\s*\\)$`, 'i'),
  new RegExp(`^(.+?)(?:\\s*[-–]\\s*|\\s+)(${QUALIFIER})$`, 'i'),
  /^(\p{Lu}[\p{Lu}\d&+-]{1,15})\s+([Ss]pring|[Ss]ummer|[Ff]all|[Aa]utumn|[Ww]inter)$/u,
];
const ORDINALS: Readonly<Record<string, number>> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5 };
/** The keys a title (the acronym) or a full name may be written under, each dialect's: a round named in either is cut. */
const TITLE_KEYS = ['title', 'name', 'conference', 'abbrv', 'abbreviation', 'shortname', 'full_name'];

/** A record's round: its number when the title gives one ("Round 2", "Second round"), and the words as written. */
export interface TitleRound {
  round: number | null;
  label: string;
}

/** A title without its round, and the round; null when the title names none. */
export function roundOfTitle(title: string): { bare: string; round: TitleRound } | null {
  for (const re of TITLE_RES) {
    const match = re.exec(title.trim());
    if (!match) continue;
    const label = match[2]!;
    const digits = /\d+/.exec(label)?.[0];
    const word = label.split(/\s+/)[0]!.toLowerCase();
    return { bare: match[1]!.trim(), round: { round: digits ? Number(digits) : (ORDINALS[word] ?? null), label } };
  }
  return null;
}

/** The record with its round cut off every title key that names one; null when none does. */
export function withoutRound(
  conf: Record<string, unknown>,
): { conf: Record<string, unknown>; round: TitleRound } | null {
  let round: TitleRound | null = null;
  const record = { ...conf };
  for (const key of TITLE_KEYS) {
    const value = text(conf[key]);
    const read = value === null ? null : roundOfTitle(value);
    if (read === null) continue;
    record[key] = read.bare;
    round ??= read.round;
  }
  return round === null ? null : { conf: record, round };
}

/** An event read from a round's record, with that round and the notes of its record. */
export interface RoundRecord {
  event: ImportedEvent;
  round: TitleRound;
  notes: RecordNotes;
}

const firstDue = (event: ImportedEvent): string => event.deadlines.map((deadline) => deadline.due).sort()[0] ?? '9999';

/** Each deadline of a record in its round of the edition (a record's own second round after it). */
function inRound(event: ImportedEvent, round: number): void {
  event.deadlines = event.deadlines.map((deadline) => ({ ...deadline, round: round + deadline.round - 1 }));
}

/**
 * The events of a tracker with the records of one edition's rounds joined: the first of them kept,
 * with every record as a source, each other noted `round_joined`. A round record alone keeps the
 * number its title gives.
 */
export function joinRounds(events: readonly ImportedEvent[], rounds: readonly RoundRecord[]): ImportedEvent[] {
  const groups = new Map<string, RoundRecord[]>();
  for (const one of rounds) {
    const key = `${one.event.acronym}|${one.event.start}|${one.event.end}`;
    groups.set(key, [...(groups.get(key) ?? []), one]);
  }
  const joined = new Set<ImportedEvent>();
  for (const group of groups.values()) {
    const numbers = group.map((one) => one.round.round);
    const numbered = numbers.every((n) => n !== null) && new Set(numbers).size === numbers.length;
    const ordered = numbered
      ? [...group].sort((a, b) => a.round.round! - b.round.round!)
      : [...group].sort((a, b) => firstDue(a.event).localeCompare(firstDue(b.event)));
    ordered.forEach((one, index) => {
      inRound(one.event, numbered ? one.round.round! : index + 1);
    });
    const [first, ...others] = ordered;
    for (const other of others) {
      mergeInto(first!.event, other.event);
      joined.add(other.event);
      other.notes.add(
        'round_joined',
        other.round.label,
        `a round of ${first!.event.acronym} listed as a record, joined to its edition (${first!.event.source.recordId})`,
      );
    }
  }
  return events.filter((event) => !joined.has(event));
}
