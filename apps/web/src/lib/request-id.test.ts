// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newRequestId } from './request-id.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newRequestId', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes random version-4 UUIDs, never the same twice', () => {
    const ids = new Set(Array.from({ length: 1000 }, newRequestId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });

  it('works outside a secure context, where crypto.randomUUID does not exist', () => {
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    expect(globalThis.crypto.randomUUID).toBeUndefined();
    expect(newRequestId()).toMatch(UUID_V4);
  });
});
