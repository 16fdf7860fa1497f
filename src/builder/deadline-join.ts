/**
 * A table of events' rows (deadlines, event_topics, event_sources) joined to the events as both are
 * read, each in id order: the rows of one event are handed to it when it is validated, so a million
 * events and their deadlines are never grouped in memory. Rows whose event_id no events row has are
 * reported (deadline_event_unknown for deadlines, row_event_unknown for the others).
 */
import { problem, type ReasonCode, type RowProblem } from '../source/problems.js';
import type { DeadlineSourceRow } from '../source/schema.js';

const asNumber = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'bigint' ? Number(value) : Number.NaN;

const NONE: readonly never[] = Object.freeze([]);

/** A row of a table of events: its event_id, any other columns. */
type EventRow = { readonly event_id?: unknown };

export class EventJoin<Row extends EventRow> {
  private readonly rows: Iterator<Row>;
  private next: Row | undefined;
  /** The rows of no known event, in the order found. */
  readonly unknown: Row[] = [];
  /** The id of the event last handed its rows: a second events row with that id gets none. */
  private lastTaken = Number.NEGATIVE_INFINITY;

  /** `table` names the table in the report ("deadlines"); `code` is the warning of a row of no event. */
  constructor(
    rows: Iterable<Row>,
    private readonly table: string,
    private readonly code: ReasonCode,
  ) {
    this.rows = rows[Symbol.iterator]();
    this.advance();
  }

  private advance(): void {
    const step = this.rows.next();
    this.next = step.done ? undefined : step.value;
  }

  /**
   * The rows of the event with this id. Events come in ascending id order; rows of a lower event_id
   * that no event took belong to no event. A second events row with the same id gets none.
   */
  take(rawId: unknown): readonly Row[] {
    const id = asNumber(rawId);
    if (!Number.isFinite(id) || id === this.lastTaken) return NONE;
    // Most events have no deadline row, or all of them come before any: no array made for those.
    if (this.next === undefined) return NONE;
    let taken: Row[] | undefined;
    while (this.next !== undefined) {
      const eventId = asNumber(this.next.event_id);
      // NULL and text event ids sort outside the numbers: they match no event.
      if (Number.isFinite(eventId) && eventId > id) break;
      if (eventId === id) (taken ??= []).push(this.next);
      else this.unknown.push(this.next);
      this.advance();
    }
    this.lastTaken = id;
    return taken ?? NONE;
  }

  /** A warning for every row of no known event, the rest of the table included. */
  problems(): RowProblem[] {
    while (this.next !== undefined) {
      this.unknown.push(this.next);
      this.advance();
    }
    return this.unknown.map((row) => {
      const value = row.event_id === null || row.event_id === undefined ? null : String(row.event_id);
      const id = typeof row.event_id === 'number' ? row.event_id : value;
      const advice =
        value === null
          ? `give the id of the event the row of ${this.table} belongs to`
          : `no events row has id ${value}: fix event_id, or add the event`;
      return problem({ id, name: null }, this.code, `${this.table}.event_id`, value, advice);
    });
  }
}

/** The deadlines table joined to the events. */
export class DeadlineJoin extends EventJoin<DeadlineSourceRow> {
  constructor(rows: Iterable<DeadlineSourceRow>) {
    super(rows, 'deadlines', 'deadline_event_unknown');
  }
}
