/**
 * The one writer of source files (docs/source-format.md): the demo generator, the importers and the
 * tests' fixtures write through it. It creates the tables it is given, inserts rows by column name
 * (a column a row leaves out is NULL), indexes every table of event rows on event_id (the builder
 * reads them in event_id order, which the index gives without a sort), and writes to a temporary
 * file beside the destination, so that a failure leaves nothing and the caller renames the file into
 * place once everything else has succeeded.
 */
import { rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { DEADLINES_DDL, SOURCE_DDL } from './schema.js';

/** A table as written: its name and the statement that creates it. */
export interface WrittenTable {
  name: string;
  ddl: string;
}

export const EVENTS_TABLE: WrittenTable = { name: 'events', ddl: SOURCE_DDL };
export const DEADLINES_TABLE: WrittenTable = { name: 'deadlines', ddl: DEADLINES_DDL };

interface Insert {
  columns: readonly string[];
  statement: Database.Statement;
}

export class SourceWriter {
  /** The temporary file the rows go to. */
  readonly temp: string;
  private readonly db: Database.Database;
  private readonly inserts = new Map<string, Insert>();

  /** Creates `tables`, in order, in a fresh temporary file beside `path`. */
  constructor(
    path: string,
    private readonly tables: readonly WrittenTable[],
  ) {
    this.temp = `${path}.tmp-${process.pid}`;
    rmSync(this.temp, { force: true });
    this.db = new Database(this.temp);
    try {
      // A file no one reads until it is whole: no journal, no syncs, no other connection.
      this.db.pragma('journal_mode = OFF');
      this.db.pragma('synchronous = OFF');
      this.db.pragma('locking_mode = EXCLUSIVE');
      this.db.pragma('cache_size = -65536');
      for (const table of tables) this.db.exec(table.ddl);
    } catch (error) {
      this.discard();
      throw error;
    }
  }

  /** Adds a row to the table named `table`, into whichever columns the table has. */
  add(table: string, row: object): void {
    const insert = this.inserts.get(table) ?? this.prepare(table);
    const values = row as Readonly<Record<string, unknown>>;
    insert.statement.run(insert.columns.map((column) => values[column] ?? null));
  }

  /** Runs `write` in one transaction. */
  transaction(write: () => void): void {
    this.db.transaction(write)();
  }

  /** Indexes the tables of event rows, closes the file and returns it, for the caller to rename. */
  finish(): string {
    for (const { name } of this.tables) {
      if (this.columnsOf(name).includes('event_id'))
        this.db.exec(`CREATE INDEX ${name}_event_id ON ${name} (event_id)`);
    }
    this.db.close();
    return this.temp;
  }

  /** Closes and removes the temporary file (after a failure). */
  discard(): void {
    if (this.db.open) this.db.close();
    rmSync(this.temp, { force: true });
  }

  private columnsOf(table: string): string[] {
    const rows = this.db.prepare('SELECT name FROM pragma_table_info(?)').all(table) as { name: string }[];
    return rows.map((row) => row.name);
  }

  private prepare(table: string): Insert {
    const columns = this.columnsOf(table);
    const statement = this.db.prepare(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    );
    const insert = { columns, statement };
    this.inserts.set(table, insert);
    return insert;
  }
}

/**
 * Writes a source file of `tables` with `fill` and returns the temporary file it was written to (see
 * SourceWriter); on a failure nothing is left and the error is thrown on.
 */
export function writeSource(
  path: string,
  tables: readonly WrittenTable[],
  fill: (writer: SourceWriter) => void,
): string;
export function writeSource(
  path: string,
  tables: readonly WrittenTable[],
  fill: (writer: SourceWriter) => Promise<void>,
): Promise<string>;
export function writeSource(
  path: string,
  tables: readonly WrittenTable[],
  fill: (writer: SourceWriter) => void | Promise<void>,
): string | Promise<string> {
  const writer = new SourceWriter(path, tables);
  const failed = (error: unknown): never => {
    writer.discard();
    throw error;
  };
  try {
    const filled = fill(writer);
    return filled instanceof Promise ? filled.then(() => writer.finish()).catch(failed) : writer.finish();
  } catch (error) {
    return failed(error);
  }
}
