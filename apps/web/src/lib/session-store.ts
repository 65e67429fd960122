import type { LoginResult, MemberInfo } from '@gamehall/contract';
import { create } from 'zustand';
import { storage } from './storage.ts';

/**
 * Who is logged in (product §3/§4): the token lives in sessionStorage ('token') with the
 * account type ('isAgent'); logged in means a token exists. The typed password is held
 * in memory only, so the change-password dialog can skip asking for it again.
 */
interface SessionState {
  token: string | null;
  /** Account type (product "isAgent"): 1, 2, 41, 42 agents; 4 trial; 0 player. */
  accountType: number | null;
  member: MemberInfo | null;
  /** The password typed at login; never stored. */
  password: string | null;
  setToken(token: string | null): void;
  setMember(member: MemberInfo | null): void;
  /** Stores what a successful login answered (token, account type, member). */
  login(result: LoginResult, typedPassword?: string): void;
  /** Forgets the session (logout, or a token the server no longer accepts). */
  clear(): void;
}

function storedType(): number | null {
  const raw = storage.session.get('isAgent');
  const n = raw === null ? Number.NaN : Number(raw);
  return Number.isInteger(n) ? n : null;
}

function storeMember(member: MemberInfo) {
  storage.session.set('isAgent', String(member.type));
  storage.session.set('account', member.account);
  storage.session.set('customerId', String(member.id));
  storage.session.setJson(
    'memberLabel',
    member.memberLabel.map((l) => l.labelName),
  );
}

export const useSession = create<SessionState>((set) => ({
  token: storage.session.get('token'),
  accountType: storedType(),
  member: null,
  password: null,
  setToken(token) {
    if (token) storage.session.set('token', token);
    else storage.session.remove('token');
    set({ token });
  },
  setMember(member) {
    if (member) storeMember(member);
    set(member ? { member, accountType: member.type } : { member: null });
  },
  login(result, typedPassword) {
    if (!result.token) return;
    storage.session.set('token', result.token);
    if (result.member) storeMember(result.member);
    set((s) => ({
      token: result.token,
      member: result.member ?? s.member,
      accountType: result.member?.type ?? s.accountType,
      password: typedPassword ?? null,
    }));
  },
  clear() {
    for (const key of ['token', 'isAgent', 'account', 'customerId', 'memberLabel']) {
      storage.session.remove(key);
    }
    set({ token: null, accountType: null, member: null, password: null });
  },
}));

export const useLoggedIn = () => useSession((s) => s.token !== null);

/** Account type of a free trial account (product §4): it plays demo money only. */
export const TRIAL_ACCOUNT = 4;

/** The player is on a free trial account: the server refuses it money and bets. */
export const useIsTrial = () => useSession((s) => s.accountType === TRIAL_ACCOUNT);
