/**
 * Whether a word of a subject names a field (docs/api.md, Connector tools): what a narrower
 * subject keeps before a word of none (narrower-subject.ts).
 */
import { fieldHead, fieldSize } from '../../search/index.js';
import type { HandlerContext } from '../operation.js';

/** A word is of a field when one in this many of its events or more is filed under a field its name holds. */
const FIELD_SHARE = 10;

/**
 * Whether `unit`, of `count` events, is a word of a field's name: one in FIELD_SHARE of its events
 * or more is filed under that field. "speech" (41 of 49, Speech Processing), not "recognition" (1
 * of 33: a tracker files one venue under Gesture Recognition), so "speech recognition" keeps
 * "speech"; a field of one event only where the word has no other: "graph" (1 of 5, Knowledge
 * Graphs) is of no field; a word that ends several fields' names and opens none (fieldHead) only
 * when most of its events are of one: "learning" (235 of 278, Machine Learning), not "systems" (30
 * of 295, Operating Systems), so "dialogue systems" keeps "dialogue".
 */
export function ofField(context: HandlerContext, unit: readonly string[], count: number): boolean {
  const size = fieldSize(context.index.store, unit);
  if (unit.length === 1 && fieldHead(context.index.store, unit[0]!) && size * 2 < count) return false;
  return size * FIELD_SHARE >= count && (size > 1 || count === 1);
}
