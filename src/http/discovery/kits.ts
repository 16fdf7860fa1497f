/**
 * The directory kits (docs/operating.md, "Directory kits"), written by `npm run discovery`: what
 * ChatGPT's app submission imports (`chatgpt-app-submission.json`, its schema version 1) and what
 * Claude's connector directory asks for (`claude-directory.json`, the project's reading of its
 * review form, which has no file of its own). Each tool is the one tools/list serves, with its
 * hints as served and their justification; the test cases are this file's (five a directory should
 * answer with the server, three it should not), each naming the tools and arguments it expects,
 * and test/http/directory-kits.test.ts runs the five against a server.
 */
import { JSON_OPERATIONS } from '../../api/index.js';
import { toolTable } from '../../mcp/index.js';
import { mcpUrl, SERVER_DESCRIPTION, SERVER_NAME, SERVER_TITLE } from './cards.js';
import type { Deployment } from './rules.js';

/** A call a test case expects: its tool and arguments (FIRST_RESULT_ID stands for an id found before). */
export interface ExpectedCall {
  tool: string;
  arguments: Readonly<Record<string, string | number | boolean>>;
}

export interface DirectoryCase {
  /** Its name in the test that runs it. */
  id: string;
  description: string;
  userPrompt: string;
  calls: readonly ExpectedCall[];
  expectedOutput: string;
}

/** In a call's arguments: the id of the first event the call before it found. */
export const FIRST_RESULT_ID = '<id of the first event found>';

/** What a directory should answer with this server: exactly five (ChatGPT's form takes five). */
export const POSITIVE_CASES: readonly DirectoryCase[] = [
  {
    id: 'open-calls',
    description: 'Open calls for papers on a subject, nearest deadline first, in the person’s time zone.',
    userPrompt: 'Which machine learning conferences still accept papers? Nearest deadline first, in Berlin time.',
    calls: [
      {
        tool: 'searchConferences',
        arguments: { q: 'machine learning', cfp: 'open', sort: 'deadline', tz: 'Europe/Berlin' },
      },
    ],
    expectedOutput:
      'Events whose call for papers is open, soonest deadline first, each deadline in Europe/Berlin time.',
  },
  {
    id: 'ranked-in-region',
    description: 'Conferences of a CORE rank in a continent.',
    userPrompt: 'Find CORE A* conferences that take place in Europe.',
    calls: [{ tool: 'searchConferences', arguments: { core_rank: 'A*', continent: 'Europe' } }],
    expectedOutput: 'Upcoming events ranked CORE A*, each in a European country, with their dates and websites.',
  },
  {
    id: 'one-event-in-full',
    description: 'One event with every deadline and detail, found by a search first.',
    userPrompt: 'Tell me everything about the next robotics conference, with every deadline.',
    calls: [
      { tool: 'searchConferences', arguments: { q: 'robotics', limit: 1 } },
      { tool: 'getConference', arguments: { id: FIRST_RESULT_ID } },
    ],
    expectedOutput: 'The event’s dates, place, website, ranks and every deadline with its time zone.',
  },
  {
    id: 'counts-by-country',
    description: 'Counts of events by country, without listing them.',
    userPrompt: 'In which countries are most robotics conferences held?',
    calls: [{ tool: 'searchConferences', arguments: { q: 'robotics', facets: 'country', limit: 0 } }],
    expectedOutput: 'The total and the countries with the most robotics events, largest first.',
  },
  {
    id: 'sentence-search',
    description: 'A researcher’s sentence as deep research sends it, answered with citable links.',
    userPrompt: 'Use deep research: which machine learning conferences have open calls for papers?',
    calls: [{ tool: 'search', arguments: { query: 'machine learning conferences with open calls for papers' } }],
    expectedOutput: 'Matching events, each with a title and a link to the edition’s site or its page here.',
  },
];

/** What a directory should not use this server for: exactly three (ChatGPT's form takes three). */
export const NEGATIVE_CASES: readonly Omit<DirectoryCase, 'calls'>[] = [
  {
    id: 'weather',
    description: 'Unrelated to academic events.',
    userPrompt: 'What will the weather be in Vienna next week?',
    expectedOutput: 'The app is not used: the directory holds academic events, not weather.',
  },
  {
    id: 'write-abstract',
    description: 'Near the subject but not a question about events: writing a paper.',
    userPrompt: 'Write an abstract for my paper on graph neural networks.',
    expectedOutput: 'The app is not used: it finds events and deadlines, it does not write papers.',
  },
  {
    id: 'register',
    description: 'An action on an event the server cannot take: it only reads.',
    userPrompt: 'Register me for NeurIPS and book a hotel near the venue.',
    expectedOutput: 'The app is not used: it reads the directory and cannot register or book anything.',
  },
];

/** What each tool does, in the words its justifications use. A tool missing here fails at load. */
const DOES: Readonly<Record<string, string>> = {
  searchConferences: "Searches the directory's snapshot of academic events and returns one page of matches",
  getConference: "Reads one event of the directory's snapshot by its id",
  listTopics: "Lists the directory's topic and sub-topic names with their event counts",
  listCountries: 'Lists the countries that have events, with their counts',
  getStatistics: "Counts the directory's events",
  getChanges: "Reads what changed in the directory's events, from the change log its snapshot carries",
  subscribeToSearch: "Computes a calendar-feed URL signed for the caller from a search's filters, storing nothing",
  search: "Searches the directory's snapshot by a sentence and returns matching events with their links",
  fetch: "Reads one event of the directory's snapshot as text",
};

/** The tools as tools/list serves them (subscribeToSearch included: a key's caller gets it). */
function servedTools() {
  return toolTable(JSON_OPERATIONS).definitions.map((tool) => {
    const { readOnlyHint, openWorldHint, destructiveHint } = tool.annotations ?? {};
    const does = DOES[tool.name];
    if (does === undefined) throw new Error(`the directory kits say nothing of the tool ${tool.name}`);
    // The justifications below are those of a tool that only reads, inside the service.
    if (readOnlyHint !== true || openWorldHint !== false || destructiveHint !== false) {
      throw new Error(`the directory kits' justifications do not fit the hints of ${tool.name}`);
    }
    return {
      name: tool.name,
      title: tool.title ?? tool.name,
      annotations: { readOnlyHint, openWorldHint, destructiveHint },
      justifications: {
        read_only_justification: `${does}; it creates, changes and deletes nothing.`,
        open_world_justification:
          "It reads only this service's own directory: it reaches no other system and publishes nothing.",
        destructive_justification:
          'It deletes, overwrites and sends nothing: the same call answers the same while a snapshot serves.',
      },
    };
  });
}

/** A call as a sentence: "searchConferences with {...}", or "getConference with the id of the first event found". */
function callText({ tool, arguments: args }: ExpectedCall): string {
  if (Object.values(args).includes(FIRST_RESULT_ID)) return `${tool} with the id of the first event found`;
  return `${tool} with ${JSON.stringify(args)}`;
}

const CHATGPT_SCHEMA = 'https://developers.openai.com/apps-sdk/schemas/chatgpt-app-submission.v1.json';
/** At most 30 characters (the form's limit). */
const SUBTITLE = 'Academic events and deadlines';

/** `chatgpt-app-submission.json`: app info, every tool's hints with their justifications, the test cases. */
export function chatgptSubmission() {
  const tools = servedTools();
  return {
    $schema: CHATGPT_SCHEMA,
    schema_version: 1,
    app_info: {
      display_name: SERVER_TITLE,
      subtitle: SUBTITLE,
      description: SERVER_DESCRIPTION,
      category: 'EDUCATION',
    },
    tools: Object.fromEntries(
      tools.map(({ name, annotations, justifications }) => [name, { annotations, justifications }]),
    ),
    test_cases: POSITIVE_CASES.map((testCase) => ({
      description: testCase.description,
      user_prompt: testCase.userPrompt,
      file_attachment_urls: null,
      tools_triggered: [...new Set(testCase.calls.map((call) => call.tool))].join(', '),
      expected_output: `Calls ${testCase.calls.map(callText).join(', then ')}. ${testCase.expectedOutput}`,
      expected_output_url: null,
    })),
    negative_test_cases: NEGATIVE_CASES.map((testCase) => ({
      description: testCase.description,
      user_prompt: testCase.userPrompt,
      file_attachment_urls: null,
      tools_triggered: null,
      expected_output: testCase.expectedOutput,
      expected_output_url: null,
    })),
  };
}

/** `claude-directory.json`: the answers to the Claude directory's review form, in the project's shape. */
export function claudeDirectory(deployment: Deployment) {
  return {
    name: SERVER_NAME,
    title: SERVER_TITLE,
    description: SERVER_DESCRIPTION,
    server_url: mcpUrl(deployment),
    transport: 'streamable-http',
    privacy_policy_url: deployment.PRIVACY_POLICY_URL ?? null,
    documentation_url: `${deployment.PUBLIC_BASE_URL}/docs/assistant`,
    support: {
      name: deployment.API_CONTACT_NAME,
      email: deployment.API_CONTACT_EMAIL ?? null,
      url: deployment.API_CONTACT_URL ?? null,
    },
    tools: servedTools(),
    examples: POSITIVE_CASES.map(({ description, userPrompt, calls, expectedOutput }) => ({
      description,
      prompt: userPrompt,
      calls,
      expected_output: expectedOutput,
    })),
    negative_examples: NEGATIVE_CASES.map(({ description, userPrompt, expectedOutput }) => ({
      description,
      prompt: userPrompt,
      expected_output: expectedOutput,
    })),
  };
}

/** The kits' files, by their path under the discovery output. */
export function directoryKits(deployment: Deployment): Record<string, string> {
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  return {
    'directory/chatgpt-app-submission.json': json(chatgptSubmission()),
    'directory/claude-directory.json': json(claudeDirectory(deployment)),
  };
}
