/** The Atom and JSON Feed writers of the change feeds, on hostile text. */
import { describe, expect, it } from 'vitest';
import { atomFeed, changeId, changeTitle, jsonFeed } from '../../../src/api/changes/change-feeds.js';
import type { ChangeItem } from '../../../src/api/schemas/change-parameters.js';

const head = {
  title: 'Changes: q=<b>&"x"',
  id: 'tag:api.example.org,2026:changes?feed=changes&q=%3Cb%3E',
  home: 'https://api.example.org/',
  eventUrl: (id: number) => `https://api.example.org/events/${id}?a=1&b=2`,
  updated: '2026-11-20T06:00:00.000Z',
  host: 'api.example.org',
};
const hostile: ChangeItem = {
  id: 12,
  name: 'A <script>alert("x")</script> & \u0001Co\'s',
  kind: 'website_changed',
  deadline_kind: null,
  round: null,
  before: 'https://a.example/?x=1&y=<2>',
  after: null,
  source: ']]><!--',
  snapshot_version: '2026-11-20T06:00:00Z-0badf00d',
  built_at: '2026-11-20T06:00:00.000Z',
};

describe('change feeds', () => {
  it('escapes every text of an Atom feed and drops the characters XML forbids', () => {
    const atom = atomFeed(head, [hostile]).text;
    expect(atom).not.toContain('<script>');
    expect(atom).not.toContain('\u0001');
    expect(atom).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co&apos;s');
    expect(atom).toContain('href="https://api.example.org/events/12?a=1&amp;b=2"');
    // Every element opened is closed: no markup came from the values.
    const opened = atom.match(/<(?!\/|\?)[a-z]+[^>]*[^/]>/g)?.length;
    expect(atom.match(/<\/[a-z]+>/g)?.length).toBe(opened);
  });

  it('writes the hostile text as JSON strings in a JSON Feed', () => {
    const feed = JSON.parse(jsonFeed(head, [hostile]).text);
    expect(feed.items[0].title).toBe(changeTitle(hostile));
    expect(feed.items[0]._change.source).toBe(']]><!--');
  });

  it('gives a change the same id whatever snapshot carries it, and two changes of an edition two ids', () => {
    const extended = { ...hostile, kind: 'deadline_extended' as const, deadline_kind: 'paper', round: 1 };
    expect(changeId('h', hostile)).toBe(changeId('h', { ...hostile, snapshot_version: 'other' }));
    expect(changeId('h', extended)).not.toBe(changeId('h', hostile));
  });
});
