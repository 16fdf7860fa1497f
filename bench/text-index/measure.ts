/**
 * Measuring for the text-index comparison: heap after a full garbage collection, and latency per
 * task with tinybench.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Bench, type Task } from 'tinybench';

/** tinybench budget per task: at least TIME_MS and at least ITERATIONS runs. */
export const TIME_MS = 500;
export const ITERATIONS = 10;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

export function heapAfterGc(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

/** Times each task with tinybench; returns the tasks by name and the time the run took. */
export async function measure(
  tasks: [name: string, fn: () => void][],
): Promise<{ tasks: Map<string, Task>; ms: number }> {
  const bench = new Bench({
    time: TIME_MS,
    iterations: ITERATIONS,
    warmupTime: 100,
    warmupIterations: 5,
    throws: true,
  });
  for (const [name, fn] of tasks) bench.add(name, fn);
  const started = performance.now();
  await bench.run();
  const ms = performance.now() - started;
  return { tasks: new Map(bench.tasks.map((task) => [task.name, task])), ms };
}
