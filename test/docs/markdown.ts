/** Reading the project's markdown documents in tests: sections, tables, headings and links. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const PROJECT_ROOT = join(import.meta.dirname, '..', '..');

/** A document of the project, by its path from the project root. */
export function readDoc(path: string): string {
  return readFileSync(join(PROJECT_ROOT, path), 'utf8');
}

/** The text outside fenced code blocks, line for line (code lines become empty). */
function withoutCode(markdown: string): string {
  let inFence = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*```/.test(line)) {
        inFence = !inFence;
        return '';
      }
      return inFence ? '' : line;
    })
    .join('\n');
}

interface Heading {
  level: number;
  title: string;
  line: number;
}

export function headings(markdown: string): Heading[] {
  return withoutCode(markdown)
    .split('\n')
    .flatMap((text, line) => {
      const match = /^(#{1,6}) +(.+?) *#*$/.exec(text);
      return match ? [{ level: match[1]!.length, title: match[2]!, line }] : [];
    });
}

/**
 * The section under the first heading whose title contains `title`: its lines up to the next
 * heading of the same or a higher level. Undefined when no heading has it.
 */
export function section(markdown: string, title: string): string | undefined {
  const all = headings(markdown);
  const index = all.findIndex((heading) => heading.title.includes(title));
  if (index === -1) return undefined;
  const start = all[index]!;
  const end = all.slice(index + 1).find((heading) => heading.level <= start.level);
  return markdown.split('\n').slice(start.line, end?.line).join('\n');
}

/** The first cells of the rows of the first table whose header's first cell is `header`. */
export function firstColumn(markdown: string, header: string): string[] | undefined {
  const lines = markdown.split('\n');
  const top = lines.findIndex((line) => new RegExp(`^\\|\\s*${header}\\s*\\|`).test(line));
  if (top === -1) return undefined;
  const rows: string[] = [];
  // Skip the header and the separator line; the table ends at the first line that is not a row.
  for (const line of lines.slice(top + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line.split('|')[1]!.trim());
  }
  return rows;
}

/** A heading's anchor as GitHub writes it: lower case, punctuation dropped, spaces as hyphens. */
export function anchorOf(title: string): string {
  return title
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

/** The targets of the inline links and images outside code blocks. */
export function linkTargets(markdown: string): string[] {
  return [...withoutCode(markdown).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
}
