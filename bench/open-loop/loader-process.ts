/**
 * node --import tsx bench/open-loop/loader-process.ts (forked by open-loop/phase.ts)
 *
 * The open-loop loader in a process of its own: a benchmark process that has loaded snapshots
 * and run earlier phases has a large heap, and its garbage collector's pauses would hold requests
 * back and count as the server's latency. The parent sends one OpenLoopOptions per run over IPC;
 * this process answers with the run's OpenLoopRecord, and exits when the parent disconnects.
 */
import { runOpenLoop, type OpenLoopOptions } from './loader.js';

if (process.send === undefined) throw new Error('loader-process.ts runs forked, with an IPC channel');
process.on('message', (options: OpenLoopOptions) => {
  void runOpenLoop(options).then((record) => process.send!(record));
});
process.once('disconnect', () => process.exit(0));
process.send('ready');
