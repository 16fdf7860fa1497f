import { describe, expect, it } from 'vitest';
import { nestsWithin } from '../../src/util/json-depth.js';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('nestsWithin', () => {
  it('counts arrays and objects, up to the limit and not past it', () => {
    expect(nestsWithin(nested(64), 64)).toBe(true);
    expect(nestsWithin(nested(65), 64)).toBe(false);
    expect(nestsWithin('{"a":{"b":[{"c":1}]}}', 4)).toBe(true);
    expect(nestsWithin('{"a":{"b":[{"c":1}]}}', 3)).toBe(false);
    expect(nestsWithin('[[1],[2],[3],{"x":[4]}]', 3)).toBe(true);
    expect(nestsWithin('[[1],[2],[3],{"x":[4]}]', 2)).toBe(false);
  });

  it('ignores brackets in strings, escaped quotes included', () => {
    expect(nestsWithin(JSON.stringify({ q: '[[[[{{{{' }), 1)).toBe(true);
    expect(nestsWithin(JSON.stringify({ q: 'say \\"[[[" and \\\\' }), 1)).toBe(true);
    expect(nestsWithin(JSON.stringify(['"', ['x']]), 1)).toBe(false);
  });

  it('agrees with the depth of every value JSON.stringify writes', () => {
    let value: unknown = 'leaf "[" \\';
    for (let depth = 1; depth <= 40; depth++) {
      value = depth % 2 === 0 ? [value, '}]'] : { k: value, '{': 1 };
      expect(nestsWithin(JSON.stringify(value), depth), `depth ${depth}`).toBe(true);
      expect(nestsWithin(JSON.stringify(value), depth - 1), `depth ${depth}`).toBe(false);
    }
  });
});
