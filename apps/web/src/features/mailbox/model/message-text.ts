import type { MailMessage } from '@gamehall/contract';
import type { TFunction } from 'i18next';

/**
 * Params a template shows as words rather than as sent: param name → the prefix of its
 * texts (contractKind DAILY_SALARY → mb_contract_DAILY_SALARY).
 */
const WORDED_PARAMS: Readonly<Record<string, string>> = { contractKind: 'mb_contract_' };

/**
 * A message's title and body in the reader's language: the operator's text as written,
 * or a system message's template (mb_tpl_<code>_title, mb_tpl_<code>) with its params.
 */
export function messageText(message: MailMessage, t: TFunction): { title: string; body: string } {
  if (message.template === null) return { title: message.title ?? '', body: message.body ?? '' };
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(message.params ?? {})) {
    const prefix = WORDED_PARAMS[name];
    params[name] = prefix ? t(`${prefix}${value}`) : value;
  }
  return {
    title: t(`mb_tpl_${message.template}_title`),
    body: t(`mb_tpl_${message.template}`, params),
  };
}
