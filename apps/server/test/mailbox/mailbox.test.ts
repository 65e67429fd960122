import { randomUUID } from 'node:crypto';
import {
  deleteMessage,
  getMessages,
  getUnreadCount,
  loginFreeplay,
  markMessagesRead,
  opsSendMessage,
} from '@gamehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMessage } from '../../src/modules/mailbox/index.ts';
import { call, encryptedBody, freshIp, okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { cliAgainst } from '../helpers/cli.ts';
import { testBackends } from '../helpers/database.ts';
import { moneyPlayer, ops, type Player } from '../helpers/money.ts';
import { expectError } from '../system/calls.ts';

describe.each(testBackends)('the mailbox on %s', (backend) => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await buildTestApp({}, backend);
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  const unread = async (p: Player) =>
    okValue(getUnreadCount, await call(t.app, getUnreadCount, undefined, p.as())).count;
  const list = async (p: Player, query: Record<string, string> = {}) =>
    okValue(getMessages, await call(t.app, getMessages, undefined, { ...p.as(), query }));
  const send = (account: string, title: string, body: string) =>
    ops(t, opsSendMessage, { account, title, body });

  it('delivers what the operator writes, as plain text, and reading it marks it read', async () => {
    const p = await moneyPlayer(t);
    expect(await unread(p)).toBe(0);
    expect((await list(p)).list).toEqual([]);

    const body = 'Your <b>bonus</b> is waiting.\nLog in & claim it.';
    const sent = await send(p.account.toUpperCase(), 'A gift', body);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(okValue(opsSendMessage, sent).account).toBe(p.account);

    expect(await unread(p)).toBe(1);
    const page = await list(p);
    expect(page).toMatchObject({ pageNo: 1, total: 1, totalPages: 1, unread: 1 });
    const [message] = page.list;
    expect(message).toMatchObject({
      kind: 'OPERATOR',
      title: 'A gift',
      body, // stored and served as written: the site renders it as text
      template: null,
      params: null,
      readAt: null,
    });

    const read = await call(t.app, markMessagesRead, { id: message?.id }, p.as());
    expect(okValue(markMessagesRead, read)).toEqual({ unread: 0 });
    expect(await unread(p)).toBe(0);
    const [after] = (await list(p)).list;
    expect(after?.readAt).not.toBeNull();
    // Reading again keeps the first time.
    await call(t.app, markMessagesRead, { id: message?.id }, p.as());
    expect((await list(p)).list[0]?.readAt).toBe(after?.readAt);
  });

  it('lists newest first in pages, filters the unread, and marks all read', async () => {
    const p = await moneyPlayer(t);
    for (let i = 1; i <= 12; i++) {
      expect((await send(p.account, `Message ${i}`, `Body ${i}`)).statusCode).toBe(200);
    }
    const first = await list(p);
    expect(first).toMatchObject({ total: 12, totalPages: 2, unread: 12 });
    expect(first.list.map((m) => m.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Message ${12 - i}`),
    );
    const second = await list(p, { pageNo: '2' });
    expect(second.list.map((m) => m.title)).toEqual(['Message 2', 'Message 1']);

    await call(t.app, markMessagesRead, { id: first.list[0]?.id }, p.as());
    const unreadOnly = await list(p, { filter: 'unread', pageSize: '50' });
    expect(unreadOnly.total).toBe(11);
    expect(unreadOnly.list.map((m) => m.title)).not.toContain('Message 12');

    const all = await call(t.app, markMessagesRead, { all: true }, p.as());
    expect(okValue(markMessagesRead, all)).toEqual({ unread: 0 });
    expect((await list(p, { filter: 'unread' })).list).toEqual([]);
    expect((await list(p)).total).toBe(12);
  });

  it('deletes a message for good; deleting it again is 404', async () => {
    const p = await moneyPlayer(t);
    await send(p.account, 'Keep', 'kept');
    await send(p.account, 'Drop', 'dropped');
    const drop = (await list(p)).list.find((m) => m.title === 'Drop');
    const res = await call(t.app, deleteMessage, { id: drop?.id }, p.as());
    expect(okValue(deleteMessage, res)).toEqual({ unread: 1 });
    expect((await list(p)).list.map((m) => m.title)).toEqual(['Keep']);
    expect(await unread(p)).toBe(1);
    await expectError(await call(t.app, deleteMessage, { id: drop?.id }, p.as()), 404, 'NOT_FOUND');
    await expectError(
      await call(t.app, markMessagesRead, { id: drop?.id }, p.as()),
      404,
      'NOT_FOUND',
    );
  });

  it("never lets a member read or delete another member's message", async () => {
    const owner = await moneyPlayer(t);
    const other = await moneyPlayer(t);
    await send(owner.account, 'Private', 'for the owner only');
    const [mine] = (await list(owner)).list;
    const id = mine?.id;

    await expectError(await call(t.app, markMessagesRead, { id }, other.as()), 404, 'NOT_FOUND');
    await expectError(await call(t.app, deleteMessage, { id }, other.as()), 404, 'NOT_FOUND');
    // "All" is the caller's all: the other's mark-all touches nothing of the owner's.
    await call(t.app, markMessagesRead, { all: true }, other.as());
    expect((await list(other)).list).toEqual([]);

    const still = await list(owner);
    expect(still.list).toEqual([mine]);
    expect(still.unread).toBe(1);
  });

  it('lets another module send a template message inside its own transaction', async () => {
    const p = await moneyPlayer(t);
    const params = { contractKind: 'REALTIME_SALARY', contractId: 12, upline: 'agentx' } as const;
    await expect(
      t.database.db.transaction(async (tx) => {
        await sendMessage(tx, p.id, { template: 'CONTRACT_AUTO_TERMINATED', params });
        throw new Error('the caller rolled back');
      }),
    ).rejects.toThrow('the caller rolled back');
    expect(await unread(p)).toBe(0);

    await t.database.db.transaction((tx) =>
      sendMessage(tx, p.id, { template: 'CONTRACT_AUTO_TERMINATED', params }),
    );
    const [message] = (await list(p)).list;
    expect(message).toMatchObject({
      kind: 'CONTRACT',
      title: null,
      body: null,
      template: 'CONTRACT_AUTO_TERMINATED',
      params,
    });

    const wrong = { contractKind: 'WEEKLY', contractId: 12, upline: 'agentx' };
    await expect(
      sendMessage(t.database.db, p.id, {
        template: 'CONTRACT_AUTO_TERMINATED',
        params: wrong as unknown as typeof params,
      }),
    ).rejects.toThrow();
    expect(await unread(p)).toBe(1);
  });

  it('gives a trial account an empty mailbox, never an error; the operator cannot write to it', async () => {
    const random = `r${randomUUID().replaceAll('-', '')}`.slice(0, 20);
    const res = await call(
      t.app,
      loginFreeplay,
      {
        os: 'linux',
        platform: 'W',
        random,
        check: await encryptedBody(t.app, { value: [...random].reverse().join('') }),
        version: 3,
      },
      { ip: freshIp() },
    );
    const login = okValue(loginFreeplay, res);
    const trial = { token: login.token as string, ip: freshIp() };
    const count = await call(t.app, getUnreadCount, undefined, trial);
    expect(okValue(getUnreadCount, count)).toEqual({ count: 0 });
    const page = okValue(getMessages, await call(t.app, getMessages, undefined, trial));
    expect(page).toMatchObject({ list: [], total: 0, unread: 0 });
    await expectError(await send(login.member?.account ?? '', 'Hi', 'there'), 403, 'TRIAL_ACCOUNT');
  });

  it('refuses an unknown account, and a caller without the operator key', async () => {
    await expectError(await send('nobody-here', 'Hi', 'there'), 404, 'NOT_FOUND');
    const p = await moneyPlayer(t);
    const res = await t.app.inject({
      method: 'POST',
      url: opsSendMessage.path,
      payload: { account: p.account, title: 'Hi', body: 'there' },
    });
    expect(res.statusCode).toBe(401);
    expect(await unread(p)).toBe(0);
  });

  it('npm run operator -- message send puts a message in the mailbox', async () => {
    const p = await moneyPlayer(t);
    const run = cliAgainst(() => url);
    const sent = await run('message', 'send', p.account, '--title', 'Welcome', '--body', 'Hello!');
    expect(sent.code, sent.err).toBe(0);
    expect(sent.out).toMatch(new RegExp(`^message \\d+ sent to ${p.account}$`));
    expect((await list(p)).list.map((m) => [m.title, m.body])).toEqual([['Welcome', 'Hello!']]);
    const usage = await run('message', 'send', p.account, '--title', 'No body');
    expect(usage.code).toBe(1);
    expect(usage.err).toMatch(/--title and --body/);
  });
});
