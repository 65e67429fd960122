import type { Protection, ProtectionChange } from '@gamehall/contract';
import type { Db } from '../../db/client.ts';
import { applyChange, type SetBy } from './service.ts';

/**
 * What a change does to the player's sessions (decision 039): a break ends every one of
 * them and every remembered device; a session limit shortens the live ones to it. The
 * caller (the player's route, the console's) asks the session module to do it.
 */
export interface SessionEffect {
  endAll: boolean;
  capMinutes: number | null;
}

export async function changeProtectionOf(
  db: Db,
  memberId: number,
  change: ProtectionChange,
  setBy: SetBy,
): Promise<{ before: Protection | null; after: Protection; sessions: SessionEffect }> {
  const { excluded, before, after } = await applyChange(db, memberId, change, setBy);
  const capMinutes = change.what === 'session' ? after.sessionMinutes : null;
  return { before, after, sessions: { endAll: excluded, capMinutes } };
}
