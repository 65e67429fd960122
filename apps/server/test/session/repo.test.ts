import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { authAudit, members, sessions } from '../../src/db/schema/index.ts';
import { newSessionToken, tokenHash } from '../../src/lib/session-token.ts';
import { insertMemberRow as insertMember } from '../../src/modules/member/repo.ts';
import {
  createSession,
  findActiveSession,
  recordAuthEvent,
  revokeAllSessions,
  revokeSession,
} from '../../src/modules/session/repo.ts';
import { openTestDatabase } from '../helpers/database.ts';

const HOUR = 3_600_000;

describe('session repository', () => {
  let database: Database;
  let alice: number;
  let bob: number;
  beforeAll(async () => {
    database = await openTestDatabase();
    // A stand-in hash: these tests are about sessions, not scrypt.
    alice = await insertMember(database.db, { account: 'Alice', passwordHash: 'scrypt$x' });
    bob = await insertMember(database.db, { account: 'bob', passwordHash: 'scrypt$x', type: 1 });
  });
  afterAll(() => database.close());

  it('stores members with the account lower-cased and unique', async () => {
    const [row] = await database.db.select().from(members).where(eq(members.id, alice));
    expect(row?.account).toBe('alice');
    expect(row?.type).toBe(0);
    await expect(
      insertMember(database.db, { account: 'ALICE', passwordHash: 'scrypt$x' }),
    ).rejects.toThrow();
  });

  it('finds a live session and stores only the hash of its token', async () => {
    const token = await createSession(database.db, alice, {
      ttlMs: HOUR,
      ip: '203.0.113.9',
      userAgent: 'test-agent',
    });
    const found = await findActiveSession(database.db, token);
    expect(found?.memberId).toBe(alice);
    expect(found?.sessionId).toEqual(expect.any(Number));

    const [row] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, found?.sessionId ?? -1));
    expect(row?.tokenHash).toBe(tokenHash(token));
    expect(row?.ip).toBe('203.0.113.9');
    // The raw token appears nowhere in the table, in any column.
    const dump = await database.db.execute(sql`select * from sessions`);
    const text = JSON.stringify((dump as { rows: unknown[] }).rows);
    expect(text).toContain(tokenHash(token));
    expect(text).not.toContain(token);
  });

  it('refuses malformed and unknown tokens', async () => {
    expect(await findActiveSession(database.db, 'not-a-token')).toBeNull();
    expect(await findActiveSession(database.db, '')).toBeNull();
    expect(await findActiveSession(database.db, undefined)).toBeNull();
    expect(await findActiveSession(database.db, newSessionToken())).toBeNull();
    // A stored hash offered as the token does not work either.
    const token = await createSession(database.db, alice, { ttlMs: HOUR });
    expect(await findActiveSession(database.db, tokenHash(token))).toBeNull();
  });

  it('refuses an expired session', async () => {
    const issued = new Date('2026-01-01T00:00:00Z');
    const token = await createSession(database.db, alice, { ttlMs: HOUR, now: issued });
    const justBefore = new Date(issued.getTime() + HOUR - 1);
    expect(await findActiveSession(database.db, token, justBefore)).not.toBeNull();
    expect(
      await findActiveSession(database.db, token, new Date(issued.getTime() + HOUR)),
    ).toBeNull();
    expect(await findActiveSession(database.db, token)).toBeNull();
  });

  it('refuses a session after logout, leaving the others alive', async () => {
    const first = await createSession(database.db, alice, { ttlMs: HOUR });
    const second = await createSession(database.db, alice, { ttlMs: HOUR });
    expect(await revokeSession(database.db, first)).toBe(true);
    expect(await revokeSession(database.db, first)).toBe(false);
    expect(await revokeSession(database.db, 'junk')).toBe(false);
    expect(await findActiveSession(database.db, first)).toBeNull();
    expect(await findActiveSession(database.db, second)).not.toBeNull();
  });

  it('revokes every session of one member and no one else', async () => {
    const a1 = await createSession(database.db, alice, { ttlMs: HOUR });
    const a2 = await createSession(database.db, alice, { ttlMs: HOUR });
    const b1 = await createSession(database.db, bob, { ttlMs: HOUR });
    expect(await revokeAllSessions(database.db, alice)).toBeGreaterThanOrEqual(2);
    expect(await findActiveSession(database.db, a1)).toBeNull();
    expect(await findActiveSession(database.db, a2)).toBeNull();
    expect((await findActiveSession(database.db, b1))?.memberId).toBe(bob);
    expect(await revokeAllSessions(database.db, alice)).toBe(0);
  });

  it('records audit events, with or without a known member', async () => {
    await recordAuthEvent(database.db, {
      memberId: alice,
      event: 'login',
      ip: '203.0.113.9',
      userAgent: 'test-agent',
    });
    await recordAuthEvent(database.db, {
      event: 'login_failed',
      ip: '198.51.100.1',
      detail: { account: 'nobody', reason: 'unknown' },
    });
    const rows = await database.db.select().from(authAudit).orderBy(authAudit.id);
    expect(rows.map((r) => [r.memberId, r.event])).toEqual([
      [alice, 'login'],
      [null, 'login_failed'],
    ]);
    expect(rows[1]?.detail).toEqual({ account: 'nobody', reason: 'unknown' });
    expect(rows[0]?.at).toBeInstanceOf(Date);
  });

  it('works inside a transaction that rolls back', async () => {
    let token = '';
    await expect(
      database.db.transaction(async (tx) => {
        token = await createSession(tx, bob, { ttlMs: HOUR });
        expect(await findActiveSession(tx, token)).not.toBeNull();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await findActiveSession(database.db, token)).toBeNull();
  });
});
