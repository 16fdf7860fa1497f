import {
  crcUpdate,
  alignUp,
  bodyStart,
  FORMAT_VERSION,
  MAGIC,
  PREAMBLE_BYTES,
  SECTION_ALIGN,
  type SectionEntry,
  type SectionKind,
  type SnapshotHeader,
} from './format.js';
import { writeAll, writeFileAtomically } from '../util/atomic-write.js';
import type { RawSnapshot } from './reader.js';

export type SectionData = Uint8Array | Uint16Array | Uint32Array | Int32Array | Float64Array;

interface PendingSection {
  name: string;
  kind: SectionKind;
  bytes: Uint8Array;
}

export type HeaderFields = Omit<SnapshotHeader, 'formatVersion' | 'bodyLength' | 'bodyCrc32' | 'sections'>;

function asBytes(data: SectionData): Uint8Array {
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}

function kindOf(data: SectionData): SectionKind {
  if (data instanceof Uint16Array) return 'u16';
  if (data instanceof Uint32Array) return 'u32';
  if (data instanceof Int32Array) return 'i32';
  if (data instanceof Float64Array) return 'f64';
  return 'u8';
}

/** `bytes` in an allocation of their own (its start aligned, as the reader's are). */
function copied(bytes: Uint8Array): Buffer {
  const copy = Buffer.allocUnsafeSlow(bytes.byteLength);
  copy.set(bytes);
  return copy;
}

/** Collects named sections, then writes one snapshot file atomically (util/atomic-write.ts). */
export class SnapshotWriter {
  private readonly sections: PendingSection[] = [];

  add(name: string, data: SectionData, kind: SectionKind = kindOf(data)): void {
    if (this.sections.some((section) => section.name === name)) throw new Error(`duplicate section ${name}`);
    this.sections.push({ name, kind, bytes: asBytes(data) });
  }

  /**
   * The sections added so far as the reader returns them, under the header `fields` would give
   * (offsets and checksum aside): what the builder reads its stored builds from before it writes
   * the file. A section's bytes are shared unless their start is not 8-byte aligned (then copied),
   * so nothing may change them while the result is in use.
   */
  asRead(fields: HeaderFields): RawSnapshot {
    const sections: RawSnapshot['sections'] = new Map();
    const entries: SectionEntry[] = [];
    for (const { name, kind, bytes } of this.sections) {
      const entry = { name, kind, offset: 0, length: bytes.byteLength };
      const aligned =
        bytes.byteOffset % 8 === 0 ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : copied(bytes);
      entries.push(entry);
      sections.set(name, { entry, bytes: aligned, onDisk: false });
    }
    const header = { ...fields, formatVersion: FORMAT_VERSION, bodyLength: 0, bodyCrc32: 0, sections: entries };
    return { header, fileBytes: 0, sections };
  }

  /** Writes the file and returns its size in bytes. */
  write(path: string, fields: HeaderFields): { bytes: number; header: SnapshotHeader } {
    const entries: SectionEntry[] = [];
    let offset = 0;
    let crc = 0;
    for (const section of this.sections) {
      offset = alignUp(offset, SECTION_ALIGN);
      entries.push({ name: section.name, kind: section.kind, offset, length: section.bytes.byteLength });
      offset += section.bytes.byteLength;
    }
    const bodyLength = offset;
    // The checksum covers the body exactly as written, padding included.
    let cursor = 0;
    for (const [index, section] of this.sections.entries()) {
      const entry = entries[index]!;
      if (entry.offset > cursor) crc = crcUpdate(Buffer.alloc(entry.offset - cursor), crc);
      crc = crcUpdate(section.bytes, crc);
      cursor = entry.offset + entry.length;
    }
    const header: SnapshotHeader = {
      ...fields,
      formatVersion: FORMAT_VERSION,
      bodyLength,
      bodyCrc32: crc >>> 0,
      sections: entries,
    };
    const headerJson = Buffer.from(JSON.stringify(header), 'utf8');
    const start = bodyStart(headerJson.byteLength);
    const preamble = Buffer.alloc(start);
    MAGIC.copy(preamble, 0);
    preamble.writeUInt32LE(FORMAT_VERSION, 8);
    preamble.writeUInt32LE(headerJson.byteLength, 12);
    headerJson.copy(preamble, PREAMBLE_BYTES);

    writeFileAtomically(path, (fd) => {
      writeAll(fd, preamble);
      cursor = 0;
      for (const [index, section] of this.sections.entries()) {
        const entry = entries[index]!;
        if (entry.offset > cursor) writeAll(fd, Buffer.alloc(entry.offset - cursor));
        writeAll(fd, section.bytes);
        cursor = entry.offset + entry.length;
      }
    });
    return { bytes: start + bodyLength, header };
  }
}
