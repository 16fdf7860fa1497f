/**
 * What says what the server is before a client connects (docs/api.md, Discovery), for the MCP
 * endpoint of one deployment: the MCP Server Card (served at `/mcp/server-card`), the catalog
 * that points to it (`/.well-known/mcp/catalog.json`, and the AI Catalog's `/.well-known/ai-catalog.json`)
 * and the MCP registry's `server.json` (written by `npm run discovery`). Each is made from the
 * configuration (PUBLIC_BASE_URL) and the constants the endpoint itself answers with (its name,
 * version and protocol versions), so that none can say what the server does not.
 */
import { API_KEY_HEADER, API_VERSION } from '../../api/index.js';
import type { Config } from '../../config.js';
import { PROTOCOL_VERSIONS } from '../../mcp/index.js';
import { MCP_PATH } from '../mcp/endpoint.js';

/** The server's name in `serverInfo`, and the last part of its reverse-DNS name. */
export const SERVER_NAME = 'conference-directory';
export const SERVER_TITLE = 'Conference Directory';
/** At most 100 characters (the registry's and the card's limit). */
export const SERVER_DESCRIPTION =
  'Academic conferences, workshops and webinars worldwide: dates, places, deadlines and ranks.';

export const SERVER_CARD_PATH = `${MCP_PATH}/server-card`;
export const SERVER_CARD_TYPE = 'application/mcp-server-card+json';
export const MCP_CATALOG_PATH = '/.well-known/mcp/catalog.json';
export const AI_CATALOG_PATH = '/.well-known/ai-catalog.json';

const SERVER_CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json';
const REGISTRY_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json';

type Deployment = Pick<Config, 'PUBLIC_BASE_URL' | 'OAUTH_ISSUER' | 'ANONYMOUS_PLAN' | 'ANONYMOUS_HTTP'>;

/** The MCP endpoint's URL. */
export const mcpUrl = ({ PUBLIC_BASE_URL }: Deployment): string => `${PUBLIC_BASE_URL}${MCP_PATH}`;

/**
 * The server's name in reverse-DNS form, anchored on the host it is served at, as the registry
 * and the card name a server: `com.example.api/conference-directory` at https://api.example.com.
 */
function reverseDnsName({ PUBLIC_BASE_URL }: Deployment): string {
  const host = new URL(PUBLIC_BASE_URL).hostname.replace(/^\[|\]$/g, '').replace(/:/g, '-');
  return `${host.split('.').reverse().join('.')}/${SERVER_NAME}`;
}

/**
 * What the MCP endpoint takes instead of a key, as the deployment is configured (docs/api.md, OAuth
 * and the anonymous tier): an OAuth token is sent as `Authorization: Bearer`, never in the key's header.
 */
export function otherCredentials({ OAUTH_ISSUER, ANONYMOUS_PLAN }: Deployment): string[] {
  return [
    ...(OAUTH_ISSUER
      ? ['an OAuth access token as Authorization: Bearer, from the authorization server its 401 names']
      : []),
    ...(ANONYMOUS_PLAN ? ['no credentials, under a quota per client address'] : []),
  ];
}

/** The API key header a client sends (docs/api.md, Authentication): a secret; optional when the endpoint takes others. */
function keyHeader(deployment: Deployment) {
  const others = otherCredentials(deployment);
  return {
    name: API_KEY_HEADER,
    description:
      others.length === 0
        ? 'Your API key for this server.'
        : `Your API key for this server; optional: the endpoint also takes ${others.join(', or ')}.`,
    isRequired: others.length === 0,
    isSecret: true,
  };
}

/** What the card and the registry's file say alike: identity, website and the remote endpoint. */
function identity(deployment: Deployment) {
  return {
    name: reverseDnsName(deployment),
    title: SERVER_TITLE,
    description: SERVER_DESCRIPTION,
    version: API_VERSION,
    websiteUrl: `${deployment.PUBLIC_BASE_URL}/`,
  };
}

/** The MCP Server Card of the deployment. */
export function serverCard(deployment: Deployment) {
  return {
    $schema: SERVER_CARD_SCHEMA,
    ...identity(deployment),
    remotes: [
      {
        type: 'streamable-http',
        url: mcpUrl(deployment),
        headers: [keyHeader(deployment)],
        supportedProtocolVersions: [...PROTOCOL_VERSIONS],
      },
    ],
  };
}

/**
 * The catalog of the deployment's servers: its one MCP server's card, by URL. The shape of the MCP
 * Catalog, which is the AI Catalog's with only the members MCP uses: it is served at both paths.
 */
export function catalog(deployment: Deployment) {
  const host = new URL(deployment.PUBLIC_BASE_URL).hostname;
  return {
    specVersion: '1.0',
    entries: [
      {
        identifier: `urn:air:${host}:mcp:${SERVER_NAME}`,
        type: SERVER_CARD_TYPE,
        url: `${deployment.PUBLIC_BASE_URL}${SERVER_CARD_PATH}`,
      },
    ],
  };
}

/** The MCP registry's `server.json` (schema 2025-12-11) of the deployment: a remote server, no package. */
export function registryServer(deployment: Deployment) {
  return {
    $schema: REGISTRY_SCHEMA,
    ...identity(deployment),
    remotes: [{ type: 'streamable-http', url: mcpUrl(deployment), headers: [keyHeader(deployment)] }],
  };
}
