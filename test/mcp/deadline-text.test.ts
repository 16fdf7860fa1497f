/**
 * The text a model sees carries the deadlines (docs/api.md, "MCP", Results): for a sample of
 * searches, every deadline time the structured content has is named in the text, in the zone asked
 * (tz) and in the event's own zone; the events the text leaves out it says, with where they are.
 * getConference's and the connector fetch's texts say an event in the same words (views/event-words.ts),
 * each deadline's local date and hour in its zone and in UTC. The times are worked out here with Intl, apart from the service's own code.
 */
import { describe, expect, it } from 'vitest';
import { textOf, useMcpApi } from './client.js';
import { type Deadline, wallClock } from './wall-clock.js';

const held = useMcpApi();

/** The searches: with and without tz and include=deadlines, by deadline and by subject. */
const SEARCHES: Record<string, unknown>[] = [
  { cfp: 'open', sort: 'deadline', tz: 'Europe/Berlin' },
  { cfp: 'open', sort: 'deadline', include: 'deadlines', tz: 'America/Argentina/Buenos_Aires', limit: 5 },
  { q: 'conference', include: 'deadlines', tz: 'Asia/Tokyo', limit: 3 },
  { acronym: 'icml', include: 'deadlines', tz: 'Europe/Berlin' },
  { deadline_from: '2026-12-01', deadline_to: '2027-06-30', sort: 'deadline', tz: 'Australia/Sydney', limit: 20 },
  { cfp: 'open', include: 'deadlines', limit: 2 },
];

describe('the MCP text of a search', () => {
  it('names every deadline time the structured content has, in the zone asked and the event zone', async () => {
    let named = 0;
    for (const args of SEARCHES) {
      const label = JSON.stringify(args);
      const result = await held.client.callTool({ name: 'searchConferences', arguments: args });
      const text = textOf(result);
      const answer = result.structuredContent as { conferences: Record<string, any>[] };
      const zone = typeof args.tz === 'string' ? args.tz : 'UTC';
      let listed = 0;
      for (const item of answer.conferences) {
        if (!text.includes(`(id ${item.id})`)) continue;
        listed++;
        const deadlines: Deadline[] = item.deadlines ?? (item.next_deadline ? [item.next_deadline] : []);
        for (const deadline of deadlines) {
          expect(text, `${label}: ${item.id}`).toContain(`${wallClock(deadline.at, zone)} ${zone}`);
          expect(text, `${label}: ${item.id}`).toContain(
            `${wallClock(deadline.at, deadline.timezone)} ${deadline.timezone}`,
          );
          named++;
        }
      }
      expect(listed, label).toBeGreaterThan(0);
      // The events the text leaves out are said, with where they are.
      if (listed < answer.conferences.length)
        expect(text, label).toMatch(/more events of this page, in structuredContent/);
    }
    expect(named).toBeGreaterThan(20);
  });
});

describe('the texts of one event', () => {
  it('say it in the same words over MCP and the connector fetch', async () => {
    let compared = 0;
    for (const { id } of held.api.rows.slice(0, 20)) {
      const detail = await held.client.callTool({ name: 'getConference', arguments: { id } });
      const fetched = await held.client.callTool({ name: 'fetch', arguments: { id: String(id) } });
      const { conference } = detail.structuredContent as { conference: { description: string | null } };
      // The MCP text fits a cap (a description to 1,000 characters); fetch gives every line whole.
      if ((conference.description ?? '').length > 1_000) continue;
      expect(textOf(detail), String(id)).toBe((fetched.structuredContent as { text: string }).text);
      compared++;
    }
    expect(compared).toBeGreaterThan(10);
  });

  it("give each deadline's local date and hour in its zone and in UTC (getConference, fetch)", async () => {
    const search = await held.client.callTool({
      name: 'searchConferences',
      arguments: { cfp: 'open', include: 'deadlines', fields: ['id'], limit: 5 },
    });
    const ids = (search.structuredContent as { conferences: { id: number }[] }).conferences.map((item) => item.id);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      const detail = await held.client.callTool({ name: 'getConference', arguments: { id } });
      const fetched = await held.client.callTool({ name: 'fetch', arguments: { id: String(id) } });
      const fetchText = (fetched.structuredContent as { text: string }).text;
      const { deadlines } = (detail.structuredContent as { conference: { deadlines: Deadline[] } }).conference;
      expect(deadlines.length).toBeGreaterThan(0);
      for (const deadline of deadlines) {
        const own = `${wallClock(deadline.at, deadline.timezone)} ${deadline.timezone}`;
        const utc = `${wallClock(deadline.at, 'UTC')} UTC`;
        for (const text of [textOf(detail), fetchText]) {
          expect(text, String(id)).toContain(own);
          expect(text, String(id)).toContain(utc);
        }
      }
    }
  });
});
