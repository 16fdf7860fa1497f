/**
 * Feeds of a search's changes (docs/api.md, Change feeds): the changes getChanges finds, newest
 * first, as an Atom feed (RFC 4287) or a JSON Feed 1.1, one entry per change. An entry's id is
 * the change's own (its snapshot's build time, the event id, the kind, the deadline's kind and
 * round), the same in every later snapshot that carries it, so a feed reader shows each change once.
 */
import type { ChangeItem } from '../schemas/change-parameters.js';

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the characters XML 1.0 forbids is this pattern's purpose.
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Text as XML character data or an attribute value; characters XML 1.0 forbids are left out. */
function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

export const ATOM_TYPE = 'application/atom+xml; charset=utf-8';
export const JSON_FEED_TYPE = 'application/feed+json; charset=utf-8';

/** What a feed is about: its title, its own URL, the page of its events, when it last changed. */
export interface ChangeFeedHead {
  title: string;
  /**
   * The feed's own URL, its signed one: Atom's `rel="self"` link (RFC 4287, 4.2.7.2) and JSON
   * Feed's `feed_url`, so that a reader handed the document alone can follow it.
   */
  self?: string | undefined;
  /** The feed's id: a tag URI of its parameters, the same at every fetch. */
  id: string;
  /** The service's home page. */
  home: string;
  /** The event page of an id. */
  eventUrl(id: number): string;
  /** When the serving snapshot was built (ISO 8601). */
  updated: string;
  /** The service's host, the tag URIs' authority. */
  host: string;
}

/** The change's stable id, a tag URI (RFC 4151). */
export function changeId(host: string, change: ChangeItem): string {
  const day = change.built_at.slice(0, 10);
  const deadline = change.deadline_kind === null ? '' : `:${change.deadline_kind}:${change.round}`;
  return `tag:${host},${day}:change:${change.built_at}:${change.id}:${change.kind}${deadline}`;
}

/** The change in words: "ICML 2027: paper deadline extended, 2027-01-24T11:59:59Z -> 2027-01-31T11:59:59Z". */
export function changeTitle(change: ChangeItem): string {
  const what = change.kind.replace(/_/g, ' ');
  const subject = change.deadline_kind === null ? what : `${change.deadline_kind} ${what}`;
  const values =
    change.before !== null && change.after !== null
      ? `, ${change.before} -> ${change.after}`
      : change.after !== null
        ? `: ${change.after}`
        : change.before !== null
          ? ` (was ${change.before})`
          : '';
  return `${change.name}: ${subject}${values}`;
}

function changeSummary(change: ChangeItem): string {
  const source = change.source === null ? '' : ` Source: ${change.source}.`;
  return `${changeTitle(change)}. Snapshot ${change.snapshot_version}.${source}`;
}

/** A feed's document and how many of its changes it holds. */
export interface FeedDocument {
  text: string;
  shown: number;
}

/**
 * `open`, then as many of `entries` as fit in `max` UTF-8 bytes with `close` (the newest first,
 * each whole), joined by `separator`: a feed is an HTTP answer, within its cap for any data.
 */
function fitted(open: string, entries: readonly string[], close: string, separator: string, max: number): FeedDocument {
  let bytes = Buffer.byteLength(open) + Buffer.byteLength(close);
  let shown = 0;
  for (const entry of entries) {
    const more = Buffer.byteLength(entry) + (shown > 0 ? separator.length : 0);
    if (bytes + more > max) break;
    bytes += more;
    shown++;
  }
  return { text: `${open}${entries.slice(0, shown).join(separator)}${close}`, shown };
}

/**
 * The Atom document (RFC 4287): feed id, title, updated, author and links; per entry id, title,
 * updated, link, summary; the newest entries that fit in `max` bytes.
 */
export function atomFeed(head: ChangeFeedHead, changes: readonly ChangeItem[], max = Infinity): FeedDocument {
  const x = escapeXml;
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${x(head.id)}</id>`,
    `  <title>${x(head.title)}</title>`,
    `  <updated>${x(head.updated)}</updated>`,
    `  <author><name>${x(head.host)}</name></author>`,
    `  <link rel="alternate" type="text/html" href="${x(head.home)}"/>`,
  ];
  if (head.self !== undefined) lines.push(`  <link rel="self" type="application/atom+xml" href="${x(head.self)}"/>`);
  const entries = changes.map((change) =>
    [
      '  <entry>',
      `    <id>${x(changeId(head.host, change))}</id>`,
      `    <title>${x(changeTitle(change))}</title>`,
      `    <updated>${x(change.built_at)}</updated>`,
      `    <link rel="alternate" type="text/html" href="${x(head.eventUrl(change.id))}"/>`,
      `    <category term="${x(change.kind)}"/>`,
      `    <summary>${x(changeSummary(change))}</summary>`,
      '  </entry>',
      '',
    ].join('\n'),
  );
  return fitted(`${lines.join('\n')}\n`, entries, '</feed>\n', '', max);
}

/**
 * The JSON Feed 1.1 document: version, title, home_page_url, feed_url; per item id, url, title,
 * content_text, date_published; the newest items that fit in `max` bytes.
 */
export function jsonFeed(head: ChangeFeedHead, changes: readonly ChangeItem[], max = Infinity): FeedDocument {
  const top = JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title: head.title,
    home_page_url: head.home,
    ...(head.self === undefined ? {} : { feed_url: head.self }),
    authors: [{ name: head.host }],
    items: [],
  });
  const items = changes.map((change) =>
    JSON.stringify({
      id: changeId(head.host, change),
      url: head.eventUrl(change.id),
      title: changeTitle(change),
      content_text: changeSummary(change),
      date_published: change.built_at,
      tags: [change.kind],
      _change: change,
    }),
  );
  // The items go between the brackets of the empty list that ends the head's JSON.
  return fitted(top.slice(0, -2), items, ']}', ',', max);
}
