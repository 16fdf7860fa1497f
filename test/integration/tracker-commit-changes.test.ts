/**
 * The change log on the merged public data (docs/snapshot-format.md, Change log; docs/api.md,
 * Changes and Change feeds), as an operator makes it: committed excerpts of six public trackers
 * (test/fixtures/formats, NOTICE) imported together by `npm run import` and built by `npm run
 * build:snapshot`; then a commit of one tracker, ccf-deadlines, that extends ICSE 2027's paper
 * deadline, announces ACL 2027's (estimated before, listed by two trackers), moves EACL 2027 to
 * another city and adds ICSE 2028, imported and built with `--previous`. Each change is found once
 * through GET /api/gpt/changes, getChanges over the official MCP client, and the signed Atom and
 * JSON feeds, each feed checked against its specification; a third import and build of the same
 * commit, which changes nothing, keeps the log.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type CallToolResult, Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, KeyRing } from '../../src/auth/index.js';
import { buildApp } from '../../src/http/app.js';
import { SnapshotHolder, snapshotVersion } from '../../src/ops/snapshot-holder.js';
import { readSnapshotHeader } from '../../src/snapshot/reader.js';
import { PROJECT_ROOT } from '../../src/util/paths.js';
import { atomEntries, atomProblems } from '../fixtures/atom.js';
import { jsonFeedProblems } from '../fixtures/json-feed.js';
import { tempDir } from '../fixtures/source.js';
import { testConfig } from '../http/harness.js';
import { runTool } from './fleet-harness.js';

const FORMATS = join(PROJECT_ROOT, 'test', 'fixtures', 'formats');
const FAMILY = join(FORMATS, 'ai-deadlines-family');
/** The other trackers, read as they are committed; ccf-deadlines is first, from its working copy. */
const OTHERS = [
  `ai-deadlines:${join(FORMATS, 'ai-deadlines')}`,
  `ai-deadlines:${join(FAMILY, 'paperswithcode')}`,
  `ai-deadlines:${join(FAMILY, 'python-deadlines')}`,
  `ai-deadlines:${join(FAMILY, 'khongsomeo')}`,
  `confs-tech:${join(FORMATS, 'confs-tech')}`,
];

/** ICSE 2028, an edition the commit adds (its values are the test's). */
const ICSE_2028 = `    - year: 2028
      id: icse28
      link: https://conf.researchr.org/home/icse-2028
      timeline:
        - abstract_deadline: '2027-06-22 23:59:59'
          deadline: '2027-06-29 23:59:59'
          comment: 'Single Submission Cycle Deadline'
      timezone: AoE
      date: April 23-29, 2028
      place: Seoul, South Korea
`;

/** Replaces the one occurrence of `from` in a tracker's file (a second one, or none, fails the test). */
function edit(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  expect(text.split(from), `${file}: ${from}`).toHaveLength(2);
  writeFileSync(file, text.replace(from, to));
}

/** The tracker's commit, on its working copy. */
function commit(tracker: string): void {
  const icse = join(tracker, 'conference', 'SE', 'icse.yml');
  edit(icse, "deadline: '2026-06-30 23:59:59'", "deadline: '2026-07-07 23:59:59'");
  writeFileSync(icse, `${readFileSync(icse, 'utf8')}${ICSE_2028}`);
  edit(
    join(tracker, 'conference', 'AI', 'acl.yml'),
    "- deadline: 'TBD'\n          comment: 'ARR Submission'",
    "- deadline: '2027-02-15 23:59:59'\n          comment: 'ARR Submission'",
  );
  edit(join(tracker, 'conference', 'AI', 'eacl.yml'), 'place: Athens, Greece', 'place: Thessaloniki, Greece');
}

/**
 * Each change as `name kind before -> after`. ICSE's deadlines are AoE (UTC-12), ACL's UTC-12;
 * ACL 2027's estimate is ACL 2026's deadline moved with its start, 178 days before 2027-08-17.
 */
const EXPECTED = [
  'ACL 2027 deadline_announced 2027-02-21T11:59:59Z -> 2027-02-16T11:59:59Z',
  'EACL 2027 place_changed Athens, Greece -> Thessaloniki, Greece',
  'ICSE 2027 deadline_extended 2026-07-01T11:59:59Z -> 2026-07-08T11:59:59Z',
  'ICSE 2028 edition_added null -> 2028-04-23/2028-04-29',
];

interface Change {
  id: number;
  name: string;
  kind: string;
  before: string | null;
  after: string | null;
  source: string | null;
  snapshot_version: string;
  built_at: string;
}
const described = (change: Change) => `${change.name} ${change.kind} ${change.before} -> ${change.after}`;

describe('a tracker commit through the importers, the builder, the route, the tool and the feeds', () => {
  const { dir, cleanup } = tempDir('confdir-tracker-commit-');
  const tracker = join(dir, 'ccf-deadlines');
  const versions: string[] = [];
  const ids = new Map<string, number>();
  let holder: SnapshotHolder;
  let app: ReturnType<typeof buildApp>;
  let base = '';
  let apiKey = '';
  let client: Client;

  /** `npm run import` of every tracker, then `npm run build:snapshot` against the previous build. */
  async function importAndBuild(name: string, previous?: string): Promise<string> {
    const source = join(dir, `${name}.sqlite`);
    const from = [`ccf-deadlines:${tracker}`, ...OTHERS].flatMap((given) => ['--from', given]);
    const imported = await runTool('tools/import.ts', [...from, '--out', source, '--verified', '2026-11-01']);
    expect(imported.code, imported.stderr).toBe(0);
    const output = join(dir, `${name}.snapshot`);
    const args = ['--in', source, '--out', output, ...(previous ? ['--previous', previous] : [])];
    const built = await runTool('tools/build-snapshot.ts', args);
    expect(built.code, built.stderr).toBe(0);
    versions.push(snapshotVersion({ header: readSnapshotHeader(output) }));
    return output;
  }

  beforeAll(async () => {
    cpSync(join(FORMATS, 'ccf-deadlines-corpus'), tracker, { recursive: true });
    const first = await importAndBuild('first');
    const db = new Database(join(dir, 'first.sqlite'), { readonly: true });
    for (const { id, acronym } of db.prepare('SELECT id, acronym FROM events').all() as {
      id: number;
      acronym: string;
    }[])
      ids.set(acronym, id);
    db.close();
    commit(tracker);
    const second = await importAndBuild('second', first);
    const third = await importAndBuild('third', second);

    holder = await SnapshotHolder.open(third);
    const keysFile = join(dir, 'keys.json');
    apiKey = createKey(keysFile, { label: 'tracker-commit', plan: 'pro' }).key;
    const ring = KeyRing.fromFile(keysFile);
    app = buildApp({
      snapshot: holder,
      keys: { ring: () => ring },
      config: testConfig({ FEED_SECRET: 'a feed secret for tests, 32 chars or more' }),
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    client = new Client({ name: 'tracker-commit-test', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { requestInit: { headers: { 'X-API-Key': apiKey } } }),
    );
  }, 300_000);

  afterAll(async () => {
    await client?.close();
    await app?.close();
    holder?.close?.();
    cleanup();
  });

  const get = async (path: string) => {
    const response = await fetch(`${base}${path}`, { headers: { 'X-API-Key': apiKey } });
    const text = await response.text();
    expect(response.status, text).toBe(200);
    return JSON.parse(text);
  };

  it('finds each change of the commit once through GET /api/gpt/changes, by its stable id', async () => {
    const body = await get('/api/gpt/changes?limit=100');
    expect(body.changes.map(described).sort()).toEqual(EXPECTED);
    expect(body.total).toBe(EXPECTED.length);
    for (const change of body.changes as Change[]) {
      expect(change.source).toBe('ccf-deadlines');
      expect(change.snapshot_version).toBe(versions[1]);
      if (change.name !== 'ICSE 2028') expect(change.id).toBe(ids.get(change.name));
    }
    expect(ids.has('ICSE 2028')).toBe(false);
    const [kind] = (await get('/api/gpt/changes?kind=deadline_announced&core_rank=A*')).changes as Change[];
    expect(kind?.name).toBe('ACL 2027');
  });

  it('keeps the log through the third build, which adds no change', async () => {
    const body = await get(`/api/gpt/changes?since_version=${versions[0]}`);
    expect(body.snapshot_version).toBe(versions[2]);
    expect(body.changes.map(described).sort()).toEqual(EXPECTED);
    expect((await get(`/api/gpt/changes?since_version=${versions[1]}`)).total).toBe(0);
    expect(new Set(versions).size).toBe(3);
  });

  it('answers the same changes through getChanges over the official MCP client', async () => {
    const result = (await client.callTool({ name: 'getChanges', arguments: { limit: 100 } })) as CallToolResult;
    expect(result.isError ?? false).toBe(false);
    const answer = result.structuredContent as { changes: Change[]; total: number };
    expect(answer.changes.map(described).sort()).toEqual(EXPECTED);
    expect(answer.total).toBe(EXPECTED.length);
    const extended = (await client.callTool({
      name: 'getChanges',
      arguments: { kind: 'deadline_extended' },
    })) as CallToolResult;
    expect((extended.structuredContent as { changes: Change[] }).changes.map(described)).toEqual([EXPECTED[2]]);
  });

  /** The signed feed URLs of every change, fetched without the key. */
  async function feeds(): Promise<{ atom: string; json: string }> {
    const response = await fetch(`${base}/api/gpt/changes/feeds`, {
      method: 'POST',
      headers: { 'X-API-Key': apiKey, 'content-type': 'application/json' },
      body: '{}',
    });
    const links = JSON.parse(await response.text());
    expect(response.status, JSON.stringify(links)).toBe(200);
    const read = async (url: string, type: string) => {
      const feed = await fetch(`${base}${new URL(url).pathname}`);
      expect(feed.status).toBe(200);
      expect(feed.headers.get('content-type')).toBe(type);
      return feed.text();
    };
    return {
      atom: await read(links.atom, 'application/atom+xml; charset=utf-8'),
      json: await read(links.json, 'application/feed+json; charset=utf-8'),
    };
  }

  it('serves each change once in the signed Atom feed, which RFC 4287 accepts', async () => {
    const { atom } = await feeds();
    expect(atomProblems(atom)).toEqual([]);
    const entries = atomEntries(atom);
    expect(entries.map((entry) => entry.terms.join(',')).sort()).toEqual([
      'deadline_announced',
      'deadline_extended',
      'edition_added',
      'place_changed',
    ]);
    expect(entries.map((entry) => entry.title.split(':')[0]).sort()).toEqual([
      'ACL 2027',
      'EACL 2027',
      'ICSE 2027',
      'ICSE 2028',
    ]);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(EXPECTED.length);
    // The built_at of the second build, which found them: a reader shows each once after the third.
    expect(entries.every((entry) => entry.id.includes(`:change:${versions[1]!.slice(0, 19)}`))).toBe(true);
  });

  it('serves the same changes in the signed JSON Feed, which the JSON Feed 1.1 schema accepts', async () => {
    const { atom, json } = await feeds();
    expect(jsonFeedProblems(json)).toEqual([]);
    const items = JSON.parse(json).items as { id: string; _change: Change }[];
    expect(items.map((item) => described(item._change)).sort()).toEqual(EXPECTED);
    expect(items.map((item) => item.id).sort()).toEqual(
      atomEntries(atom)
        .map((entry) => entry.id)
        .sort(),
    );
  });

  it('has both feed checks refuse a broken feed', async () => {
    const { atom, json } = await feeds();
    const firstEntry = /<entry>[\s\S]*?<\/entry>/.exec(atom)![0];
    const link = /<link rel="alternate" type="text\/html" href="[^"]*"\/>/;
    // Each broken copy, and the words of the fault the check must name.
    const broken: [string, string, string][] = [
      [
        'an entry without its id',
        atom.replace(firstEntry, firstEntry.replace(/<id>[^<]*<\/id>/, '')),
        'entry 1: 0 atom:id',
      ],
      [
        'a date that is none',
        atom.replace(/<updated>[^<]*<\/updated>/, '<updated>2026-02-30T00:00:00Z</updated>'),
        'no RFC 3339',
      ],
      ['a second title', atom.replace('</title>', '</title><title>again</title>'), 'feed: 2 atom:title'],
      ['an element left open', atom.replace('</feed>', ''), 'feed left open'],
      ['a bare ampersand', atom.replace('<title>', '<title>R&D '), 'starts no reference'],
      ['a link without href', atom.replace(link, '<link rel="alternate"/>'), 'feed/link: no href'],
      ['no author anywhere', atom.replace(/<author>[\s\S]*?<\/author>/, ''), 'no author, and the feed has none'],
      ['markup in a text title', atom.replace('<title>', '<title><b>bold</b>'), 'child elements in a text construct'],
      ['another namespace', atom.replace('http://www.w3.org/2005/Atom', 'http://example.org/atom'), 'not atom:feed'],
    ];
    for (const [what, document, fault] of broken) {
      expect(document, what).not.toBe(atom);
      expect(atomProblems(document).join('; '), what).toContain(fault);
    }
    const feed = JSON.parse(json);
    const item = feed.items[0];
    const wrong: [string, unknown, string][] = [
      ['no version', { ...feed, version: undefined }, "required property 'version'"],
      [
        'an item without its id',
        { ...feed, items: [{ ...item, id: undefined }] },
        "/items/0 must have required property 'id'",
      ],
      ['an item with neither content', { ...feed, items: [{ ...item, content_text: undefined }] }, 'anyOf'],
      ['a date that is none', { ...feed, items: [{ ...item, date_published: '26 Nov 2026' }] }, 'format "date-time"'],
      ['two items of one id', { ...feed, items: [item, item] }, 'two items of one id'],
      ['a member that is no extension', { ...feed, change: 1 }, 'additional properties'],
      ['an empty author', { ...feed, authors: [{}] }, '/authors/0'],
    ];
    for (const [what, document, fault] of wrong) {
      expect(jsonFeedProblems(JSON.stringify(document)).join('; '), what).toContain(fault);
    }
    expect(jsonFeedProblems('{"version":').join('; ')).toContain('not JSON');
  });
});
