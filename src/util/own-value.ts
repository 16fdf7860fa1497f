/**
 * A record's own value for a key a client sent, or undefined: `record[key]` alone would answer
 * "constructor" or "toString" with the methods every object inherits.
 */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
