/**
 * The benchmarks' one option parser: node:util's parseArgs (strict, so an unknown option or a stray
 * argument is an error) over a table of options, each a flag, a whole number within bounds, or a
 * text such as a file path. `--help` prints the table. Every scenario reads its options here.
 */
import { parseArgs } from 'node:util';

interface Described {
  /** One line for `--help`. */
  description: string;
}
export interface FlagOption extends Described {
  type: 'flag';
}
export interface WholeOption extends Described {
  type: 'whole';
  min: number;
  max: number;
  default?: number;
}
export interface TextOption extends Described {
  type: 'text';
  default?: string;
}
export type BenchOption = FlagOption | WholeOption | TextOption;
export type BenchOptionTable = Record<string, BenchOption>;

/** A flag is a boolean; a number or text is undefined when not given and without a default. */
type ValueOf<O> = O extends FlagOption
  ? boolean
  : O extends WholeOption
    ? O extends { default: number }
      ? number
      : number | undefined
    : O extends { default: string }
      ? string
      : string | undefined;
export type BenchOptionValues<T extends BenchOptionTable> = { [K in keyof T]: ValueOf<T[K]> };

function helpText(usage: string, table: BenchOptionTable): string {
  const rows = Object.entries(table).map(([name, option]) => {
    const head = `--${name}${option.type === 'whole' ? ' N' : option.type === 'text' ? ' VALUE' : ''}`;
    const bounds = option.type === 'whole' ? ` (${option.min} to ${option.max})` : '';
    const fallback = option.type !== 'flag' && option.default !== undefined ? `; default ${option.default}` : '';
    return `  ${head.padEnd(22)} ${option.description}${bounds}${fallback}`;
  });
  return [`usage: ${usage}`, ...rows].join('\n');
}

function whole(name: string, text: string, option: WholeOption): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isInteger(value) || value < option.min || value > option.max)
    throw new Error(`--${name} must be a whole number from ${option.min} to ${option.max}`);
  return value;
}

/**
 * Reads `args` (the process's arguments by default) against `table`. Prints the help and exits
 * on `--help`; throws on an unknown option, a missing value or a number out of bounds.
 */
export function benchOptions<T extends BenchOptionTable>(
  usage: string,
  table: T,
  args: string[] = process.argv.slice(2),
): BenchOptionValues<T> {
  const { values } = parseArgs({
    args,
    options: {
      help: { type: 'boolean' },
      ...Object.fromEntries(
        Object.entries(table).map(([name, option]) => [name, { type: option.type === 'flag' ? 'boolean' : 'string' }]),
      ),
    } as Record<string, { type: 'boolean' | 'string' }>,
  });
  if (values.help === true) {
    console.log(helpText(usage, table));
    process.exit(0);
  }
  const read = (name: string, option: BenchOption): boolean | number | string | undefined => {
    const given = values[name];
    if (option.type === 'flag') return given === true;
    if (given === undefined) return option.default;
    return option.type === 'whole' ? whole(name, String(given), option) : String(given);
  };
  return Object.fromEntries(
    Object.entries(table).map(([name, option]) => [name, read(name, option)]),
  ) as BenchOptionValues<T>;
}
