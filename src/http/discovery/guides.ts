/**
 * The texts that tell an assistant how to use the deployment (docs/api.md, Discovery): an Agent
 * Plugins package (plugin.json, mcp.json and one skill, skills/find-conferences/SKILL.md, written by
 * `npm run discovery`) and `/llms.txt`. Every tool or operation they name is looked up in the
 * operation table, and every URL is made from PUBLIC_BASE_URL, so neither can name a tool that
 * does not exist or a route the server does not serve.
 */
import { API_VERSION, type Operation } from '../../api/index.js';
import { FULL_OPENAPI_PATH, OPENAPI_PATH } from '../routes/openapi.js';
import {
  AI_CATALOG_PATH,
  otherCredentials,
  registryServer,
  MCP_CATALOG_PATH,
  mcpUrl,
  SERVER_CARD_PATH,
  SERVER_DESCRIPTION,
  SERVER_NAME,
  SERVER_TITLE,
} from './cards.js';
import { type Deployment, rules, TOOLS, toolsAndRules } from './rules.js';
import { directoryKits } from './kits.js';
import { DEADLINE_SKILL_NAME, deadlineSkillMarkdown } from './skill.js';

const PLUGIN_SCHEMA = 'https://agent-plugins.org/schemas/1.0.0/plugin.schema.json';
const PLUGIN_MCP_SCHEMA = 'https://agent-plugins.org/schemas/1.0.0/mcp.schema.json';
export const SKILL_NAME = 'find-conferences';
export const LLMS_TXT_PATH = '/llms.txt';

/** The skill's SKILL.md: its frontmatter (name, description, metadata) and its instructions. */
function skillMarkdown(deployment: Deployment): string {
  const description =
    'Finds academic conferences, workshops, seminars and webinars worldwide with their dates, places, ' +
    'submission deadlines and time zones, and CORE and CCF ranks, through the Conference Directory MCP server. ' +
    'Use when someone asks where or when an event takes place, when a deadline is, or which events on a topic, ' +
    'in a place or in a month are open for submissions.';
  const tools = [...TOOLS.values()].map((row) => `- \`${row.operationId}\`: ${row.summary}.`);
  return [
    '---',
    `name: ${SKILL_NAME}`,
    `description: ${JSON.stringify(description)}`,
    'metadata:',
    `  server: ${JSON.stringify(mcpUrl(deployment))}`,
    `  version: ${JSON.stringify(API_VERSION)}`,
    '---',
    '',
    '# Find conferences',
    '',
    `Answer questions about academic events with the ${SERVER_TITLE} MCP server (${mcpUrl(deployment)}).`,
    '',
    ...toolsAndRules(tools, deployment.PUBLIC_BASE_URL),
  ].join('\n');
}

/** The Agent Plugins package: each file's path in the package and its text. */
function agentPlugin(deployment: Deployment): Record<string, string> {
  const author = {
    name: deployment.API_CONTACT_NAME,
    ...(deployment.API_CONTACT_EMAIL ? { email: deployment.API_CONTACT_EMAIL } : {}),
    ...(deployment.API_CONTACT_URL ? { url: deployment.API_CONTACT_URL } : {}),
  };
  const manifest = {
    $schema: PLUGIN_SCHEMA,
    name: SERVER_NAME,
    version: API_VERSION,
    description: SERVER_DESCRIPTION,
    author,
    homepage: `${deployment.PUBLIC_BASE_URL}/`,
    keywords: ['conferences', 'deadlines', 'call for papers', 'academic events', 'mcp'],
  };
  // No headers: a plugin's files are public, and a key is a secret the client asks its user for.
  const servers = {
    $schema: PLUGIN_MCP_SCHEMA,
    mcpServers: { [SERVER_NAME]: { type: 'streamable-http', url: mcpUrl(deployment) } },
  };
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  return {
    'plugin.json': json(manifest),
    'mcp.json': json(servers),
    [`skills/${SKILL_NAME}/SKILL.md`]: skillMarkdown(deployment),
    // The skill the MCP endpoint serves (skills/list), the same bytes: its digest there is this file's.
    [`skills/${DEADLINE_SKILL_NAME}/SKILL.md`]: deadlineSkillMarkdown(deployment),
  };
}

/** The interactive reference's link to an operation. */
const referenceLink = (base: string, row: Operation): string => `${base}/docs#/${row.tag}/${row.operationId}`;

/** What `/llms.txt` says a caller sends, as the deployment is configured (docs/api.md, Authentication). */
function credentialsNote(deployment: Deployment): string {
  const anonymousHttp = deployment.ANONYMOUS_PLAN !== undefined && deployment.ANONYMOUS_HTTP;
  return [
    `The operations ${anonymousHttp ? 'take' : 'need'} an API key in the X-API-Key header (on the MCP endpoint, Authorization: Bearer too).`,
    ...(anonymousHttp ? ['Without one, they are served under a quota per client address.'] : []),
    ...otherCredentials(deployment).map((way) => `The MCP endpoint also takes ${way}.`),
    'The pages and documents linked here need none.',
  ].join(' ');
}

/** `/llms.txt` (llmstxt.org): the title, a summary, and the links an assistant reads, in sections. */
export function llmsTxt(deployment: Deployment): string {
  const base = deployment.PUBLIC_BASE_URL;
  const link = (title: string, url: string, note: string) => `- [${title}](${url}): ${note}`;
  return [
    `# ${SERVER_TITLE}`,
    '',
    `> ${SERVER_DESCRIPTION} A read-only HTTP/JSON API and an MCP server.`,
    '',
    credentialsNote(deployment),
    '',
    ...rules(base).map((rule) => `- ${rule}`),
    '',
    '## Docs',
    '',
    link('OpenAPI document for assistants', `${base}${OPENAPI_PATH}`, 'the operations an assistant calls, JSON'),
    link('Full OpenAPI document', `${base}${FULL_OPENAPI_PATH}`, 'every operation and parameter, JSON'),
    link('API reference', `${base}/docs`, 'the interactive reference'),
    link('Assistant kit', `${base}/docs/assistant`, "instructions for a chat assistant's builder, as text"),
    '',
    '## MCP',
    '',
    link('MCP endpoint', mcpUrl(deployment), 'streamable HTTP, stateless; POST JSON-RPC'),
    link('Server Card', `${base}${SERVER_CARD_PATH}`, 'what the server is, before connecting'),
    link('MCP catalog', `${base}${MCP_CATALOG_PATH}`, `the server's card, by URL (also ${AI_CATALOG_PATH})`),
    '',
    '## Operations',
    '',
    ...[...TOOLS.values()].map((row) => link(row.operationId, referenceLink(base, row), `${row.summary}.`)),
    '',
    '## Optional',
    '',
    link('Data sources and licences', `${base}/docs/notice`, 'the data the service is built from'),
    '',
  ].join('\n');
}

/**
 * The files `npm run discovery` writes for a deployment, by path: the MCP registry's server.json,
 * the Agent Plugins package under agent-plugin/ and the directory kits under directory/ (kits.ts).
 */
export function packageFiles(deployment: Deployment): Record<string, string> {
  const plugin = Object.entries(agentPlugin(deployment)).map(([path, text]) => [`agent-plugin/${path}`, text]);
  return {
    'server.json': `${JSON.stringify(registryServer(deployment), null, 2)}\n`,
    ...Object.fromEntries(plugin),
    ...directoryKits(deployment),
  };
}
