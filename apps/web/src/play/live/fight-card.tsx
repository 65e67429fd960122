import type { FightCard } from '@gamehall/games';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './cockfight.module.css';
import { fightChances, kilograms, oddsText, SIDES } from './cockfight.ts';

/**
 * This fight's card, known before any bet (decision 034): its number, meron in red and
 * wala in blue as sabong shows them, each bird with its weight, its chance of winning the
 * fight and the odds it pays; the draw between them.
 */
export function FightCardPanel({ card }: { card: FightCard }) {
  const { t } = useTranslation();
  const titleId = useId();
  const chances = fightChances(card);
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('live_cf_fight', { n: card.fight })}
      </h2>
      <div className={styles.sides}>
        {SIDES.map((side) => (
          <div key={side} className={`${styles.side} ${styles[side]}`}>
            <h3 className={styles.tag}>{t(`live_spot_${side}`)}</h3>
            <p className={styles.bird}>{card[side].name}</p>
            <dl className={styles.facts}>
              <dt>{t('live_cf_weight')}</dt>
              <dd dir="ltr">{t('live_cf_kg', { kg: kilograms(card[side].weightGrams) })}</dd>
              <dt>{t('live_cf_chance')}</dt>
              <dd dir="ltr">{t('live_cf_percent', { p: chances[side] })}</dd>
              <dt>{t('live_cf_odds')}</dt>
              <dd dir="ltr" className={styles.odds}>
                {oddsText(card.odds[side])}
              </dd>
            </dl>
          </div>
        ))}
        <div className={`${styles.side} ${styles.draw}`}>
          <h3 className={styles.tag}>{t('live_spot_draw')}</h3>
          <dl className={styles.facts}>
            <dt>{t('live_cf_chance')}</dt>
            <dd dir="ltr">{t('live_cf_percent', { p: chances.draw })}</dd>
            <dt>{t('live_cf_odds')}</dt>
            <dd dir="ltr" className={styles.odds}>
              {oddsText(card.odds.draw)}
            </dd>
          </dl>
        </div>
      </div>
    </section>
  );
}
