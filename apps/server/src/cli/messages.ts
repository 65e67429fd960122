import { opsSendMessage } from '@gamehall/contract';
import { opsRequest, type Request, UsageError } from './request.ts';

/**
 * `message send <account> --title T --body TEXT`: a message in one account's mailbox. The
 * body is plain text: the site shows it as written, never as HTML.
 */
export function messageCommand(words: string[]): Request | null {
  const [area, action, account, ...rest] = words;
  if (area !== 'message' || action !== 'send') return null;
  if (!account || account.startsWith('--')) throw new UsageError('message send needs an account');
  const flag = (name: string) => {
    const i = rest.indexOf(name);
    return i >= 0 ? rest[i + 1] : undefined;
  };
  const title = flag('--title');
  const body = flag('--body');
  if (!title || !body) throw new UsageError('message send needs --title and --body');
  return opsRequest(
    opsSendMessage,
    { body: { account, title, body } },
    (m) => `message ${m.id} sent to ${m.account}`,
  );
}
