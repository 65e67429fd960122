import {
  opsAddMemberNote,
  opsAdjustBalance,
  opsMemberBets,
  opsMemberDetail,
  opsMemberProtection,
  opsResetMemberPassword,
  opsSearchMembers,
} from '@gamehall/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, fakeServer } from '../../../test/fake-server.ts';
import { memberDetail, protection } from '../../test/fixtures.ts';
import { renderConsole, signIn } from '../../test/render.tsx';

const support = () =>
  signIn(['settings.read', 'members.read', 'members.write'], {
    account: 'helper',
    role: 'support',
  });
const admin = () =>
  signIn(['settings.read', 'members.read', 'members.write', 'money.read', 'money.write']);

afterEach(() => signIn(null));

describe('the members page', () => {
  it('searches by the field chosen and opens a member found on its tabs', async () => {
    const { member } = memberDetail();
    const sent = fakeServer(
      answer(opsSearchMembers, { members: [member], pageNo: 1, totalPages: 1, total: 1 }),
      answer(opsMemberDetail, memberDetail()),
      answer(opsMemberBets, { bets: [], pageNo: 1, totalPages: 0, total: 0 }),
    );
    support();
    const user = userEvent.setup();
    renderConsole('/members');
    await user.selectOptions(await screen.findByLabelText('Search by'), 'E-mail');
    await user.type(screen.getByLabelText('Search for'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const results = await screen.findByRole('table', { name: 'Members found' });
    const row = within(results).getByRole('row', { name: /ana/ });
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText('1,234.50')).toBeTruthy();
    expect(sent.requests(opsSearchMembers)[0]?.query.get('by')).toBe('email');
    expect(sent.requests(opsSearchMembers)[0]?.query.get('q')).toBe('ana@example.com');

    await user.click(within(row).getByRole('link', { name: 'ana' }));
    expect(await screen.findByRole('heading', { name: 'Member ana' })).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: "ana's data" });
    // Support reads no money: no ledger tab.
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Profile', 'Bets', 'Sessions', 'Logins', 'Notes', 'Protection']);
    expect(screen.getByRole('tabpanel', { name: 'Profile' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'agent7' })).toBeTruthy();
    await user.click(within(tabs).getByRole('tab', { name: 'Sessions' }));
    const sessions = screen.getByRole('table', { name: 'Sessions' });
    expect(within(sessions).getByText('Live')).toBeTruthy();
    await user.click(within(tabs).getByRole('tab', { name: 'Bets' }));
    expect(await screen.findByText('No bets.')).toBeTruthy();
    expect(sent.requests(opsMemberBets)[0]?.query.get('account')).toBe('ana');
  });

  it('resets the password only once confirmed and shows the new one once', async () => {
    const sent = fakeServer(
      answer(opsMemberDetail, memberDetail()),
      answer(opsResetMemberPassword, { password: 'Tmp-4821-kq', sessionsEnded: 2 }),
    );
    support();
    const user = userEvent.setup();
    renderConsole('/members?account=ana');
    await user.click(await screen.findByRole('button', { name: 'Reset password' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Give ana a new password?' });
    expect(sent.requests(opsResetMemberPassword)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Reset the password' }));
    const shown = await screen.findByRole('region', { name: 'New password of ana' });
    expect(within(shown).getByText('Tmp-4821-kq')).toBeTruthy();
    expect(
      within(shown).getByText('Give it to the member now: it will not be shown again.'),
    ).toBeTruthy();
    expect(within(shown).getByRole('button', { name: 'Copy password' })).toBeTruthy();
    expect(screen.getByText('New password made; 2 sessions ended.')).toBeTruthy();
    expect(sent.requests(opsResetMemberPassword)[0]?.body).toEqual({ account: 'ana' });
    // The member is asked again after the action.
    expect(sent.requests(opsMemberDetail).length).toBeGreaterThan(1);
    await user.click(within(shown).getByRole('button', { name: 'I have given it — hide it' }));
    expect(screen.queryByText('Tmp-4821-kq')).toBeNull();
  });

  it('adds a note and lists it', async () => {
    const added = { at: '2026-11-27T11:00:00Z', staff: 'helper', text: 'Called back' };
    const sent = fakeServer(
      answer(opsMemberDetail, memberDetail()),
      answer(opsAddMemberNote, { notes: [added, ...memberDetail().notes] }),
    );
    support();
    const user = userEvent.setup();
    renderConsole('/members?account=ana&tab=notes');
    await user.type(await screen.findByLabelText('New note'), 'Called back');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    const notes = screen.getByRole('list', { name: 'Staff notes' });
    expect(await within(notes).findByText('Called back')).toBeTruthy();
    expect(within(notes).getByText('Asked about the bonus')).toBeTruthy();
    expect(sent.requests(opsAddMemberNote)[0]?.body).toEqual({
      account: 'ana',
      text: 'Called back',
    });
    expect((screen.getByLabelText('New note') as HTMLTextAreaElement).value).toBe('');
  });

  it('shows support no balance adjustment, and a role that may only read no actions', async () => {
    fakeServer(
      answer(opsMemberDetail, memberDetail()),
      answer(opsMemberProtection, { account: 'ana', protection: protection() }),
    );
    support();
    const { unmount } = renderConsole('/members?account=ana');
    expect(await screen.findByRole('button', { name: 'Lock account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Adjust balance' })).toBeNull();
    unmount();
    signIn(['members.read'], { role: 'risk' });
    renderConsole('/members?account=ana');
    await screen.findByRole('heading', { name: 'Member ana' });
    expect(screen.queryByRole('region', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lock account' })).toBeNull();
  });

  it('adjusts a balance with a signed amount, a reason and a request id', async () => {
    const sent = fakeServer(
      answer(opsMemberDetail, memberDetail()),
      answer(opsAdjustBalance, { transactionId: 't1', balance: 1200.5 }),
    );
    admin();
    const user = userEvent.setup();
    renderConsole('/members?account=ana');
    await user.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust the balance of ana' });
    await user.click(within(dialog).getByRole('radio', { name: 'Debit (take away)' }));
    await user.type(within(dialog).getByLabelText('Amount'), '34');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Give an amount above 0 with at most two decimals, and a reason.',
    );
    expect(sent.requests(opsAdjustBalance)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason'), 'Duplicate bonus');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Done: the MAIN wallet now holds 1,200.50.')).toBeTruthy();
    const body = sent.requests(opsAdjustBalance)[0]?.body;
    expect(body).toMatchObject({
      account: 'ana',
      wallet: 'MAIN',
      amount: -34,
      remark: 'Duplicate bonus',
    });
    expect(body?.requestId).toMatch(/^[\w-]{8,64}$/);
  });
});
