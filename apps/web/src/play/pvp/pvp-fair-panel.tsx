import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../frame/frame.module.css';
import type { PvpHand } from './get-pvp-state.ts';
import { pvpVerifyUrl } from './pvp-model.ts';

/**
 * "Provably fair" for a card room (decision 036): each hand's deck comes from a server
 * seed drawn before the deal and shown here by its hash while the hand is played; once it
 * is over the seed is shown, and with the table as client seed and the hand's number as
 * nonce the site's verification page deals the same deck and hands again.
 */
export function PvpFairPanel({
  engine,
  hand,
  lastHand,
}: {
  engine: string;
  hand: PvpHand | null;
  lastHand: PvpHand | null;
}) {
  const { t } = useTranslation();
  const link = pvpVerifyUrl(engine, lastHand);
  return (
    <details className={styles.fair}>
      <summary className={styles.summary}>{t('play_fair_title')}</summary>
      <p className={styles.muted}>{t('pvp_fair_intro')}</p>
      {hand && <FairHand title={t('pvp_fair_on')} hand={hand} />}
      {lastHand && <FairHand title={t('pvp_fair_last')} hand={lastHand} />}
      {!hand && !lastHand && <p className={styles.muted}>{t('pvp_fair_none')}</p>}
      {link && lastHand && (
        <a className={styles.link} href={link} target="_top">
          {t('pvp_fair_verify', { n: lastHand.nonce })}
        </a>
      )}
    </details>
  );
}

function FairHand({ title, hand }: { title: string; hand: PvpHand }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.subtitle}>
        {title}: {t('pvp_hand_no', { n: hand.nonce })}
      </h2>
      <dl className={styles.seeds}>
        <dt>{t('play_fair_hash')}</dt>
        <dd className={styles.code}>{hand.seedHash}</dd>
        <dt>{t('play_fair_server_seed')}</dt>
        <dd className={styles.code}>{hand.serverSeed ?? t('pvp_fair_hidden')}</dd>
        <dt>{t('play_fair_client_seed')}</dt>
        <dd className={styles.code}>{hand.clientSeed}</dd>
        <dt>{t('pvp_fair_nonce')}</dt>
        <dd className={styles.code}>{hand.nonce}</dd>
      </dl>
    </section>
  );
}
