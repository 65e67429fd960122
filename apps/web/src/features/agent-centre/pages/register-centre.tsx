import { useTranslation } from 'react-i18next';
import { panelStyles, QueryState, Section } from '../../panel/index.ts';
import { useAgentInfo } from '../api/team.ts';
import { InviteLinkForm } from '../components/invite-link-form.tsx';
import { InviteLinkUrl } from '../components/invite-link-url.tsx';
import { InviteLinks } from '../components/invite-links.tsx';
import { OpenAccountForm } from '../components/open-account-form.tsx';
import styles from '../components/team.module.css';

/**
 * Agent centre, page agentRegisterCenter: open an account under the agent, the agent's own
 * registration link, its other links (each with the type it registers as and the contracts
 * it offers), and a new link.
 */
export function RegisterCentre() {
  const { t } = useTranslation();
  const info = useAgentInfo();
  return (
    <div className={panelStyles.sections}>
      <Section title={t('at_open_account')}>
        <OpenAccountForm />
      </Section>
      <Section title={t('at_own_link')}>
        <QueryState query={info}>
          {(agent) =>
            agent.affiliateCode ? (
              <>
                <p className={panelStyles.hint}>
                  {t('at_own_code')} <code className={styles.code}>{agent.affiliateCode}</code>
                </p>
                <InviteLinkUrl code={agent.affiliateCode} />
              </>
            ) : (
              <p className={panelStyles.hint}>{t('at_no_own_code')}</p>
            )
          }
        </QueryState>
      </Section>
      <Section title={t('at_links')}>
        <InviteLinks />
      </Section>
      <Section title={t('at_new_link')}>
        <InviteLinkForm />
      </Section>
    </div>
  );
}
