/**
 * A token's audience against the ones accepted, compared as RFC 3986 (section 6.2.2) normalizes a
 * URI: the scheme and the host are case-insensitive, and an http(s) URI's default port is the same
 * as none; the rest (path, query) is compared as written. The MCP authorization specification asks
 * that an audience with an upper-case scheme or host be accepted. A value that is no URI with an
 * authority (`api://…` is one; an application id is not) is compared as written.
 */
const WITH_AUTHORITY = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#]*)(.*)$/s;
const DEFAULT_PORTS: Readonly<Record<string, string>> = { http: ':80', https: ':443' };

function normalizedAudience(text: string): string {
  const match = WITH_AUTHORITY.exec(text);
  if (match === null) return text;
  const scheme = match[1]!.toLowerCase();
  const authority = match[2]!;
  const at = authority.lastIndexOf('@');
  let host = authority.slice(at + 1).toLowerCase();
  const port = DEFAULT_PORTS[scheme];
  if (port !== undefined && host.endsWith(port)) host = host.slice(0, -port.length);
  return `${scheme}://${authority.slice(0, at + 1)}${host}${match[3]}`;
}

/** Whether `aud` (a string or a list of them, as a JWT holds it) names one of `accepted`. */
export function audienceHeld(aud: unknown, accepted: readonly string[]): boolean {
  const wanted = new Set(accepted.map(normalizedAudience));
  const given = Array.isArray(aud) ? aud : [aud];
  return given.some((value) => typeof value === 'string' && wanted.has(normalizedAudience(value)));
}
