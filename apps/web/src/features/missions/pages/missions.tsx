import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/ui/index.ts';
import { formatMoneyWith } from '../../../components/ui/money.tsx';
import {
  FormResult,
  QueryState,
  RefreshButton,
  Section,
  panelStyles as styles,
  useListRefresh,
  useOutcome,
} from '../../panel/index.ts';
import { useSiteConfig } from '../../system/index.ts';
import { useClaimMission } from '../api/claim-mission.ts';
import { useMissionLeaderboard } from '../api/get-mission-leaderboard.ts';
import { useMissionSummary } from '../api/get-mission-summary.ts';
import { Leaderboard } from '../components/leaderboard.tsx';
import { type Mission, MissionList } from '../components/mission-list.tsx';

/** Play elsewhere moves the missions and the board: asked again on return and on demand. */
const MISSION_LISTS = [['missions']];

/**
 * Product §2 member centre, page missionLeaderboard (mission_activity): the daily and weekly
 * missions with their progress from real play and a Claim button once done, then this
 * week's leaderboard with the player's own place.
 */
export function Missions() {
  const { t } = useTranslation();
  const summary = useMissionSummary();
  const board = useMissionLeaderboard();
  const refresh = useListRefresh(MISSION_LISTS);
  const claim = useClaimMission();
  const { result, run } = useOutcome();
  const symbol = useSiteConfig().data?.currencySymbol;

  const take = (mission: Mission) =>
    void run(async () => {
      const { points, bonus } = await claim.submit({ missionId: mission.id });
      return bonus > 0
        ? t('mc_mission_claimed_bonus', {
            points: formatMoney(points),
            bonus: formatMoneyWith(bonus, symbol),
          })
        : t('mc_mission_claimed', { points: formatMoney(points) });
    });

  return (
    <div className={styles.sections}>
      <QueryState query={summary}>
        {(data) => (
          <>
            <Section title={t('mc_missions_daily')}>
              <RefreshButton fetching={summary.isFetching} onClick={refresh} />
              <MissionList
                label={t('mc_missions_daily')}
                missions={data.missions.filter((m) => m.period === 'DAILY')}
                busy={claim.isPending}
                onClaim={take}
              />
            </Section>
            <Section title={t('mc_missions_weekly')}>
              <MissionList
                label={t('mc_missions_weekly')}
                missions={data.missions.filter((m) => m.period === 'WEEKLY')}
                busy={claim.isPending}
                onClaim={take}
              />
            </Section>
            <FormResult {...result} />
          </>
        )}
      </QueryState>
      <Section title={t('mc_leaderboard_title')}>
        <QueryState query={board}>{(data) => <Leaderboard board={data} />}</QueryState>
      </Section>
    </div>
  );
}
