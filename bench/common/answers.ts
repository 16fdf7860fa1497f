/**
 * Checks of a running server before it is loaded: every search of a mix answers 200 (and how
 * large each answer is), and the ceiling route answers its fixed body.
 */
import { CEILING_PATH } from '../../src/http/routes/ceiling.js';

/**
 * Asks every path once, in order (each must answer 200); returns the body sizes in bytes (decoded,
 * when the answer was compressed). `seen` is shown each answer.
 */
export async function bodySizes(
  port: number,
  paths: readonly string[],
  headers: Record<string, string>,
  seen?: (response: Response) => void,
): Promise<number[]> {
  const sizes: number[] = [];
  for (const path of paths) {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers, signal: AbortSignal.timeout(10_000) });
    seen?.(response);
    const body = await response.arrayBuffer();
    if (response.status !== 200)
      throw new Error(`GET ${path} answered ${response.status}: ${Buffer.from(body).toString().slice(0, 300)}`);
    sizes.push(body.byteLength);
  }
  return sizes;
}

/** Throws unless the ceiling route on each port answers 200 with `bytes` bytes. */
export async function checkCeiling(
  ports: readonly number[],
  bytes: number,
  headers: Record<string, string>,
): Promise<void> {
  for (const port of ports) {
    const response = await fetch(`http://127.0.0.1:${port}${CEILING_PATH}`, {
      headers,
      signal: AbortSignal.timeout(10_000),
    });
    const length = (await response.arrayBuffer()).byteLength;
    if (response.status !== 200 || length !== bytes)
      throw new Error(`${CEILING_PATH} answered ${response.status} with ${length} bytes, expected 200 with ${bytes}`);
  }
}
