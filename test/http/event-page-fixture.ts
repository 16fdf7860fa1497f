/**
 * The event pages' fixture: a snapshot of a few editions that exercise every part of a page
 * (hostile text in every field a page writes, deadlines in several zones, tracks, ranks, sources,
 * other editions, online, hybrid, month precision, dates not known yet, a series' home page given
 * as a website), and the app over it, listening or not (the discovery routes' tests use it too).
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createKey, KeyRing } from '../../src/auth/index.js';
import { buildSnapshot } from '../../src/builder/index.js';
import { buildApp } from '../../src/http/app.js';
import { openSnapshot, type SnapshotIndex } from '../../src/search/index.js';
import { type DeadlineInput, sourceRow, tempDir, writeSourceFile } from '../fixtures/source.js';
import { NOW, testConfig } from './harness.js';

/** Markup and script in the data: a page must show it as text. */
export const HOSTILE = `<script>alert("x")</script> & 'quotes' </script><b>bold</b>`;

export const EVENTS = {
  /** In person, every part: hostile text, deadlines in three zones, a track, ranks, sources, another edition. */
  full: 7001,
  /** Its other edition, online, whose website is the series' home page. */
  online: 7002,
  hybrid: 7003,
  month: 7004,
  undated: 7005,
  /** The same series' home page as 7002: neither edition's own. */
  sharedSite: 7006,
} as const;

function rows() {
  return [
    sourceRow({
      id: EVENTS.full,
      name: `Symposium on ${HOSTILE}`,
      acronym: 'SYMP 2027',
      series: 'symp',
      venue: `Hall "A" <1>`,
      city: 'Berlin',
      country: 'Germany',
      organizer: HOSTILE,
      description: `A description with ${HOSTILE}\u2028and a line separator.`,
      contact_email: 'chairs@symp2027.example.org',
      start_date: '2027-03-03',
      end_date: '2027-03-05',
      website: 'https://symp2027.example.org/?a=1&b=<2>',
      core_rank: 'A*',
    }),
    sourceRow({
      id: EVENTS.online,
      name: 'Symposium Online Edition',
      acronym: 'SYMP 2026',
      series: 'symp',
      format: 'online',
      city: null,
      country: null,
      venue: null,
      start_date: '2026-03-02',
      end_date: '2026-03-03',
      website: 'https://symposium.example.org/',
    }),
    sourceRow({
      id: EVENTS.hybrid,
      name: 'Hybrid Workshop',
      type: 'workshop',
      format: 'hybrid',
      city: 'Lyon',
      country: 'France',
      venue: null,
      organizer: null,
      start_date: '2027-05-10',
      end_date: '2027-05-10',
      website: 'https://example.org/events/hybrid-2027',
    }),
    sourceRow({
      id: EVENTS.month,
      name: 'Spring Month Forum',
      date_precision: 'month',
      start_date: '2027-04-01',
      end_date: '2027-05-31',
      website: null,
    }),
    sourceRow({
      id: EVENTS.undated,
      name: 'Workshop of Dates Not Set',
      date_precision: 'unknown',
      start_date: null,
      end_date: null,
      website: null,
    }),
    sourceRow({
      id: EVENTS.sharedSite,
      name: 'Symposium',
      acronym: 'SYMP 2025',
      series: 'symp',
      start_date: '2025-03-03',
      end_date: '2025-03-05',
      website: 'https://www.symposium.example.org',
    }),
  ];
}

const DEADLINES: DeadlineInput[] = [
  { event_id: EVENTS.full, kind: 'abstract', due: '2027-01-10', timezone: 'AoE' },
  { event_id: EVENTS.full, kind: 'paper', due: '2027-01-17T23:59', timezone: 'Europe/Berlin' },
  { event_id: EVENTS.full, kind: 'paper', round: 2, due: '2027-02-01T12:00', timezone: 'America/New_York' },
  { event_id: EVENTS.full, kind: 'notification', due: '2027-02-10', timezone: 'AoE' },
];

const TABLES = {
  event_tracks: [
    { event_id: EVENTS.full, track: 'Industry <Track>', kind: 'paper', due: '2027-02-01', timezone: 'AoE' },
  ],
  event_ranks: [
    { event_id: EVENTS.full, system: 'ICORE2026', value: 'A*', url: 'https://portal.core.edu.au/conf-ranks/1/' },
    { event_id: EVENTS.full, system: 'CCF', value: 'A' },
  ],
  event_sources: [
    { event_id: EVENTS.full, name: 'ccf-deadlines', record_id: 'symp27', url: 'https://example.org/symp.yml' },
    { event_id: EVENTS.full, name: HOSTILE, record_id: HOSTILE },
  ],
};

export interface EventPageApp {
  app: FastifyInstance;
  index: SnapshotIndex;
  base: string;
  /** A key of the pro plan, for the API's own routes. */
  key: string;
  close(): Promise<void>;
}

/** The app over the fixture's snapshot; `env` adds settings (PUBLIC_BASE_URL among them). */
export async function openEventPageApp(env: Record<string, string> = {}): Promise<EventPageApp> {
  const { dir, cleanup } = tempDir('confdir-event-pages-');
  const input = join(dir, 'events.sqlite');
  const output = join(dir, 'events.snapshot');
  writeSourceFile(input, rows(), undefined, DEADLINES, TABLES);
  buildSnapshot({ input, output, now: NOW });
  const index = openSnapshot(output);
  const keysFile = join(dir, 'keys.json');
  const { key } = createKey(keysFile, { label: 'pages', plan: 'pro' });
  const ring = KeyRing.fromFile(keysFile);
  const config = testConfig(env);
  const app = buildApp({ snapshot: { current: () => index }, keys: { ring: () => ring }, config, now: () => NOW });
  await app.ready();
  return {
    app,
    index,
    base: config.PUBLIC_BASE_URL,
    key,
    close: async () => {
      await app.close();
      cleanup();
    },
  };
}
