/**
 * The table of model mistakes and zero-result searches (zero-results/cases.ts), over HTTP and over
 * MCP: exact status and code, the fix named the way each transport names parameters, the first
 * relaxation (its total checked against the same search without that filter), hint or suggestion,
 * and no misleading respelling. Then the retry rule, which measures how many mistakes a model
 * fixes in one retry from the answer alone:
 * - a refusal: the first `parameter=value` the message names (MCP: `parameter: "value"`) is set,
 *   the refused parameter dropped when the fix names another one; else "Did you mean: X?" renames
 *   an unknown parameter to X, or gives X as the refused parameter's value;
 * - an answer with no events: q read as a question, its parameters sent in place of q and its
 *   filters; else every hint applied (its word taken out of q), else the first suggestion as q, else the first relaxation's filter (or clause of q) dropped, or its parameter
 *   set to its value (radius_km widened).
 * The retry counts as fixed when it answers 200 with at least one event.
 */
import type { Client } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, connect, type ListeningApi, startListeningApi, textOf } from '../mcp/client.js';
import { json } from './harness.js';
import { type Case, CASES } from './zero-results/cases.js';

type Transport = 'http' | 'mcp';
type Args = Record<string, string>;
interface Answer {
  status: number;
  body: Record<string, any>;
  text: string;
}

let api: ListeningApi;
let client: Client;
beforeAll(async () => {
  api = await startListeningApi();
  client = await connect(api);
});
afterAll(async () => {
  await client.close();
  await api.close();
});

async function ask(transport: Transport, args: Args): Promise<Answer> {
  if (transport === 'http') {
    const response = await api.get(`/api/gpt/conferences?${new URLSearchParams(args)}`);
    return { status: response.statusCode, body: json(response), text: response.body };
  }
  const result = await client.callTool({ name: 'searchConferences', arguments: args });
  const body = answerOf(result) as Record<string, any>;
  return { status: result.isError ? statusOf(body.code) : 200, body, text: JSON.stringify(body) };
}

/** A tool error carries no HTTP status: the error table's, by code. */
function statusOf(code: string): number {
  return code === 'event_not_found' ? 404 : code === 'internal' ? 500 : 400;
}

/** The parameters that take a number: MCP messages write their values as JSON numbers (`limit: 50`). */
const NUMERIC = new Set(['limit', 'offset', 'year', 'radius_km', 'similar_to']);

const written = (transport: Transport, [name, value]: readonly [string, string]) =>
  transport === 'http' ? `${name}=${value}` : `${name}: ${NUMERIC.has(name) ? value : JSON.stringify(value)}`;

/** The settings a message names, in order (transport-names.ts writes them). */
function settingsIn(transport: Transport, message: string): [string, string][] {
  const pattern =
    transport === 'http'
      ? /\b([a-z_]+)=(.+?)(?=\.(?:\s|$)| \(|;|,? and |,? or |$)/g
      : /\b([a-z_]+): ("(?:[^"\\]|\\.)*"|\d+(?:\.\d+)?)/g;
  return [...message.matchAll(pattern)].map((m) => [m[1]!, transport === 'http' ? m[2]! : String(JSON.parse(m[2]!))]);
}

/** The parameter a refusal is about. */
function refusedParameter(args: Args, body: Record<string, any>): string | undefined {
  const named = /(?:Parameter|Argument|parameter|argument) '([a-z_]+)'/.exec(body.message)?.[1];
  if (named !== undefined) return named;
  const code = String(body.code);
  if (code === 'unknown_country')
    return 'countries' in args && / in countries/.test(body.message) ? 'countries' : 'country';
  if (code === 'country_list') return 'country';
  return /^unknown_(topic|subtopic|series)$/.exec(code)?.[1];
}

function retryOfRefusal(transport: Transport, args: Args, body: Record<string, any>): Args | undefined {
  const message = String(body.message);
  const refused = refusedParameter(args, body);
  const [setting] = settingsIn(transport, message);
  if (setting) {
    const next = { ...args };
    if (refused !== undefined && refused !== setting[0]) delete next[refused];
    return { ...next, [setting[0]]: setting[1] };
  }
  // "Did you mean: city or near?" for an unknown parameter: the first.
  const meant = /Did you mean: ([^,?]+)/.exec(message)?.[1]?.split(' or ')[0];
  if (meant === undefined || refused === undefined) return undefined;
  if (body.code === 'unknown_parameter') {
    const { [refused]: value, ...rest } = args;
    return { ...rest, [meant]: value! };
  }
  return { ...args, [refused]: meant };
}

/** q without a word (or the words of a clause as search_terms shows it), or undefined when nothing is left. */
function qWithout(q: string, clause: string): string | undefined {
  const words = clause
    .split('|')[0]!
    .replace(/["-]|\bOR\b/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const left = q
    .split(/\s+/)
    .filter((token) => !words.includes(token.replace(/^-|"/g, '').toLowerCase()))
    .join(' ');
  return left.trim() === '' ? undefined : left;
}

function withQ(args: Args, q: string | undefined): Args {
  const { q: _old, ...rest } = args;
  return q === undefined ? rest : { ...rest, q };
}

function retryOfEmpty(args: Args, body: Record<string, any>): Args | undefined {
  const question = body.hints?.find((hint: { reason: string }) => hint.reason === 'q_as_question');
  if (question !== undefined) {
    const texts = Object.entries(question.parameters).map(([name, value]) => [name, String(value)]);
    return { ...withQ(args, undefined), ...Object.fromEntries(texts) };
  }
  if (body.hints?.length > 0) {
    let next = { ...args };
    for (const hint of body.hints) {
      const given = /^'([^']+)' in q/.exec(hint.message)?.[1];
      if (given !== undefined && next.q !== undefined) next = withQ(next, qWithout(next.q, given));
      next[hint.parameter] = hint.value;
    }
    return next;
  }
  if (body.suggestions?.length > 0) return { ...args, q: body.suggestions[0].q };
  const relaxation = body.relaxations?.[0];
  if (relaxation === undefined) return undefined;
  if (relaxation.term !== undefined) return withQ(args, qWithout(args.q ?? '', relaxation.term));
  if (relaxation.set !== undefined) return { ...args, [relaxation.set]: String(relaxation.value) };
  const next = { ...args };
  for (const name of String(relaxation.drop).split(',')) delete next[name];
  return next;
}

/** Whether one retry built from the answer alone (the rule at the top) finds something. */
async function fixedInOneRetry(transport: Transport, args: Args, answer: Answer): Promise<boolean> {
  const next = answer.status === 200 ? retryOfEmpty(args, answer.body) : retryOfRefusal(transport, args, answer.body);
  if (next === undefined) return false;
  const retried = await ask(transport, next);
  return retried.status === 200 && retried.body.total > 0;
}

function firstRelaxation(body: Record<string, any>): string | undefined {
  const first = body.relaxations?.[0];
  return first === undefined ? undefined : first.term === undefined ? first.drop : `q:${first.term}`;
}

async function checkCase(transport: Transport, row: Case, answer: Answer): Promise<void> {
  const { body, text } = answer;
  const shown = answer.status === 200 ? text : String(body.message);
  expect(answer.status, text).toBe(row.status);
  if (row.code) expect(body.code).toBe(row.code);
  if (row.fix) expect(shown).toContain(written(transport, row.fix));
  for (const part of row.says ?? []) expect(shown).toContain(part);
  for (const part of row.never ?? []) expect(shown).not.toMatch(part);
  // A number is written as one over MCP, never as a text (`limit: "50"`).
  const messages = answer.status === 200 ? (body.hints ?? []).map((h: { message: string }) => h.message) : [shown];
  if (transport === 'mcp') expect(messages.join(' ')).not.toMatch(/\b(limit|offset|year|radius_km|similar_to): "/);
  if (row.found !== undefined) expect(body.total > 0, text).toBe(row.found);
  if (row.relax) {
    expect(firstRelaxation(body), text).toBe(row.relax);
    const { relaxations } = body;
    const named = relaxations.map(
      (r: { drop?: string; term?: string; set?: string }) => r.set ?? `${r.drop}${r.term ?? ''}`,
    );
    expect(new Set(named).size, text).toBe(named.length);
    expect(relaxations.map((r: { total: number }) => r.total)).toEqual(
      [...relaxations.map((r: { total: number }) => r.total)].sort((a, b) => b - a),
    );
    if (!row.relax.startsWith('q:')) {
      const { [row.relax]: _dropped, ...rest } = row.args;
      expect((await ask(transport, rest)).body.total).toBe(relaxations[0].total);
    }
  }
  if (row.hint) expect([body.hints?.[0]?.parameter, body.hints?.[0]?.value], text).toEqual(row.hint);
  if (row.reads) {
    expect(body.hints?.[0]?.reason, text).toBe('q_as_question');
    const { parameters } = body.hints[0];
    expect(Object.fromEntries(Object.entries(parameters).map(([name, v]) => [name, String(v)])), text).toEqual(
      row.reads,
    );
    // A number where the parameter takes one (year: 2027), as the tool's input schema checks it.
    for (const name of Object.keys(parameters)) expect(typeof parameters[name] === 'number').toBe(NUMERIC.has(name));
    // Its total is that of the search of its parameters, which the message states.
    const { total } = (await ask(transport, { ...row.reads })).body;
    expect(total).toBeGreaterThan(0);
    expect(body.hints[0].message).toContain(`finds ${total.toLocaleString('en')} event`);
  } else expect(body.hints?.map((hint: { reason: string }) => hint.reason) ?? [], text).not.toContain('q_as_question');
  if (row.suggest) expect(body.suggestions?.[0]?.q, text).toBe(row.suggest);
  if (row.sameAs) expect(body.total, text).toBe((await ask(transport, { ...row.sameAs })).body.total);
  if (row.facetValues) {
    const [facet, values] = row.facetValues;
    const listed = body.facets[facet].map((entry: { value: string }) => entry.value);
    for (const value of values) expect(listed, value).toContain(value);
  }
}

const isMistake = (row: Case) => row.status !== 200 || row.found === false;

describe.each(['http', 'mcp'] as const)('model mistakes and zero results over %s', (transport) => {
  it('has at least 60 rows', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
  });

  for (const row of CASES) {
    it(`${JSON.stringify(row.args)} answers ${row.status}`, async () => {
      const answer = await ask(transport, { ...row.args });
      await checkCase(transport, row, answer);
      if (isMistake(row)) expect(await fixedInOneRetry(transport, { ...row.args }, answer)).toBe(row.retry ?? true);
    });
  }

  it('counts the mistakes fixed in one retry from the answer alone', async () => {
    let fixed = 0;
    const mistakes = CASES.filter(isMistake);
    for (const row of mistakes) {
      if (await fixedInOneRetry(transport, { ...row.args }, await ask(transport, { ...row.args }))) fixed++;
    }
    console.log(`${transport}: ${fixed} of ${mistakes.length} mistakes fixed in one retry (${CASES.length} rows)`);
    expect(fixed).toBe(mistakes.filter((row) => row.retry !== false).length);
  });
});

/** What POST /api/gpt/feeds and the MCP tool subscribeToSearch answer. */
interface FeedLinks {
  url: string;
  total: number;
  events: number;
  deadlines: number;
}

async function subscribe(transport: Transport, args: Args): Promise<FeedLinks> {
  if (transport === 'mcp') {
    const result = await client.callTool({ name: 'subscribeToSearch', arguments: args });
    expect(result.isError ?? false, textOf(result)).toBe(false);
    return result.structuredContent as unknown as FeedLinks;
  }
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/gpt/feeds',
    headers: { 'x-api-key': api.key, 'content-type': 'application/json' },
    payload: JSON.stringify(args),
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<FeedLinks>(response);
}

/** The feed's entries: the UID and SUMMARY of each VEVENT (unfolded; summaries here are short). */
async function feedEntries(url: string): Promise<{ uid: string; summary: string }[]> {
  const response = await api.app.inject({ method: 'GET', url: new URL(url).pathname });
  expect(response.statusCode).toBe(200);
  const text = response.body.replace(/\r\n[ \t]/g, '');
  return [...text.matchAll(/BEGIN:VEVENT\r\n([\s\S]*?)END:VEVENT/g)].map(([, entry]) => ({
    uid: /^UID:(.*)\r$/m.exec(entry!)![1]!,
    summary: /^SUMMARY:(.*)\r$/m.exec(entry!)![1]!.replace(/\\([,;\\])/g, '$1'),
  }));
}

describe.each(['http', 'mcp'] as const)('a feed of a search over %s', (transport) => {
  it.each([
    // The three ICML events of 2026 with their deadlines of every kind.
    [
      { acronym: 'ICML', year: '2026', include: 'deadlines' },
      { total: 3, events: 3, deadlines: 8 },
    ],
    // Only an estimated deadline, as a deadline entry of its own.
    [
      { acronym: 'ISFM', year: '2027', include: 'deadlines_only' },
      { total: 1, events: 0, deadlines: 1 },
    ],
    // An empty feed says so.
    [
      { country: 'Germany', year: '2031' },
      { total: 0, events: 0, deadlines: 0 },
    ],
  ])('%j holds what its links count', async (args, counts) => {
    const links = await subscribe(transport, args);
    expect({ total: links.total, events: links.events, deadlines: links.deadlines }).toEqual(counts);
    const entries = await feedEntries(links.url);
    expect(entries.filter((entry) => entry.uid.startsWith('event-')).length).toBe(links.events);
    expect(entries.filter((entry) => entry.uid.startsWith('deadline-')).length).toBe(links.deadlines);
  });

  it('names the acronym and the year in each summary', async () => {
    const entries = await feedEntries((await subscribe(transport, { acronym: 'ICML', include: 'deadlines' })).url);
    const summaries = entries.filter((entry) => entry.uid.startsWith('event-')).map((entry) => entry.summary);
    expect(summaries.length).toBeGreaterThan(1);
    for (const summary of summaries) expect(summary).toMatch(/\(ICML 20\d\d\)$/);
    expect(summaries).toContain('41st International Conference on Machine Learning (ICML 2026)');
    const estimated = await feedEntries(
      (await subscribe(transport, { acronym: 'ISFM', year: '2027', include: 'deadlines_only' })).url,
    );
    expect(estimated.map((entry) => entry.summary)).toEqual([
      'Paper deadline (estimated): International Seminar on Financial Markets (ISFM 2027)',
    ]);
  });
});
