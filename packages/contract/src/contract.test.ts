import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { displayName, IdText } from './fields.ts';
import * as contract from './index.ts';
import { Amount, Money, toMinor } from './money.ts';

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

  it('says who of the staff may make each operator call, and of no other call (decision 038)', () => {
    for (const c of calls) {
      const ops = c.path.startsWith('/ops/');
      expect(c.staff !== undefined, `${c.method} ${c.path}`).toBe(ops);
      if (ops) expect(c.token, `${c.path} is no player's call`).toBe(false);
    }
  });

  it('gives admin every permission and each other role a part of them', () => {
    expect([...contract.ROLE_PERMISSIONS.admin].sort()).toEqual([...contract.PERMISSIONS].sort());
    for (const role of contract.STAFF_ROLES.filter((r) => r !== 'admin')) {
      expect(contract.permits(role, 'staff.manage'), role).toBe(false);
      expect(contract.permits(role, 'dev.tools'), role).toBe(false);
      expect(contract.ROLE_PERMISSIONS[role].length, role).toBeGreaterThan(0);
    }
    // The desks: finance pays, risk reads the audit, support and content move no money.
    expect(contract.permits('finance', 'money.write')).toBe(true);
    expect(contract.permits('risk', 'audit.read')).toBe(true);
    expect(contract.permits('support', 'money.write')).toBe(false);
    expect(contract.permits('content', 'money.write')).toBe(false);
    expect(contract.permits('finance', 'games.secrets')).toBe(false);
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

describe('amounts below one minor unit, ids and names', () => {
  it('an amount to move is at least 0.01: 5e-324 and 0.001 are refused, 0.01 passes', () => {
    for (const bad of [5e-324, 1e-10, 0.001, 0, 0.30000000000000004]) {
      expect(z.safeParse(Amount, bad).success, String(bad)).toBe(false);
      if (bad !== 0) expect(z.safeParse(Money, bad).success, String(bad)).toBe(false);
    }
    for (const ok of [0.01, 0.3, 150.25, 10_000_000_000]) {
      expect(z.safeParse(Amount, ok).success, String(ok)).toBe(true);
    }
  });

  it('an id sent as text is digits within a safe integer', () => {
    for (const bad of ['abc', '1e3', '-1', '0', '99999999999999999999', ' 1', '1\u0000']) {
      expect(z.safeParse(IdText, bad).success, bad).toBe(false);
    }
    expect(z.safeParse(IdText, '42').success).toBe(true);
  });

  it('a name shown to others has no bidi controls or invisible characters', () => {
    const name = displayName(32, 1);
    for (const bad of ['\u202eevil', 'a\u200bb', 'x\u2066y', '\ufeffname', 'a\u200fb']) {
      expect(z.safeParse(name, bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(z.safeParse(name, 'Señor 王 🎲').success).toBe(true);
  });
});
