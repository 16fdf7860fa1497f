/**
 * What every text telling an assistant how to use the deployment shares (guides.ts, skill.ts,
 * kits.ts): what they are made from (the deployment), the MCP tools, looked up in the operation
 * table so that no text names a tool that does not exist, and the rules an assistant keeps to.
 */
import { EVENT_PAGE_PREFIX, JSON_OPERATIONS, type Operation } from '../../api/index.js';
import type { Config } from '../../config.js';

/** What the discovery documents are made from: the deployment's address, contact and auth settings. */
export type Deployment = Pick<
  Config,
  | 'PUBLIC_BASE_URL'
  | 'API_CONTACT_NAME'
  | 'API_CONTACT_URL'
  | 'API_CONTACT_EMAIL'
  | 'OAUTH_ISSUER'
  | 'ANONYMOUS_PLAN'
  | 'ANONYMOUS_HTTP'
  | 'PRIVACY_POLICY_URL'
>;

/** The MCP tools, by name: a name the table does not have fails at load, not in a reader's hands. */
export const TOOLS: ReadonlyMap<string, Operation> = new Map(
  JSON_OPERATIONS.filter((row) => row.tool !== false).map((row) => [row.operationId, row]),
);

function tool(name: string): Operation {
  const found = TOOLS.get(name);
  if (found === undefined) throw new Error(`the operation table has no tool ${name}`);
  return found;
}

/** `name`, as Markdown writes a tool's name. */
export const named = (name: string): string => `\`${tool(name).operationId}\``;

/** The rules an assistant keeps to, each naming the tools it is about. */
export function rules(base: string): string[] {
  return [
    `Read the valid topic and country names with ${named('listTopics')} and ${named('listCountries')} before filtering by them.`,
    `Find events with ${named('searchConferences')}; read one event's every detail and deadline with ${named('getConference')} by its id.`,
    `Give every deadline with its time zone: \`AoE\` is anywhere on Earth, UTC-12.`,
    `Cite an event by the edition's own website, else by its page ${base}${EVENT_PAGE_PREFIX}/<id>, which needs no key; never by an API URL, which a reader cannot open.`,
    'A tool error says what was wrong with the arguments and how to fix them: fix them and call again.',
  ];
}

/** A skill's "Tools" and "Rules" sections in Markdown lines: the tools' lines given, then rules(base). */
export function toolsAndRules(tools: readonly string[], base: string): string[] {
  return ['## Tools', '', ...tools, '', '## Rules', '', ...rules(base).map((rule) => `- ${rule}`), ''];
}
