import { MAX_CHASE_DRAWS } from '@gamehall/contract';
import type { LotteryPlayType } from '@gamehall/games';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoneyWith } from '../../../components/ui/money.tsx';
import type { LotteryGame } from '../api/get-lottery-game.ts';
import { playTypeName, ruleKey } from '../model/labels.ts';
import styles from './betting.module.css';

/** The prizes are priced for a unit of 2.00; a smaller unit wins in proportion. */
const PRIZE_UNIT = 2;

/**
 * What a visitor reads before betting: the play type's rule and its prize for the unit
 * chosen, the game's cadence and cut-off (a regional game's official draw and how its
 * results are entered and corrected), and its limits.
 */
export function GameRules({
  game,
  playType,
  unit,
  symbol,
}: {
  game: LotteryGame;
  playType: LotteryPlayType;
  unit: number;
  symbol: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const money = (major: number) => formatMoneyWith(major, symbol);
  const prizes = game.playTypes.find((p) => p.id === playType.id)?.prizes ?? [];
  // Floors to the minor unit as the server does (settle.ts: floor(prize × unit / 2.00)).
  const minor = (major: number) => Math.round(major * 100);
  const scaled = prizes.map((p) => Math.floor((minor(p) * minor(unit)) / minor(PRIZE_UNIT)) / 100);
  // Several levels (dragon or tiger and tie, Keno's hits) are named; a single one is not.
  const prizeText = scaled
    .map((p, i) => {
      const level = playType.levels[i] ?? '';
      return scaled.length > 1
        ? t('lt_level', { level: t(`lt_level_${level}`, { defaultValue: level }), prize: money(p) })
        : money(p);
    })
    .join(' · ');
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {t('lt_rules')}
      </h2>
      <p>
        <strong>{playTypeName(t, playType.id, playType.name)}</strong>:{' '}
        {t(ruleKey(playType.id), { defaultValue: playType.name })}
      </p>
      {scaled.length > 0 && <p>{t('lt_prize', { unit: money(unit), prizes: prizeText })}</p>}
      <ul className={styles.ruleList}>
        {game.everyMinutes !== null ? (
          <li>
            {t('lt_rule_cadence', { minutes: game.everyMinutes, seconds: game.cutoffSeconds })}
          </li>
        ) : (
          <li>{t('lt_rule_official', { minutes: Math.round(game.cutoffSeconds / 60) })}</li>
        )}
        <li>{t('lt_rule_stake', { units: game.units.map(money).join(', ') })}</li>
        <li>
          {t('lt_rule_limits', {
            multiplier: game.maxMultiplier,
            stake: money(game.maxStakePerBet),
            draws: Math.min(game.maxChaseDraws, MAX_CHASE_DRAWS),
          })}
        </li>
        <li>{t(game.everyMinutes !== null ? 'lt_draws_hint' : 'lt_rule_corrections')}</li>
      </ul>
    </section>
  );
}
