/**
 * Whether a JSON text nests arrays and objects at most `max` levels deep, found in one pass over
 * its characters without parsing it. Written by hand because JSON.parse has no depth limit: a
 * hostile body of thousands of nested brackets is parsed, and then walked by every check after
 * it, at a cost that grows with its depth, before anything can refuse it. Brackets inside strings
 * do not count.
 */
export function nestsWithin(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return false;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return true;
}
