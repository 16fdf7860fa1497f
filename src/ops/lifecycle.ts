/**
 * Whether the process serves, as /readyz reports it (src/http/routes/health.ts): not ready until the
 * snapshot is loaded, and draining from SIGTERM on.
 */
export interface Lifecycle {
  ready: boolean;
  /** True from SIGTERM on (drain.ts): /readyz says "draining" while requests are still served. */
  draining?: boolean;
}
