import { describe, expect, it } from 'vitest';
import { looksLikeJwt, planOf } from '../../src/auth/access-tokens.js';

describe('planOf', () => {
  it('reads a plan name, or the best plan of a list (roles), else the default', () => {
    expect(planOf('pro', 'free')).toBe('pro');
    expect(planOf(['reader', 'free', 'pro'], 'free')).toBe('pro');
    expect(planOf(['free'], 'pro')).toBe('free');
    expect(planOf('gold', 'free')).toBe('free');
    expect(planOf(undefined, 'pro')).toBe('pro');
    expect(planOf({ plan: 'pro' }, 'free')).toBe('free');
  });
});

describe('looksLikeJwt', () => {
  it('tells a compact JWS from an API key', () => {
    expect(looksLikeJwt('eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln')).toBe(true);
    expect(looksLikeJwt('cd_AbCdEfGhIjKlMnOpQrStUvWxYz012345')).toBe(false);
    expect(looksLikeJwt('a.b.')).toBe(false);
    expect(looksLikeJwt('a.b.c.d')).toBe(false);
  });
});
