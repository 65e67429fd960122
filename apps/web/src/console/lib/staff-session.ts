import type { opsStaffVerify, Permission, StaffView, ValueOf } from '@gamehall/contract';
import { useSyncExternalStore } from 'react';
import type * as z from 'zod/mini';
import { storage } from '../../lib/storage.ts';

export type Staff = z.infer<typeof StaffView>;

/** A console session: the staff token (sent as a bearer header, decision 038), who, and what they may do. */
export interface StaffSession {
  token: string;
  staff: Staff;
  permissions: Permission[];
}

/** sessionStorage: the tab's, gone with it, never sent by the browser on its own (no CSRF). */
const KEY = 'consoleSession';

let current: StaffSession | null = storage.session.getJson<StaffSession>(KEY) ?? null;
const listeners = new Set<() => void>();

export const staffSession = () => current;

export function setStaffSession(next: StaffSession | null) {
  current = next;
  if (next) storage.session.setJson(KEY, next);
  else storage.session.remove(KEY);
  for (const listener of listeners) listener();
}

/** The session as the verify step answered it. */
export const sessionOf = (v: ValueOf<typeof opsStaffVerify>): StaffSession => ({
  token: v.token,
  staff: v.staff,
  permissions: v.permissions,
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useStaffSession = () => useSyncExternalStore(subscribe, staffSession, staffSession);

/** Whether the signed-in staff member's role holds the permission (the server checks it too). */
export const useMay = () => {
  const session = useStaffSession();
  return (permission: Permission) => session?.permissions.includes(permission) ?? false;
};
