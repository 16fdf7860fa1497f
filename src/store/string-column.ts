/**
 * Many strings held as one UTF-8 buffer plus offsets: a million names cost two allocations
 * instead of a million JS strings, and a string is decoded only when a page needs it.
 */
export class StringColumn {
  private readonly decoded: (string | undefined)[] | undefined;

  constructor(
    readonly bytes: Buffer,
    /** length + 1 offsets; string i is bytes[offsets[i] .. offsets[i+1]). */
    readonly offsets: Uint32Array,
    /**
     * Keep strings once decoded: for dictionaries (cities, venues, organizers), whose few
     * thousand values recur on every page; never for per-event columns.
     */
    memoize = false,
  ) {
    this.decoded = memoize ? [] : undefined;
  }

  get length(): number {
    return this.offsets.length - 1;
  }

  get(index: number): string {
    if (this.decoded) return (this.decoded[index] ??= this.decode(index));
    return this.decode(index);
  }

  private decode(index: number): string {
    return this.bytes.toString('utf8', this.offsets[index]!, this.offsets[index + 1]!);
  }

  /** All strings as an array (for small dictionaries only). */
  toArray(): string[] {
    const out: string[] = new Array<string>(this.length);
    for (let i = 0; i < this.length; i++) out[i] = this.get(i);
    return out;
  }

  static from(strings: readonly string[]): StringColumn {
    const builder = new StringColumnBuilder();
    for (const text of strings) builder.push(text);
    return builder.finish();
  }
}

/** Appends strings into a growing buffer. */
export class StringColumnBuilder {
  private chunks: Buffer[] = [];
  private current = Buffer.allocUnsafe(1 << 20);
  private used = 0;
  private total = 0;
  private offsets: number[] = [0];

  push(text: string): void {
    // Room for the worst case (3 UTF-8 bytes per UTF-16 unit) instead of measuring the string
    // first: one pass over it instead of two.
    const room = 3 * text.length;
    if (this.used + room > this.current.length) {
      this.chunks.push(this.current.subarray(0, this.used));
      this.current = Buffer.allocUnsafe(Math.max(1 << 20, room));
      this.used = 0;
    }
    const written = this.current.write(text, this.used, 'utf8');
    this.used += written;
    this.total += written;
    this.offsets.push(this.total);
  }

  finish(): StringColumn {
    this.chunks.push(this.current.subarray(0, this.used));
    const bytes = Buffer.concat(this.chunks, this.total);
    const column = new StringColumn(bytes, Uint32Array.from(this.offsets));
    this.chunks = [];
    this.offsets = [];
    return column;
  }
}
