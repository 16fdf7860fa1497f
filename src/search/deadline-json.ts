/**
 * The deadline, rank, series and edition values of an event as JSON text (docs/api.md, Event item
 * and Event detail), written into an answer's bytes: its call-for-papers status and next deadline
 * at a moment, every deadline, and the other editions of its series (read by deadline-values.ts,
 * which the object answers read too). Used by ItemWriter (item-json.ts).
 */
import { DEADLINE_KINDS, CCF_RANKS, CORE_RANKS } from '../source/schema.js';
import { ESTIMATED_PAPER, STORED_DEADLINE_KINDS } from '../store/deadline-table.js';
import { NONE_U8, NONE_U32 } from '../store/layout.js';
import type { Store } from '../store/store.js';
import { BlockSlots } from '../util/block-slots.js';
import { encodedJson, type JsonBytes } from '../util/json-bytes.js';
import { cfpStatusAt } from './components/cfp.js';
import { AnnexValues } from './annex-json.js';
import { DeadlineRowWriter } from './deadline-row-json.js';
import { editionsOf } from './deadline-values.js';

const NULL = Buffer.from('null');

const ABSTRACT = DEADLINE_KINDS.indexOf('abstract');
const PAPER = DEADLINE_KINDS.indexOf('paper');
const STATUS_TEXT = {
  open: encodedJson('open'),
  abstract_closed: encodedJson('abstract_closed'),
  closed: encodedJson('closed'),
  expected: encodedJson('expected'),
  none: encodedJson('none'),
} as const;
const KIND_OPENING = STORED_DEADLINE_KINDS.map((kind) =>
  Buffer.from(`{"kind":"${kind === 'estimated_paper' ? 'paper' : kind}"`),
);
const ANNOUNCED_END = Buffer.from(',"estimated":false}');
const ESTIMATED_TRUE = Buffer.from(',"estimated":true');
const ESTIMATED_END = Buffer.from(',"estimated":true}');
const CORE_TEXT = CORE_RANKS.map(encodedJson);
const CCF_TEXT = CCF_RANKS.map(encodedJson);

export class EditionValues {
  /** The series keys and the bare acronyms, each encoded the first time a page shows it (util/block-slots.ts). */
  private readonly seriesText: BlockSlots<Uint8Array>;
  private readonly acronymText: BlockSlots<Uint8Array>;
  private readonly rows: DeadlineRowWriter;

  constructor(
    private readonly store: Store,
    /** A day as an encoded JSON string, from the item writer's cache. */
    isoDate: (day: number) => Uint8Array,
    /** The ranks, tracks and estimate bases (annex-json.ts). */
    readonly annex: AnnexValues = new AnnexValues(store, isoDate),
  ) {
    this.rows = new DeadlineRowWriter(store.meta.zones, isoDate);
    this.seriesText = new BlockSlots(store.editions.series.keys.length);
    this.acronymText = new BlockSlots(store.editions.spellings.length);
  }

  bareAcronym(p: number, out: JsonBytes): void {
    const key = this.store.columns.bareAcronym[p]!;
    if (key === NONE_U32) out.raw(NULL);
    else
      out.raw(
        this.acronymText.get(key) ?? this.acronymText.set(key, encodedJson(this.store.editions.spellings.get(key))),
      );
  }

  series(p: number, out: JsonBytes): void {
    const key = this.store.columns.series[p]!;
    if (key === NONE_U32) out.raw(NULL);
    else
      out.raw(
        this.seriesText.get(key) ?? this.seriesText.set(key, encodedJson(this.store.editions.series.keys.get(key))),
      );
  }

  coreRank(p: number, out: JsonBytes): void {
    const rank = this.store.columns.coreRank[p]!;
    out.raw(rank === NONE_U8 ? NULL : CORE_TEXT[rank]!);
  }

  ccfRank(p: number, out: JsonBytes): void {
    const rank = this.store.columns.ccfRank[p]!;
    out.raw(rank === NONE_U8 ? NULL : CCF_TEXT[rank]!);
  }

  cfpStatus(p: number, now: number, out: JsonBytes): void {
    out.raw(STATUS_TEXT[cfpStatusAt(this.store, p, now)]);
  }

  /**
   * The earliest abstract or paper deadline not passed at `now` (rows are in instant order), else
   * the estimated one not passed (an event with an estimate has no submission deadline), or null;
   * with `localZone`, its instant also written there (at_local).
   */
  nextDeadline(p: number, now: number, out: JsonBytes, localZone?: string): void {
    const { offsets, kind, at } = this.store.deadlines;
    for (let row = offsets[p]!; row < offsets[p + 1]!; row++) {
      const rowKind = kind[row]!;
      if ((rowKind !== ABSTRACT && rowKind !== PAPER && rowKind !== ESTIMATED_PAPER) || at[row]! < now) continue;
      out.raw(KIND_OPENING[rowKind]!);
      this.rows.instant(this.store.deadlines, row, out, localZone);
      out.raw(rowKind === ESTIMATED_PAPER ? ESTIMATED_END : ANNOUNCED_END);
      return;
    }
    out.raw(NULL);
  }

  /** Every deadline, in (instant, kind, round) order; with `zone`, each instant also written there. */
  deadlines(p: number, out: JsonBytes, zone?: string): void {
    const table = this.store.deadlines;
    out.text('[');
    for (let row = table.offsets[p]!; row < table.offsets[p + 1]!; row++) {
      if (row > table.offsets[p]!) out.text(',');
      this.rows.open(table, row, out, zone);
      if (table.kind[row] === ESTIMATED_PAPER) {
        out.raw(ESTIMATED_TRUE);
        out.text(this.annex.estimateText(p));
        out.text('}');
      } else out.raw(ANNOUNCED_END);
    }
    out.text(']');
  }

  /** The other events of its series (deadline-values.ts, editionsOf): a few per detail, written as read. */
  editions(p: number, out: JsonBytes): void {
    out.text(JSON.stringify(editionsOf(this.store, p)));
  }
}
