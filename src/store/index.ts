export { NONE_U16 } from './layout.js';
export { loadStore } from './load.js';
export { eventAt } from './event-records.js';
export { dateSpan, positionOfId, type Store } from './store.js';
