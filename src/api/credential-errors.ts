/**
 * The error table's rows about credentials (errors.ts spreads them in): a missing or unknown key, a
 * key in the URL, a refused OAuth access token (docs/api.md, "Authentication" and "OAuth").
 */
const KEY_WAYS = 'Send your key in the X-API-Key header';
const BEARER_WAY = ' or as Authorization: Bearer <key>';
const OAUTH_WAY =
  ', or an OAuth access token as Authorization: Bearer <token> (WWW-Authenticate names where to get one)';
/** Whose plan a rate limit is: an API key's, an OAuth account's, or an address's without credentials. */
export const HOLDERS = {
  key: "this key's plan",
  token: "this account's plan",
  anonymous: 'the plan of requests without credentials from this address',
  address: 'this address, whatever account or credentials its requests carry',
};
/** How a 401 says to send credentials: `bearer` on /mcp, which also takes a bearer key, and `oauth` an access token. */
type Ways = { bearer?: boolean; oauth?: boolean };
const ways = ({ bearer, oauth }: Ways = {}) =>
  `${KEY_WAYS}${bearer ? BEARER_WAY : ''}${bearer && oauth ? OAUTH_WAY : ''}.`;

export const CREDENTIAL_ERRORS = {
  unauthorized: {
    status: 401,
    error: 'Unauthorized',
    /** `bearer`: the route also takes the key as a bearer token (/mcp); `oauth`: and an access token. */
    message: (how: Ways = {}) => `Missing or invalid API key. ${ways(how)}`,
  },
  key_in_query: {
    status: 401,
    error: 'Unauthorized',
    message: (how: Ways = {}) => `API keys are not accepted in the URL, where logs keep them. ${ways(how)}`,
  },
  invalid_token: {
    status: 401,
    error: 'Unauthorized',
    message: ({ reason }: { reason: string }) =>
      `The access token was refused: ${reason} Sign in again for a new one (WWW-Authenticate names where).`,
  },
  insufficient_scope: {
    status: 403,
    error: 'Forbidden',
    message: ({ scopes }: { scopes: string }) =>
      `The access token lacks the scopes this server needs (${scopes}). Sign in again and grant them.`,
  },
} as const;

/** The rows of an authorization server that cannot check tokens: misconfigured (500), or down (503). */
export const ISSUER_ERRORS = {
  oauth_misconfigured: {
    status: 500,
    error: 'Internal server error',
    message: () =>
      'Tokens cannot be checked: the sign-in service is not configured as this server expects. Use an API key, or try again once the operator has fixed it.',
  },
  oauth_unavailable: {
    status: 503,
    error: 'Service unavailable',
    message: () =>
      "The authorization server's signing keys could not be read to check this token. Please try again in a few seconds.",
  },
} as const;
