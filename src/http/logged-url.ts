/**
 * What the request log may say about a URL (docs/api.md, "Authentication"): a key put in the query
 * string is never written, nor a feed token, nor anything that looks like a key anywhere in the URL, and a URL is
 * never longer than MAX_LOGGED_URL characters.
 */
import { REDACTED, redactKeys } from '../auth/index.js';

/** Query parameters that carry an API key when a client puts it in the URL, compared in lower case. */
export const KEY_PARAMETERS: ReadonlySet<string> = new Set(['api_key', 'apikey', 'key', 'x-api-key']);
export const MAX_LOGGED_URL = 512;
/** A feed URL's token (docs/api.md, "Calendar feeds"): everything after a `feeds` path segment, in any case. */
const FEED_PATH_RE = /(^|\/)(feeds\/)[^?#]*/i;

/** Whether a (decoded) query parameter name is one that carries an API key, in any case. */
export function isKeyParameter(name: string): boolean {
  return KEY_PARAMETERS.has(name.toLowerCase());
}

/** A query parameter name as the query parser reads it: `+` is a space, percent-escapes decoded. */
function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return raw;
  }
}

/**
 * The URL for the log: the value of every key parameter replaced by `[redacted]`, and anything
 * that looks like a key (auth/key-shape.ts: path, parameter names and values, percent-encoded or
 * not), then cut to MAX_LOGGED_URL characters followed by `…[<n> characters]`. The shape is
 * redacted before the cut, which could leave a part of a key too short to be recognised.
 */
export function loggedUrl(url: string): string {
  const start = url.indexOf('?');
  let text = url;
  // Every key parameter's name holds "key", or a percent-escape that may spell it.
  if (start >= 0 && /key|%/i.test(url.slice(start + 1))) {
    const parts = url
      .slice(start + 1)
      .split('&')
      .map((part) => {
        const name = part.split('=', 1)[0]!;
        return isKeyParameter(decodedName(name)) ? `${name}=${REDACTED}` : part;
      });
    text = `${url.slice(0, start)}?${parts.join('&')}`;
  }
  // A feed token stands for its key: none of it is written, whatever its shape.
  text = text.replace(FEED_PATH_RE, `$1$2${REDACTED}`);
  text = redactKeys(text);
  return text.length > MAX_LOGGED_URL ? `${text.slice(0, MAX_LOGGED_URL)}…[${text.length} characters]` : text;
}
