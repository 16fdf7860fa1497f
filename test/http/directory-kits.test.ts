/**
 * The directory kits `npm run discovery` writes (src/http/discovery/kits.ts): ChatGPT's submission
 * file valid against its version 1 shape as the project reads it, Claude's with the privacy policy
 * setting, both naming exactly the tools tools/list serves with the hints it serves; and the five
 * positive cases run against a server over the test snapshot, each answer checked.
 */
import type { Client } from '@modelcontextprotocol/client';
import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatgptSubmission,
  claudeDirectory,
  type DirectoryCase,
  FIRST_RESULT_ID,
  NEGATIVE_CASES,
  POSITIVE_CASES,
} from '../../src/http/discovery/kits.js';
import { packageFiles } from '../../src/http/discovery/guides.js';
import { answerOf, connect, type ListeningApi, startListeningApi } from '../mcp/client.js';
import { testConfig } from './harness.js';

/**
 * `chatgpt-app-submission.json` version 1 as the project reads the Apps SDK's description of it
 * (docs/operating.md, Directory kits): the three hints on every tool, each with its justification.
 */
const hints = { type: 'boolean' };
const justification = { type: 'string', minLength: 20, maxLength: 300, pattern: '^[^.]+\\.$' };
const testCase = (tools: object) => ({
  type: 'object',
  additionalProperties: false,
  required: ['description', 'user_prompt', 'file_attachment_urls', 'tools_triggered', 'expected_output'],
  properties: {
    description: { type: 'string', minLength: 1 },
    user_prompt: { type: 'string', minLength: 1 },
    file_attachment_urls: { type: 'null' },
    tools_triggered: tools,
    expected_output: { type: 'string', minLength: 1 },
    expected_output_url: { type: 'null' },
  },
});
const CHATGPT_V1 = {
  type: 'object',
  additionalProperties: false,
  required: ['$schema', 'schema_version', 'app_info', 'tools', 'test_cases', 'negative_test_cases'],
  properties: {
    $schema: { const: 'https://developers.openai.com/apps-sdk/schemas/chatgpt-app-submission.v1.json' },
    schema_version: { const: 1 },
    app_info: {
      type: 'object',
      additionalProperties: false,
      required: ['display_name', 'subtitle', 'description', 'category'],
      properties: {
        display_name: { type: 'string', minLength: 1 },
        subtitle: { type: 'string', minLength: 1, maxLength: 30 },
        description: { type: 'string', minLength: 1 },
        category: {
          enum: [
            'BUSINESS',
            'COLLABORATION',
            'DESIGN',
            'DEVELOPER_TOOLS',
            'EDUCATION',
            'ENTERTAINMENT',
            'FINANCE',
            'FOOD',
            'LIFESTYLE',
            'NEWS',
            'PRODUCTIVITY',
            'SHOPPING',
            'TRAVEL',
          ],
        },
      },
    },
    tools: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        required: ['annotations', 'justifications'],
        properties: {
          annotations: {
            type: 'object',
            additionalProperties: false,
            required: ['readOnlyHint', 'openWorldHint', 'destructiveHint'],
            properties: { readOnlyHint: hints, openWorldHint: hints, destructiveHint: hints },
          },
          justifications: {
            type: 'object',
            additionalProperties: false,
            required: ['read_only_justification', 'open_world_justification', 'destructive_justification'],
            properties: {
              read_only_justification: justification,
              open_world_justification: justification,
              destructive_justification: justification,
            },
          },
        },
      },
    },
    test_cases: { type: 'array', minItems: 5, maxItems: 5, items: testCase({ type: 'string', minLength: 1 }) },
    negative_test_cases: { type: 'array', minItems: 3, maxItems: 3, items: testCase({ type: 'null' }) },
  },
};

let api: ListeningApi;
let client: Client;
let served: { name: string; title?: string; annotations?: Record<string, unknown> }[];

beforeAll(async () => {
  api = await startListeningApi();
  client = await connect(api);
  served = (await client.listTools()).tools;
}, 60_000);
afterAll(async () => {
  await client?.close();
  await api?.close();
});

describe("ChatGPT's submission file", () => {
  const submission = chatgptSubmission();

  it('is valid against version 1 of its shape: five cases that call the server, three that do not', () => {
    const validate = new Ajv({ allErrors: true, strict: false }).compile(CHATGPT_V1);
    expect(validate(submission), JSON.stringify(validate.errors)).toBe(true);
  });

  it('gives every tool the server lists, with the hints it serves, and no other', () => {
    expect(Object.keys(submission.tools).sort()).toEqual(served.map((tool) => tool.name).sort());
    for (const tool of served) {
      const { readOnlyHint, openWorldHint, destructiveHint } = tool.annotations ?? {};
      expect(submission.tools[tool.name]!.annotations).toEqual({ readOnlyHint, openWorldHint, destructiveHint });
    }
  });

  it('names in each case the tools it expects and their arguments', () => {
    for (const [i, entry] of submission.test_cases.entries()) {
      const expected = POSITIVE_CASES[i]!;
      for (const name of entry.tools_triggered.split(', ')) expect(Object.keys(submission.tools)).toContain(name);
      for (const call of expected.calls) expect(entry.expected_output).toContain(call.tool);
      expect(entry.expected_output).toContain(JSON.stringify(expected.calls[0]!.arguments));
    }
    expect(submission.negative_test_cases.map((entry) => entry.user_prompt)).toEqual(
      NEGATIVE_CASES.map((entry) => entry.userPrompt),
    );
  });
});

describe("Claude's directory file", () => {
  it('names the privacy policy the setting gives, and none when it is unset', () => {
    const config = testConfig({ PRIVACY_POLICY_URL: 'https://conferences.example.org/privacy' });
    expect(claudeDirectory(config).privacy_policy_url).toBe('https://conferences.example.org/privacy');
    expect(claudeDirectory(testConfig()).privacy_policy_url).toBeNull();
    expect(() => testConfig({ PRIVACY_POLICY_URL: 'javascript:alert(1)' })).toThrow(/PRIVACY_POLICY_URL/);
  });

  it('gives every tool its title and hints as served, and at least three examples with their calls', () => {
    const kit = claudeDirectory(testConfig());
    expect(kit.tools.map(({ name, title, annotations }) => ({ name, title, ...annotations }))).toEqual(
      served.map(({ name, title, annotations }) => ({
        name,
        title,
        readOnlyHint: annotations?.readOnlyHint,
        openWorldHint: annotations?.openWorldHint,
        destructiveHint: annotations?.destructiveHint,
      })),
    );
    expect(kit.examples.length).toBeGreaterThanOrEqual(3);
    expect(kit.server_url).toBe(`${testConfig().PUBLIC_BASE_URL}/mcp`);
  });

  it('is written by `npm run discovery` beside the ChatGPT file', () => {
    const files = packageFiles(testConfig());
    expect(JSON.parse(files['directory/chatgpt-app-submission.json']!)).toEqual(chatgptSubmission());
    expect(JSON.parse(files['directory/claude-directory.json']!)).toEqual(claudeDirectory(testConfig()));
  });
});

/** What each positive case's answers must show, by the case's id. */
const CHECKS: Record<string, (answers: any[]) => void> = {
  'open-calls': ([page]) => {
    expect(page.total).toBeGreaterThan(0);
    const deadlines = page.conferences.map((item: any) => item.next_deadline.at);
    expect(deadlines).toEqual([...deadlines].sort());
    for (const item of page.conferences) {
      expect(item.cfp_status).toBe('open');
      expect(item.next_deadline.at_local).toMatch(/\+0[12]:00$/);
    }
  },
  'ranked-in-region': ([page]) => {
    expect(page.total).toBeGreaterThan(0);
    expect(page.filters_applied.countries_included).toContain('France');
    for (const item of page.conferences) expect(item.rank.core).toBe('A*');
  },
  'one-event-in-full': ([page, { conference }]) => {
    expect(conference.id).toBe(page.conferences[0].id);
    expect(Array.isArray(conference.deadlines)).toBe(true);
  },
  'counts-by-country': ([page]) => {
    expect(page.conferences).toEqual([]);
    expect(page.total).toBeGreaterThan(0);
    const counts = page.facets.country.map((value: { count: number }) => value.count);
    expect(counts.length).toBeGreaterThan(0);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
  },
  'sentence-search': ([answer]) => {
    expect(answer.results.length).toBeGreaterThan(0);
    for (const result of answer.results) expect(result.url).not.toContain('/api/');
  },
};

/** Runs a case's calls in turn, the id of the first event found standing in for FIRST_RESULT_ID. */
async function run(testCase: DirectoryCase): Promise<any[]> {
  const answers: any[] = [];
  for (const call of testCase.calls) {
    const found = answers.at(-1)?.conferences?.[0]?.id;
    const args = Object.fromEntries(
      Object.entries(call.arguments).map(([name, value]) => [name, value === FIRST_RESULT_ID ? found : value]),
    );
    const result = await client.callTool({ name: call.tool, arguments: args });
    expect(result.isError, `${testCase.id}: ${call.tool}`).toBeFalsy();
    answers.push(call.tool === 'search' || call.tool === 'fetch' ? answerOf(result) : result.structuredContent);
  }
  return answers;
}

describe('the positive cases, against a server over the test snapshot', () => {
  it('has a check for every case', () => {
    expect(Object.keys(CHECKS).sort()).toEqual(POSITIVE_CASES.map((entry) => entry.id).sort());
  });

  it.each(POSITIVE_CASES.map((entry) => [entry.id, entry] as const))('answers %s', async (_id, testCase) => {
    CHECKS[testCase.id]!(await run(testCase));
  });
});
