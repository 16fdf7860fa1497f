/**
 * Rate-limit response headers: the IETF draft fields (draft-ietf-httpapi-ratelimit-headers,
 * -07 and later) for the window nearest exhaustion of the two, plus the widely read
 * X-RateLimit-* for the same window.
 */

export interface WindowState {
  /** Policy name in the headers: "minute" or "day". */
  name: string;
  limit: number;
  windowSeconds: number;
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
}

/** The window nearest exhaustion: fewest requests left; on a tie, the one that resets later. */
export function nearestExhaustion(windows: readonly WindowState[]): WindowState {
  return windows.reduce((best, w) =>
    w.remaining < best.remaining || (w.remaining === best.remaining && w.resetSeconds > best.resetSeconds) ? w : best,
  );
}

export function policyHeader(windows: readonly WindowState[]): string {
  return windows.map((w) => `"${w.name}";q=${w.limit};w=${w.windowSeconds}`).join(', ');
}

export function rateLimitHeaders(policy: string, windows: readonly WindowState[]): Record<string, string> {
  const nearest = nearestExhaustion(windows);
  return {
    'ratelimit-policy': policy,
    ratelimit: `"${nearest.name}";r=${nearest.remaining};t=${nearest.resetSeconds}`,
    'x-ratelimit-limit': String(nearest.limit),
    'x-ratelimit-remaining': String(nearest.remaining),
    'x-ratelimit-reset': String(nearest.resetSeconds),
  };
}
