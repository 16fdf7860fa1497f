/**
 * The value schemas of the environment variables (src/config.ts declares which variable takes
 * which): numbers, paths, URLs, flags, each from the raw text.
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import { parseS3Url } from './util/s3-url.js';

export type VariableMeta = {
  /** The rule in words, starting with "must", as shown in error messages. */
  description: string;
  /** When true, a bad value is not echoed back in the error message (for URLs with passwords). */
  secret: boolean;
};

/** A variable's schema with its rule in words (src/config.ts declares every variable with it). */
export function variable<T extends z.ZodType>(schema: T, rule: string, options: { secret?: boolean } = {}): T {
  const meta: VariableMeta = { description: rule, secret: options.secret ?? false };
  return schema.meta(meta);
}

/** A whole decimal number in min..max, written with digits only. */
export function integer(min: number, max: number) {
  return z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max));
}

/** A file path; relative paths are resolved against the working directory at load time. */
export const filePath = z
  .string()
  .refine((text) => !text.includes('\0'))
  .transform((text) => resolve(text));

/** Worker processes: a whole number 1..256, or "auto" for one per core. */
export const workerCount = z.string().transform((text, ctx) => {
  if (text === 'auto') return availableParallelism();
  const count = /^\d+$/.test(text) ? Number(text) : 0;
  if (count >= 1 && count <= 256) return count;
  ctx.addIssue({ code: 'custom', message: 'bad WORKERS' });
  return z.NEVER;
});

/** A host name or IP address to listen on (no scheme, no port, no spaces). */
export const host = z.string().regex(/^[A-Za-z0-9._:%-]+$/);

/** A host name or IP address as the MCP SDK's Host and Origin checks compare them: an IPv6 address in brackets. */
const HOST_NAME =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])$/;

/**
 * A comma-separated list of host names, lower-cased. With `origins`, an entry may also be an origin
 * (`https://app.example.org:8443`, kept as its host name: the SDK's check ignores the port) or
 * `<scheme>://*` for every origin of a browser extension's scheme (`moz-extension://*`).
 */
export function hostList(origins: boolean) {
  return z.string().transform((text, ctx) => {
    const entries = text
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter((entry) => entry !== '');
    const names: string[] = [];
    for (const entry of entries) {
      const name = origins ? originHost(entry) : entry;
      if (name === undefined || !(HOST_NAME.test(name) || (origins && /^[a-z][a-z0-9+.-]*:\/\/\*$/.test(name)))) {
        ctx.addIssue({ code: 'custom', message: `bad entry ${entry}` });
        return z.NEVER;
      }
      names.push(name);
    }
    return names;
  });
}

/** The host name of an origin entry; a host name or a `<scheme>://*` entry as it is. */
function originHost(entry: string): string | undefined {
  // The SDK does not honour http://* nor https://*: websites are listed by name.
  if (entry === 'http://*' || entry === 'https://*') return undefined;
  if (!entry.includes('://') || entry.endsWith('://*')) return entry;
  try {
    const url = new URL(entry);
    const plain = (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/' && !url.username;
    return plain && !/[?#]/.test(entry) ? url.hostname : undefined;
  } catch {
    return undefined;
  }
}

/** An absolute http(s) URL without credentials, query or fragment; trailing slashes removed. */
export const baseUrl = z.string().transform((text, ctx) => {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'not a URL' });
    return z.NEVER;
  }
  const ok =
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.username === '' &&
    url.password === '' &&
    !text.includes('?') &&
    !text.includes('#');
  if (!ok) {
    ctx.addIssue({ code: 'custom', message: 'not a plain http(s) URL' });
    return z.NEVER;
  }
  return (url.origin + url.pathname).replace(/\/+$/, '');
});

/**
 * Where replicas pull snapshots from: an http(s) URL of the folder holding CURRENT.json (kept with
 * one trailing slash), or s3://bucket/prefix (kept without one).
 */
export const snapshotSource = z.string().transform((text, ctx) => {
  if (text.startsWith('s3://')) {
    const location = parseS3Url(text);
    if (location) return `s3://${location.bucket}/${location.prefix}`.replace(/\/$/, '');
  } else {
    const parsed = baseUrl.safeParse(text);
    if (parsed.success) return `${parsed.data}/`;
  }
  ctx.addIssue({ code: 'custom', message: 'bad SNAPSHOT_SOURCE' });
  return z.NEVER;
});

/** "true" or "false". */
export const flag = z.enum(['true', 'false']).transform((text) => text === 'true');

/** An absolute http(s) URL, kept as written (a contact or license page). */
export const pageUrl = z.url({ protocol: /^https?$/ });

/** A redis:// or rediss:// URL (may hold a password, so never echoed). */
export const redisUrl = z.string().refine((text) => {
  try {
    const url = new URL(text);
    return url.protocol === 'redis:' || url.protocol === 'rediss:';
  } catch {
    return false;
  }
});

/**
 * Fastify's trustProxy: false, true, a hop count, or a comma-separated list of addresses/CIDRs
 * of the proxies whose X-Forwarded-For is believed.
 */
export const trustProxy = z.string().transform((text, ctx): boolean | number | string[] => {
  if (text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const list = text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  if (list.length > 0 && list.every((item) => /^[0-9A-Fa-f.:]+(\/\d{1,3})?$/.test(item))) return list;
  ctx.addIssue({ code: 'custom', message: 'bad TRUST_PROXY' });
  return z.NEVER;
});
