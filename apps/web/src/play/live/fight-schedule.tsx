import type { FightCard } from '@gamehall/games';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './cockfight.module.css';
import { fightCardOf, localClock, oddsText, SIDES } from './cockfight.ts';
import type { LiveTableState } from './get-live-state.ts';

/** A fight of the table's schedule: its card and when its betting should close (ISO). */
export interface ScheduledFight {
  card: FightCard;
  bettingEndsAt: string;
}

/**
 * The next fights (the state call's `upcoming`): each one's number, its two birds with
 * the odds they pay, the draw's, and when its bets close on this device's clock (`offset`
 * = server − local). Anyone can list them: a card is fixed by the table and the fight.
 */
export function FightSchedule({ fights, offset }: { fights: ScheduledFight[]; offset: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  if (fights.length === 0) return null;
  return (
    <section className={styles.schedule} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('live_cf_next_fights')}
      </h2>
      <ol className={styles.fights}>
        {fights.map(({ card, bettingEndsAt }) => (
          <li key={card.fight} className={styles.fight}>
            <span className={styles.fightNo}>{t('live_cf_fight', { n: card.fight })}</span>
            <span className={styles.closes}>
              {t('live_cf_closes', { time: localClock(bettingEndsAt, offset) })}
            </span>
            <span className={styles.line}>
              {SIDES.map((side) => (
                <span key={side} className={styles.entry}>
                  <span className={`${styles.mini} ${styles[side]}`}>{t(`live_spot_${side}`)}</span>{' '}
                  {card[side].name}{' '}
                  <span dir="ltr" className={styles.odds}>
                    {oddsText(card.odds[side])}
                  </span>
                </span>
              ))}
              <span className={styles.entry}>
                <span className={`${styles.mini} ${styles.draw}`}>{t('live_spot_draw')}</span>{' '}
                <span dir="ltr" className={styles.odds}>
                  {oddsText(card.odds.draw)}
                </span>
              </span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The fights after the one on the table, from the state call's schedule: an answer older
 * than the round the socket shows may still list that round, which is dropped.
 */
export function scheduleOf(upcoming: LiveTableState['upcoming'], nonce: number | undefined) {
  return upcoming.flatMap((next): ScheduledFight[] => {
    const card = fightCardOf(next.card);
    if (!card || (nonce !== undefined && next.nonce <= nonce)) return [];
    return [{ card, bettingEndsAt: next.bettingEndsAt }];
  });
}
