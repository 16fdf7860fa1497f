/**
 * Windows joined as one (docs/api.md, Connector tools): "March or April", "late 2026 or early
 * 2027", "December and January", and a list of them, "March, April or May 2027", "2027, 2028 or
 * 2029": from the first day of the earliest to the last of the latest, of years each whole year
 * named, of windows apart each window (window-alternatives.ts). Read alone, the first of a list
 * of three was left out beside the window of the other two.
 */
import type { Day } from '../../util/dates.js';
import { wholeYear } from './span-words.js';
import type { Token } from './tokens.js';

/** A window's first and last days (either may be open), its words, the whole years and the windows apart it joins. */
export interface Days {
  from?: Day | undefined;
  to?: Day | undefined;
  length: number;
  years?: readonly string[];
  parts?: readonly (readonly [Day, Day])[];
  /** The events' first days alone ("conferences starting next week"): none under way. */
  starts?: true;
}

/** Most windows of one list read: a month for each of the year's. */
export const MOST_JOINED = 12;
const JOINTS = new Set(['or', 'and']);

/**
 * The windows from `at` joined by "or", "and" or a comma as one, `first` the one at `at` (`itemAt`:
 * the window that starts at a word, with its words), else `alone`.
 */
export function joinedWindows(
  tokens: readonly Token[],
  at: number,
  alone: Days | undefined,
  itemAt: (position: number) => Days | undefined,
): Days | undefined {
  const first = itemAt(at);
  if (first?.from === undefined || first.to === undefined) return alone;
  const items = [{ from: first.from, to: first.to }];
  let end = at + first.length;
  for (let joined = 0; joined < MOST_JOINED; joined++) {
    const joint = tokens[end]?.word ?? '';
    // "March, April or May": a comma stands before the next; "in January or in May 2027": its own "in".
    const next = JOINTS.has(joint) ? end + ((tokens[end + 1]?.word ?? '') === 'in' ? 2 : 1) : end;
    if (next === end && tokens[end]?.listed !== true) break;
    const other = itemAt(next);
    if (other?.from === undefined || other.to === undefined) break;
    items.push({ from: other.from, to: other.to });
    end = next + other.length;
  }
  if (items.length === 1) return alone;
  const sorted = [...items].sort((a, b) => a.from - b.from);
  // "2025 and 2027": of the editions named, those years and not the ones between.
  const years = items.map(({ from, to }) => wholeYear(from, to));
  const whole = years.every((year) => year !== undefined) ? { years: years as string[] } : {};
  // "March or October 2027": windows apart, each searched.
  const apart = sorted.some((item, i) => i > 0 && item.from > Math.max(...sorted.slice(0, i).map((one) => one.to)) + 1);
  const parts = apart ? { parts: items.map(({ from, to }) => [from, to] as const) } : {};
  const to = Math.max(...items.map((item) => item.to));
  return { from: sorted[0]!.from, to, length: end - at, ...whole, ...parts };
}
