import { randomInt } from 'node:crypto';
import type { BodyOf, LoginResult, loginFreeplay } from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { Client } from '../../lib/client.ts';
import { TRIAL_TYPE } from '../../lib/platform-types.ts';
import {
  findMemberById,
  insertMemberRow,
  memberConflict,
  requireFeature,
  unusablePassword,
} from '../member/index.ts';
import { grantLogin } from './login-result.ts';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function guestAccount(): string {
  let name = 'guest';
  for (let i = 0; i < 8; i++) name += ALPHABET[randomInt(ALPHABET.length)];
  return name;
}

/**
 * Free play (product §4, FREEPLAY3): a trial account (type 4) with demo money. The check is
 * the reversed random string encrypted with the payload key, so only a real site (which
 * ran the encryption) can mint guests; the per-IP limit on the route bounds the rest.
 */
export async function startFreeplay(
  app: FastifyInstance,
  body: BodyOf<typeof loginFreeplay>,
  client: Client,
): Promise<LoginResult> {
  const { settings } = await app.settings.get();
  requireFeature(settings, 'FREEPLAY3');
  const opened = app.decryptPayload(body.check) as { value?: unknown } | null;
  const expected = [...body.random].reverse().join('');
  if (typeof opened !== 'object' || opened === null || opened.value !== expected) {
    throw new AppError('BAD_REQUEST', 'Free play check failed');
  }
  const now = new Date();
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const id = await insertMemberRow(app.database.db, {
        account: guestAccount(),
        passwordHash: unusablePassword(),
        type: TRIAL_TYPE,
        firstLoginAt: now,
        demoBalance: BigInt(settings.accounts.trialBalance) * 100n,
        registerMethod: 'FREEPLAY',
        registerIp: client.ip,
      });
      const member = await findMemberById(app.database.db, id);
      if (!member) break;
      return grantLogin(app, member, client, {
        event: 'login',
        detail: { type: 'freeplay' },
        passwordLogin: false,
      });
    } catch (err) {
      // 36^8 names: a clash is rare; try another name.
      if (memberConflict(err) !== 'account') throw err;
    }
  }
  throw new AppError('INTERNAL', 'Could not create a free play account');
}
