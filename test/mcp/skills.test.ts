/**
 * The MCP Skills extension (SEP-2640) on /mcp: the deadline-research skill listed, named and read
 * on both protocol eras through the official client's SkillsClient, which checks each file against
 * its entry (size, SHA-256 digest, frontmatter); the same bytes as the Agent Plugins package's
 * copy; and the refusals of what the server does not serve. The conformance suite's SEP-2640
 * scenarios run in conformance.test.ts.
 */
import { readFileSync } from 'node:fs';
import type { Client } from '@modelcontextprotocol/client';
import { SkillsClient } from '@modelcontextprotocol/client/ext/skills';
import { skillEntry } from '@modelcontextprotocol/server/ext/skills';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageFiles } from '../../src/http/discovery/guides.js';
import { DEADLINE_SKILL_NAME, deadlineResearchSkill, KIT_SECTIONS } from '../../src/http/discovery/skill.js';
import { TOOLS } from '../../src/http/discovery/rules.js';
import { ASSISTANT_FILE } from '../../src/http/routes/docs.js';
import { servedSkill, skillMarkdown } from '../../src/mcp/index.js';
import { connect, ERAS, type ListeningApi, post, startListeningApi } from './client.js';

const SKILL_URI = `skill://${DEADLINE_SKILL_NAME}/SKILL.md`;

let api: ListeningApi;
const clients = new Map<string, Client>();

beforeAll(async () => {
  api = await startListeningApi();
  for (const era of ERAS) clients.set(era, await connect(api, undefined, era));
}, 60_000);
afterAll(async () => {
  for (const client of clients.values()) await client.close();
  await api?.close();
});

describe.each(ERAS)('skills on %s', (era) => {
  it('lists the one skill, and reads it back as listed: size, digest and frontmatter checked', async () => {
    const skills = new SkillsClient(clients.get(era)!);
    expect(skills.supported).toBe(true);
    const listing = await skills.list();
    expect(listing.skills.map((skill) => skill.uri)).toEqual([SKILL_URI]);
    expect(listing.invalid).toEqual([]);
    const file = await skills.read(listing.skills[0]!);
    expect(file.verified).toBe(true);
    expect(file.text).toBe(skillMarkdown(deadlineResearchSkill(api.config)));
    expect(file.mimeType).toBe('text/markdown');
    // 2026-07-28 results are cacheable (SkillsClient refuses a page without them); 2025 ones carry none.
    expect(listing.ttlMs === undefined).toBe(era !== '2026-07-28');
  });

  it('names the skill by its URI, and refuses one it does not serve with invalid params', async () => {
    const skills = new SkillsClient(clients.get(era)!);
    const { skill } = await skills.get(SKILL_URI);
    expect(skill.frontmatter.name).toBe(DEADLINE_SKILL_NAME);
    const client = clients.get(era)!;
    const unknown = 'skill://nothing-here/SKILL.md';
    await expect(skills.get(unknown)).rejects.toMatchObject({ code: -32602 });
    // A long URI: refused, and the message does not echo all of it back.
    const long = `skill://${'x'.repeat(6_000)}/SKILL.md`;
    const refused = await client.readResource({ uri: long }).catch((error: Error & { code: number }) => error);
    expect(refused).toMatchObject({ code: -32602 });
    expect((refused as Error).message.length).toBeLessThan(400);
  });

  it('lists the skill file among the resources, named and described by its frontmatter', async () => {
    const { resources } = await clients.get(era)!.listResources();
    const { frontmatter } = deadlineResearchSkill(api.config);
    expect(resources).toEqual([
      expect.objectContaining({
        uri: SKILL_URI,
        name: frontmatter.name,
        description: frontmatter.description,
        mimeType: 'text/markdown',
      }),
    ]);
  });
});

describe('the skill entry', () => {
  it('is asked for with params of the right shape, or refused with invalid params', async () => {
    const headers = { 'X-API-Key': api.key, 'mcp-protocol-version': '2025-11-25' };
    for (const params of [{}, { uri: 5 }, { uri: ['skill://deadline-research/SKILL.md'] }]) {
      const answer = await post(api, { jsonrpc: '2.0', id: 1, method: 'skills/get', params }, headers);
      const body = (await answer.json()) as { error?: { code?: number } };
      expect(body.error?.code, JSON.stringify(params)).toBe(-32602);
    }
  });

  it("is the entry the SDK's own builder makes of the same file", async () => {
    const served = servedSkill(deadlineResearchSkill(api.config));
    const sdk = await skillEntry(DEADLINE_SKILL_NAME, { 'SKILL.md': served.markdown });
    expect(served.entry).toEqual(JSON.parse(JSON.stringify(sdk)));
  });

  it('is the file the Agent Plugins package holds, byte for byte', () => {
    const served = servedSkill(deadlineResearchSkill(api.config));
    expect(packageFiles(api.config)[`agent-plugin/skills/${DEADLINE_SKILL_NAME}/SKILL.md`]).toBe(served.markdown);
  });
});

describe('the skill text', () => {
  const kit = readFileSync(ASSISTANT_FILE, 'utf8');

  it("carries the assistant kit's sections on asking, zones, estimates, ranks and errors, as the kit says them", () => {
    const { body } = deadlineResearchSkill(api.config, kit);
    for (const title of KIT_SECTIONS) expect(body).toContain(`## ${title}`);
    for (const phrase of ['`tz`', '`estimated`', '`core_rank=A*`', 'include=deadlines', '`similar_to=<id>`']) {
      expect(body).toContain(phrase);
    }
    expect(body).toContain(`${api.config.PUBLIC_BASE_URL}/events/<id>`);
  });

  it('follows the kit when it changes, and fails at once when a section it needs is gone', () => {
    const changed = kit.replace('**Dates.**', '**Dates.** Quarters are Q1 to Q4.');
    expect(deadlineResearchSkill(api.config, changed).body).toContain('Quarters are Q1 to Q4.');
    expect(() => deadlineResearchSkill(api.config, kit.replace('**Order and paging.**', ''))).toThrow(
      /Order and paging/,
    );
  });

  it('names only tools the operation table has', () => {
    const { body } = deadlineResearchSkill(api.config, kit);
    const named = [...body.matchAll(/`([a-z][A-Za-z]+)`/g)].map((match) => match[1]!);
    const toolLike = named.filter((name) => /^(search|get|list|subscribe|fetch)/.test(name));
    expect(toolLike.length).toBeGreaterThan(5);
    for (const name of toolLike) expect(TOOLS.has(name), name).toBe(true);
  });
});
