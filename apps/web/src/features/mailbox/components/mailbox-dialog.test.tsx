import {
  deleteMessage,
  getMessages,
  getUnreadCount,
  type MailMessage,
  type MemberInfo,
  markMessagesRead,
  type ValueOf,
} from '@gamehall/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WarningHost } from '../../../components/ui/index.ts';
import { useWarningQueue } from '../../../components/ui/warning-queue.ts';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import { answer, failure, fakeServer } from '../../../test/fake-server.ts';
import { memberInfo } from '../../../test/member-info.ts';
import { testQueryClient } from '../../../test/query-client.ts';
import { siteConfig } from '../../../test/site.ts';
import { memberInfoQuery } from '../../session/index.ts';
import { siteConfigQuery } from '../../system/index.ts';
import { MailboxDialog } from '../dialog.ts';

afterEach(() => {
  useDialogs.getState().close();
  useSession.setState({ token: null, accountType: null });
  useWarningQueue.setState({ items: [] });
  vi.restoreAllMocks();
});

const message = (id: number, over: Partial<MailMessage> = {}): MailMessage => ({
  id,
  kind: 'OPERATOR',
  title: `Message ${id}`,
  body: `Body of message ${id}`,
  template: null,
  params: null,
  createdAt: `2026-11-2${id % 10}T18:00:00.000Z`,
  readAt: null,
  ...over,
});

/**
 * A mailbox server at the fetch boundary: it keeps the messages, lists them newest first
 * (10 a page, all or unread), and marks and deletes as the real one does.
 */
function mailboxServer(initial: MailMessage[]) {
  let messages = [...initial];
  const unread = () => messages.filter((m) => m.readAt === null).length;
  const server = fakeServer(
    answer(getMessages, ({ query }): ValueOf<typeof getMessages> => {
      const pageNo = Number(query.get('pageNo') ?? 1);
      const shown = query.get('filter') === 'unread' ? messages.filter((m) => !m.readAt) : messages;
      return {
        list: shown.slice((pageNo - 1) * 10, pageNo * 10),
        pageNo,
        total: shown.length,
        totalPages: Math.max(1, Math.ceil(shown.length / 10)),
        unread: unread(),
      };
    }),
    answer(markMessagesRead, ({ body }) => {
      const at = '2026-11-25T12:00:00.000Z';
      if (body && 'id' in body) {
        if (!messages.some((m) => m.id === body.id)) return failure(404, 'NOT_FOUND');
        messages = messages.map((m) => (m.id === body.id ? { ...m, readAt: m.readAt ?? at } : m));
      } else {
        messages = messages.map((m) => ({ ...m, readAt: m.readAt ?? at }));
      }
      return { unread: unread() };
    }),
    answer(deleteMessage, ({ body }) => {
      messages = messages.filter((m) => m.id !== body?.id);
      return { unread: unread() };
    }),
    answer(getUnreadCount, () => ({ count: unread() })),
  );
  return server;
}

function renderMailbox(member: MemberInfo = memberInfo(), page?: string) {
  const client = testQueryClient();
  client.setQueryData(memberInfoQuery().queryKey, member);
  client.setQueryData(siteConfigQuery().queryKey, siteConfig({ timeZone: 'UTC' }));
  useSession.setState({ token: 't', accountType: member.type });
  useDialogs.getState().openDialog('mailbox', page);
  return render(
    <QueryClientProvider client={client}>
      <MailboxDialog />
      <WarningHost />
    </QueryClientProvider>,
  );
}

const list = () => screen.findByRole('list', { name: 'Messages' });

describe('MailboxDialog', () => {
  it('lists the messages newest first with the unread marked, and opening one reads it', async () => {
    const server = mailboxServer([message(2), message(1, { readAt: '2026-11-21T19:00:00.000Z' })]);
    const user = userEvent.setup();
    renderMailbox();
    const dialog = screen.getByRole('dialog', { name: 'Messages' });
    expect(within(dialog).getByRole('navigation', { name: 'Mailbox menu' })).toBeTruthy();
    const items = within(await list()).getAllByRole('button');
    expect(items.map((b) => b.textContent)).toEqual([
      'NewMessage 22026-11-22 18:00:00',
      'Message 12026-11-21 18:00:00',
    ]);
    expect(screen.getByText('1 unread')).toBeTruthy();

    await user.click(items[0] as HTMLElement);
    const opened = screen.getByRole('article', { name: 'Message 2' });
    expect(within(opened).getByText('Body of message 2')).toBeTruthy();
    await waitFor(() => expect(server.requests(markMessagesRead)).toHaveLength(1));
    expect(server.requests(markMessagesRead)[0]?.body).toEqual({ id: 2 });

    await user.click(screen.getByRole('button', { name: 'Back to messages' }));
    await waitFor(() => expect(screen.getByText('0 unread')).toBeTruthy());
    expect(within(await list()).getAllByRole('button')[0]?.textContent).not.toContain('New');
  });

  it('shows an operator body as the text it is, never as markup', async () => {
    mailboxServer([
      message(3, { title: 'Hi <b>there</b>', body: '<img src=x onerror=alert(1)>\nLine 2' }),
    ]);
    const user = userEvent.setup();
    renderMailbox();
    await user.click(within(await list()).getByRole('button', { name: /Hi <b>there<\/b>/ }));
    const opened = screen.getByRole('article', { name: 'Hi <b>there</b>' });
    expect(opened.querySelector('img')).toBeNull();
    expect(opened.textContent).toContain('<img src=x onerror=alert(1)>\nLine 2');
  });

  it("words a system message in the reader's language from its template", async () => {
    mailboxServer([
      message(12, {
        kind: 'CONTRACT',
        title: null,
        body: null,
        template: 'CONTRACT_AUTO_TERMINATED',
        params: { contractKind: 'REALTIME_SALARY', contractId: 12, upline: 'agentx' },
      }),
    ]);
    const user = userEvent.setup();
    renderMailbox();
    await user.click(
      within(await list()).getByRole('button', { name: /Contract ended automatically/ }),
    );
    const opened = screen.getByRole('article', { name: 'Contract ended automatically' });
    expect(opened.textContent).toContain(
      'Your real-time salary contract #12 offered by agent agentx was ended automatically',
    );
    expect(opened.textContent).toContain('Agent contracts');
  });

  it('marks all read, and the unread page then says there is nothing left', async () => {
    mailboxServer([message(5), message(4), message(3, { readAt: '2026-11-23T19:00:00.000Z' })]);
    const user = userEvent.setup();
    renderMailbox(memberInfo(), 'unread');
    expect(within(await list()).getAllByRole('button')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('No unread messages.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toHaveProperty(
      'disabled',
      true,
    );

    await user.click(screen.getByRole('button', { name: 'All messages' }));
    expect(within(await list()).getAllByRole('button')).toHaveLength(3);
  });

  it('deletes a message only once it is confirmed', async () => {
    const server = mailboxServer([message(7), message(6)]);
    const user = userEvent.setup();
    renderMailbox();
    await user.click(within(await list()).getByRole('button', { name: /Message 7/ }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this message?' });
    expect(confirm.textContent).toContain('“Message 7” will be removed from your mailbox.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(server.requests(deleteMessage)).toHaveLength(0);
    expect(screen.getByRole('article', { name: 'Message 7' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const again = screen.getByRole('alertdialog', { name: 'Delete this message?' });
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('button'),
      ).toHaveLength(1),
    );
    expect(server.requests(deleteMessage)[0]?.body).toEqual({ id: 7 });
    expect(screen.queryByText('Message 7')).toBeNull();
  });

  it('says when the mailbox is empty, and when it cannot be loaded, with a retry', async () => {
    mailboxServer([]);
    const first = renderMailbox();
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
    first.unmount();

    let calls = 0;
    fakeServer(
      answer(getMessages, () => {
        calls++;
        return calls === 1
          ? failure(503, 'SERVER_BUSY', 'busy')
          : { list: [message(1)], pageNo: 1, total: 1, totalPages: 1, unread: 1 };
      }),
    );
    const user = userEvent.setup();
    renderMailbox();
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(within(await list()).getAllByRole('button')).toHaveLength(1);
  });

  it('keeps a trial account out, with the real-account warning', async () => {
    const server = mailboxServer([]);
    renderMailbox(memberInfo({ type: 4 }));
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Messages' })).toBeNull();
    expect(useDialogs.getState().open).toBeNull();
    expect(server.requests(getMessages)).toHaveLength(0);
  });
});
