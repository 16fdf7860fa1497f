/**
 * One row of a deadline table (an event's or a track's) as the detail writes a deadline (docs/api.md,
 * Deadlines and time zones): `{"kind":…,"round":…,"at":…,"at_local":…,"date":…,"timezone":…`,
 * written straight into the answer's bytes, its closing brace left to the caller (an event's
 * deadline adds `estimated` and what an estimate is drawn from). With include=deadlines a page of 50
 * writes a few hundred of them; made as objects and joined strings they cost about a fifth of such
 * a search.
 */
import { STORED_DEADLINE_KINDS, type DeadlineTable } from '../store/deadline-table.js';
import { formatIsoInstant } from '../util/dates.js';
import { encodedJson, type JsonBytes } from '../util/json-bytes.js';
import { formatZonedInstant } from '../util/local-time.js';

/** `{"kind":"paper","round":` per stored kind (an estimated paper deadline is a paper deadline). */
const KIND_AND_ROUND = STORED_DEADLINE_KINDS.map((kind) =>
  Buffer.from(`{"kind":"${kind === 'estimated_paper' ? 'paper' : kind}","round":`),
);

export class DeadlineRowWriter {
  /** Each zone of the table's list as a JSON string. */
  private readonly zoneText: Uint8Array[];

  constructor(
    zones: readonly string[],
    /** A day as an encoded JSON string (the item writer's cache). */
    private readonly isoDate: (day: number) => Uint8Array,
  ) {
    this.zoneText = zones.map(encodedJson);
  }

  /** The row's fields up to its timezone; with `localZone`, its instant also written there (at_local). */
  open(table: DeadlineTable, row: number, out: JsonBytes, localZone: string | undefined): void {
    out.raw(KIND_AND_ROUND[table.kind[row]!]!);
    out.integer(table.round[row]!);
    this.instant(table, row, out, localZone);
  }

  /**
   * `,"at":…,"at_local":…,"date":…,"timezone":…` of the row: what every deadline writes after its
   * kind (and round), an event's next deadline too.
   */
  instant(table: DeadlineTable, row: number, out: JsonBytes, localZone: string | undefined): void {
    const at = table.at[row]!;
    out.text(`,"at":"${formatIsoInstant(at)}"`);
    if (localZone !== undefined) out.text(`,"at_local":"${formatZonedInstant(at, localZone)}"`);
    out.text(',"date":');
    out.raw(this.isoDate(table.day[row]!));
    out.text(',"timezone":');
    out.raw(this.zoneText[table.zone[row]!]!);
  }
}
