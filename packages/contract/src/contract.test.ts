import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import * as contract from './index.ts';
import { Money, toMinor } from './money.ts';

const calls = (Object.values(contract) as unknown[]).filter(
  (v): v is contract.CallDef =>
    typeof v === 'object' && v !== null && 'path' in v && 'method' in v && 'value' in v,
);

describe('the contract', () => {
  it('declares each method and path once', () => {
    const keys = calls.map((c) => `${c.method} ${c.path}`);
    expect(calls.length).toBeGreaterThan(10);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('puts every call under a path family the server routes as API', () => {
    for (const c of calls) expect(c.path).toMatch(/^\/(wps|lgw|lotto|ops|provider|play\/api)\//);
  });
});

describe('Money on the wire', () => {
  it('accepts amounts with up to 2 decimals and converts them exactly', () => {
    for (const ok of [0, 1, 0.1, 0.01, 19.99, 1234567.89]) {
      expect(z.safeParse(Money, ok).success, String(ok)).toBe(true);
    }
    expect(toMinor(19.99)).toBe(1999n);
    expect(toMinor(0.29)).toBe(29n);
  });

  it('refuses negative, 3 decimals, NaN, infinity and strings', () => {
    for (const bad of [-1, -0.01, 1.001, 0.005, Number.NaN, Number.POSITIVE_INFINITY, '10']) {
      expect(z.safeParse(Money, bad).success, String(bad)).toBe(false);
    }
  });
});
