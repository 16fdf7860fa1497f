export { SnapshotError } from './format.js';
export { readSnapshotHeader } from './reader.js';
