import { loginByRememberToken } from '@gamehall/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, failure, fakeServer } from '../../../test/fake-server.ts';
import { memberInfo } from '../../../test/member-info.ts';
import { testQueryClient } from '../../../test/query-client.ts';
import { whitelabelQuery } from '../../system/index.ts';
import { memberInfoQuery } from '../api/get-member-info.ts';
import { saveRemembered } from './remember-me.ts';

/**
 * The hook tries once per page load: each test loads it afresh, as a new page would, with
 * the session store of that load.
 */
async function startPage() {
  vi.resetModules();
  const { useRememberedLogin } = await import('./use-remembered-login.ts');
  const { useSession } = await import('../../../lib/session-store.ts');
  const client = testQueryClient();
  client.setQueryData(whitelabelQuery().queryKey, []);
  renderHook(() => useRememberedLogin(), {
    wrapper: ({ children }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  });
  return { client, token: () => useSession.getState().token };
}

afterEach(() => saveRemembered(false, {}));

const loginResult = {
  token: 'remembered-token',
  firstTimeLogin: false,
  passwordExpired: false,
  defaultPassword: false,
  member: memberInfo({ account: 'player1' }),
  verification: null,
};

describe('remember me at start', () => {
  it('logs a remembered visitor in again (its code loads only for them)', async () => {
    saveRemembered(true, { username: 'player1' });
    const server = fakeServer(answer(loginByRememberToken, loginResult));
    const { client, token } = await startPage();
    await waitFor(() => expect(token()).toBe('remembered-token'));
    expect(server.requests(loginByRememberToken)).toHaveLength(1);
    expect(client.getQueryData(memberInfoQuery().queryKey)?.account).toBe('player1');
  });

  it('stops trying once the server refuses, keeping the username', async () => {
    saveRemembered(true, { username: 'player1' });
    const server = fakeServer(answer(loginByRememberToken, failure(401, 'UNAUTHORIZED')));
    const { token } = await startPage();
    await waitFor(() => expect(server.requests(loginByRememberToken)).toHaveLength(1));
    await waitFor(() => expect(document.cookie).not.toContain('rememberMe=true'));
    expect(document.cookie).toContain('rememberUsername=player1');
    expect(token()).toBeNull();
  });

  it('asks nothing of a visitor who did not tick it', async () => {
    const server = fakeServer();
    await startPage();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.unanswered).toEqual([]);
  });
});
