export { FORMAT_VERSION, MAGIC, SnapshotError, type SectionEntry, type SnapshotHeader } from './format.js';
export { readSnapshot, readSnapshotHeader, type RawSnapshot } from './reader.js';
export { SnapshotWriter, type HeaderFields, type SectionData } from './writer.js';
