/**
 * What an MCP host keeps for one server when it signs in with OAuth: the official SDK client's
 * OAuthClientProvider, in memory. Its redirect URI is never opened: the test's "browser"
 * (test/fixtures/authorization-server.ts) follows the sign-in to it and reads the code there.
 */
import type {
  OAuthClientProvider,
  OAuthDiscoveryState,
  StoredOAuthClientInformation,
  StoredOAuthTokens,
} from '@modelcontextprotocol/client';
import type { RedisLink } from '../../src/limits/index.js';
import { freePort } from '../fixtures/servers.js';
import { type LimitsFixture, limitsApp } from '../limits/setup.js';

export const REDIRECT_URI = 'http://127.0.0.1:9/callback';

export class MemoryOAuthClient implements OAuthClientProvider {
  /** Where the SDK sent the person to sign in, last. */
  authorizationUrl: URL | undefined;
  #client: StoredOAuthClientInformation | undefined;
  #tokens: StoredOAuthTokens | undefined;
  #verifier = '';
  #discovery: OAuthDiscoveryState | undefined;

  get redirectUrl(): string {
    return REDIRECT_URI;
  }

  get clientMetadata() {
    return {
      client_name: 'conference-directory-test',
      redirect_uris: [REDIRECT_URI],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }

  clientInformation() {
    return this.#client;
  }

  saveClientInformation(information: StoredOAuthClientInformation) {
    this.#client = information;
  }

  tokens() {
    return this.#tokens;
  }

  saveTokens(tokens: StoredOAuthTokens) {
    this.#tokens = tokens;
  }

  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }

  saveCodeVerifier(verifier: string) {
    this.#verifier = verifier;
  }

  codeVerifier() {
    return this.#verifier;
  }

  saveDiscoveryState(state: OAuthDiscoveryState) {
    this.#discovery = state;
  }

  discoveryState() {
    return this.#discovery;
  }
}

/** The limits fixture's app listening on a free loopback port, PUBLIC_BASE_URL its own address. */
export async function startListeningApp(fixture: LimitsFixture, env: Record<string, string>, redis?: RedisLink) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const app = await limitsApp(fixture, { PUBLIC_BASE_URL: base, ...env }, redis);
  await app.listen({ host: '127.0.0.1', port });
  return { app, base, mcpUrl: new URL(`${base}/mcp`) };
}

/** A fetch for the SDK transport that keeps every answer's headers, to read the plan a call counted on. */
export function recordingFetch() {
  const answers: Headers[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    answers.push(response.headers);
    return response;
  };
  return { answers, fetchFn, lastPolicy: () => answers.at(-1)?.get('ratelimit-policy') ?? null };
}
