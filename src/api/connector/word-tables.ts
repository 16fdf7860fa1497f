/**
 * The tables the reader looks a question's words up in. A plain object answers a word such as
 * "constructor" or "toString" with the prototype's function, which the reader then took for a
 * value ("constructor conferences" failed); a table made here has its own keys alone.
 */
export function wordTable<T>(entries: Readonly<Record<string, T>>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}
