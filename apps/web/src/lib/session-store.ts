import { create } from 'zustand';
import { storage } from './storage.ts';

/**
 * Who is logged in (spec §3/§4): the token lives in sessionStorage; logged in means a
 * token exists. The accounts issue fills in login, logout and member info.
 */
interface SessionState {
  token: string | null;
  /** Account type (spec "isAgent"): 1, 2, 41, 42 agents; 4 trial. */
  accountType: number | null;
  setToken(token: string | null): void;
}

export const useSession = create<SessionState>((set) => ({
  token: storage.session.get('token'),
  accountType: null,
  setToken(token) {
    if (token) storage.session.set('token', token);
    else storage.session.remove('token');
    set({ token });
  },
}));

export const useLoggedIn = () => useSession((s) => s.token !== null);
