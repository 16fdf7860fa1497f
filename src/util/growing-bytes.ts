/**
 * Bytes written into one buffer kept between texts: it grows by doubling and is reused, so that
 * writing a text leaves no garbage but the copy of exactly its size that is handed out. The
 * answers' JSON writer (json-bytes.ts) and the calendar feeds' folded writer build on it.
 */
export class GrowingBytes {
  // Plain fields, not #private ones: subclasses write them in their innermost loops.
  protected bytes: Buffer;
  /** Bytes written. */
  protected end = 0;

  constructor(initialSize: number) {
    this.bytes = Buffer.allocUnsafeSlow(initialSize);
  }

  get length(): number {
    return this.end;
  }

  /** The buffer, with room for `count` more bytes after `end`. */
  protected room(count: number): Buffer {
    if (this.end + count > this.bytes.length) {
      const grown = Buffer.allocUnsafeSlow(Math.max(this.bytes.length * 2, this.end + count));
      this.bytes.copy(grown, 0, 0, this.end);
      this.bytes = grown;
    }
    return this.bytes;
  }

  /** What was written, in a Buffer of its own of the exact size (not a slice of a shared slab). */
  protected copyOut(): Buffer {
    const out = Buffer.allocUnsafeSlow(this.end);
    this.bytes.copy(out, 0, 0, this.end);
    return out;
  }
}
