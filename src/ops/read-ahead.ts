/**
 * The snapshot file's read, begun by src/server.ts before it loads the rest of the process: a
 * worker thread reads and checksums the file (snapshot/body-reader.ts) while the main thread loads
 * the app's modules, about half a second each at 1M events (docs/operating.md, Start to ready).
 *
 * This module and what it imports stay light (Node's own modules and the snapshot reader), or the
 * read would wait for them. The first load of the same file takes the read over (takeReadAhead),
 * unless the file was replaced since the read began: then the read is dropped, and the load reads
 * the file anew.
 */
import { type RawSnapshot, readSnapshotOffThread } from '../snapshot/reader.js';
import { readOptions } from '../store/load-detail.js';
import { fileIdentity } from '../util/watch-file.js';

export interface ReadAhead {
  readonly file: string;
  /** The file's identity when the read began (util/watch-file.ts). */
  readonly identity: string;
  /** The read, as the store's loader reads (store/load.ts, loadStoreInSlices with no options). */
  readonly raw: Promise<RawSnapshot>;
}

/** Begins reading `file` as a serving process's first load will. */
export function readAhead(file: string): ReadAhead {
  const identity = fileIdentity(file);
  const raw = readSnapshotOffThread(file, readOptions({}));
  // A refusal is reported by the load that takes the read over; none may be left unhandled meanwhile.
  raw.catch(() => undefined);
  return { file, identity, raw };
}

/**
 * The read begun ahead of a load of `file`, when it is that file and the file has not changed since
 * (`identity`: the load's own, taken before it reads); undefined otherwise, the read dropped.
 */
export function takeReadAhead(
  ahead: ReadAhead | undefined,
  file: string,
  identity: string,
): Promise<RawSnapshot> | undefined {
  if (ahead === undefined || ahead.file !== file) return undefined;
  if (ahead.identity === identity) return ahead.raw;
  // A section left on disk keeps the file open: close it with the dropped read.
  ahead.raw.then(
    (raw) => raw.file?.close(),
    () => undefined,
  );
  return undefined;
}
