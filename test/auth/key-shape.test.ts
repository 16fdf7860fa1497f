import { describe, expect, it } from 'vitest';
import { createKey } from '../../src/auth/index.js';
import { redactKeys } from '../../src/auth/key-shape.js';
import { newKeyText } from '../../src/auth/keys-file.js';
import { loggedUrl } from '../../src/http/logged-url.js';
import { tempDir } from '../fixtures/source.js';

const { dir, cleanup } = tempDir('confdir-key-shape-');
const keys = Array.from({ length: 20 }, (_, i) => createKey(`${dir}/keys.json`, { label: `k${i}`, plan: 'free' }).key);
cleanup();
const key = keys[0]!;
const escaped = (text: string) => [...text].map((char) => `%${char.charCodeAt(0).toString(16)}`).join('');

describe('redactKeys', () => {
  it('redacts every created key wherever it stands, with or without its prefix', () => {
    for (const each of keys) {
      expect(redactKeys(`/api/gpt/${each}/stats`)).toBe('/api/gpt/[redacted]/stats');
      expect(redactKeys(`q=find ${each} now`)).toBe('q=find [redacted] now');
      expect(redactKeys(`${each}=1`)).toBe('[redacted]=1');
      expect(redactKeys(`before${each}`)).toBe('before[redacted]');
    }
    expect(redactKeys(`x=CD_${key.slice(3)}`)).toBe('x=[redacted]');
    expect(redactKeys(`x=cd-${key.slice(3)}`)).toBe('x=cd-[redacted]');
  });

  it('redacts a new key with a mistyped prefix, however its random part was drawn', () => {
    // A random part without a digit (about 1 draw in 280) would not look like a key without its
    // prefix; new keys are drawn again until they mix every kind. 2,000 draws miss one such part
    // with probability below 1e-3 were they not.
    for (let draw = 0; draw < 2000; draw++) {
      const drawn = newKeyText();
      expect(redactKeys(`x=cd-${drawn.slice(3)}`), drawn).toBe('x=cd-[redacted]');
    }
  });

  it('reads percent-escapes, nested ones and partial ones', () => {
    expect(redactKeys(`t=${escaped(key)}&limit=1`)).toBe('t=[redacted]&limit=1');
    expect(redactKeys(`t=${escaped(key).replaceAll('%', '%25')}`)).toBe('t=[redacted]');
    expect(redactKeys(`t=${escaped(key).replaceAll('%', '%2525')}`)).toBe('t=[redacted]');
    expect(redactKeys(`t=c%64%5f${key.slice(3, 10)}%41${key.slice(11)}`)).toBe('t=[redacted]');
    expect(redactKeys(`q=a%20${key}%20b`)).toBe('q=a%20[redacted]%20b');
  });

  it('leaves ordinary text alone', () => {
    for (const text of [
      '/api/gpt/conferences?q=machine%20learning&topic=Computer%20Science&sort=date',
      `q=${'pneumonoultramicroscopicsilicovolcanoconiosis'.repeat(2)}`,
      'sha=0123456789abcdef0123456789abcdef01234567',
      'version=2026-11-21T06:01:01Z-6675922b&key=k_emr1rzzt',
      `cd_${key.slice(3, 34)}`,
      'CONFERENCEONMACHINELEARNINGANDDATAMINING2027',
    ]) {
      expect(redactKeys(text), text).toBe(text);
    }
  });

  it('takes linear time on crafted escapes', () => {
    const crafted = `cd_${'%25'.repeat(200_000)}${'%2'.repeat(100_000)}`;
    const started = performance.now();
    expect(redactKeys(crafted)).toBe(crafted);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('loggedUrl', () => {
  it('redacts a key before cutting the URL, so no part of one is left', () => {
    const url = `/api/gpt/conferences?q=${'a'.repeat(480)}${key}&limit=1`;
    const logged = loggedUrl(url);
    // Cut at 512 characters: within the redaction mark, never within the key.
    expect(logged).toBe(`/api/gpt/conferences?q=${'a'.repeat(480)}[redacted…[${url.length - 25} characters]`);
    expect(logged).not.toContain(key.slice(0, 5));
  });
});
