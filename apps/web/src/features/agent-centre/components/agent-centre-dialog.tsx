import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { AGENT_TYPES } from '../../layout/index.ts';
import { CentreDialog, CentreMenu } from '../../panel/index.ts';
import { useMemberInfo } from '../../session/index.ts';
import { useSections } from '../../system/index.ts';
import { agentPages, resolveAgentPage } from '../model/pages.ts';

/**
 * Product §2 agent centre: a left menu of its pages (the contract pages only when the brand
 * enables that type), the page on the right, a close button; for agents only (account
 * types 1, 2, 41, 42): anyone else gets the spec's in_non_agent_login and no centre (the
 * server refuses their calls too).
 */
export function AgentCentreDialog() {
  const { t } = useTranslation();
  const requested = useDialogs((s) => s.page);
  const openDialog = useDialogs((s) => s.openDialog);
  const close = useDialogs((s) => s.close);
  const { data: member, error, refetch, isFetching } = useMemberInfo();
  const shown = useSections();
  const key = resolveAgentPage(requested, shown);
  const entry = agentPages[key];

  if (!member && !error) return null;
  const agent = member !== undefined && AGENT_TYPES.has(member.type);
  const failure =
    !member || !entry || !agent
      ? {
          message:
            member && !agent ? t('in_non_agent_login') : (error?.message ?? t('in_unknown_error')),
          retrying: isFetching,
          retry: () => void refetch(),
        }
      : null;
  const entries = Object.entries(agentPages)
    .filter(([, p]) => p.modId === undefined || shown(p.modId))
    .map(([pageKey, p]) => [pageKey, t(p.label)] as const);

  return (
    <CentreDialog
      title={t('agent_centre')}
      onClose={close}
      failure={failure}
      menu={
        member && (
          <CentreMenu
            title={t('agent_centre')}
            label={t('ag_menu')}
            account={member.account}
            entries={entries}
            current={key}
            onOpen={(page) => openDialog('agentCentre', page)}
          />
        )
      }
      pageTitle={entry ? t(entry.label) : ''}
      page={member && entry && <entry.Page key={key} member={member} />}
    />
  );
}
