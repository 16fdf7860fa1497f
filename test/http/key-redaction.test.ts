/**
 * Redaction by shape: a real key sent in ten kinds of places (the query under any name, inside
 * `q`, the path, a parameter name, percent-encoded once, twice or in part, after a `#`, across the
 * log's URL cut, the body of an MCP call) never reaches the log, in clear or encoded.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from './harness.js';
import { type ListeningApi, post, startListeningApi } from '../mcp/client.js';

const lines: string[] = [];
let api: ListeningApi;

beforeAll(async () => {
  api = await startListeningApi({
    config: testConfig({ LOG_LEVEL: 'trace' }),
    logStream: { write: (line) => lines.push(line) },
  });
});
afterAll(async () => {
  await api.close();
});

/** Every character as a percent-escape; `times` 2 escapes the `%` again. */
function percentEncoded(text: string, times = 1): string {
  let out = [...text].map((char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`).join('');
  for (let round = 1; round < times; round++) out = out.replaceAll('%', '%25');
  return out;
}

/** Decodes every percent-escape, again and again, leaving malformed ones. */
function fullyDecoded(text: string): string {
  let out = text;
  for (let round = 0; round < 4; round++) {
    out = out.replace(/%([0-9A-Fa-f]{2})/g, (_escape, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  }
  return out;
}

/** A GET with the request target written as given (no client-side normalising), with the key in its header. */
function rawGet(target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      { host: '127.0.0.1', port: Number(api.mcpUrl.port), path: target, headers: { 'x-api-key': api.key } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    call.on('error', reject);
    call.end();
  });
}

describe('a key in any part of a request', () => {
  it('is redacted from every log line, in clear and encoded', async () => {
    const key = api.key;
    const secret = key.slice(3); // the random part, without the prefix
    const search = '/api/gpt/conferences';
    const targets = [
      `${search}?api-key=${key}`,
      `${search}?token=${key}&limit=1`,
      `${search}?q=${key}`,
      `${search}?q=find%20${key}%20please`,
      `${search}/${key}`,
      `/api/gpt/${key}/stats`,
      `${search}?${key}=1`,
      `${search}?token=${percentEncoded(key)}`,
      `${search}?token=${percentEncoded(key, 2)}`,
      `${search}?token=c%64%5F${secret.slice(0, 5)}${percentEncoded(secret.slice(5, 9))}${secret.slice(9)}`,
      `${search}?q=x#${key}`,
      `${search}?q=x%23${key}`,
      `${search}?q=${'a'.repeat(480)}${key}`,
      `/mcp/${key}`,
    ];
    for (const target of targets) expect(await rawGet(target), target).toBeGreaterThanOrEqual(200);
    const call = (args: Record<string, unknown>) => ({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'searchConferences', arguments: args },
    });
    await post(api, call({ q: key }));
    await post(api, call({ q: 'x', limit: key }));
    await post(api, call({ [key]: 1 }));
    await post(api, { jsonrpc: '2.0', id: 1, method: key });
    await new Promise((resolve) => setTimeout(resolve, 100));

    const completed = lines.filter((line) => line.includes('"request completed"'));
    expect(completed.length).toBeGreaterThanOrEqual(targets.length + 4);
    const text = lines.join('\n');
    expect(text).toContain('[redacted]');
    // No six characters of the random part in a row, in clear or decoded: not even the part of a
    // key left by cutting a URL.
    for (const form of [text, fullyDecoded(text)]) {
      for (let at = 0; at + 6 <= secret.length; at++) expect(form).not.toContain(secret.slice(at, at + 6));
    }
  });

  it('is redacted from any other line the app logs: an error or a field quoting one', () => {
    const before = lines.length;
    const key = api.key;
    api.app.log.error(
      { err: new Error(`upstream said: bad token ${key}`), header: `x-${key}` },
      `saw ${percentEncoded(key)}`,
    );
    const written = lines.slice(before).join('\n');
    expect(written).toContain('upstream said: bad token [redacted]');
    expect(fullyDecoded(written)).not.toContain(key.slice(3, 12));
  });
});
