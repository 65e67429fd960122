import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useCentreMember, useMemberPage, useMemberPageShown } from '../../layout/index.ts';
import { useMissionSummary } from '../../missions/index.ts';
import { CentreDialog } from '../../panel/index.ts';
import { memberPages, resolvePage } from '../model/pages.ts';
import { MemberMenu } from './member-menu.tsx';

/**
 * Product §2 member centre: a left menu (title, the pages), the page on the right, a close
 * button. Shown only once the member info has loaded. The page key comes from the dialog
 * store; an unknown or switched-off key shows the default page.
 */
export function MemberCentreDialog() {
  const { t } = useTranslation();
  const requested = useDialogs((s) => s.page);
  const close = useDialogs((s) => s.close);
  const openPage = useMemberPage();
  const { data: member, error, refetch, isFetching, shown: centreShown } = useCentreMember();
  const shown = useMemberPageShown();
  const key = resolvePage(requested, shown);
  const entry = memberPages[key];
  // Product §2: the missions entry counts the missions ready to claim (asked only while shown).
  const claimable =
    useMissionSummary(centreShown && shown('missionLeaderboard')).data?.claimable ?? 0;

  // Product §4: no member centre for a trial account, however it was opened.
  if (!centreShown) return null;

  return (
    <CentreDialog
      title={t('member_centre')}
      onClose={close}
      failure={
        !member || !entry
          ? {
              message: error?.message ?? t('in_unknown_error'),
              retrying: isFetching,
              retry: () => void refetch(),
            }
          : null
      }
      menu={
        member && (
          <MemberMenu
            account={member.account}
            current={key}
            shown={shown}
            onOpen={openPage}
            badges={{
              missionLeaderboard: {
                count: claimable,
                label: t('mc_missions_badge', { n: claimable }),
              },
            }}
          />
        )
      }
      pageTitle={entry ? t(entry.label) : ''}
      page={member && entry && <entry.Page key={key} member={member} />}
    />
  );
}
