import {
  type BodyOf,
  opsCreateMember,
  opsListAlerts,
  opsListOutbox,
  opsSetMemberLock,
} from '@gamehall/contract';
import { opsRequest, type Request, UsageError } from './request.ts';

const FLAGS = ['--type', '--affiliate', '--upline', '--password', '--mobile', '--email'];

/** `member create <account> [--type 1] [--mobile +52 5512345678] …` → the POST body. */
function memberBody(words: string[]): BodyOf<typeof opsCreateMember> {
  const [account, ...rest] = words;
  if (!account || account.startsWith('--')) throw new UsageError('member create needs an account');
  const body: Record<string, unknown> & { account: string } = { account };
  for (let i = 0; i < rest.length; i++) {
    const flag = rest[i] as string;
    const value = rest[i + 1];
    if (!FLAGS.includes(flag)) throw new UsageError(`unknown option ${flag}`);
    if (value === undefined || value.startsWith('--'))
      throw new UsageError(`${flag} needs a value`);
    i++;
    if (flag === '--type') {
      if (!/^\d+$/.test(value)) throw new UsageError('--type is a number (0, 1, 2, 41, 42)');
      body.type = Number(value);
    } else if (flag === '--mobile') {
      // "+52 5512345678" (two words, or one quoted): dialing code, then the number.
      const parts = /^\+(\d{1,4})\s+(\d+)$/.exec(value) ?? /^\+(\d{1,4})$/.exec(value);
      const number = parts?.[2] ?? rest[i + 1];
      if (!parts || !number || !/^\d+$/.test(number)) {
        throw new UsageError('--mobile needs a dialing code and number, e.g. +52 5512345678');
      }
      if (!parts[2]) i++;
      body.countryDialingCode = parts[1];
      body.mobile = number;
    } else {
      body[flag.slice(2) === 'affiliate' ? 'affiliateCode' : flag.slice(2)] = value;
    }
  }
  return body;
}

const TYPE_NAMES: Record<number, string> = {
  0: 'player',
  1: 'agent',
  2: 'agent',
  41: 'agent',
  42: 'agent',
};

/** The accounts commands (outbox, alerts, member create, lock, unlock), or null when the words are not one. */
export function accountsCommand(words: string[]): Request | null {
  const [area, action, ...rest] = words;
  if (area === 'outbox') {
    const recipient = [action, ...rest].filter(Boolean).join(' ');
    return opsRequest(
      opsListOutbox,
      { query: { limit: 50, ...(recipient ? { recipient } : {}) } },
      ({ messages }) => {
        if (messages.length === 0) return 'outbox is empty';
        return messages
          .map((m) =>
            [
              m.createdAt,
              m.channel,
              m.recipient,
              m.subject ?? '-',
              m.body.replace(/\s+/g, ' '),
            ].join('  '),
          )
          .join('\n');
      },
    );
  }
  if (area === 'alerts') {
    return opsRequest(opsListAlerts, { query: { limit: 50 } }, ({ alerts }) => {
      if (alerts.length === 0) return 'no alerts';
      return alerts.map((a) => [a.lastAt, a.kind, `×${a.count}`, a.message].join('  ')).join('\n');
    });
  }
  if (area === 'member' && (action === 'lock' || action === 'unlock')) {
    return opsRequest(
      opsSetMemberLock,
      { body: { account: rest[0] ?? '', locked: action === 'lock' } },
      (v) =>
        v.locked
          ? `locked ${v.account}: ${v.sessionsEnded} session(s) and their games ended`
          : `unlocked ${v.account}`,
    );
  }
  if (area === 'member' && action === 'create') {
    return opsRequest(
      opsCreateMember,
      { body: memberBody(rest) },
      (v) =>
        `created ${TYPE_NAMES[v.type] ?? `type ${v.type}`} ${v.account} (id ${v.id})` +
        (v.passwordIsDefault ? ' with the default password (changed at first login)' : ''),
    );
  }
  return null;
}
