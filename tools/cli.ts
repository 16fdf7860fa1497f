import cliProgress from 'cli-progress';

/** Ends a command-line tool with a one-line message and no stack trace. */
export function exitWith(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

export function formatBytes(bytes: number): string {
  return bytes >= 1 << 20 ? `${(bytes / (1 << 20)).toFixed(1)} MiB` : `${(bytes / 1024).toFixed(1)} KiB`;
}

/**
 * A progress bar on a terminal (stderr), nothing when stderr is not a TTY, so logs and CI
 * output stay clean.
 */
export function progressBar(label: string): { update(done: number, total: number): void; stop(): void } {
  if (!process.stderr.isTTY) return { update() {}, stop() {} };
  const bar = new cliProgress.SingleBar(
    {
      format: `${label} [{bar}] {percentage}% | {value}/{total} | {eta_formatted} left`,
      stream: process.stderr,
      hideCursor: true,
    },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  return {
    update(done, total) {
      if (!started) {
        bar.start(total, done);
        started = true;
      } else bar.update(done);
    },
    stop() {
      if (started) bar.stop();
    },
  };
}
