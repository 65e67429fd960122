import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlaySession } from '../session/play-session.tsx';
import styles from './frame.module.css';
import { seedsQuery } from './list-seeds.ts';
import { verifyUrl } from './verify-link.ts';

/**
 * The seeds revealed before, from the server: a reload or another device still finds the
 * server seed of every round to verify. Asked for only while the panel is open.
 */
export function EarlierSeeds({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { session } = usePlaySession();
  const seeds = useQuery({
    ...seedsQuery(session.sessionId, session.fair.serverSeedHash),
    enabled: open,
  });
  const revealed = seeds.data?.revealed ?? [];
  return (
    <section className={styles.revealed} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.subtitle}>
        {t('play_fair_earlier')}
      </h2>
      {seeds.data && revealed.length === 0 && (
        <p className={styles.muted}>{t('play_fair_earlier_none')}</p>
      )}
      <ul className={styles.links}>
        {revealed.map((seed) => (
          <li key={seed.serverSeedHash}>
            <p className={styles.code}>{seed.serverSeed}</p>
            <p>
              {seed.nonce === 0
                ? t('play_fair_nonces_none')
                : t('play_fair_nonces_range', { first: 0, last: seed.nonce - 1 })}
            </p>
            {seed.nonce > 0 && (
              <a href={verifyUrl({ ...seed, nonce: 0, engine: session.game.engine })} target="_top">
                {t('play_fair_verify_seed', { clientSeed: seed.clientSeed })}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
