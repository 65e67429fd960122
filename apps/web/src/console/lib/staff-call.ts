import type { BodyOf, CallDef, QueryOf, ValueOf } from '@gamehall/contract';
import { ApiError, callWith } from '../../lib/api-client.ts';
import { setStaffSession, staffSession } from './staff-session.ts';

/**
 * A console call: the staff token as `Authorization: Bearer` (decision 038). A 401 means
 * the session ended (idle, logged out, the account disabled): the console forgets it and
 * shows the login again.
 */
export async function staffCall<C extends CallDef>(
  def: C,
  input: { query?: QueryOf<C>; body?: BodyOf<C> } = {},
): Promise<ValueOf<C>> {
  const session = staffSession();
  const auth: Record<string, string> = session ? { authorization: `Bearer ${session.token}` } : {};
  try {
    return await callWith(def, input.query, input.body, auth);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401 && session && staffSession() === session) {
      setStaffSession(null);
    }
    throw err;
  }
}
