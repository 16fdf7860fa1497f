/** What the server process prints while it starts, and how a startup problem ends it. */

/** A startup problem: printed as one line, exit code 1. */
export class StartupError extends Error {}

/** One line for the person who started the process (stderr: stdout carries the JSON log). */
export function say(line: string): void {
  process.stderr.write(`${line}\n`);
}
