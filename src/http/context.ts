import type { Config } from '../config.js';
import type { Store } from '../store/store.js';
import type { Day } from '../util/dates.js';

/** What route handlers need from the app: the current store and today's date (UTC). */
export interface RouteContext {
  /** The store to answer from; read once per request, so a swap never mixes two snapshots in one answer. */
  store(): Store;
  /** Today's UTC day number by the app's clock. */
  today(): Day;
  config: Config;
}
