/**
 * The SQLite baseline's search: the matching rules of docs/api.md answered with SQL over the database of
 * prepare.ts, the way a competent engineer would without our engine: one COUNT(*) for the exact
 * total and one indexed, ordered LIMIT/OFFSET query per page (two when a page of the upcoming or
 * deadline order crosses from its first part to its second: running/future events to past ones,
 * events with a submission deadline ahead to the others). The filters' SQL is in where.ts. Statements are
 * prepared once per SQL text. Must give the same totals and pages as the engine (src/search;
 * bench/sqlite/baseline/agreement.ts).
 */
import Database from 'better-sqlite3';
import { CountryResolver, loadCountries } from '../../../src/reference/countries.js';
import { boundsOf, haversineKm, longitudeGap } from '../../../src/search/components/within-radius.js';
import { endOfDay, RADIUS_DEFAULT_KM, type SearchFilters, type SortOrder } from '../../../src/search/index.js';
import type { SourceRow } from '../../../src/source/schema.js';
import type { Day } from '../../../src/util/dates.js';
import { wordForms } from './fts-words.js';
import { FTS_TOKENIZE } from './schema.js';
import {
  type Clauses,
  type FilterContext,
  type OrderContext,
  type OrderPart,
  orderParts,
  type Where,
  whereOf,
} from './where.js';

/**
 * One event as the page query reads it: what a search list item shows of the source row (not the
 * detail-only description and e-mail), with the country and continent resolved (NULL for an
 * online event in no country) and the format resolved.
 */
export type BaselineEvent = Omit<SourceRow, 'country' | 'contact_email' | 'description'> & {
  country: string | null;
  continent: string | null;
  format: string;
};

const EVENT_COLUMNS =
  'id, name, acronym, type, topic, sub_topic, start_date, end_date, city, country, continent, venue, organizer, ' +
  'website, format, submission_deadline';

const whereSql = (clauses: readonly string[]) => (clauses.length ? ` WHERE ${clauses.join(' AND ')}` : '');
const countSql = (clauses: readonly string[]) => `SELECT count(*) FROM events${whereSql(clauses)}`;
/**
 * A page of one part of the order: its parameters are the WHERE's, the part's, the order's, then
 * LIMIT and OFFSET; or, for a next-deadline part read by walking (`walk`), walkSql's.
 */
const pageSql = (where: Where, part: OrderPart, walk: boolean) =>
  walk
    ? walkSql(where)
    : `SELECT id FROM events${whereSql([...where.clauses, ...part.clauses])} ORDER BY ${part.order} LIMIT ? OFFSET ?`;
/**
 * A page in order of the next submission deadline, for many matches: the submission deadlines not
 * passed at a moment, walked in instant order (CROSS JOIN keeps the walk outside, as the planner
 * may not), each kept when it is its event's first in that walk (ties of an event's own instants
 * by rowid) and the event matches; it stops after OFFSET + LIMIT events. Only deadlines dated a
 * day or later count (deadline_from). Parameters: now, the day, the WHERE's, now, the day, LIMIT,
 * OFFSET.
 */
const walkSql = (where: Where) =>
  'SELECT events.id FROM deadlines d CROSS JOIN events ON events.id = d.event_id' +
  whereSql([
    'd.submission = 1 AND d.due_at >= ? AND d.due_day >= ?',
    ...where.clauses,
    'NOT EXISTS (SELECT 1 FROM deadlines e WHERE e.event_id = d.event_id AND e.submission = 1 AND e.due_at >= ? ' +
      'AND e.due_day >= ? AND (e.due_at < d.due_at OR (e.due_at = d.due_at AND e.rowid < d.rowid)))',
  ]) +
  ' ORDER BY d.due_at, events.start_day, events.id LIMIT ? OFFSET ?';
/** The parameters of a page of one part, in the order of its SQL. */
const pageParams = (where: Where, part: OrderPart, walk: boolean, limit: number, offset: number) =>
  walk
    ? [part.walkFrom!, part.walkDay!, ...where.params, part.walkFrom!, part.walkDay!, limit, offset]
    : [...where.params, ...part.params, ...(part.orderParams ?? []), limit, offset];

/**
 * A next-deadline page is walked when at least this share of the events matches (the walk meets
 * ten of them within a few hundred deadline rows); fewer matches are sorted by their next deadline.
 */
const WALK_SHARE = 0.05;

/** Query terms FTS5 surely keeps as they are: plain ASCII words and the ASCII symbol terms. */
const SIMPLE_TERM_RE = /^(?:[a-z0-9]+|[a-z](?:\+\+|#)|\.[a-z]+)$/;

export class SqliteBaseline {
  private readonly db: Database.Database;
  private readonly statements = new Map<string, Database.Statement>();
  private readonly context: FilterContext;
  /** Longest event in days: a running event started at most this many days before today. */
  private readonly maxDuration: number;
  /** Events in the database. */
  private readonly eventCount: number;
  /** The topics' and sub-topics' keys and names (relevance's third part). */
  private readonly fields: OrderContext['fields'];
  /** A scratch FTS5 table with the index's tokenizer, for terms outside the simple forms. */
  private tokenizer?: {
    db: Database.Database;
    clear: Database.Statement;
    insert: Database.Statement;
    terms: Database.Statement;
  };
  private readonly fixedPoints = new Map<string, boolean>();
  /** The places within the radius of the current near search, to their distances (the near_km function). */
  private nearKm = new Map<number, number>();

  constructor(path: string) {
    this.db = new Database(path, { readonly: true, fileMustExist: true });
    // A server would give SQLite memory to keep the hot pages: 512 MiB of page cache, and the
    // file memory-mapped so that reads come from the OS cache without copies.
    this.db.pragma('cache_size = -524288');
    this.db.pragma('mmap_size = 4294967296');
    const keys = (table: string) => new Set(this.db.prepare(`SELECT key FROM ${table}`).pluck().all() as string[]);
    this.context = {
      resolver: new CountryResolver(loadCountries()),
      topicKeys: keys('topics'),
      subtopicKeys: keys('subtopics'),
      cityKeys: new Set(this.db.prepare('SELECT DISTINCT name_key FROM city_names').pluck().all() as string[]),
      tokenizesToItself: (term) => this.tokenizesToItself(term),
      formsOf: wordForms(this.db),
      hasSeries: (key) => this.statement('SELECT 1 FROM series WHERE key = ?').pluck().get(key) !== undefined,
    };
    const named = (table: string) =>
      this.db.prepare(`SELECT key, name FROM ${table}`).raw().all() as [string, string][];
    this.fields = { topics: named('topics'), subtopics: named('subtopics') };
    this.eventCount = this.statement('SELECT count(*) FROM events').pluck().get() as number;
    this.maxDuration = Number(
      this.db.prepare(`SELECT value FROM baseline_meta WHERE key = 'max_duration'`).pluck().get(),
    );
    this.db.function('near_km', { deterministic: false }, (place) => this.nearKm.get(Number(place)) ?? null);
  }

  /**
   * The places within the radius of a point: the R*Tree's boxes (the engine's bounds: two boxes
   * where the band of longitudes crosses the antimeridian), then the engine's haversine on each.
   */
  private placesNear(latitude: number, longitude: number, radiusKm: number): Map<number, number> {
    const { south, north, halfWidth } = boundsOf(latitude, longitude, radiusKm);
    const boxes: [number, number][] = [];
    if (halfWidth >= 180) boxes.push([-180, 180]);
    else {
      const west = longitude - halfWidth;
      const east = longitude + halfWidth;
      boxes.push([Math.max(west, -180), Math.min(east, 180)]);
      if (west < -180) boxes.push([west + 360, 180]);
      if (east > 180) boxes.push([-180, east - 360]);
    }
    const found = new Map<number, number>();
    const sql =
      'SELECT p.id, p.lat, p.lon FROM places_rtree r JOIN places p ON p.id = r.id ' +
      'WHERE r.max_lat >= ? AND r.min_lat <= ? AND r.max_lon >= ? AND r.min_lon <= ?';
    for (const [west, east] of boxes) {
      const rows = this.statement(sql).raw().all(south, north, west, east) as [number, number, number][];
      for (const [id, lat, lon] of rows) {
        if (halfWidth < 180 && longitudeGap(lon, longitude) > halfWidth) continue;
        const km = haversineKm(latitude, longitude, lat, lon);
        if (km <= radiusKm) found.set(id, km);
      }
    }
    return found;
  }

  /** A statement prepared once per SQL text. */
  private statement(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** Whether a part is read by walking the deadlines: a next-deadline part of many matches. */
  private walks(part: OrderPart, total: number): boolean {
    return part.walkFrom !== undefined && total >= this.eventCount * WALK_SHARE;
  }

  private ids(where: Where, part: OrderPart, total: number, limit: number, offset: number): number[] {
    const walk = this.walks(part, total);
    return this.statement(pageSql(where, part, walk))
      .pluck()
      .all(...pageParams(where, part, walk, limit, offset)) as number[];
  }

  private count(where: Where, part: Clauses = { clauses: [], params: [] }): number {
    if (where.match !== undefined && where.clauses.length === 1 && part.clauses.length === 0) {
      // q alone: count in the full-text index, without joining the events.
      return this.statement('SELECT count(*) FROM events_fts WHERE events_fts MATCH ?')
        .pluck()
        .get(where.match) as number;
    }
    return this.statement(countSql([...where.clauses, ...part.clauses]))
      .pluck()
      .get(...where.params, ...part.params) as number;
  }

  /**
   * Whether FTS5 tokenizes the (already folded) term to itself. prepareBaseline made sure every
   * indexed term does, so a term it would change (say the Greek final sigma, which unicode61
   * folds to σ) is not a prefix of any indexed term and matches nothing, as in the engine.
   */
  private tokenizesToItself(term: string): boolean {
    if (SIMPLE_TERM_RE.test(term)) return true;
    let known = this.fixedPoints.get(term);
    if (known === undefined) {
      if (!this.tokenizer) {
        const db = new Database(':memory:');
        db.exec(`CREATE VIRTUAL TABLE scratch USING fts5(x, detail = none, tokenize = "${FTS_TOKENIZE}");
          CREATE VIRTUAL TABLE scratch_terms USING fts5vocab(scratch, 'row');`);
        this.tokenizer = {
          db,
          clear: db.prepare('DELETE FROM scratch'),
          insert: db.prepare('INSERT INTO scratch (x) VALUES (?)'),
          terms: db.prepare('SELECT term FROM scratch_terms').pluck(),
        };
      }
      const { clear, insert, terms } = this.tokenizer;
      clear.run();
      insert.run(term);
      const tokens = terms.all() as string[];
      known = tokens.length === 1 && tokens[0] === term;
      this.fixedPoints.set(term, known);
    }
    return known;
  }

  /** The WHERE clause, the order used and the parts a page is read in; null when nothing can match. */
  private plan(filters: SearchFilters, today: Day, now: number) {
    const { near, radiusKm, ...rest } = filters;
    const planned = whereOf(rest, now, this.context);
    if (!planned) return null;
    const { where, from, to } = planned;
    const unsorted = from !== null || to !== null ? 'date' : 'upcoming';
    const sort: SortOrder = filters.sort ?? unsorted;
    const parts = () =>
      orderParts(sort, {
        today,
        now,
        maxDuration: this.maxDuration,
        unsorted,
        q: filters.q,
        fields: this.fields,
        ...(filters.deadlineFrom === undefined ? {} : { deadlineFrom: filters.deadlineFrom }),
      });
    if (near === undefined) return { where, parts: parts() };
    if ('place' in near) throw new Error('the baseline answers near given as a point only');
    this.nearKm = this.placesNear(near.latitude, near.longitude, radiusKm ?? RADIUS_DEFAULT_KM);
    if (this.nearKm.size === 0) return null;
    where.clauses.push(`place_id IN (${[...this.nearKm.keys()].join(', ')})`);
    if (sort !== 'distance') return { where, parts: parts() };
    // Nearest place first; at one distance, the usual order (upcoming, or date with date filters).
    const usual =
      unsorted === 'date'
        ? 'start_day, id'
        : 'end_day < ?, CASE WHEN end_day < ? THEN -start_day ELSE start_day END, id';
    const part: OrderPart = {
      clauses: [],
      params: [],
      order: `near_km(place_id), ${usual}`,
      orderParams: unsorted === 'date' ? [] : [today, today],
    };
    return { where, parts: [part] };
  }

  /**
   * The exact total and the ids of the requested page, in the requested order. `now`: the
   * request's time in seconds since the epoch (calls for papers and the deadline order), by
   * default the last second of `today`, as the engine's search takes it.
   */
  search(filters: SearchFilters, today: Day, now = endOfDay(today)): { total: number; ids: number[] } {
    const planned = this.plan(filters, today, now);
    if (!planned) return { total: 0, ids: [] };
    const { where, parts } = planned;
    const { limit, offset } = filters;
    const total = this.count(where);
    if (offset >= total) return { total, ids: [] };
    const ids: number[] = [];
    let skip = offset;
    for (const [i, part] of parts.entries()) {
      const found = this.ids(where, part, total, limit - ids.length, skip);
      ids.push(...found);
      if (ids.length === limit || i === parts.length - 1) break;
      // The page goes on in the next part: skip what is left of the offset after this part's events.
      skip = found.length > 0 ? 0 : Math.max(0, skip - this.count(where, part));
    }
    return { total, ids };
  }

  /** The page's events, read with one query, in the order of ids. */
  events(ids: readonly number[]): BaselineEvent[] {
    if (ids.length === 0) return [];
    const sql = `SELECT ${EVENT_COLUMNS} FROM events WHERE id IN (${ids.map(() => '?').join(', ')})`;
    const rows = this.statement(sql).all(...ids) as BaselineEvent[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id)!);
  }

  /** Query plans of a search's count query and first page query (for looking into slow shapes). */
  explain(filters: SearchFilters, today: Day, now = endOfDay(today)): { count: string[]; page: string[] } {
    const planned = this.plan(filters, today, now);
    if (!planned) return { count: [], page: [] };
    const { where, parts } = planned;
    const first = parts[0]!;
    const walk = this.walks(first, this.count(where));
    const plan = (sql: string, values: (string | number)[]) =>
      (this.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...values) as { detail: string }[]).map((row) => row.detail);
    return {
      count: plan(countSql(where.clauses), where.params),
      page: plan(pageSql(where, first, walk), pageParams(where, first, walk, filters.limit, filters.offset)),
    };
  }

  close(): void {
    this.statements.clear();
    this.db.close();
    this.tokenizer?.db.close();
  }
}
