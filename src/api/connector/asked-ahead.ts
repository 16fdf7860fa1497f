/**
 * What a question asks of a venue it names, read as its editions ahead (docs/api.md, Connector
 * tools): a policy or call the data does not hold, whose answer is the venue's next editions'.
 */
import { EVENT_DATES } from './date-words.js';
import type { Measure } from './measure-words.js';

/** Kinds of a venue's policy or next call, asked of its editions ahead ("the page limit of ICML"). */
const OF_NEXT: ReadonlySet<Measure['kind']> = new Set([
  ...(['review', 'travel', 'publishing', 'support', 'people', 'rules', 'track', 'registration'] as const),
  ...(['rolling', 'rounds', 'rebuttal'] as const),
]);

/**
 * A question of venues named without a year, of no dates nor subject, that asks what the data
 * does not hold of their policy or call ("What is the page limit for ICML papers?", "Is CVPR
 * double-blind?"): of their editions ahead, as "the next ICML" is, not every edition since 2019;
 * said in `notes`.
 */
export function settleOfNext(
  parameters: Record<string, string>,
  measures: readonly Measure[],
  { today, past }: { today: string; past: boolean },
  notes: string[],
): void {
  const { acronym, q } = parameters;
  // Beside a subject the venues are of it ("chemistry conferences with proceedings in the ACM DL").
  if (past || acronym === undefined || q !== undefined || EVENT_DATES.some((name) => parameters[name] !== undefined))
    return;
  const asked = measures.find(({ kind, main }) => OF_NEXT.has(kind) && main === undefined);
  if (asked === undefined) return;
  parameters.from = today;
  notes.push(`"${asked.text}" asked of the editions ahead of ${acronym}: the events from today, ${today}`);
}
