/**
 * The layout of a snapshot store (docs/operating.md, "Publishing snapshots to replicas"): immutable,
 * content-addressed blobs under `snapshots/<sha256>.snapshot`, and one small pointer,
 * `CURRENT.json`, naming the blob the replicas serve, the one served before it (for rollback), and
 * optionally the instant every replica switches.
 */
import { z } from 'zod';

/** The pointer's name under the store's prefix. */
export const POINTER_NAME = 'CURRENT.json';

/** The longest pointer a replica reads (a pointer is a few hundred bytes). */
export const POINTER_MAX_BYTES = 64 * 1024;

/** Where the blob with this SHA-256 lives under the store's prefix. */
export function blobPath(sha256: string): string {
  return `snapshots/${sha256}.snapshot`;
}

/** A pointer that is not JSON or breaks the schema below; the message is one line. */
export class PointerError extends Error {
  override readonly name = 'PointerError';
}

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hex digits');

/** One published blob. Its path is always blobPath(sha256), so a pointer never names a file elsewhere. */
const blobSchema = z
  .object({
    /** The snapshot's version exactly as the X-Snapshot-Version header shows it (snapshotVersion). */
    version: z.string().min(1).max(200),
    sha256,
    bytes: z.number().int().positive(),
    path: z.string(),
  })
  .refine((blob) => blob.path === blobPath(blob.sha256), { message: 'path must be snapshots/<sha256>.snapshot' });

const pointerSchema = z.object({
  version: z.string().min(1).max(200),
  sha256,
  bytes: z.number().int().positive(),
  path: z.string(),
  published_at: z.iso.datetime({ offset: true }),
  /** What the pointer named before this one; null for the first publish. */
  previous: blobSchema.nullable(),
  /** When set, replicas load the blob ahead and swap at this instant, all together. */
  activate_at: z.iso.datetime({ offset: true }).optional(),
});

export type PublishedBlob = z.output<typeof blobSchema>;
export type Pointer = z.output<typeof pointerSchema>;

/** Reads a pointer's text; throws PointerError naming the first problem. */
export function parsePointer(text: string): Pointer {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new PointerError(`${POINTER_NAME} is not valid JSON`);
  }
  const result = pointerSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new PointerError(`${POINTER_NAME} is invalid: ${issue?.path.join('.') || 'pointer'} ${issue?.message ?? ''}`);
  }
  if (result.data.path !== blobPath(result.data.sha256)) {
    throw new PointerError(`${POINTER_NAME} is invalid: path must be snapshots/<sha256>.snapshot`);
  }
  return result.data;
}

/** The pointer as stored: JSON, one field per line, with a final newline. */
export function pointerText(pointer: Pointer): string {
  return `${JSON.stringify(pointer, null, 2)}\n`;
}

/** The blob a pointer names, as `previous` of the next pointer keeps it. */
export function blobOf(pointer: Pointer): PublishedBlob {
  const { version, sha256: sum, bytes, path } = pointer;
  return { version, sha256: sum, bytes, path };
}

/** When the pointer's blob is to serve: its activate_at in ms since the epoch, or undefined (at once). */
export function activationTime(pointer: Pointer): number | undefined {
  return pointer.activate_at === undefined ? undefined : Date.parse(pointer.activate_at);
}
