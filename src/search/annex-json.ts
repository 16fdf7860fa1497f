/**
 * The ranks, tracks and estimate bases of an event as JSON text (docs/api.md, Event item and Event
 * detail), from the store's format 7 tables (src/store/annex-sections.ts). Most events have no rank and no
 * track: their two offsets are equal and nothing is written, so an item without them costs two
 * reads of each offsets column.
 */
import type { Store } from '../store/store.js';
import type { JsonBytes } from '../util/json-bytes.js';
import { DeadlineRowWriter } from './deadline-row-json.js';
import { estimateOf } from './deadline-values.js';

const quote = (text: string): string => JSON.stringify(text);

export class AnnexValues {
  /** Each rank entry's text up to its URL: `{"system":"CORE","edition":"2023","value":"A*","source_url":`. */
  private readonly entryText: Uint8Array[];

  /** The tracks' deadline rows (their zones are a list of the tracks' own). */
  private readonly trackRows: DeadlineRowWriter;

  constructor(
    private readonly store: Store,
    /** A day as an encoded JSON string (the item writer's cache). */
    isoDate: (day: number) => Uint8Array,
  ) {
    this.trackRows = new DeadlineRowWriter(store.tracks.zones, isoDate);
    this.entryText = store.ranks.entries.map(({ system, edition, value }) =>
      Buffer.from(
        `{"system":${quote(system)},"edition":${edition === null ? 'null' : `"${edition}"`},"value":${quote(value)},"source_url":`,
      ),
    );
  }

  /** Whether the event has ranks, tracks: what the item and the detail write only when it has. */
  hasRanks(p: number): boolean {
    const { offsets } = this.store.ranks;
    return offsets[p]! !== offsets[p + 1]!;
  }

  hasTracks(p: number): boolean {
    const { offsets } = this.store.tracks;
    return offsets[p]! !== offsets[p + 1]!;
  }

  /** Every rank of the event, in the order the source gives them: `[{system, edition, value, source_url}]`. */
  ranks(p: number, out: JsonBytes): void {
    const { offsets, entry, url } = this.store.ranks;
    out.text('[');
    for (let row = offsets[p]!; row < offsets[p + 1]!; row++) {
      if (row > offsets[p]!) out.text(',');
      out.raw(this.entryText[entry[row]!]!);
      const start = url.offsets[row]!;
      const end = url.offsets[row + 1]!;
      if (start === end) out.text('null');
      else out.quoted(url.bytes, start, end);
      out.text('}');
    }
    out.text(']');
  }

  /** Every track of the event: `[{name, deadlines}]`, each deadline as in the detail; with `zone`, at_local too. */
  tracks(p: number, out: JsonBytes, zone?: string): void {
    const { offsets, name, deadlines } = this.store.tracks;
    out.text('[');
    for (let track = offsets[p]!; track < offsets[p + 1]!; track++) {
      if (track > offsets[p]!) out.text(',');
      out.text(`{"name":${quote(name.get(track))},"deadlines":[`);
      for (let row = deadlines.offsets[track]!; row < deadlines.offsets[track + 1]!; row++) {
        if (row > deadlines.offsets[track]!) out.text(',');
        this.trackRows.open(deadlines, row, out, zone);
        out.text('}');
      }
      out.text(']}');
    }
    out.text(']');
  }

  /**
   * What the event's estimated deadline is drawn from: `,"estimate":{from, compared, confidence}`,
   * the past editions that agree on its offset (the one it is drawn from first); '' when none.
   */
  estimateText(p: number): string {
    const estimate = estimateOf(this.store, p);
    return estimate === undefined ? '' : `,"estimate":${JSON.stringify(estimate)}`;
  }
}
