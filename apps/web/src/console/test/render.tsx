import type { Permission } from '@gamehall/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { testQueryClient } from '../../test/query-client.ts';
import { ConsoleRoutes } from '../console-app.tsx';
import { type Staff, setStaffSession } from '../lib/staff-session.ts';

export const staff = (over: Partial<Staff> = {}): Staff => ({
  id: 1,
  account: 'boss',
  role: 'admin',
  disabled: false,
  enrolled: true,
  createdAt: '2026-11-27T10:00:00Z',
  lastLoginAt: null,
  ...over,
});

/** Signs a staff member in (or nobody) with these permissions. */
export function signIn(permissions: Permission[] | null, over: Partial<Staff> = {}) {
  setStaffSession(permissions ? { token: 'staff_token', staff: staff(over), permissions } : null);
}

/** The console at `path` (after its /console base). */
export function renderConsole(path = '/') {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <ConsoleRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
