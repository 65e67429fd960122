import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showWarning } from '../../../components/ui/index.ts';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useMemberPage } from './use-protected.ts';

vi.mock('../../../components/ui/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../components/ui/index.ts')>()),
  showWarning: vi.fn(),
}));

// No i18n provider needed: the warning's texts are not under test.
const useOpener = () => useMemberPage();

afterEach(() => {
  useDialogs.getState().close();
  useSession.setState({ token: null, accountType: null });
  vi.mocked(showWarning).mockClear();
});

describe('useMemberPage (product §5 protected action)', () => {
  it('asks a visitor to log in', () => {
    const { result } = renderHook(useOpener);
    act(() => result.current('withdraw'));
    expect(useDialogs.getState().open).toBe('login');
  });

  it('warns a trial account and opens nothing', () => {
    useSession.setState({ token: 't', accountType: 4 });
    const { result } = renderHook(useOpener);
    act(() => result.current('withdraw'));
    expect(showWarning).toHaveBeenCalledOnce();
    expect(useDialogs.getState().open).toBeNull();
  });

  it('opens the member page for a member', () => {
    useSession.setState({ token: 't', accountType: 0 });
    const { result } = renderHook(useOpener);
    act(() => result.current('withdraw'));
    expect(useDialogs.getState()).toMatchObject({ open: 'memberCentre', page: 'withdraw' });
  });
});
