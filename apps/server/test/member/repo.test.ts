import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { insertMemberRow, memberConflict } from '../../src/modules/member/repo.ts';
import { openTestDatabase } from '../helpers/database.ts';

/** Registration relies on these names to answer a lost race with the right 409. */
describe('member unique rules', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await insertMemberRow(database.db, {
      account: 'taken',
      passwordHash: 'x',
      mobile: '5512345678',
      mobileDialingCode: '52',
      affiliateCode: 'CODE1',
    });
  });
  afterAll(() => database.close());

  const conflictOf = async (values: Parameters<typeof insertMemberRow>[1]) => {
    try {
      await insertMemberRow(database.db, values);
      return 'inserted';
    } catch (err) {
      return memberConflict(err);
    }
  };

  it('names the broken rule on PGlite and PostgreSQL alike', async () => {
    expect(await conflictOf({ account: 'TAKEN', passwordHash: 'x' })).toBe('account');
    expect(
      await conflictOf({
        account: 'other1',
        passwordHash: 'x',
        mobile: '5512345678',
        mobileDialingCode: '52',
      }),
    ).toBe('mobile');
    expect(await conflictOf({ account: 'other2', passwordHash: 'x', affiliateCode: 'CODE1' })).toBe(
      'affiliate',
    );
    expect(memberConflict(new Error('boom'))).toBeNull();
  });
});
