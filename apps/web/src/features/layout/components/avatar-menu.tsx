import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useUnreadCount } from '../../mailbox/index.ts';
import { useLogout, useMemberInfo } from '../../session/index.ts';
import { useSections } from '../../system/index.ts';
import { useOpenCustomerService } from '../hooks/use-customer-service.ts';
import { useDismiss } from '../hooks/use-dismiss.ts';
import { useAgentPage, useMemberPage } from '../hooks/use-protected.ts';
import { AGENT_TYPES, avatarUrl, isVip, TRIAL_TYPE } from '../model/avatar.ts';
import styles from './avatar-menu.module.css';

/**
 * Product §2 avatar menu: rank, account, ID, member centre (not for trial accounts, product §4),
 * agent centre (agents, when the brand has it), the mailbox with its unread count (members,
 * while the brand has its inbox on; the count is also a badge on the avatar),
 * customer service (the VIP line above rank 4, product §5) and sign out. A disclosure (a
 * button over a list), not an ARIA menu: the entries are ordinary buttons in tab order.
 */
export function AvatarMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const member = useMemberInfo().data;
  const type = useSession((s) => s.accountType) ?? member?.type;
  const vip = isVip(member);
  const openPage = useMemberPage();
  const openAgentCentre = useAgentPage();
  const agentCentre = type !== undefined && type !== null && AGENT_TYPES.has(type);
  const sections = useSections();
  const mailbox = type !== TRIAL_TYPE && sections('INBOX');
  const unread = useUnreadCount(mailbox);
  const openDialog = useDialogs((s) => s.openDialog);
  const openCustomerService = useOpenCustomerService(vip);
  const logout = useLogout();

  const dismiss = useCallback((reason: 'outside' | 'escape') => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  }, []);
  useDismiss(rootRef, open, dismiss);

  // Each entry closes the panel first, so a dialog it opens is not covered by it.
  const run = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={unread > 0 ? t('account_menu_unread', { count: unread }) : t('account_menu')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {member ? (
          <img
            className={styles.avatar}
            src={avatarUrl(member.avatar, member.avatarType)}
            alt=""
            width={36}
            height={36}
          />
        ) : (
          <span className={styles.avatar} aria-hidden="true" />
        )}
        {unread > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {badge(unread)}
          </span>
        )}
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {member && (
          <dl className={styles.facts}>
            <dt>{t('account_rank')}</dt>
            <dd>{member.clubLabel.labelName}</dd>
            <dt>{t('account_name')}</dt>
            <dd>{member.account}</dd>
            <dt>{t('account_id')}</dt>
            <dd>{member.id}</dd>
          </dl>
        )}
        <ul className={styles.list}>
          {type !== TRIAL_TYPE && (
            <li>
              <button type="button" onClick={run(() => openPage('securityCenter'))}>
                {t('member_centre')}
              </button>
            </li>
          )}
          {agentCentre && sections('AGENTCENTER') && (
            <li>
              <button type="button" onClick={run(() => openAgentCentre())}>
                {t('agent_centre')}
              </button>
            </li>
          )}
          {mailbox && (
            <li>
              <button
                type="button"
                className={styles.mailbox}
                aria-label={
                  unread > 0
                    ? t('messages_unread', { count: unread })
                    : t('in_platform_information')
                }
                onClick={run(() => openDialog('mailbox'))}
              >
                {t('in_platform_information')}
                {unread > 0 && (
                  <span className={styles.badge} aria-hidden="true">
                    {badge(unread)}
                  </span>
                )}
              </button>
            </li>
          )}
          <li>
            <button type="button" onClick={run(openCustomerService)}>
              {t(vip ? 'customer_service_vip' : 'customer_service')}
            </button>
          </li>
          <li>
            <button type="button" onClick={run(logout)}>
              {t('side_logout')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}

/** A badge stays small: past 99 it reads 99+ (the accessible name has the number). */
const badge = (count: number) => (count > 99 ? '99+' : String(count));
