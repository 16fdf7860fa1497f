/**
 * The SQLite baseline's search: the matching rules of docs/api.md answered with SQL over the database of
 * prepare.ts, the way a competent engineer would without our engine: one COUNT(*) for the exact
 * total and one indexed, ordered LIMIT/OFFSET query per page (two for the upcoming order when a
 * page crosses from running/future events to past ones). Statements are prepared once per SQL
 * text. Must give the same totals and pages as src/search/engine.ts (bench/baseline/verify.ts).
 */
import Database from 'better-sqlite3';
import { CountryResolver, loadCountries } from '../../src/reference/countries.js';
import { nameKey } from '../../src/reference/fold.js';
import {
  dateRangeOf,
  type QueryTerm,
  queryTerms,
  type SearchFilters,
  type SortOrder,
  UnknownValueError,
} from '../../src/search/index.js';
import type { SourceRow } from '../../src/source/schema.js';
import type { Day } from '../../src/util/dates.js';
import { FTS_TOKENIZE } from './schema.js';

/** One event as the page query reads it: the source row, with the continent and the format resolved. */
export type BaselineEvent = SourceRow & { continent: string; format: string };

const EVENT_COLUMNS =
  'id, name, acronym, type, topic, sub_topic, start_date, end_date, city, country, continent, venue, organizer, ' +
  'website, format, submission_deadline, contact_email, description';

/** A WHERE clause and its parameters. */
interface Where {
  clauses: string[];
  params: (string | number)[];
  /** The FTS5 query of q, if any. */
  match?: string;
}

/** One query term as an FTS5 expression: the term (or prefix), or all words of its phrase. */
function ftsTerm({ term, prefix, phrase }: QueryTerm): string {
  const own = `"${term}"${prefix ? '*' : ''}`;
  return phrase === undefined ? own : `(${own} OR (${phrase.map((word) => `"${word}"`).join(' AND ')}))`;
}

export class SqliteBaseline {
  private readonly db: Database.Database;
  private readonly statements = new Map<string, Database.Statement>();
  private readonly resolver = new CountryResolver(loadCountries());
  private readonly topicKeys: Set<string>;
  private readonly subtopicKeys: Set<string>;
  /** Longest event in days: a running event started at most this many days before today. */
  private readonly maxDuration: number;
  /** A scratch FTS5 table with the index's tokenizer, for terms outside [a-z0-9]. */
  private tokenizer?: {
    db: Database.Database;
    clear: Database.Statement;
    insert: Database.Statement;
    terms: Database.Statement;
  };
  private readonly fixedPoints = new Map<string, boolean>();

  constructor(path: string) {
    this.db = new Database(path, { readonly: true, fileMustExist: true });
    // A server would give SQLite memory to keep the hot pages: 512 MiB of page cache, and the
    // file memory-mapped so that reads come from the OS cache without copies.
    this.db.pragma('cache_size = -524288');
    this.db.pragma('mmap_size = 4294967296');
    this.topicKeys = new Set(this.db.prepare('SELECT key FROM topics').pluck().all() as string[]);
    this.subtopicKeys = new Set(this.db.prepare('SELECT key FROM subtopics').pluck().all() as string[]);
    this.maxDuration = Number(
      this.db.prepare(`SELECT value FROM baseline_meta WHERE key = 'max_duration'`).pluck().get(),
    );
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

  private ids(
    where: Where,
    extra: string[],
    extraParams: (string | number)[],
    order: string,
    limit: number,
    offset: number,
  ): number[] {
    const clauses = [...where.clauses, ...extra];
    const sql = `SELECT id FROM events${clauses.length ? ` WHERE ${clauses.join(' AND ')}` : ''} ORDER BY ${order} LIMIT ? OFFSET ?`;
    return this.statement(sql)
      .pluck()
      .all(...where.params, ...extraParams, limit, offset) as number[];
  }

  private count(where: Where, extra: string[] = [], extraParams: (string | number)[] = []): number {
    if (where.match !== undefined && where.clauses.length === 1 && extra.length === 0) {
      // q alone: count in the full-text index, without joining the events.
      return this.statement('SELECT count(*) FROM events_fts WHERE events_fts MATCH ?')
        .pluck()
        .get(where.match) as number;
    }
    const clauses = [...where.clauses, ...extra];
    const sql = `SELECT count(*) FROM events${clauses.length ? ` WHERE ${clauses.join(' AND ')}` : ''}`;
    return this.statement(sql)
      .pluck()
      .get(...where.params, ...extraParams) as number;
  }

  /**
   * Whether FTS5 tokenizes the (already folded) term to itself. prepareBaseline made sure every
   * indexed word does, so a term it would change (say the Greek final sigma, which unicode61
   * folds to σ) is not a prefix of any indexed word and matches nothing, as in the engine.
   */
  private tokenizesToItself(term: string): boolean {
    if (/^[a-z0-9]+$/.test(term)) return true;
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

  /** The WHERE clause of the filters, or null when they exclude each other. */
  private where(filters: SearchFilters): { where: Where; from: Day | null; to: Day | null } | null {
    const where: Where = { clauses: [], params: [] };
    const add = (clause: string, ...params: (string | number)[]) => {
      where.clauses.push(clause);
      where.params.push(...params);
    };
    let impossible = false;

    if (filters.topic !== undefined) {
      const key = nameKey(filters.topic);
      if (!this.topicKeys.has(key)) throw new UnknownValueError('topic', filters.topic, []);
      add('topic_key = ?', key);
    }
    if (filters.subtopic !== undefined) {
      const key = nameKey(filters.subtopic);
      if (!this.subtopicKeys.has(key)) throw new UnknownValueError('subtopic', filters.subtopic, []);
      add('sub_topic_key = ?', key);
    }
    if (filters.type !== undefined) add('type = ?', filters.type);
    if (filters.city !== undefined) add('city_key = ?', nameKey(filters.city));

    // Countries: resolved, de-duplicated, narrowed by the continent; their union.
    if (filters.countries && filters.countries.length > 0) {
      const names: string[] = [];
      for (const text of filters.countries) {
        const country = this.resolver.resolve(text);
        if (!country) throw new UnknownValueError('country', text, []);
        if (
          (filters.continent === undefined || country.continent === filters.continent) &&
          !names.includes(country.name)
        ) {
          names.push(country.name);
        }
      }
      if (names.length === 0) impossible = true;
      else if (names.length === 1) add('country = ?', names[0]!);
      else add(`country IN (${names.map(() => '?').join(', ')})`, ...names);
    } else if (filters.continent !== undefined) {
      add('continent = ?', filters.continent);
    }

    // q: every term as a whole word (the last one also as a prefix when it has 3+ characters),
    // or, for an initialism, every word of its phrase (the same parsing as the engine's).
    if (filters.q !== undefined) {
      const found = queryTerms(filters.q);
      const tokens = found.flatMap(({ term, phrase }) => [term, ...(phrase ?? [])]);
      if (tokens.some((token) => !this.tokenizesToItself(token))) impossible = true;
      else if (found.length > 0) {
        const match = found.map(ftsTerm).join(' AND ');
        add('id IN (SELECT rowid FROM events_fts WHERE events_fts MATCH ?)', match);
        where.match = match;
      }
    }

    // Dates: start >= from, end <= to, month and year narrowing the range.
    const { from, to } = dateRangeOf(filters);
    if (from !== null) add('start_day >= ?', from);
    // start <= end: the bound on start_day makes `to` a range of the start_day indexes.
    if (to !== null) add('start_day <= ? AND end_day <= ?', to, to);
    if (from !== null && to !== null && from > to) impossible = true;
    return impossible ? null : { where, from, to };
  }

  /** The exact total and the ids of the requested page, in the requested order. */
  search(filters: SearchFilters, today: Day): { total: number; ids: number[] } {
    const planned = this.where(filters);
    if (!planned) return { total: 0, ids: [] };
    const { where, from, to } = planned;
    const sort: SortOrder = filters.sort ?? (from !== null || to !== null ? 'date' : 'upcoming');
    const { limit, offset } = filters;
    const total = this.count(where);
    if (offset >= total) return { total, ids: [] };
    if (sort === 'date') return { total, ids: this.ids(where, [], [], 'start_day, id', limit, offset) };
    if (sort === '-date') return { total, ids: this.ids(where, [], [], 'start_day DESC, id', limit, offset) };

    // upcoming: events not ended by today (start asc), then ended ones (start desc). Both parts
    // are start_day ranges: a running event started at most maxDuration days ago, an ended one
    // before today.
    const upcoming = ['end_day >= ?', 'start_day >= ?'];
    const upcomingParams = [today, today - this.maxDuration];
    const ids = this.ids(where, upcoming, upcomingParams, 'start_day, id', limit, offset);
    if (ids.length === limit) return { total, ids };
    // The page ends in the past part: skip what is left of the offset after the upcoming events.
    const upcomingCount = ids.length > 0 ? offset + ids.length : this.count(where, upcoming, upcomingParams);
    const past = this.ids(
      where,
      ['end_day < ?', 'start_day < ?'],
      [today, today],
      'start_day DESC, id',
      limit - ids.length,
      Math.max(0, offset - upcomingCount),
    );
    return { total, ids: ids.concat(past) };
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
  explain(filters: SearchFilters, today: Day): { count: string[]; page: string[] } {
    const planned = this.where(filters);
    if (!planned) return { count: [], page: [] };
    const { where, from, to } = planned;
    const sort = filters.sort ?? (from !== null || to !== null ? 'date' : 'upcoming');
    const clauses = sort === 'upcoming' ? [...where.clauses, 'end_day >= ?', 'start_day >= ?'] : where.clauses;
    const params = sort === 'upcoming' ? [...where.params, today, today - this.maxDuration] : where.params;
    const whereSql = (list: string[]) => (list.length ? ` WHERE ${list.join(' AND ')}` : '');
    const order = sort === '-date' ? 'start_day DESC, id' : 'start_day, id';
    const plan = (sql: string, values: (string | number)[]) =>
      (this.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...values) as { detail: string }[]).map((row) => row.detail);
    return {
      count: plan(`SELECT count(*) FROM events${whereSql(where.clauses)}`, where.params),
      page: plan(`SELECT id FROM events${whereSql(clauses)} ORDER BY ${order} LIMIT ? OFFSET ?`, [
        ...params,
        filters.limit,
        filters.offset,
      ]),
    };
  }

  close(): void {
    this.statements.clear();
    this.db.close();
    this.tokenizer?.db.close();
  }
}
