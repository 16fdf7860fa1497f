import { EVENT_RANKS } from '../../src/source/ranks.js';
import { EVENT_TRACKS } from '../../src/source/tracks.js';
import { EVENT_TOPICS } from '../../src/source/tables.js';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoRows, generateSource } from '../../src/demo/generate.js';
import { CountryResolver, loadCountries } from '../../src/reference/countries.js';
import { fold, nameKey } from '../../src/reference/fold.js';
import { splitAcronym } from '../../src/source/acronym.js';
import { DEADLINES_DDL, EVENT_FORMATS, EVENT_TYPES, SOURCE_DDL, type SourceRow } from '../../src/source/schema.js';
import { parseIsoDate } from '../../src/util/dates.js';

const EVENTS = 2000;
/** How an online event held in no country writes its country: empty, or a word for nowhere. */
const NO_COUNTRY = /^(|Online|Virtual|Remote|Worldwide)$/;
const ANCHOR = '2026-03-15';
let dir: string;
let rows: SourceRow[];

function readRows(file: string): SourceRow[] {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT * FROM events ORDER BY id').all() as SourceRow[];
  } finally {
    db.close();
  }
}

/** A hash of both tables' rows, in order. */
function hashRows(file: string): string {
  const hash = createHash('sha256');
  for (const row of readRows(file)) hash.update(`${JSON.stringify(row)}\n`);
  const db = new Database(file, { readonly: true });
  try {
    for (const row of db.prepare('SELECT * FROM deadlines ORDER BY rowid').iterate()) {
      hash.update(`${JSON.stringify(row)}\n`);
    }
  } finally {
    db.close();
  }
  return hash.digest('hex');
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'demo-generate-'));
  await generateSource({ events: EVENTS, seed: 7, out: join(dir, 'a.sqlite'), anchor: ANCHOR });
  rows = readRows(join(dir, 'a.sqlite'));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('generateSource', () => {
  it('writes exactly the requested number of events with ids 1..N', () => {
    expect(rows).toHaveLength(EVENTS);
    expect(rows.map((r) => r.id)).toEqual(Array.from({ length: EVENTS }, (_, i) => i + 1));
  });

  it('creates the tables with exactly the source schema', () => {
    const db = new Database(join(dir, 'a.sqlite'), { readonly: true });
    const sql = (db.prepare("SELECT sql FROM sqlite_master WHERE type = 'table'").all() as { sql: string }[]).map(
      (r) => r.sql,
    );
    db.close();
    expect(sql).toEqual([SOURCE_DDL, DEADLINES_DDL, EVENT_TOPICS.ddl, EVENT_RANKS.ddl, EVENT_TRACKS.ddl]);
  });

  it('gives identical rows for the same seed and anchor', async () => {
    const out = join(dir, 'a-again.sqlite');
    await generateSource({ events: EVENTS, seed: 7, out, anchor: ANCHOR });
    expect(hashRows(out)).toBe(hashRows(join(dir, 'a.sqlite')));
  });

  it('gives different rows for a different seed', async () => {
    const out = join(dir, 'b.sqlite');
    await generateSource({ events: EVENTS, seed: 8, out, anchor: ANCHOR });
    expect(hashRows(out)).not.toBe(hashRows(join(dir, 'a.sqlite')));
  });

  it('produces the same rows in memory as on disk', () => {
    const inMemory = [...demoRows({ events: 50, seed: 7, anchor: ANCHOR })];
    expect(inMemory).toEqual(rows.slice(0, 50));
  });

  it('replaces an existing file and leaves no temporary files behind', async () => {
    const sub = mkdtempSync(join(dir, 'replace-'));
    const out = join(sub, 'demo.sqlite');
    writeFileSync(out, 'not a database');
    writeFileSync(`${out}-wal`, 'stale');
    const progress: number[] = [];
    const result = await generateSource({
      events: 25,
      seed: 1,
      out,
      anchor: ANCHOR,
      onProgress: (n) => progress.push(n),
    });
    expect(result).toEqual({ events: 25, file: out });
    expect(readRows(out)).toHaveLength(25);
    expect(readdirSync(sub)).toEqual(['demo.sqlite']);
    expect(progress.at(-1)).toBe(25);
  });

  it('rejects bad options without writing a file', async () => {
    const out = join(dir, 'bad.sqlite');
    await expect(generateSource({ events: -1, seed: 1, out, anchor: ANCHOR })).rejects.toThrow(/events/);
    await expect(generateSource({ events: 10, seed: 1.5, out, anchor: ANCHOR })).rejects.toThrow(/seed/);
    await expect(generateSource({ events: 10, seed: 1, out, anchor: '2026-02-30' })).rejects.toThrow(/anchor/);
    expect(existsSync(out)).toBe(false);
  });
});

describe('generated rows', () => {
  it('follow the source rules of docs/source-format.md, online events aside that name no country', () => {
    const resolver = new CountryResolver(loadCountries());
    for (const row of rows) {
      const where = `id ${row.id}`;
      expect(row.name.trim().length, where).toBeGreaterThan(0);
      expect(EVENT_TYPES as readonly string[], where).toContain(row.type);
      expect(row.topic.length, where).toBeGreaterThan(0);
      const start = parseIsoDate(row.start_date);
      const end = parseIsoDate(row.end_date);
      expect(start, where).not.toBeNull();
      expect(end, where).not.toBeNull();
      expect(end!, where).toBeGreaterThanOrEqual(start!);
      expect(end! - start!, where).toBeLessThanOrEqual(13);
      if (row.type === 'webinar') expect(end, where).toBe(start);
      if (row.submission_deadline !== null) {
        const deadline = parseIsoDate(row.submission_deadline);
        expect(deadline, where).not.toBeNull();
        expect(deadline!, where).toBeLessThan(start!);
      }
      if (NO_COUNTRY.test(row.country)) {
        expect(row.format === 'online' || (row.format === null && row.type === 'webinar'), where).toBe(true);
        expect(row.city, where).toBeNull();
      } else {
        expect(resolver.resolve(row.country), `${where}: ${row.country}`).toBeDefined();
      }
      expect(row.website, where).toMatch(/^https?:\/\//);
      expect(() => new URL(row.website!), where).not.toThrow();
      expect(row.contact_email, where).toMatch(/^[a-z0-9.-]+@[a-z0-9.-]+\.[a-z]+$/);
      if (row.format !== null) expect(EVENT_FORMATS as readonly string[], where).toContain(row.format);
      if (row.acronym !== null) {
        const { bare, year } = splitAcronym(row.acronym);
        expect(bare, where).not.toBeNull();
        expect([Number(row.start_date.slice(0, 4)), Number(row.start_date.slice(2, 4))], where).toContain(year);
      }
      expect(row.description!.length, where).toBeGreaterThanOrEqual(60);
      expect(row.description!.length, where).toBeLessThanOrEqual(200);
    }
  });

  it('has unique positive ids', () => {
    const ids = new Set(rows.map((r) => r.id));
    expect(ids.size).toBe(rows.length);
    expect(Math.min(...ids)).toBeGreaterThan(0);
  });

  it('covers at least 15 topics and 120 sub-topics, each sub-topic under one topic', () => {
    const topicOf = new Map<string, string>();
    for (const row of rows) {
      const key = nameKey(row.sub_topic!);
      expect(topicOf.get(key) ?? row.topic, row.sub_topic!).toBe(row.topic);
      topicOf.set(key, row.topic);
    }
    expect(new Set(rows.map((r) => r.topic)).size).toBeGreaterThanOrEqual(15);
    expect(topicOf.size).toBeGreaterThanOrEqual(120);
  });

  it('spreads start dates about three years either side of the anchor', () => {
    const anchor = parseIsoDate(ANCHOR)!;
    const offsets = rows.map((r) => parseIsoDate(r.start_date)! - anchor);
    expect(Math.min(...offsets)).toBeGreaterThanOrEqual(-1100);
    expect(Math.max(...offsets)).toBeLessThanOrEqual(1100);
    expect(Math.min(...offsets)).toBeLessThan(-900);
    expect(Math.max(...offsets)).toBeGreaterThan(900);
    const before = offsets.filter((o) => o < 0).length;
    expect(before / offsets.length).toBeGreaterThan(0.4);
    expect(before / offsets.length).toBeLessThan(0.6);
  });

  it('moves the dates with the anchor', () => {
    const [later] = [...demoRows({ events: 1, seed: 7, anchor: '2026-03-25' })];
    expect(parseIsoDate(later!.start_date)! - parseIsoDate(rows[0]!.start_date)!).toBe(10);
  });

  it('mixes the four types roughly 50/20/15/15', () => {
    const share = (type: string) => rows.filter((r) => r.type === type).length / rows.length;
    expect(share('conference')).toBeGreaterThan(0.42);
    expect(share('conference')).toBeLessThan(0.58);
    for (const type of ['workshop', 'seminar', 'webinar']) {
      expect(share(type), type).toBeGreaterThan(0.1);
      expect(share(type), type).toBeLessThan(0.26);
    }
  });

  it('keeps real city spellings with diacritics', () => {
    const withDiacritics = new Set(
      rows.map((r) => r.city).filter((c): c is string => c !== null && fold(c) !== c.toLowerCase()),
    );
    expect(withDiacritics.size).toBeGreaterThanOrEqual(3);
  });

  it('writes most countries by stored name and a few as aliases or codes', () => {
    const stored = new Set(loadCountries().map((c) => c.name));
    const inCountry = rows.filter((r) => !NO_COUNTRY.test(r.country));
    const others = inCountry.filter((r) => !stored.has(r.country)).length;
    expect(others).toBeGreaterThan(0);
    expect(others / inCountry.length).toBeLessThan(0.05);
  });

  it('leaves format empty in about a tenth of rows', () => {
    const nulls = rows.filter((r) => r.format === null).length / rows.length;
    expect(nulls).toBeGreaterThan(0.05);
    expect(nulls).toBeLessThan(0.15);
  });
});
