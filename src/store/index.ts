export { compileStore, comparePositionOrder } from './compile.js';
export {
  NO_DAY,
  NONE_U16,
  NONE_U32,
  type Columns,
  type StoreMeta,
  type MetaCountry,
  type NamedEntry,
} from './layout.js';
export { loadStore } from './load.js';
export { eventAt, type EventRecord } from './record.js';
export { dateSpan, positionOfId, type Dictionaries, type PostingLists, type Store } from './store.js';
export { StringColumn, StringColumnBuilder } from './string-column.js';
