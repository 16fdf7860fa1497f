/**
 * The deadline-research skill (docs/api.md, "MCP skills"): how to ask this server about events and
 * their deadlines, served over MCP (the Skills extension, src/mcp/skills.ts) and written beside
 * the Agent Plugins package's other skill by `npm run discovery`, the same bytes in both. It is made
 * from what the server already says, so that it never drifts from it: the tools and what each is
 * for from the operation table, the query forms, zones, estimates, ranks and errors from the
 * assistant kit (docs/assistant.md, the text the server serves at /docs/assistant), and the rules
 * and the way to cite from rules.ts. A section of the kit it needs and does not find fails at load.
 */
import { readFileSync } from 'node:fs';
import { API_VERSION } from '../../api/index.js';
import { type Skill, skillMarkdown } from '../../mcp/index.js';
import { ASSISTANT_FILE } from '../routes/docs.js';
import { mcpUrl, SERVER_TITLE } from './cards.js';
import { type Deployment, named, TOOLS, toolsAndRules } from './rules.js';

export const DEADLINE_SKILL_NAME = 'deadline-research';

/** The kit's sections the skill carries, by their bold lead, in this order. */
export const KIT_SECTIONS = [
  'Searching',
  'Deadlines and time zones',
  'Dates',
  'Order and paging',
  'Presenting',
  'Errors',
  'Nothing found',
] as const;

/** The kit's instructions: the text between its two `---` lines, in paragraphs. */
function kitParagraphs(kit: string): string[] {
  const parts = kit.split(/\n---\n/);
  if (parts.length < 3) throw new Error('docs/assistant.md has no instructions between two --- lines');
  return parts[1]!.split(/\n\s*\n/).map((paragraph) => paragraph.trim());
}

/** The bold lead of a paragraph that opens a section ("**Dates.** ...", "**Searching**"). */
const LEAD = /^\*\*([^*]+?)\.?\*\*\s*/;

/** Each section of the kit by its lead: its paragraphs, the lead taken off the first. */
function kitSections(kit: string): Map<string, string[]> {
  const sections = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const paragraph of kitParagraphs(kit)) {
    const lead = LEAD.exec(paragraph);
    if (lead !== null) {
      current = [];
      sections.set(lead[1]!, current);
      const rest = paragraph.slice(lead[0].length).trim();
      if (rest !== '') current.push(rest);
    } else current?.push(paragraph);
  }
  return sections;
}

/** The kit's paragraph on the connector tool `search`: the sentences it reads. */
function sentenceForms(kit: string): string {
  const flat = kit.replace(/\s+/g, ' ');
  const start = flat.indexOf('`search` takes');
  const end = flat.indexOf(' The instructions below are not needed there.', start);
  if (start < 0 || end < 0) throw new Error('docs/assistant.md no longer says which sentences `search` reads');
  return flat.slice(start, end).replace(/ \(see \[api\.md\]\([^)]*\)\)/, '');
}

const DESCRIPTION =
  'Researches academic conferences, workshops and webinars and their submission deadlines with the ' +
  `${SERVER_TITLE} MCP server: calls still open, every deadline round in the person's time zone, deadlines ` +
  'only estimated from past editions, CORE and CCF ranks, and how to cite each event. Use when someone asks ' +
  'when a paper, abstract or CFP deadline is, where they can still submit, or for events by topic, rank, ' +
  'place or month.';

/** The skill for `deployment`: its frontmatter and its instructions. */
export function deadlineResearchSkill(deployment: Deployment, kit = readFileSync(ASSISTANT_FILE, 'utf8')): Skill {
  const sections = kitSections(kit);
  const body = KIT_SECTIONS.flatMap((title) => {
    const paragraphs = sections.get(title);
    if (paragraphs === undefined) throw new Error(`docs/assistant.md has no section **${title}**`);
    return [`## ${title}`, '', ...paragraphs.flatMap((paragraph) => [paragraph, ''])];
  });
  const tools = [...TOOLS.values()].flatMap((row) =>
    row.tool === false ? [] : [`- \`${row.operationId}\` ${row.tool.use}.`],
  );
  return {
    frontmatter: {
      name: DEADLINE_SKILL_NAME,
      description: DESCRIPTION,
      metadata: { server: mcpUrl(deployment), version: API_VERSION },
    },
    body: [
      '# Deadline research',
      '',
      `Answer questions about academic events and their deadlines with the ${SERVER_TITLE} MCP server ` +
        `(${mcpUrl(deployment)}), from its answers only: never invent events, dates, deadlines or links.`,
      '',
      ...toolsAndRules(tools, deployment.PUBLIC_BASE_URL),
      '## Asking in a sentence',
      '',
      `${named('search')} and ${named('fetch')} are for connectors and deep research. ${sentenceForms(kit)}`,
      '',
      `The sections below are the assistant kit's: \`name=value\` there is the argument \`name\` of ` +
        `${named('searchConferences')}, with that value (several values comma-separated).`,
      '',
      ...body,
    ].join('\n'),
  };
}

/** The skill's file, as the server serves it and the plugin package holds it. */
export const deadlineSkillMarkdown = (deployment: Deployment): string =>
  skillMarkdown(deadlineResearchSkill(deployment));
