/**
 * A seeded week of a tracker's edits, applied to a copy of an operators' source file: paper deadlines
 * extended or moved earlier, deadlines given to editions that had none (an announcement where the
 * build had estimated one: a series edition) or dropped, editions moved in time, to another city of
 * their country or to another web page, editions of next year added and editions gone. Each edit touches one edition, and no
 * edition twice in a week; the edited ids are returned, so that the change log built from the file
 * can be checked against them.
 */
import Database from 'better-sqlite3';
import { Random } from '../../src/demo/random.js';

/** The edits of a week, in the order they are applied. */
export const EDIT_KINDS = [
  'extended',
  'moved_earlier',
  'announced',
  'deadline_dropped',
  'dates_moved',
  'place_moved',
  'website_moved',
  'added',
  'gone',
] as const;
export type EditKind = (typeof EDIT_KINDS)[number];

/**
 * The share of a week's edits of each kind, from the changes the public trackers made in a week
 * (bench/README.md, change-log): 580 changes of 9,308 editions, of which deadlines extended 17%,
 * moved earlier 9%, given 8%, dropped 3%; dates 5%, places 5%, websites 15%; editions added 16%,
 * gone 21%.
 */
export const EDIT_MIX: Readonly<Record<EditKind, number>> = {
  extended: 0.18,
  moved_earlier: 0.09,
  announced: 0.08,
  deadline_dropped: 0.03,
  dates_moved: 0.05,
  place_moved: 0.05,
  website_moved: 0.15,
  added: 0.16,
  gone: 0.21,
};

export interface WeekEdits {
  /** The ids each kind of edit touched (an added edition by its new id), ascending. */
  edited: Record<EditKind, number[]>;
}

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD...` moved by `days`, the rest of the text (a time) kept. */
export function shiftDue(due: string, days: number): string {
  const date = new Date(Date.parse(`${due.slice(0, 10)}T00:00:00Z`) + days * DAY_MS);
  return `${date.toISOString().slice(0, 10)}${due.slice(10)}`;
}

/** A city as the builder tells it from others: its first part, folded. */
export const cityKey = (city: string) =>
  city.split(',')[0]!.trim().normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

const daysBetween = (from: string, to: string) =>
  (Date.parse(to.slice(0, 10)) - Date.parse(from.slice(0, 10))) / DAY_MS;

/** Up to `count` items of `items`, drawn without replacement, skipping ids already taken. */
function draw<T extends { id: number }>(random: Random, items: T[], count: number, taken: Set<number>): T[] {
  const chosen: T[] = [];
  for (let end = items.length; end > 0 && chosen.length < count; end--) {
    const at = random.int(end);
    const item = items[at]!;
    items[at] = items[end - 1]!;
    items[end - 1] = item;
    if (taken.has(item.id)) continue;
    taken.add(item.id);
    chosen.push(item);
  }
  return chosen;
}

/** The count of each kind of edit in a week of `edits`: the mix's shares, rounded, adding up to `edits`. */
export function editCounts(edits: number): Record<EditKind, number> {
  const counts = Object.fromEntries(EDIT_KINDS.map((kind) => [kind, Math.floor(edits * EDIT_MIX[kind])])) as Record<
    EditKind,
    number
  >;
  let left = edits - Object.values(counts).reduce((sum, count) => sum + count, 0);
  for (let i = 0; left > 0; i = (i + 1) % EDIT_KINDS.length, left--) counts[EDIT_KINDS[i]!]++;
  return counts;
}

/** Applies a seeded week of `edits` edits to the source file `file`, in one transaction. */
export function applyWeek(file: string, edits: number, seed: number): WeekEdits {
  const db = new Database(file);
  try {
    const random = new Random(seed);
    const counts = editCounts(edits);
    const taken = new Set<number>();
    const week = new Week(db, random, taken);
    let result: WeekEdits | undefined;
    db.transaction(() => {
      // Each kind draws from the editions no earlier kind took; `gone` last, so that no edition
      // another edit touched is removed.
      const edited = {} as Record<EditKind, number[]>;
      for (const kind of EDIT_KINDS) edited[kind] = week[kind](counts[kind]).sort((a, b) => a - b);
      result = { edited };
    })();
    return result!;
  } finally {
    db.close();
  }
}

interface PaperRow {
  id: number;
  rowid: number;
  due: string;
  start: string;
  submission: string | null;
}

/** One week's edits over an open source file; each method edits up to `count` editions and answers their ids. */
class Week {
  constructor(
    private readonly db: Database.Database,
    private readonly random: Random,
    private readonly taken: Set<number>,
  ) {}

  private papers(): PaperRow[] {
    return this.db
      .prepare(
        `SELECT e.id, d.rowid AS rowid, d.due, e.start_date AS start, e.submission_deadline AS submission
         FROM deadlines d JOIN events e ON e.id = d.event_id
         WHERE d.kind = 'paper' AND e.start_date IS NOT NULL ORDER BY d.rowid`,
      )
      .all() as PaperRow[];
  }

  /** Moves one paper deadline of each edition drawn by `days` (and the v2 column with it, when it says the same day). */
  private movePapers(rows: PaperRow[], count: number, days: () => number): number[] {
    const due = this.db.prepare('UPDATE deadlines SET due = ? WHERE rowid = ?');
    const column = this.db.prepare(
      'UPDATE events SET submission_deadline = ? WHERE id = ? AND submission_deadline = ?',
    );
    return draw(this.random, rows, count, this.taken).map((row) => {
      const moved = shiftDue(row.due, days());
      due.run(moved, row.rowid);
      column.run(moved.slice(0, 10), row.id, row.due.slice(0, 10));
      return row.id;
    });
  }

  /** A paper deadline 1 to 14 days later, where the edition starts more than 14 days after it. */
  extended(count: number): number[] {
    const rows = this.papers().filter((row) => daysBetween(row.due, row.start) > 14);
    return this.movePapers(rows, count, () => this.random.between(1, 14));
  }

  /** A paper deadline 1 to 7 days earlier. */
  moved_earlier(count: number): number[] {
    return this.movePapers(this.papers(), count, () => -this.random.between(1, 7));
  }

  /**
   * A paper deadline 60 to 120 days before the start of an edition with no submission deadline:
   * editions of a series (or with an acronym, which the builder reads a series from) first, as a
   * tracker announces a recurring call, which the build had estimated when an earlier edition has one.
   */
  announced(count: number): number[] {
    const rows = this.db
      .prepare(
        `SELECT id, start_date AS start, coalesce(series, '') != '' OR coalesce(acronym, '') != '' AS recurring
         FROM events e
         WHERE start_date IS NOT NULL AND (submission_deadline IS NULL OR submission_deadline = '')
           AND NOT EXISTS (SELECT 1 FROM deadlines d WHERE d.event_id = e.id AND d.kind IN ('paper', 'abstract'))
         ORDER BY recurring DESC, id`,
      )
      .all() as { id: number; start: string; recurring: number }[];
    const recurring = rows.filter((row) => row.recurring === 1);
    const chosen = draw(this.random, recurring, count, this.taken);
    chosen.push(...draw(this.random, rows.slice(recurring.length), count - chosen.length, this.taken));
    const insert = this.db.prepare(
      `INSERT INTO deadlines (event_id, kind, round, due, timezone) VALUES (?, 'paper', 1, ?, 'AoE')`,
    );
    for (const row of chosen) insert.run(row.id, `${shiftDue(row.start, -this.random.between(60, 120))}T23:59`);
    return chosen.map((row) => row.id);
  }

  /** A deadline other than a submission one (a notification, a camera-ready) no longer listed. */
  deadline_dropped(count: number): number[] {
    const rows = this.db
      .prepare(`SELECT event_id AS id, rowid FROM deadlines WHERE kind NOT IN ('paper', 'abstract') ORDER BY rowid`)
      .all() as { id: number; rowid: number }[];
    const remove = this.db.prepare('DELETE FROM deadlines WHERE rowid = ?');
    return draw(this.random, rows, count, this.taken).map((row) => {
      remove.run(row.rowid);
      return row.id;
    });
  }

  /** Start and end 7 days later, for an edition whose dates are to the day. */
  dates_moved(count: number): number[] {
    const rows = this.db
      .prepare(
        `SELECT id, start_date AS start, end_date AS end FROM events
         WHERE start_date IS NOT NULL AND end_date IS NOT NULL AND (date_precision IS NULL OR date_precision = '')
         ORDER BY id`,
      )
      .all() as { id: number; start: string; end: string }[];
    const update = this.db.prepare('UPDATE events SET start_date = ?, end_date = ? WHERE id = ?');
    return draw(this.random, rows, count, this.taken).map((row) => {
      update.run(shiftDue(row.start, 7), shiftDue(row.end, 7), row.id);
      return row.id;
    });
  }

  /**
   * Another city of the edition's country (with its region), the venue not known yet. Cities are
   * told apart as the builder reads them: "Nice, France" and "San Antonio, TX" are Nice and San
   * Antonio (docs/source-format.md, City forms), whatever the case and accents.
   */
  place_moved(count: number): number[] {
    const rows = this.db
      .prepare('SELECT id, city, country FROM events WHERE city IS NOT NULL AND country IS NOT NULL ORDER BY id')
      .all() as { id: number; city: string; country: string }[];
    const cities = new Map<string, { city: string; region: string | null; key: string }[]>();
    const places = this.db
      .prepare(
        'SELECT DISTINCT country, city, region FROM events WHERE city IS NOT NULL AND country IS NOT NULL ORDER BY country, city, region',
      )
      .all() as { country: string; city: string; region: string | null }[];
    const seen = new Set<string>();
    for (const place of places) {
      const key = cityKey(place.city);
      if (seen.has(`${place.country}\n${key}`)) continue;
      seen.add(`${place.country}\n${key}`);
      let list = cities.get(place.country);
      if (!list) cities.set(place.country, (list = []));
      list.push({ ...place, key });
    }
    const movable = rows.filter((row) => (cities.get(row.country)?.length ?? 0) > 1);
    const update = this.db.prepare('UPDATE events SET city = ?, region = ?, venue = NULL WHERE id = ?');
    return draw(this.random, movable, count, this.taken).map((row) => {
      const others = cities.get(row.country)!.filter((place) => place.key !== cityKey(row.city));
      const to = this.random.pick(others);
      update.run(to.city, to.region, row.id);
      return row.id;
    });
  }

  /** The website moved to a page of its own under the old address. */
  website_moved(count: number): number[] {
    const rows = this.db.prepare(`SELECT id, website FROM events WHERE website LIKE 'http%' ORDER BY id`).all() as {
      id: number;
      website: string;
    }[];
    const update = this.db.prepare('UPDATE events SET website = ? WHERE id = ?');
    return draw(this.random, rows, count, this.taken).map((row) => {
      update.run(`${row.website.replace(/\/+$/, '')}/home`, row.id);
      return row.id;
    });
  }

  /** Next year's edition of an edition whose dates are to the day: 364 days later, its year in its texts and its deadlines moved. */
  added(count: number): number[] {
    const rows = this.db
      .prepare(
        `SELECT id FROM events WHERE start_date IS NOT NULL AND end_date IS NOT NULL
         AND (date_precision IS NULL OR date_precision = '') ORDER BY id`,
      )
      .all() as { id: number }[];
    const chosen = draw(this.random, rows, count, new Set(this.taken));
    let next = (this.db.prepare('SELECT max(id) AS top FROM events').get() as { top: number }).top;
    const read = this.db.prepare('SELECT * FROM events WHERE id = ?');
    const deadlines = this.db.prepare('SELECT kind, round, due, timezone FROM deadlines WHERE event_id = ?');
    const addDeadline = this.db.prepare(
      'INSERT INTO deadlines (event_id, kind, round, due, timezone) VALUES (?, ?, ?, ?, ?)',
    );
    const added: number[] = [];
    for (const { id } of chosen) {
      const row = read.get(id) as Record<string, string | number | null>;
      const year = String(row.start_date).slice(0, 4);
      const edition: Record<string, string | number | null> = { ...row, id: ++next };
      for (const column of ['name', 'acronym', 'website']) {
        const text = row[column];
        if (typeof text === 'string') edition[column] = text.replaceAll(year, String(Number(year) + 1));
      }
      for (const column of ['start_date', 'end_date', 'submission_deadline']) {
        const date = row[column];
        if (typeof date === 'string' && date !== '') edition[column] = shiftDue(date, 364);
      }
      const columns = Object.keys(edition);
      this.db
        .prepare(`INSERT INTO events (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`)
        .run(...Object.values(edition));
      for (const deadline of deadlines.all(id) as { kind: string; round: number; due: string; timezone: string }[])
        addDeadline.run(next, deadline.kind, deadline.round, shiftDue(deadline.due, 364), deadline.timezone);
      this.taken.add(next);
      added.push(next);
    }
    return added;
  }

  /** An edition withdrawn: its row and every row of it in the other tables. */
  gone(count: number): number[] {
    const tables = (
      this.db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name != 'events'`).all() as {
        name: string;
      }[]
    )
      .map((table) => table.name)
      .filter((name) =>
        (this.db.prepare(`SELECT name FROM pragma_table_info(?)`).all(name) as { name: string }[]).some(
          (column) => column.name === 'event_id',
        ),
      );
    const removes = [
      this.db.prepare('DELETE FROM events WHERE id = ?'),
      ...tables.map((name) => this.db.prepare(`DELETE FROM ${name} WHERE event_id = ?`)),
    ];
    const rows = this.db.prepare('SELECT id FROM events ORDER BY id').all() as { id: number }[];
    return draw(this.random, rows, count, this.taken).map(({ id }) => {
      for (const remove of removes) remove.run(id);
      return id;
    });
  }
}
