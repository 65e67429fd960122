import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../frame/frame.module.css';
import { verifyUrl } from '../frame/verify-link.ts';
import type { LiveRound } from './get-live-state.ts';

/** Links for the newest results at most: older ones are verified the same way by hand. */
const MAX_LINKS = 10;

const linkOf = (engine: string, round: LiveRound) =>
  round.serverSeed
    ? verifyUrl({
        serverSeed: round.serverSeed,
        clientSeed: round.clientSeed,
        nonce: round.nonce,
        engine,
      })
    : null;

/**
 * "Provably fair" for a live table (decision 034): a round's server seed is drawn before
 * any bet and shown by its hash while bets are taken; once dealt the seed is shown, and
 * with the table as client seed and the round id as nonce the result can be recomputed
 * on the site's verification page with the engine's own code.
 */
export function LiveFairPanel({
  engine,
  round,
  history,
}: {
  engine: string;
  round: LiveRound | null;
  history: LiveRound[];
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const link = round && linkOf(engine, round);
  const earlier = history.filter((r) => r.id !== round?.id).slice(0, MAX_LINKS);
  return (
    <details className={styles.fair}>
      <summary className={styles.summary}>{t('play_fair_title')}</summary>
      <p className={styles.muted}>{t('live_fair_intro')}</p>
      {round ? (
        <dl className={styles.seeds}>
          <dt>{t('live_fair_round')}</dt>
          <dd>{round.id}</dd>
          <dt>{t('play_fair_hash')}</dt>
          <dd className={styles.code}>{round.seedHash}</dd>
          <dt>{t('play_fair_server_seed')}</dt>
          <dd className={styles.code}>{round.serverSeed ?? t('live_fair_hidden')}</dd>
          <dt>{t('play_fair_client_seed')}</dt>
          <dd className={styles.code}>{round.clientSeed}</dd>
          <dt>{t('live_fair_nonce')}</dt>
          <dd className={styles.code}>{round.nonce}</dd>
        </dl>
      ) : (
        <p className={styles.muted}>{t('live_waiting')}</p>
      )}
      {link && round && (
        <a className={styles.link} href={link} target="_top">
          {t('live_fair_verify', { id: round.id })}
        </a>
      )}
      {earlier.length > 0 && (
        <section className={styles.revealed} aria-labelledby={titleId}>
          <h2 id={titleId} className={styles.subtitle}>
            {t('live_fair_earlier')}
          </h2>
          <ul className={styles.links}>
            {earlier.map((r) => {
              const href = linkOf(engine, r);
              return (
                href && (
                  <li key={r.id}>
                    <a className={styles.link} href={href} target="_top">
                      {t('live_fair_verify', { id: r.id })}
                    </a>
                  </li>
                )
              );
            })}
          </ul>
        </section>
      )}
    </details>
  );
}
