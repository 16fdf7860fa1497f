/**
 * Calendar feed tests' fixtures: a snapshot of a few events with hard text (commas, semicolons,
 * newlines, non-Latin scripts) and deadlines in several zones, built at any time; an app over a
 * snapshot holder and a watched keys file whose log lines are kept; and a second, independent
 * iCalendar parser (ical.js) to read every feed back.
 */
import { join } from 'node:path';
import ICAL from 'ical.js';
import { createKey, watchKeysFile, type KeysFileWatcher } from '../../src/auth/index.js';
import { buildSnapshot } from '../../src/builder/index.js';
import { buildApp } from '../../src/http/app.js';
import { ResponseCache } from '../../src/http/response-cache.js';
import { SnapshotHolder } from '../../src/ops/snapshot-holder.js';
import { type DeadlineInput, type RowInput, sourceRow, tempDir, writeSourceFile } from '../fixtures/source.js';
import { NOW, testConfig } from './harness.js';

export const HARD_NAME = 'Конференция, «Тест»; 機械学習 & Ωmega';
export const HARD_VENUE = 'Hall 3; Wing B, Floor 2';

/**
 * The rows: event 9001 with hard text and deadlines, 9002 online without any, 9003 in two rounds,
 * 9004 its next edition with a deadline estimated from it, 9005 of dates not known yet.
 */
export function feedRows(): RowInput[] {
  return [
    sourceRow({
      id: 9001,
      name: HARD_NAME,
      acronym: 'ΚΤ 2027',
      venue: HARD_VENUE,
      city: 'Berlin',
      country: 'Germany',
      start_date: '2027-03-03',
      end_date: '2027-03-05',
      core_rank: 'A*',
      website: 'https://example.org/events/9001',
    }),
    sourceRow({
      id: 9002,
      name: 'Webinar on Line\nBreaks',
      type: 'webinar',
      format: 'online',
      city: null,
      country: null,
      venue: null,
      start_date: '2027-02-28',
      end_date: '2027-02-28',
    }),
    sourceRow({
      id: 9003,
      name: 'Two Rounds Symposium',
      series: 'trs',
      city: 'Austin',
      region: 'Texas',
      country: 'United States',
      venue: null,
      start_date: '2027-06-10',
      end_date: '2027-06-12',
    }),
    sourceRow({
      id: 9004,
      name: 'Two Rounds Symposium',
      series: 'trs',
      city: 'Austin',
      region: 'Texas',
      country: 'United States',
      venue: null,
      start_date: '2028-06-08',
      end_date: '2028-06-10',
    }),
    sourceRow({
      id: 9005,
      name: 'Workshop of Dates Not Set',
      city: 'Lyon',
      country: 'France',
      venue: null,
      date_precision: 'unknown',
      start_date: null,
      end_date: null,
    }),
  ];
}

const FEED_DEADLINES: DeadlineInput[] = [
  { event_id: 9001, kind: 'abstract', due: '2027-01-10', timezone: 'AoE' },
  { event_id: 9001, kind: 'paper', due: '2027-01-17T23:59', timezone: 'Europe/Berlin' },
  { event_id: 9001, kind: 'rebuttal', due: '2027-02-01', timezone: 'AoE' },
  { event_id: 9001, kind: 'notification', due: '2027-02-10', timezone: 'AoE' },
  { event_id: 9003, kind: 'paper', round: 1, due: '2027-01-05T12:00', timezone: 'UTC' },
  { event_id: 9003, kind: 'paper', round: 2, due: '2027-03-01', timezone: 'America/New_York' },
  { event_id: 9005, kind: 'paper', due: '2027-09-01', timezone: 'AoE' },
];

/** Builds a snapshot of `rows` at `builtAt` in `dir`, named `name`; returns its path. */
export function buildFeedSnapshot(dir: string, name: string, rows: RowInput[], builtAt: string): string {
  const input = join(dir, `${name}.sqlite`);
  const output = join(dir, `${name}.snapshot`);
  writeSourceFile(input, rows, undefined, FEED_DEADLINES);
  buildSnapshot({ input, output, now: new Date(builtAt) });
  return output;
}

export interface FeedApp {
  app: ReturnType<typeof buildApp>;
  holder: SnapshotHolder;
  keys: KeysFileWatcher;
  keysFile: string;
  key: { id: string; key: string };
  lines: string[];
  dir: string;
  close(): Promise<void>;
}

/** The app over `rows` with a watched keys file (reload() re-reads it), real plan limits and the log kept. */
export async function openFeedApp(env: Record<string, string> = {}): Promise<FeedApp> {
  const { dir, cleanup } = tempDir('confdir-feeds-');
  const target = join(dir, 'events.snapshot');
  const built = buildFeedSnapshot(dir, 'first', feedRows(), '2026-11-21T06:01:01Z');
  const { renameSync } = await import('node:fs');
  renameSync(built, target);
  const holder = await SnapshotHolder.open(target);
  const keysFile = join(dir, 'keys.json');
  const created = createKey(keysFile, { label: 'feeds', plan: 'pro' });
  const keys = watchKeysFile(keysFile, { pollMs: 60_000 });
  const lines: string[] = [];
  const app = buildApp({
    snapshot: holder,
    keys,
    config: testConfig({ LOG_LEVEL: 'info', FEED_SECRET: 'a feed secret for tests, 32 chars or more', ...env }),
    now: () => NOW,
    cache: new ResponseCache({ maxBytes: 8 * 2 ** 20 }),
    logStream: { write: (line) => lines.push(line) },
  });
  await app.ready();
  return {
    app,
    holder,
    keys,
    keysFile,
    key: { id: created.id, key: created.key },
    lines,
    dir,
    close: async () => {
      await app.close();
      keys.close();
      holder.close?.();
      cleanup();
    },
  };
}

/** A feed read by ical.js: the calendar component and its VEVENTs. */
export function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents('vevent') };
}

export { ICAL };
