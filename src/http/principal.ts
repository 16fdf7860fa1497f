/**
 * Who a request is answered to, as the API layer binds what it hands out to a caller (a search's
 * page cursors, src/api/cursor.ts): the caller the key check found (a key's id, a token's subject,
 * an anonymous address; src/auth/caller.ts); a request without one shares the open caller.
 */
import type { RequestView } from './exchange.js';

export const principalOf = (request: Pick<RequestView, 'caller'>): string => request.caller?.id ?? 'open';
