/**
 * The sizes a scale run measures, as written on its command line: `100k,1m,3m` (a whole number of
 * events, or one followed by k for thousands or m for millions).
 */

const SIZE = /^(\d+)(k|m)?$/;
const UNIT: Record<string, number> = { '': 1, k: 1_000, m: 1_000_000 };

/** The smallest and largest data set a scale run makes (a 10M one would not fit the machine's memory). */
const SIZE_BOUNDS = { min: 1_000, max: 10_000_000 } as const;

/** Reads `100k,1m,3m` into event counts, smallest first; throws on a size it cannot read or out of bounds. */
export function parseSizes(text: string): number[] {
  const sizes = text.split(',').map((part) => {
    const written = part.trim().toLowerCase();
    const match = SIZE.exec(written);
    if (match === null) throw new Error(`--sizes: "${part.trim()}" is not a size such as 100k, 1m or 2500`);
    const events = Number(match[1]) * UNIT[match[2] ?? '']!;
    if (events < SIZE_BOUNDS.min || events > SIZE_BOUNDS.max)
      throw new Error(
        `--sizes: ${written} is outside ${SIZE_BOUNDS.min.toLocaleString('en-US')} to ${SIZE_BOUNDS.max.toLocaleString('en-US')} events`,
      );
    return events;
  });
  if (new Set(sizes).size !== sizes.length) throw new Error(`--sizes: "${text}" names a size twice`);
  return sizes.sort((a, b) => a - b);
}
