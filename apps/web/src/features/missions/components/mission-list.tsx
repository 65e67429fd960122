import type { getMissionSummary, ValueOf } from '@gamehall/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/ui/index.ts';
import { formatMoneyWith } from '../../../components/ui/money.tsx';
import { panelStyles, StatusTag, type Tone } from '../../panel/index.ts';
import { useSiteConfig } from '../../system/index.ts';
import styles from './missions.module.css';

export type Mission = ValueOf<typeof getMissionSummary>['missions'][number];

const TONES: Record<Mission['state'], Tone> = {
  IN_PROGRESS: 'waiting',
  CLAIMABLE: 'good',
  CLAIMED: 'plain',
};

/** Deposits and valid bets count money; sign-ins and bets count times. */
const countsMoney = (mission: Mission) =>
  mission.kind === 'DEPOSIT' || mission.kind === 'VALID_BET';

export interface MissionListProps {
  missions: readonly Mission[];
  /** What the list is: its accessible name. */
  label: string;
  busy: boolean;
  onClaim: (mission: Mission) => void;
}

/** Missions of one period: progress toward the target, the reward, the state and a Claim button. */
export function MissionList({ missions, label, busy, onClaim }: MissionListProps) {
  const { t } = useTranslation();
  if (missions.length === 0) return <p className={panelStyles.hint}>{t('mc_missions_none')}</p>;
  return (
    <ul className={styles.list} aria-label={label}>
      {missions.map((mission) => (
        <li key={mission.id}>
          <MissionItem mission={mission} busy={busy} onClaim={onClaim} />
        </li>
      ))}
    </ul>
  );
}

function MissionItem({
  mission,
  busy,
  onClaim,
}: {
  mission: Mission;
  busy: boolean;
  onClaim: (m: Mission) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const symbol = useSiteConfig().data?.currencySymbol;
  const amount = (n: number) =>
    countsMoney(mission) ? formatMoneyWith(n, symbol) : String(Math.trunc(n));
  const done = Math.min(mission.progress, mission.target);
  const percent = mission.target > 0 ? Math.round((done / mission.target) * 100) : 100;
  const progressText = t('mc_mission_progress_text', {
    progress: amount(mission.progress),
    target: amount(mission.target),
  });
  const reward =
    mission.rewardBonus > 0
      ? t('mc_mission_reward_bonus', {
          points: formatMoney(mission.rewardPoints),
          bonus: formatMoneyWith(mission.rewardBonus, symbol),
        })
      : t('mc_mission_reward_points', { points: formatMoney(mission.rewardPoints) });
  return (
    <article className={styles.mission} aria-labelledby={titleId}>
      <h5 id={titleId} className={styles.title}>
        {mission.title}
      </h5>
      <StatusTag tone={TONES[mission.state]}>{t(`mc_mission_state_${mission.state}`)}</StatusTag>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('mc_mission_progress', { title: mission.title })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={progressText}
      >
        <div className={styles.fill} style={{ inlineSize: `${percent}%` }} />
      </div>
      <p className={styles.meta}>
        <span>{progressText}</span>
        <span>
          {t('mc_mission_reward')}: {reward}
        </span>
      </p>
      {mission.state === 'CLAIMABLE' && (
        <button
          type="button"
          className={panelStyles.primary}
          disabled={busy}
          aria-label={t('mc_mission_claim_of', { title: mission.title })}
          onClick={() => onClaim(mission)}
        >
          {t('mc_mission_claim')}
        </button>
      )}
    </article>
  );
}
